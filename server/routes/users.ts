import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { booleanFilter, idParam } from '../../src/domain/schemas/common';
import { userListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { authorize, currentAuth } from '../plugins/auth';
import { getUser, listDistributors, listUsers } from '../services/users';

const distributorsQuery = z.object({ active: booleanFilter });

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/users/distributors', { preHandler: authorize(ctx, 'distributors', 'list'), schema: describe({ query: distributorsQuery }) }, async (request) => {
    const { active } = parse(distributorsQuery, request.query);
    const distributors = await listDistributors(ctx.db, active ?? true, currentAuth(request));
    return ok({ distributors, total: distributors.length });
  });

  app.get('/users', { preHandler: authorize(ctx, 'users', 'list'), schema: describe({ query: userListQuery }) }, async (request) => {
    const query = parse(userListQuery, request.query);
    const { rows, total } = await listUsers(ctx.db, query);
    return list('users', rows, query, total);
  });

  app.get('/users/:id', { preHandler: authorize(ctx, 'users', 'show'), schema: describe({ params: idParam }) }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getUser(ctx.db, id));
  });
}
