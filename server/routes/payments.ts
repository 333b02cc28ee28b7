import type { FastifyInstance } from 'fastify';
import { paymentListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { authorize } from '../plugins/auth';
import { listPayments } from '../services/money';

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/payments', { preHandler: authorize(ctx, 'payments', 'list'), schema: describe({ query: paymentListQuery }) }, async (request) => {
    const query = parse(paymentListQuery, request.query);
    const { rows, total } = await listPayments(ctx.db, query);
    return list('payments', rows, query, total);
  });
}
