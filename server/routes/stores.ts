import { canAccess } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { storeListQuery } from '../../src/domain/schemas/lists';
import { storesEntity } from '../../src/domain/stores';
import { storeCreditRecord } from '../../src/domain/orders/credit';
import { storeCredit } from '../services/ordersCredit';
import {
  nearbyQuery,
  storeAnalyticsQuery,
  storeMoveSchema,
  storeOrdersQuery,
  storePaymentsQuery,
  storePerformanceQuery,
  storeQuickCreateSchema,
  storeStatusSchema,
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
import { ok, pagination } from '../lib/reply';
import { deletedId, route, type Api } from '../lib/route';
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

export async function storeRoutes(app: Api, ctx: AppContext) {
  entityRoutes(app, ctx, storesEntity, {
    list: { run: (query, { auth }) => listStores(ctx.db, query, auth) },
    show: { run: (id, { auth }) => getStore(ctx.db, id, auth) },
    create: {
      run: (input, { actor }) => createStore(ctx.db, input, actor),
      message: messages.storeCreated,
    },
    update: {
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
    { preValidation: authorize(ctx, 'stores', 'list'), schema: route({ data: storeStatisticsRecord }) },
    async (request) => ok(await storesStatistics(ctx.db, currentAuth(request))),
  );

  app.get(
    '/stores/map',
    { preValidation: authorize(ctx, 'stores', 'list'), schema: route({ query: mapFilters, data: storesMapData }) },
    async (request) => ok(await storesMap(ctx.db, request.query)),
  );

  app.get(
    '/stores/nearby',
    { preValidation: authorize(ctx, 'stores', 'list'), schema: route({ query: nearbyQuery, data: storesNearby }) },
    async (request) => ok(await nearbyStores(ctx.db, request.query)),
  );

  app.post(
    '/stores/quick-create',
    {
      preValidation: authorize(ctx, 'stores', 'create'),
      schema: route({ body: storeQuickCreateSchema, data: storeRecord, status: 201 }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.code(201);
      return ok(await createStore(ctx.db, input, actorOf(request)), messages.storeCreated);
    },
  );

  app.patch(
    '/stores/:id/status',
    { preValidation: authorize(ctx, 'stores', 'status'), schema: route({ params: idParam, body: storeStatusSchema }) },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
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
    { preValidation: authorize(ctx, 'stores', 'edit'), schema: route({ params: idParam, body: storeMoveSchema }) },
    async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      return ok(await moveStore(ctx.db, id, direction, actorOf(request)), messages.storesReordered);
    },
  );

  // The order forms' credit panel (issue 25): whoever may take an order sees the shop's balance and the
  // credit left, a distributor too (their order form shows it), though not the shop's other money figures.
  app.get(
    '/stores/:id/credit',
    { preValidation: authorize(ctx, 'orders', 'create'), schema: route({ params: idParam, data: storeCreditRecord }) },
    async (request) => ok(await storeCredit(ctx.db, request.params.id, currentAuth(request))),
  );

  app.get(
    '/stores/:id/statistics',
    { preValidation: authorize(ctx, 'stores', 'show'), schema: route({ params: idParam }) },
    async (request) => {
      const { id } = request.params;
      return ok(await storeStatistics(ctx.db, id, currentAuth(request)));
    },
  );

  app.get(
    '/stores/:id/orders',
    {
      preValidation: authorize(ctx, 'stores', 'show'),
      schema: route({ params: idParam, query: storeOrdersQuery, data: storeOrdersPage }),
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const { rows, total } = await storeOrders(ctx.db, id, query, currentAuth(request));
      return ok({ orders: rows, pagination: pagination(query, total) });
    },
  );

  // Payments are money: the roles the access table lets list payments, here too.
  app.get(
    '/stores/:id/payments',
    {
      preValidation: authorize(ctx, 'payments', 'list'),
      schema: route({ params: idParam, query: storePaymentsQuery, data: storePaymentsPage }),
    },
    async (request) => {
      if (!canAccess(currentAuth(request).user.role, 'payments', 'list')) throw forbidden();
      const { id } = request.params;
      const query = request.query;
      const { rows, total } = await storePayments(ctx.db, id, query);
      return ok({ payments: rows, pagination: pagination(query, total) });
    },
  );

  app.get(
    '/stores/:id/analytics',
    { preValidation: authorize(ctx, 'stores', 'show'), schema: route({ params: idParam, query: storeAnalyticsQuery }) },
    async (request) => {
      const { id } = request.params;
      const { period } = request.query;
      return ok(await storeAnalytics(ctx.db, id, period, bakeryDate(ctx.now()), currentAuth(request)));
    },
  );

  app.get(
    '/stores/:id/performance',
    {
      preValidation: authorize(ctx, 'stores', 'show'),
      schema: route({ params: idParam, query: storePerformanceQuery }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(await storePerformance(ctx.db, id, request.query, currentAuth(request)));
    },
  );
}
