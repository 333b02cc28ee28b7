import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import { expenseListQuery } from '../../src/domain/schemas/lists';
import { deletedId, type Api } from '../lib/route';
import { expenseList, expenseRecord } from '../../src/domain/vehicles/expenseRecords';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import { expenseCreateSchema, expenseUpdateSchema, vehicleIdParam } from '../../src/domain/vehicles/schemas';
import type { AppContext } from '../context';
import { list, ok } from '../lib/reply';
import { route } from '../lib/route';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import { listExpenses, requireVehicle } from '../services/expenses';
import { exportExpenses } from '../services/expensesExport';
import { deleteExpense, recordExpense, updateExpense } from '../services/expensesWrite';

// Vehicle expenses (issue 15): recorded by distributors for their own van (spec 002 section 7's
// POST /distribution/expense/record) and by the office for any vehicle; listed, corrected, removed and
// exported. Who may do what: access table `expenses` and the rule in services/expensesWrite.ts.

const vehicleExpensesQuery = expenseListQuery.omit({ vehicle_id: true });

export async function expenseRoutes(app: Api, ctx: AppContext) {
  const today = () => bakeryDate(ctx.now());

  const record = async (request: FastifyRequest<{ Body: z.output<typeof expenseCreateSchema> }>, reply: { code(status: number): unknown }) => {
    const row = await recordExpense(ctx.db, request.body, actorOf(request));
    reply.code(201);
    return ok(row, vehicleErrors.expenseCreated);
  };
  const recordSchema = route({ body: expenseCreateSchema, data: expenseRecord, status: 201 });
  app.post('/distribution/expense/record', { preValidation: authorize(ctx, 'expenses', 'create'), schema: recordSchema }, record);
  app.post('/vehicles/expenses', { preValidation: authorize(ctx, 'expenses', 'create'), schema: recordSchema }, record);

  app.get(
    '/vehicles/expenses',
    { preValidation: authorize(ctx, 'expenses', 'list'), schema: route({ query: expenseListQuery, data: expenseList }) },
    async (request) => {
      const query = request.query;
      const { rows, total, summary } = await listExpenses(ctx.db, query, currentAuth(request), today());
      return list('expenses', rows, query, total, { summary });
    },
  );

  app.get(
    '/vehicles/expenses/export',
    { preValidation: authorize(ctx, 'expenses', 'export'), schema: route({ query: expenseListQuery, file: ['text/csv'] }) },
    async (request, reply) => {
      const query = request.query;
      const file = await exportExpenses(ctx.db, query, currentAuth(request), today());
      return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.put(
    '/vehicles/expenses/:id',
    { preValidation: authorize(ctx, 'expenses', 'edit'), schema: route({ params: idParam, body: expenseUpdateSchema, data: expenseRecord }) },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return ok(await updateExpense(ctx.db, id, input, actorOf(request), today()), vehicleErrors.expenseUpdated);
    },
  );

  app.delete(
    '/vehicles/expenses/:id',
    { preValidation: authorize(ctx, 'expenses', 'delete'), schema: route({ params: idParam, data: deletedId }) },
    async (request) => {
      const { id } = request.params;
      return ok(await deleteExpense(ctx.db, id, actorOf(request), today()), vehicleErrors.expenseDeleted);
    },
  );

  // The details page's expenses tab: one vehicle's, for the office (the vehicles pages are theirs).
  app.get(
    '/vehicles/:id/expenses',
    { preValidation: authorize(ctx, 'vehicles', 'show'), schema: route({ params: vehicleIdParam, query: vehicleExpensesQuery, data: expenseList }) },
    async (request) => {
      const { id } = request.params;
      await requireVehicle(ctx.db, id);
      const query = { ...request.query, vehicle_id: id };
      const { rows, total, summary } = await listExpenses(ctx.db, query, currentAuth(request), today());
      return list('expenses', rows, query, total, { summary });
    },
  );
}
