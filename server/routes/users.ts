import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bakeryDate } from '../../src/domain/dates';
import { booleanFilter, idParam } from '../../src/domain/schemas/common';
import { userListQuery } from '../../src/domain/schemas/lists';
import { userErrors } from '../../src/domain/users/messages';
import { distributor } from '../../src/domain/users/records';
import {
  adminDetails,
  adminsList,
  distributorDetails as distributorDetailsRecord,
  userActivityEntry,
  userBulkResult,
  userDeleted,
  userRecord,
  userSearchResult,
  userStatistics as userStatisticsRecord,
  workStatusResult,
} from '../../src/domain/users/replies';
import {
  userActivityQuery,
  userBulkSchema,
  userCreateSchema,
  userExportQuery,
  userPasswordResetSchema,
  userSearchSchema,
  userStatusSchema,
  userUpdateSchema,
  workStatusSchema,
} from '../../src/domain/users/schemas';
import { paginated } from '../../src/domain/schemas/replies';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import {
  adminDetails as getAdminDetails,
  bulkUsers,
  createUser,
  deleteUser,
  distributorDetails,
  exportUsers,
  getUser,
  listAdmins,
  listDistributors,
  listUsers,
  resetUserPassword,
  searchUsers,
  setUserStatus,
  setWorkStatus,
  updateUser,
  userActivity,
  userStatistics,
} from '../services/users';

// Spec 002 section 7, "Users", with the rules of issue 14. Every call but the distributor pickers is the
// admin's (access table `users`). Static paths (statistics, export, search, bulk, admins, distributors)
// win over /users/:id in Fastify's router whatever the order.

const distributorsQuery = z.object({ active: booleanFilter });
const distributorsReply = z.object({ distributors: z.array(distributor), total: z.number().int() });

const statusMessages = {
  active: userErrors.userActivated,
  inactive: userErrors.userDeactivated,
  suspended: userErrors.userSuspended,
} as const;

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  entityRoutes(app, ctx, {
    path: '/users',
    resource: 'users',
    record: userRecord,
    list: { query: userListQuery, key: 'users', row: userRecord, run: (query) => listUsers(ctx.db, query) },
    show: { run: (id) => getUser(ctx.db, id) },
    create: { body: userCreateSchema, run: (input, { actor }) => createUser(ctx, input, actor), message: userErrors.userCreated },
    update: { body: userUpdateSchema, run: (id, input, { actor }) => updateUser(ctx, id, input, actor), message: userErrors.userUpdated },
    remove: { run: (id, { actor }) => deleteUser(ctx, id, actor), message: userErrors.userDeleted, data: userDeleted },
  });

  // Registration is not public (issue 14): the admin's way to create an account, the same as POST /users.
  app.post(
    '/auth/register',
    { preHandler: authorize(ctx, 'users', 'create'), schema: describe({ body: userCreateSchema, data: userRecord, status: 201 }) },
    async (request, reply) => {
      const user = await createUser(ctx, parse(userCreateSchema, request.body), actorOf(request));
      reply.code(201);
      return ok(user, userErrors.userCreated);
    },
  );

  app.get(
    '/users/distributors',
    { preHandler: authorize(ctx, 'distributors', 'list'), schema: describe({ query: distributorsQuery, data: distributorsReply }) },
    async (request) => {
      const { active } = parse(distributorsQuery, request.query);
      const distributors = await listDistributors(ctx.db, active ?? true, currentAuth(request));
      return ok({ distributors, total: distributors.length });
    },
  );

  app.get(
    '/users/statistics',
    { preHandler: authorize(ctx, 'users', 'list'), schema: describe({ data: userStatisticsRecord }) },
    async () => ok(await userStatistics(ctx.db)),
  );

  app.get(
    '/users/export',
    { preHandler: authorize(ctx, 'users', 'export'), schema: describe({ query: userExportQuery, file: ['text/csv', 'application/json'] }) },
    async (request, reply) => {
      const { format: fileFormat, ...query } = parse(userExportQuery, request.query);
      const file = await exportUsers(ctx.db, query, fileFormat, bakeryDate(ctx.now()));
      return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.post(
    '/users/search',
    { preHandler: authorize(ctx, 'users', 'list'), schema: describe({ body: userSearchSchema, data: userSearchResult }) },
    async (request) => ok(await searchUsers(ctx.db, parse(userSearchSchema, request.body))),
  );

  app.post(
    '/users/bulk',
    { preHandler: authorize(ctx, 'users', 'status'), schema: describe({ body: userBulkSchema, data: userBulkResult }) },
    async (request) => ok(await bulkUsers(ctx, parse(userBulkSchema, request.body), actorOf(request)), userErrors.usersBulkDone),
  );

  app.get(
    '/users/admins',
    { preHandler: authorize(ctx, 'users', 'list'), schema: describe({ data: adminsList }) },
    async () => ok(await listAdmins(ctx.db)),
  );

  app.get(
    '/users/admins/:id/details',
    { preHandler: authorize(ctx, 'users', 'show'), schema: describe({ params: idParam, data: adminDetails }) },
    async (request) => ok(await getAdminDetails(ctx.db, parse(idParam, request.params).id)),
  );

  app.get(
    '/users/distributors/:id/details',
    { preHandler: authorize(ctx, 'users', 'show'), schema: describe({ params: idParam, data: distributorDetailsRecord }) },
    async (request) => ok(await distributorDetails(ctx, parse(idParam, request.params).id)),
  );

  app.patch(
    '/users/distributors/:id/status',
    { preHandler: authorize(ctx, 'users', 'status'), schema: describe({ params: idParam, body: workStatusSchema, data: workStatusResult }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { work_status: workStatus } = parse(workStatusSchema, request.body);
      return ok(await setWorkStatus(ctx, id, workStatus, actorOf(request)), userErrors.workStatusUpdated);
    },
  );

  app.get(
    '/users/:id/activity',
    {
      preHandler: authorize(ctx, 'users', 'show'),
      schema: describe({ params: idParam, query: userActivityQuery, data: paginated('activity', userActivityEntry) }),
    },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const query = parse(userActivityQuery, request.query);
      const { rows, total } = await userActivity(ctx.db, id, query);
      return list('activity', rows, query, total);
    },
  );

  app.patch(
    '/users/:id/status',
    { preHandler: authorize(ctx, 'users', 'status'), schema: describe({ params: idParam, body: userStatusSchema, data: userRecord }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { status } = parse(userStatusSchema, request.body);
      return ok(await setUserStatus(ctx, id, status, actorOf(request)), statusMessages[status]);
    },
  );

  app.patch(
    '/users/:id/password',
    { preHandler: authorize(ctx, 'users', 'edit'), schema: describe({ params: idParam, body: userPasswordResetSchema, data: userRecord }) },
    async (request) => {
      const { id } = parse(idParam, request.params);
      const { password } = parse(userPasswordResetSchema, request.body);
      return ok(await resetUserPassword(ctx, id, password, actorOf(request)), userErrors.userPasswordReset);
    },
  );
}

