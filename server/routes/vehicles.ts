import type { FastifyInstance } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { expenseListQuery, vehicleListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { authorize, currentAuth } from '../plugins/auth';
import { listExpenses } from '../services/money';
import { getVehicle, listVehicles } from '../services/vehicles';

export async function vehicleRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/vehicles/expenses', { preHandler: authorize(ctx, 'expenses', 'list'), schema: describe({ query: expenseListQuery }) }, async (request) => {
    const query = parse(expenseListQuery, request.query);
    const { rows, total } = await listExpenses(ctx.db, query, currentAuth(request));
    return list('expenses', rows, query, total);
  });

  app.get('/vehicles', { preHandler: authorize(ctx, 'vehicles', 'list'), schema: describe({ query: vehicleListQuery }) }, async (request) => {
    const query = parse(vehicleListQuery, request.query);
    const { rows, total } = await listVehicles(ctx.db, query);
    return list('vehicles', rows, query, total);
  });

  app.get('/vehicles/:id', { preHandler: authorize(ctx, 'vehicles', 'show'), schema: describe({ params: idParam }) }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getVehicle(ctx.db, id));
  });
}
