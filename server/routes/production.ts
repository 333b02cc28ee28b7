import { bakeSheetQuery, bakeSheetRecord, packingListQuery, packingListsRecord } from '../../src/domain/standing';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { bakeSheet } from '../services/bakeSheet';
import { packingLists } from '../services/packingLists';

// Issue 30: the bake sheet of a delivery day (the office) and the vans' packing lists (the office, and a
// distributor for their own van). Access table row `production`.

export async function productionRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/production/bake-sheet',
    { preValidation: authorize(ctx, 'production', 'list'), schema: route({ query: bakeSheetQuery, data: bakeSheetRecord }) },
    async (request) => ok(await bakeSheet(ctx.db, request.query.date)),
  );

  app.get(
    '/production/packing-lists',
    { preValidation: authorize(ctx, 'production', 'show'), schema: route({ query: packingListQuery, data: packingListsRecord }) },
    async (request) => ok(await packingLists(ctx.db, request.query.date, request.query.distributor_id, currentAuth(request))),
  );
}
