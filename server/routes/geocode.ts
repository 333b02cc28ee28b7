import type { FastifyInstance } from 'fastify';
import { geocodeQuery } from '../../src/domain/stores/schemas';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { ok } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { authorize } from '../plugins/auth';
import { Geocoder } from '../services/geocode';
import { readSettings } from '../services/settings';

export async function geocodeRoutes(app: FastifyInstance, ctx: AppContext) {
  // One per server: its cache and its turn-taking at the provider are shared by every user.
  const geocoder = new Geocoder({ allowPrivateUrls: ctx.config.allowPrivateUrls });

  app.get('/geocode', { preHandler: authorize(ctx, 'geocode', 'list'), schema: describe({ query: geocodeQuery }) }, async (request) => {
    const { address } = parse(geocodeQuery, request.query);
    return ok(await geocoder.lookup(address, await readSettings(ctx.db)));
  });
}
