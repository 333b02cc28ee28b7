import type { FastifyInstance } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { storeListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { authorize } from '../plugins/auth';
import { getStore, listStores } from '../services/stores';

export async function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/stores', { preHandler: authorize(ctx, 'stores', 'list') }, async (request) => {
    const query = parse(storeListQuery, request.query);
    const { rows, total } = await listStores(ctx.db, query);
    return list('stores', rows, query, total);
  });

  app.get('/stores/:id', { preHandler: authorize(ctx, 'stores', 'show') }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getStore(ctx.db, id));
  });
}
