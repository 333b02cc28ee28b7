import { idNumber } from '../../src/domain/schemas/common';
import { maintenanceList, maintenanceRecord, vehicleFigures } from '../../src/domain/vehicles/expenseRecords';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import { maintenanceCreateSchema, vehicleIdParam } from '../../src/domain/vehicles/schemas';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { deletedId, route, type Api } from '../lib/route';
import { actorOf, authorize } from '../plugins/auth';
import { deleteMaintenance, listMaintenance, recordMaintenance } from '../services/maintenance';
import { vehicleFigures as computeFigures } from '../services/vehicleFigures';

// A vehicle's maintenance visits and its computed figures (issue 15): the details page's maintenance tab
// and summary cards. Office work: access table `vehicles`.

const maintenanceParams = vehicleIdParam.extend({ mid: idNumber(vehicleErrors.maintenanceNotFound) });

export async function maintenanceRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/vehicles/:id/maintenance',
    { preValidation: authorize(ctx, 'vehicles', 'show'), schema: route({ params: vehicleIdParam, data: maintenanceList }) },
    async (request) => {
      const { id } = request.params;
      return ok({ maintenance: await listMaintenance(ctx.db, id) });
    },
  );

  app.post(
    '/vehicles/:id/maintenance',
    {
      preValidation: authorize(ctx, 'vehicles', 'edit'),
      schema: route({ params: vehicleIdParam, body: maintenanceCreateSchema, data: maintenanceRecord, status: 201 }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const record = await recordMaintenance(ctx.db, id, request.body, actorOf(request));
      reply.code(201);
      return ok(record, vehicleErrors.maintenanceRecorded);
    },
  );

  app.delete(
    '/vehicles/:id/maintenance/:mid',
    { preValidation: authorize(ctx, 'vehicles', 'edit'), schema: route({ params: maintenanceParams, data: deletedId }) },
    async (request) => {
      const { id, mid } = request.params;
      return ok(await deleteMaintenance(ctx.db, id, mid, actorOf(request)), vehicleErrors.maintenanceDeleted);
    },
  );

  app.get(
    '/vehicles/:id/statistics',
    { preValidation: authorize(ctx, 'vehicles', 'show'), schema: route({ params: vehicleIdParam, data: vehicleFigures }) },
    async (request) => {
      const { id } = request.params;
      return ok(await computeFigures(ctx.db, id));
    },
  );
}
