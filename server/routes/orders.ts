import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { orderListQuery } from '../../src/domain/schemas/lists';
import {
  orderAssignSchema,
  orderCreateHeaders,
  orderCreateSchema,
  orderDistributorQuery,
  orderExportQuery,
  orderFiltersQuery,
  orderPaymentHeaders,
  orderPaymentSchema,
  orderStatusSchema,
  orderTodayQuery,
  orderUpdateSchema,
  orderVersionQuery,
} from '../../src/domain/orders/schemas';
import { errors as messages } from '../../src/domain/messages';
import {
  orderDetail,
  orderList,
  orderRow,
  orderStatistics as orderStatisticsRecord,
  ordersToday,
} from '../../src/domain/orders/records';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { deletedId, describe } from '../lib/routeSchema';
import { authorize, actorOf, currentAuth } from '../plugins/auth';
import { getOrder, listOrders } from '../services/orders';
import { recordPayment, refreshOverdue } from '../services/ordersPayments';
import { distributorOrders, exportOrders, orderStatistics, todayOrders } from '../services/ordersReports';
import { assignDistributor, setOrderStatus, type WriteClock } from '../services/ordersStatus';
import { createOrder, deleteOrder, updateOrder } from '../services/ordersWrite';

// Spec 001 section 7, "Orders" (issue 6). The standard routes come from entityRoutes. Static paths (statistics, today, export, distributor/:id) are
// registered like the others; Fastify's router prefers them to /orders/:id whatever the order. Every
// write answers with the whole order as GET /orders/{id} shows it.

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
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

  entityRoutes(app, ctx, {
    path: '/orders',
    resource: 'orders',
    record: orderDetail,
    list: {
      query: orderListQuery,
      key: 'orders',
      row: orderRow,
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
      body: orderCreateSchema,
      run: async (input, { request, actor }) => {
        const key = parse(orderCreateHeaders, request.headers)['idempotency-key'];
        // A replayed key answers like the first time: 201 and the order as it is now.
        const id = await createOrder(ctx.db, input, actor, clock(), key || undefined);
        return full(request, id);
      },
      message: messages.orderCreated,
    },
    update: {
      body: orderUpdateSchema,
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
      preHandler: authorize(ctx, 'orders', 'list'),
      schema: describe({ query: orderFiltersQuery, data: orderStatisticsRecord }),
    },
    async (request) => {
      const query = parse(orderFiltersQuery, request.query);
      await fresh();
      return ok(await orderStatistics(ctx.db, query, currentAuth(request)));
    },
  );

  app.get(
    '/orders/today',
    { preHandler: authorize(ctx, 'orders', 'list'), schema: describe({ query: orderTodayQuery, data: ordersToday }) },
    async (request) => {
      const query = parse(orderTodayQuery, request.query);
      const today = await fresh();
      return ok(await todayOrders(ctx.db, query, today, currentAuth(request)));
    },
  );

  app.get(
    '/orders/distributor/:id',
    {
      preHandler: authorize(ctx, 'orders', 'list'),
      schema: describe({ params: idParam, query: orderDistributorQuery, data: orderList }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const query = parse(orderDistributorQuery, request.query);
      await fresh();
      const { rows, total } = await distributorOrders(ctx.db, id, query, currentAuth(request));
      return list('orders', rows, query, total);
    },
  );

  app.get(
    '/orders/export',
    {
      preHandler: authorize(ctx, 'orders', 'export'),
      schema: describe({ query: orderExportQuery, file: ['text/csv', 'application/json'] }),
    },
    async (request, reply) => {
      const query = parse(orderExportQuery, request.query);
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
      preHandler: authorize(ctx, 'orders', 'status'),
      schema: describe({ params: idParam, body: orderStatusSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const input = parse(orderStatusSchema, request.body);
      await setOrderStatus(ctx.db, id, input, actorOf(request), clock());
      return ok(await full(request, id), messages.orderStatusUpdated);
    },
  );

  app.put(
    '/orders/:id/payment',
    {
      preHandler: authorize(ctx, 'orders', 'payment'),
      schema: describe({ params: idParam, body: orderPaymentSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const input = parse(orderPaymentSchema, request.body);
      const key = parse(orderPaymentHeaders, request.headers)['idempotency-key'];
      await recordPayment(ctx.db, id, input, key || undefined, actorOf(request), clock());
      return ok(await full(request, id), messages.orderPaymentRecorded);
    },
  );

  app.post(
    '/orders/:id/assign-distributor',
    {
      preHandler: authorize(ctx, 'orders', 'assign'),
      schema: describe({ params: idParam, body: orderAssignSchema, data: orderDetail }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const input = parse(orderAssignSchema, request.body);
      await assignDistributor(ctx.db, id, input.distributor_id, input.version, actorOf(request), ctx.now());
      return ok(await full(request, id), messages.orderDistributorAssigned);
    },
  );

  app.delete(
    '/orders/:id/assign-distributor',
    {
      preHandler: authorize(ctx, 'orders', 'assign'),
      schema: describe({ params: idParam, query: orderVersionQuery, data: orderDetail }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { version } = parse(orderVersionQuery, request.query);
      await assignDistributor(ctx.db, id, null, version, actorOf(request), ctx.now());
      return ok(await full(request, id), messages.orderDistributorUnassigned);
    },
  );
}
