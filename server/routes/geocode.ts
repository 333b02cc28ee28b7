import { geocodeQuery } from '../../src/domain/stores/schemas';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize } from '../plugins/auth';
import { Geocoder } from '../services/geocode';
import { readSettings } from '../services/settings';

export async function geocodeRoutes(app: Api, ctx: AppContext) {
  // One per server: its cache and its turn-taking at the provider are shared by every user.
  const geocoder = new Geocoder({ allowPrivateUrls: ctx.config.allowPrivateUrls });
  ctx.caches.set('geocoding', { entries: () => geocoder.cachedEntries(), clear: () => geocoder.clearCache() });

  app.get('/geocode', { preValidation: authorize(ctx, 'geocode', 'list'), schema: route({ query: geocodeQuery }) }, async (request) => {
    const { address } = request.query;
    return ok(await geocoder.lookup(address, await readSettings(ctx.db)));
  });
}
