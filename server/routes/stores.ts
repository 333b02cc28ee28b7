import type { FastifyInstance } from 'fastify';
import { canAccess } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { storeListQuery } from '../../src/domain/schemas/lists';
import {
  nearbyQuery,
  storeAnalyticsQuery,
  storeCreateSchema,
  storeMoveSchema,
  storeOrdersQuery,
  storePaymentsQuery,
  storePerformanceQuery,
  storeQuickCreateSchema,
  storeStatusSchema,
  storeUpdateSchema,
} from '../../src/domain/stores/schemas';
import { errors as messages } from '../../src/domain/messages';
import {
  storeOrdersPage,
  storePaymentsPage,
  storeRecord,
  storeStatistics as storeStatisticsRecord,
  storesMapData,
  storesNearby,
} from '../../src/domain/stores/records';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { forbidden } from '../lib/errors';
import { parse } from '../lib/parse';
import { ok, pagination } from '../lib/reply';
import { deletedId, describe } from '../lib/routeSchema';
import { authorize, actorOf, currentAuth } from '../plugins/auth';
import { moveStore } from '../services/storeOrdering';
import {
  storeAnalytics,
  storeOrders,
  storePayments,
  storePerformance,
  storesStatistics,
  storeStatistics,
} from '../services/storeReports';
import {
  createStore,
  deleteStore,
  getStore,
  listStores,
  nearbyStores,
  setStoreStatus,
  storesMap,
  updateStore,
} from '../services/stores';

// Spec 001 section 7, "Stores". The standard routes (list, show, create, update, delete) come from
// entityRoutes; the others follow. Static paths (statistics, map, nearby, quick-create) are registered
// like the others; Fastify's router prefers them to /stores/:id whatever the order.

const mapFilters = storeListQuery.pick({ status: true, region: true, category: true, store_type: true, search: true });

export async function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  entityRoutes(app, ctx, {
    path: '/stores',
    resource: 'stores',
    record: storeRecord,
    list: {
      query: storeListQuery,
      key: 'stores',
      row: storeRecord,
      run: (query, { auth }) => listStores(ctx.db, query, auth),
    },
    show: { run: (id, { auth }) => getStore(ctx.db, id, auth) },
    create: {
      body: storeCreateSchema,
      run: (input, { actor }) => createStore(ctx.db, input, actor),
      message: messages.storeCreated,
    },
    update: {
      body: storeUpdateSchema,
      run: (id, input, { actor }) => updateStore(ctx.db, id, input, actor),
      message: messages.storeUpdated,
    },
    remove: {
      run: async (id, { actor }) => {
        await deleteStore(ctx.db, id, actor);
        return { id };
      },
      message: messages.storeDeleted,
      data: deletedId,
    },
  });

  app.get(
    '/stores/statistics',
    { preHandler: authorize(ctx, 'stores', 'list'), schema: describe({ data: storeStatisticsRecord }) },
    async (request) => ok(await storesStatistics(ctx.db, currentAuth(request))),
  );

  app.get(
    '/stores/map',
    { preHandler: authorize(ctx, 'stores', 'list'), schema: describe({ query: mapFilters, data: storesMapData }) },
    async (request) => ok(await storesMap(ctx.db, parse(mapFilters, request.query))),
  );

  app.get(
    '/stores/nearby',
    { preHandler: authorize(ctx, 'stores', 'list'), schema: describe({ query: nearbyQuery, data: storesNearby }) },
    async (request) => ok(await nearbyStores(ctx.db, parse(nearbyQuery, request.query))),
  );

  app.post(
    '/stores/quick-create',
    {
      preHandler: authorize(ctx, 'stores', 'create'),
      schema: describe({ body: storeQuickCreateSchema, data: storeRecord, status: 201 }),
    },
    async (request, reply) => {
      const input = parse(storeQuickCreateSchema, request.body);
      reply.code(201);
      return ok(await createStore(ctx.db, input, actorOf(request)), messages.storeCreated);
    },
  );

  app.patch(
    '/stores/:id/status',
    { preHandler: authorize(ctx, 'stores', 'status'), schema: describe({ params: idParam, body: storeStatusSchema }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { status } = parse(storeStatusSchema, request.body);
      const message =
        status === 'active'
          ? messages.storeActivated
          : status === 'inactive'
            ? messages.storeDeactivated
            : messages.storeStatusChanged;
      return ok(await setStoreStatus(ctx.db, id, status, actorOf(request)), message);
    },
  );

  app.post(
    '/stores/:id/move',
    { preHandler: authorize(ctx, 'stores', 'edit'), schema: describe({ params: idParam, body: storeMoveSchema }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { direction } = parse(storeMoveSchema, request.body);
      return ok(await moveStore(ctx.db, id, direction, actorOf(request)), messages.storesReordered);
    },
  );

  app.get(
    '/stores/:id/statistics',
    { preHandler: authorize(ctx, 'stores', 'show'), schema: describe({ params: idParam }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      return ok(await storeStatistics(ctx.db, id, currentAuth(request)));
    },
  );

  app.get(
    '/stores/:id/orders',
    {
      preHandler: authorize(ctx, 'stores', 'show'),
      schema: describe({ params: idParam, query: storeOrdersQuery, data: storeOrdersPage }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const query = parse(storeOrdersQuery, request.query);
      const { rows, total } = await storeOrders(ctx.db, id, query, currentAuth(request));
      return ok({ orders: rows, pagination: pagination(query, total) });
    },
  );

  // Payments are money: the roles the access table lets list payments, here too.
  app.get(
    '/stores/:id/payments',
    {
      preHandler: authorize(ctx, 'payments', 'list'),
      schema: describe({ params: idParam, query: storePaymentsQuery, data: storePaymentsPage }),
    },
    async (request) => {
      if (!canAccess(currentAuth(request).user.role, 'payments', 'list')) throw forbidden();
      const { id } = parse(idParam, request.params);
      const query = parse(storePaymentsQuery, request.query);
      const { rows, total } = await storePayments(ctx.db, id, query);
      return ok({ payments: rows, pagination: pagination(query, total) });
    },
  );

  app.get(
    '/stores/:id/analytics',
    { preHandler: authorize(ctx, 'stores', 'show'), schema: describe({ params: idParam, query: storeAnalyticsQuery }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { period } = parse(storeAnalyticsQuery, request.query);
      return ok(await storeAnalytics(ctx.db, id, period, bakeryDate(ctx.now()), currentAuth(request)));
    },
  );

  app.get(
    '/stores/:id/performance',
    {
      preHandler: authorize(ctx, 'stores', 'show'),
      schema: describe({ params: idParam, query: storePerformanceQuery }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      return ok(await storePerformance(ctx.db, id, parse(storePerformanceQuery, request.query), currentAuth(request)));
    },
  );
}
