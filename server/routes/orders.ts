import type { FastifyInstance } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { orderListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { authorize, currentAuth } from '../plugins/auth';
import { getOrder, listOrders } from '../services/orders';

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/orders', { preHandler: authorize(ctx, 'orders', 'list') }, async (request) => {
    const query = parse(orderListQuery, request.query);
    const { rows, total } = await listOrders(ctx.db, query, currentAuth(request));
    return list('orders', rows, query, total);
  });

  app.get('/orders/:id', { preHandler: authorize(ctx, 'orders', 'show') }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getOrder(ctx.db, id, currentAuth(request)));
  });
}
