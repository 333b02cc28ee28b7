import type { FastifyRequest } from 'fastify';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { ordersEntity } from '../../src/domain/orders';
import {
  orderAssignSchema,
  orderCreateHeaders,
  orderDistributorQuery,
  orderExportQuery,
  orderFiltersQuery,
  orderPaymentHeaders,
  orderPaymentSchema,
  orderStatusSchema,
  orderTodayQuery,
  orderVersionQuery,
} from '../../src/domain/orders/schemas';
import { errors as messages } from '../../src/domain/messages';
import {
  orderDetail,
  orderList,
  orderStatistics as orderStatisticsRecord,
  ordersToday,
} from '../../src/domain/orders/records';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { list, ok } from '../lib/reply';
import { deletedId, route, type Api } from '../lib/route';
import { authorize, actorOf, currentAuth } from '../plugins/auth';
import { getOrder, listOrders } from '../services/orders';
import { recordPayment, refreshOverdue } from '../services/ordersPayments';
import { distributorOrders, exportOrders, orderStatistics, todayOrders } from '../services/ordersReports';
import { assignDistributor, setOrderStatus, type WriteClock } from '../services/ordersStatus';
import { createOrder, deleteOrder, updateOrder } from '../services/ordersWrite';

// Spec 001 section 7, "Orders" (issue 6). The standard routes come from entityRoutes. Static paths (statistics, today, export, distributor/:id) are
// registered like the others; Fastify's router prefers them to /orders/:id whatever the order. Every
// write answers with the whole order as GET /orders/{id} shows it.

export async function orderRoutes(app: Api, ctx: AppContext) {
  const clock = (): WriteClock => {
    const now = ctx.now();
    return { now, today: bakeryDate(now) };
  };
  /** Reads see overdue payments as of the bakery's today. */
  const fresh = async () => {
    const { today } = clock();
    await refreshOverdue(ctx.db, today);
    return today;
  };
  const full = (request: FastifyRequest, id: number) => getOrder(ctx.db, id, currentAuth(request));

  entityRoutes(app, ctx, ordersEntity, {
    list: {
      run: async (query, { auth }) => {
        await fresh();
        return listOrders(ctx.db, query, auth);
      },
    },
    show: {
      run: async (id, { request }) => {
        await fresh();
        return full(request, id);
      },
    },
    create: {
      headers: orderCreateHeaders,
      run: async (input, { request, actor }) => {
        // Checked by orderCreateHeaders before the handler runs.
        const key = request.headers['idempotency-key'] as string | undefined;
        // A replayed key answers like the first time: 201 and the order as it is now.
        const id = await createOrder(ctx.db, input, actor, clock(), key || undefined);
        return full(request, id);
      },
      message: messages.orderCreated,
    },
    update: {
      run: async (id, input, { request, actor }) => {
        await updateOrder(ctx.db, id, input, actor, clock());
        return full(request, id);
      },
      message: messages.orderUpdated,
    },
    remove: {
      run: async (id, { actor }) => {
        await deleteOrder(ctx.db, id, actor);
        return { id };
      },
      message: messages.orderDeleted,
      data: deletedId,
    },
  });

  app.get(
    '/orders/statistics',
    {
      preValidation: authorize(ctx, 'orders', 'list'),
      schema: route({ query: orderFiltersQuery, data: orderStatisticsRecord }),
    },
    async (request) => {
      const query = request.query;
      await fresh();
      return ok(await orderStatistics(ctx.db, query, currentAuth(request)));
    },
  );

  app.get(
    '/orders/today',
    { preValidation: authorize(ctx, 'orders', 'list'), schema: route({ query: orderTodayQuery, data: ordersToday }) },
    async (request) => {
      const query = request.query;
      const today = await fresh();
      return ok(await todayOrders(ctx.db, query, today, currentAuth(request)));
    },
  );

  app.get(
    '/orders/distributor/:id',
    {
      preValidation: authorize(ctx, 'orders', 'list'),
      schema: route({ params: idParam, query: orderDistributorQuery, data: orderList }),
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      await fresh();
      const { rows, total } = await distributorOrders(ctx.db, id, query, currentAuth(request));
      return list('orders', rows, query, total);
    },
  );

  app.get(
    '/orders/export',
    {
      preValidation: authorize(ctx, 'orders', 'export'),
      schema: route({ query: orderExportQuery, file: ['text/csv', 'application/json'] }),
    },
    async (request, reply) => {
      const query = request.query;
      const today = await fresh();
      const file = await exportOrders(ctx.db, query, today, currentAuth(request));
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.put(
    '/orders/:id/status',
    {
      preValidation: authorize(ctx, 'orders', 'status'),
      schema: route({ params: idParam, body: orderStatusSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      await setOrderStatus(ctx.db, id, input, actorOf(request), clock());
      return ok(await full(request, id), messages.orderStatusUpdated);
    },
  );

  app.put(
    '/orders/:id/payment',
    {
      preValidation: authorize(ctx, 'orders', 'payment'),
      schema: route({ params: idParam, headers: orderPaymentHeaders, body: orderPaymentSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const key = request.headers['idempotency-key'];
      await recordPayment(ctx.db, id, input, key || undefined, actorOf(request), clock());
      return ok(await full(request, id), messages.orderPaymentRecorded);
    },
  );

  app.post(
    '/orders/:id/assign-distributor',
    {
      preValidation: authorize(ctx, 'orders', 'assign'),
      schema: route({ params: idParam, body: orderAssignSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      await assignDistributor(ctx.db, id, input.distributor_id, input.version, actorOf(request), ctx.now());
      return ok(await full(request, id), messages.orderDistributorAssigned);
    },
  );

  app.delete(
    '/orders/:id/assign-distributor',
    {
      preValidation: authorize(ctx, 'orders', 'assign'),
      schema: route({ params: idParam, query: orderVersionQuery, data: orderDetail }),
    },
    async (request) => {
      const { id } = request.params;
      const { version } = request.query;
      await assignDistributor(ctx.db, id, null, version, actorOf(request), ctx.now());
      return ok(await full(request, id), messages.orderDistributorUnassigned);
    },
  );
}
