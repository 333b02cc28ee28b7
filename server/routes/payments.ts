import { paymentListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { list } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize } from '../plugins/auth';
import { listPayments } from '../services/money';

export async function paymentRoutes(app: Api, ctx: AppContext) {
  app.get('/payments', { preValidation: authorize(ctx, 'payments', 'list'), schema: route({ query: paymentListQuery }) }, async (request) => {
    const query = request.query;
    const { rows, total } = await listPayments(ctx.db, query);
    return list('payments', rows, query, total);
  });
}
