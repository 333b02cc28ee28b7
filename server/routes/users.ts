import { z } from 'zod';
import { bakeryDate } from '../../src/domain/dates';
import { booleanFilter, idParam } from '../../src/domain/schemas/common';
import { usersEntity } from '../../src/domain/users';
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
  workStatusSchema,
} from '../../src/domain/users/schemas';
import { paginated } from '../../src/domain/schemas/replies';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { list, ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
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

export async function userRoutes(app: Api, ctx: AppContext) {
  entityRoutes(app, ctx, usersEntity, {
    list: { run: (query) => listUsers(ctx.db, query) },
    show: { run: (id) => getUser(ctx.db, id) },
    create: { run: (input, { actor }) => createUser(ctx, input, actor), message: userErrors.userCreated },
    update: { run: (id, input, { actor }) => updateUser(ctx, id, input, actor), message: userErrors.userUpdated },
    remove: { run: (id, { actor }) => deleteUser(ctx, id, actor), message: userErrors.userDeleted, data: userDeleted },
  });

  // Registration is not public (issue 14): the admin's way to create an account, the same as POST /users.
  app.post(
    '/auth/register',
    { preValidation: authorize(ctx, 'users', 'create'), schema: route({ body: userCreateSchema, data: userRecord, status: 201 }) },
    async (request, reply) => {
      const user = await createUser(ctx, request.body, actorOf(request));
      reply.code(201);
      return ok(user, userErrors.userCreated);
    },
  );

  app.get(
    '/users/distributors',
    { preValidation: authorize(ctx, 'distributors', 'list'), schema: route({ query: distributorsQuery, data: distributorsReply }) },
    async (request) => {
      const { active } = request.query;
      const distributors = await listDistributors(ctx.db, active ?? true, currentAuth(request));
      return ok({ distributors, total: distributors.length });
    },
  );

  app.get(
    '/users/statistics',
    { preValidation: authorize(ctx, 'users', 'list'), schema: route({ data: userStatisticsRecord }) },
    async () => ok(await userStatistics(ctx.db)),
  );

  app.get(
    '/users/export',
    { preValidation: authorize(ctx, 'users', 'export'), schema: route({ query: userExportQuery, file: ['text/csv', 'application/json'] }) },
    async (request, reply) => {
      const { format: fileFormat, ...query } = request.query;
      const file = await exportUsers(ctx.db, query, fileFormat, bakeryDate(ctx.now()));
      return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.post(
    '/users/search',
    { preValidation: authorize(ctx, 'users', 'list'), schema: route({ body: userSearchSchema, data: userSearchResult }) },
    async (request) => ok(await searchUsers(ctx.db, request.body)),
  );

  app.post(
    '/users/bulk',
    { preValidation: authorize(ctx, 'users', 'status'), schema: route({ body: userBulkSchema, data: userBulkResult }) },
    async (request) => ok(await bulkUsers(ctx, request.body, actorOf(request)), userErrors.usersBulkDone),
  );

  app.get(
    '/users/admins',
    { preValidation: authorize(ctx, 'users', 'list'), schema: route({ data: adminsList }) },
    async () => ok(await listAdmins(ctx.db)),
  );

  app.get(
    '/users/admins/:id/details',
    { preValidation: authorize(ctx, 'users', 'show'), schema: route({ params: idParam, data: adminDetails }) },
    async (request) => ok(await getAdminDetails(ctx.db, request.params.id)),
  );

  app.get(
    '/users/distributors/:id/details',
    { preValidation: authorize(ctx, 'users', 'show'), schema: route({ params: idParam, data: distributorDetailsRecord }) },
    async (request) => ok(await distributorDetails(ctx, request.params.id)),
  );

  app.patch(
    '/users/distributors/:id/status',
    { preValidation: authorize(ctx, 'users', 'status'), schema: route({ params: idParam, body: workStatusSchema, data: workStatusResult }) },
    async (request) => {
      const { id } = request.params;
      const { work_status: workStatus } = request.body;
      return ok(await setWorkStatus(ctx, id, workStatus, actorOf(request)), userErrors.workStatusUpdated);
    },
  );

  app.get(
    '/users/:id/activity',
    {
      preValidation: authorize(ctx, 'users', 'show'),
      schema: route({ params: idParam, query: userActivityQuery, data: paginated('activity', userActivityEntry) }),
    },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const { rows, total } = await userActivity(ctx.db, id, query);
      return list('activity', rows, query, total);
    },
  );

  app.patch(
    '/users/:id/status',
    { preValidation: authorize(ctx, 'users', 'status'), schema: route({ params: idParam, body: userStatusSchema, data: userRecord }) },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      return ok(await setUserStatus(ctx, id, status, actorOf(request)), statusMessages[status]);
    },
  );

  app.patch(
    '/users/:id/password',
    { preValidation: authorize(ctx, 'users', 'edit'), schema: route({ params: idParam, body: userPasswordResetSchema, data: userRecord }) },
    async (request) => {
      const { id } = request.params;
      const { password } = request.body;
      return ok(await resetUserPassword(ctx, id, password, actorOf(request)), userErrors.userPasswordReset);
    },
  );
}

