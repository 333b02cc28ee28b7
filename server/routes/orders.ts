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
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { authorize, currentAuth } from '../plugins/auth';
import { getOrder, listOrders } from '../services/orders';
import { recordPayment, refreshOverdue } from '../services/ordersPayments';
import { distributorOrders, exportOrders, orderStatistics, todayOrders } from '../services/ordersReports';
import { assignDistributor, setOrderStatus, type WriteClock } from '../services/ordersStatus';
import { createOrder, deleteOrder, updateOrder } from '../services/ordersWrite';
import type { Actor } from '../services/stores';

// Spec 001 section 7, "Orders" (issue 6). Static paths (statistics, today, export, distributor/:id) are
// registered like the others; Fastify's router prefers them to /orders/:id whatever the order. Every
// write answers with the whole order as GET /orders/{id} shows it.

function actor(request: FastifyRequest): Actor {
  return { auth: currentAuth(request), ip: request.ip ?? null };
}

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

  app.get('/orders', { preHandler: authorize(ctx, 'orders', 'list') }, async (request) => {
    const query = parse(orderListQuery, request.query);
    await fresh();
    const { rows, total } = await listOrders(ctx.db, query, currentAuth(request));
    return list('orders', rows, query, total);
  });

  app.get('/orders/statistics', { preHandler: authorize(ctx, 'orders', 'list') }, async (request) => {
    const query = parse(orderFiltersQuery, request.query);
    await fresh();
    return ok(await orderStatistics(ctx.db, query, currentAuth(request)));
  });

  app.get('/orders/today', { preHandler: authorize(ctx, 'orders', 'list') }, async (request) => {
    const query = parse(orderTodayQuery, request.query);
    const today = await fresh();
    return ok(await todayOrders(ctx.db, query, today, currentAuth(request)));
  });

  app.get('/orders/distributor/:id', { preHandler: authorize(ctx, 'orders', 'list') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const query = parse(orderDistributorQuery, request.query);
    await fresh();
    const { rows, total } = await distributorOrders(ctx.db, id, query, currentAuth(request));
    return list('orders', rows, query, total);
  });

  app.get('/orders/export', { preHandler: authorize(ctx, 'orders', 'export') }, async (request, reply) => {
    const query = parse(orderExportQuery, request.query);
    const today = await fresh();
    const file = await exportOrders(ctx.db, query, today, currentAuth(request));
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  });

  app.get('/orders/:id', { preHandler: authorize(ctx, 'orders', 'show') }, async (request) => {
    const { id } = parse(idParam, request.params);
    await fresh();
    return ok(await full(request, id));
  });

  app.post('/orders', { preHandler: authorize(ctx, 'orders', 'create') }, async (request, reply) => {
    const input = parse(orderCreateSchema, request.body);
    const key = parse(orderCreateHeaders, request.headers)['idempotency-key'];
    // A replayed key answers like the first time: 201 and the order as it is now.
    const id = await createOrder(ctx.db, input, actor(request), clock(), key || undefined);
    reply.code(201);
    return ok(await full(request, id), messages.orderCreated);
  });

  app.put('/orders/:id', { preHandler: authorize(ctx, 'orders', 'edit') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(orderUpdateSchema, request.body);
    await updateOrder(ctx.db, id, input, actor(request), clock());
    return ok(await full(request, id), messages.orderUpdated);
  });

  app.delete('/orders/:id', { preHandler: authorize(ctx, 'orders', 'delete') }, async (request) => {
    const { id } = parse(idParam, request.params);
    await deleteOrder(ctx.db, id, actor(request));
    return ok({ id }, messages.orderDeleted);
  });

  app.put('/orders/:id/status', { preHandler: authorize(ctx, 'orders', 'status') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(orderStatusSchema, request.body);
    await setOrderStatus(ctx.db, id, input, actor(request), clock());
    return ok(await full(request, id), messages.orderStatusUpdated);
  });

  app.put('/orders/:id/payment', { preHandler: authorize(ctx, 'orders', 'payment') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(orderPaymentSchema, request.body);
    const key = parse(orderPaymentHeaders, request.headers)['idempotency-key'];
    await recordPayment(ctx.db, id, input, key || undefined, actor(request), clock());
    return ok(await full(request, id), messages.orderPaymentRecorded);
  });

  app.post('/orders/:id/assign-distributor', { preHandler: authorize(ctx, 'orders', 'assign') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const input = parse(orderAssignSchema, request.body);
    await assignDistributor(ctx.db, id, input.distributor_id, input.version, actor(request), ctx.now());
    return ok(await full(request, id), messages.orderDistributorAssigned);
  });

  app.delete('/orders/:id/assign-distributor', { preHandler: authorize(ctx, 'orders', 'assign') }, async (request) => {
    const { id } = parse(idParam, request.params);
    const { version } = parse(orderVersionQuery, request.query);
    await assignDistributor(ctx.db, id, null, version, actor(request), ctx.now());
    return ok(await full(request, id), messages.orderDistributorUnassigned);
  });
}
