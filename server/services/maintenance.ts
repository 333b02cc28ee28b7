import { and, desc, eq } from 'drizzle-orm';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import { nextMaintenanceKm } from '../../src/domain/vehicles/rules';
import type { Db, Tx } from '../db/client';
import { users, vehicleExpenses, vehicleMaintenance, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { audit } from './audit';
import { refuseOdometerJump } from './expensesWrite';
import type { Actor } from '../lib/actor';
import { applyFigures, expenseFigures, noFigures } from './keptFigures';

// A vehicle's maintenance visits (issue 15). A visit with a cost is also a 'maintenance' expense, linked
// by expense_id, so the vehicle's totals count it once. The newest visit sets the vehicle's last
// maintenance date and km and the km the next one is due at (last km + interval). Without an interval
// there is no basis for a due km, so it is cleared rather than left at a figure the visit has made stale.

export interface MaintenanceInput {
  maintenance_date: string;
  km: number;
  work_done: string;
  cost_eur?: number | null;
}

/** Descriptions of expenses stop at 500 characters (the expense schema's limit). */
const EXPENSE_DESCRIPTION_MAX = 500;

const recordColumns = {
  id: vehicleMaintenance.id,
  vehicle_id: vehicleMaintenance.vehicle_id,
  maintenance_date: vehicleMaintenance.maintenance_date,
  km: vehicleMaintenance.km,
  work_done: vehicleMaintenance.work_done,
  cost_eur: vehicleMaintenance.cost_eur,
  expense_id: vehicleMaintenance.expense_id,
  recorded_by: vehicleMaintenance.recorded_by,
  recorded_by_name: users.full_name,
  created_at: vehicleMaintenance.created_at,
};

function selectRecords(db: Db) {
  return db.select(recordColumns).from(vehicleMaintenance).leftJoin(users, eq(users.id, vehicleMaintenance.recorded_by));
}

async function lockedVehicle(tx: Tx, id: number) {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
  if (!vehicle) throw notFound(vehicleErrors.vehicleNotFound);
  return vehicle;
}

/** The vehicle's last and next maintenance from its newest remaining visit (by date, then entry). */
async function refreshLastMaintenance(tx: Tx, vehicle: typeof vehicles.$inferSelect) {
  const [latest] = await tx
    .select()
    .from(vehicleMaintenance)
    .where(eq(vehicleMaintenance.vehicle_id, vehicle.id))
    .orderBy(desc(vehicleMaintenance.maintenance_date), desc(vehicleMaintenance.id))
    .limit(1);
  if (!latest) return;
  await tx
    .update(vehicles)
    .set({
      last_maintenance_date: latest.maintenance_date,
      last_maintenance_km: latest.km,
      next_maintenance_km: nextMaintenanceKm(latest.km, vehicle.maintenance_interval_km),
      updated_at: new Date(),
    })
    .where(eq(vehicles.id, vehicle.id));
}

export async function listMaintenance(db: Db, vehicleId: number) {
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound(vehicleErrors.vehicleNotFound);
  return selectRecords(db)
    .where(eq(vehicleMaintenance.vehicle_id, vehicleId))
    .orderBy(desc(vehicleMaintenance.maintenance_date), desc(vehicleMaintenance.id));
}

async function getRecord(db: Db, id: number) {
  const [row] = await selectRecords(db).where(eq(vehicleMaintenance.id, id));
  if (!row) throw notFound(vehicleErrors.maintenanceNotFound);
  return row;
}

export async function recordMaintenance(db: Db, vehicleId: number, input: MaintenanceInput, actor: Actor) {
  const id = await db.transaction(async (tx) => {
    const vehicle = await lockedVehicle(tx, vehicleId);
    const cost = input.cost_eur ?? null;
    let expenseId: number | null = null;
    if (cost != null && cost > 0) {
      const [expense] = await tx
        .insert(vehicleExpenses)
        .values({
          vehicle_id: vehicle.id,
          distributor_id: vehicle.assigned_distributor_id,
          type: 'maintenance',
          amount: cost,
          currency: 'EUR',
          amount_eur: cost,
          description: input.work_done.slice(0, EXPENSE_DESCRIPTION_MAX),
          expense_date: input.maintenance_date,
          km: input.km,
          recorded_by: actor.auth.user.id,
        })
        .returning({ id: vehicleExpenses.id });
      expenseId = expense!.id;
      await applyFigures(tx, noFigures(), await expenseFigures(tx, [expenseId]));
    }
    refuseOdometerJump(input.km, vehicle.current_km);
    const [record] = await tx
      .insert(vehicleMaintenance)
      .values({
        vehicle_id: vehicle.id,
        maintenance_date: input.maintenance_date,
        km: input.km,
        work_done: input.work_done,
        cost_eur: cost,
        expense_id: expenseId,
        recorded_by: actor.auth.user.id,
      })
      .returning({ id: vehicleMaintenance.id });
    // A visit entered late (older than the last one) is history: it leaves last/next maintenance alone.
    // The odometer only ever moves forward.
    if (input.km > vehicle.current_km) await tx.update(vehicles).set({ current_km: input.km }).where(eq(vehicles.id, vehicle.id));
    await refreshLastMaintenance(tx, vehicle);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'create',
      entity: 'vehicle_maintenance',
      entityId: record!.id,
      changes: { vehicle_id: vehicle.id, ...input, expense_id: expenseId },
      ip: actor.ip,
    });
    return record!.id;
  });
  return getRecord(db, id);
}

/**
 * Removes a visit entered by mistake, with the expense it made. The vehicle's last maintenance becomes
 * the newest remaining visit's; when none remains, the figures it had before any visit was recorded are
 * not known, so last and next maintenance are cleared.
 */
export async function deleteMaintenance(db: Db, vehicleId: number, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const vehicle = await lockedVehicle(tx, vehicleId);
    const [record] = await tx
      .select()
      .from(vehicleMaintenance)
      .where(and(eq(vehicleMaintenance.id, id), eq(vehicleMaintenance.vehicle_id, vehicleId)))
      .for('update');
    if (!record) throw notFound(vehicleErrors.maintenanceNotFound);
    await tx.delete(vehicleMaintenance).where(eq(vehicleMaintenance.id, id));
    if (record.expense_id != null) {
      const before = await expenseFigures(tx, [record.expense_id]);
      await tx.delete(vehicleExpenses).where(eq(vehicleExpenses.id, record.expense_id));
      await applyFigures(tx, before, noFigures());
    }
    const [remaining] = await tx.select({ id: vehicleMaintenance.id }).from(vehicleMaintenance).where(eq(vehicleMaintenance.vehicle_id, vehicleId)).limit(1);
    if (remaining) await refreshLastMaintenance(tx, vehicle);
    else
      await tx
        .update(vehicles)
        .set({ last_maintenance_date: null, last_maintenance_km: null, next_maintenance_km: null, updated_at: new Date() })
        .where(eq(vehicles.id, vehicleId));
    await audit(tx, { userId: actor.auth.user.id, action: 'delete', entity: 'vehicle_maintenance', entityId: id, changes: record, ip: actor.ip });
  });
  return { id };
}
