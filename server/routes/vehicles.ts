import { bakeryDate } from '../../src/domain/dates';
import { vehiclesEntity } from '../../src/domain/vehicles';
import { idParam } from '../../src/domain/schemas/common';
import {
  distributorVehicle as distributorVehicleReply,
  vehicleAssignSchema,
  vehicleChoices,
  vehicleDeleted,
  vehicleErrors,
  vehicleHistory as vehicleHistoryReply,
  vehicleIdParam,
  vehicleRecord,
  vehicleStatistics,
  vehicleStatusSchema,
} from '../../src/domain/vehicles';
import type { AppContext } from '../context';
import { entityRoutes } from '../lib/entityRoutes';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import { createVehicle, deleteVehicle, getVehicle, listVehicles, setVehicleStatus, updateVehicle } from '../services/vehicles';
import { allVehiclesWithStatus, assignVehicle, availableVehicles, distributorVehicle, unassignVehicle, vehicleHistory } from '../services/vehiclesAssign';
import { exportVehicle, exportVehicles, fleetStatistics } from '../services/vehiclesReports';

// Spec 002 section 7, "Vehicles", with the rules of issue 15. Office work: access table `vehicles` (admin,
// manager). The standard routes come from entityRoutes; static paths (statistics, available,
// all-with-status, export/csv) win over /vehicles/:id in Fastify's router whatever the order. The expenses,
// maintenance and per-vehicle figures routes are in routes/expenses.ts and routes/maintenance.ts.

const csvFile = (filename: string) => `attachment; filename="${filename}"`;

export async function vehicleRoutes(app: Api, ctx: AppContext) {
  entityRoutes(app, ctx, vehiclesEntity, {
    list: { run: (query) => listVehicles(ctx.db, query) },
    show: { run: (id) => getVehicle(ctx.db, id) },
    create: { run: (input, { actor }) => createVehicle(ctx, input, actor), message: vehicleErrors.vehicleCreated },
    update: { run: (id, input, { actor }) => updateVehicle(ctx, id, input, actor), message: vehicleErrors.vehicleUpdated },
    remove: { run: (id, { actor }) => deleteVehicle(ctx, id, actor), message: vehicleErrors.vehicleDeleted, data: vehicleDeleted },
  });

  app.get(
    '/vehicles/statistics',
    { preValidation: authorize(ctx, 'vehicles', 'list'), schema: route({ data: vehicleStatistics }) },
    async () => ok(await fleetStatistics(ctx.db)),
  );

  app.get(
    '/vehicles/available',
    { preValidation: authorize(ctx, 'vehicles', 'list'), schema: route({ data: vehicleChoices }) },
    async () => ok(await availableVehicles(ctx.db)),
  );

  app.get(
    '/vehicles/all-with-status',
    { preValidation: authorize(ctx, 'vehicles', 'list'), schema: route({ data: vehicleChoices }) },
    async () => ok(await allVehiclesWithStatus(ctx.db)),
  );

  app.get(
    '/vehicles/distributor/:id',
    { preValidation: authorize(ctx, 'vehicles', 'show'), schema: route({ params: idParam, data: distributorVehicleReply }) },
    async (request) => ok(await distributorVehicle(ctx.db, request.params.id)),
  );

  // The distributor's own van, for their expenses page (they record only for it); the office reads any
  // distributor's with the call above. Anyone who may record an expense may ask which van is theirs.
  app.get(
    '/vehicles/mine',
    { preValidation: authorize(ctx, 'expenses', 'create'), schema: route({ data: distributorVehicleReply }) },
    async (request) => ok(await distributorVehicle(ctx.db, currentAuth(request).user.id)),
  );

  app.get(
    '/vehicles/export/csv',
    { preValidation: authorize(ctx, 'vehicles', 'export'), schema: route({ file: ['text/csv'] }) },
    async (_request, reply) => {
      const file = await exportVehicles(ctx.db, bakeryDate(ctx.now()));
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', csvFile(file.filename)).send(file.body);
    },
  );

  app.get(
    '/vehicles/:id/export',
    { preValidation: authorize(ctx, 'vehicles', 'export'), schema: route({ params: vehicleIdParam, file: ['text/csv'] }) },
    async (request, reply) => {
      const { id } = request.params;
      const file = await exportVehicle(ctx.db, id, bakeryDate(ctx.now()));
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', csvFile(file.filename)).send(file.body);
    },
  );

  app.get(
    '/vehicles/:id/history',
    { preValidation: authorize(ctx, 'vehicles', 'show'), schema: route({ params: vehicleIdParam, data: vehicleHistoryReply }) },
    async (request) => ok(await vehicleHistory(ctx.db, request.params.id)),
  );

  app.post(
    '/vehicles/:id/assign',
    { preValidation: authorize(ctx, 'vehicles', 'assign'), schema: route({ params: vehicleIdParam, body: vehicleAssignSchema, data: vehicleRecord }) },
    async (request) => {
      const { id } = request.params;
      const { distributor_id: distributorId } = request.body;
      return ok(await assignVehicle(ctx, id, distributorId, actorOf(request)), vehicleErrors.vehicleAssigned);
    },
  );

  app.post(
    '/vehicles/:id/unassign',
    { preValidation: authorize(ctx, 'vehicles', 'assign'), schema: route({ params: vehicleIdParam, data: vehicleRecord }) },
    async (request) => ok(await unassignVehicle(ctx, request.params.id, actorOf(request)), vehicleErrors.vehicleUnassigned),
  );

  app.patch(
    '/vehicles/:id/status',
    { preValidation: authorize(ctx, 'vehicles', 'status'), schema: route({ params: vehicleIdParam, body: vehicleStatusSchema, data: vehicleRecord }) },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      return ok(await setVehicleStatus(ctx, id, status, actorOf(request)), vehicleErrors.vehicleStatusUpdated);
    },
  );
}
