import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { vehicleErrors } from '../../src/domain/vehicles';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { users, vehicleAssignments, vehicles } from '../db/schema';
import { ApiError } from '../lib/errors';
import { audit } from './audit';
import { findVehicleRow, getVehicle, vehicleRecords, type VehicleRecord } from './vehicles';
import type { Actor } from '../lib/actor';

// One van per distributor and one distributor per van (issue 15). Every assignment is a row of
// vehicle_assignments, closed when the vehicle is unassigned: the history tab. The users' own vehicle
// choice (server/services/usersWrite.ts) goes through openAssignment and closeAssignment too.

/** Marks the vehicle as driven by the distributor and opens its history row. */
export async function openAssignment(tx: Tx, vehicleId: number, distributorId: number, by: number, at: Date): Promise<void> {
  await tx.update(vehicles).set({ assigned_distributor_id: distributorId, assigned_at: at, assigned_by: by, updated_at: at }).where(eq(vehicles.id, vehicleId));
  await tx.insert(vehicleAssignments).values({ vehicle_id: vehicleId, distributor_id: distributorId, assigned_at: at, assigned_by: by });
}

/** Frees the vehicle and its distributor and closes the open history row. */
export async function closeAssignment(tx: Tx, vehicleId: number, by: number, at: Date): Promise<void> {
  await tx.update(vehicles).set({ assigned_distributor_id: null, assigned_at: null, assigned_by: null, updated_at: at }).where(eq(vehicles.id, vehicleId));
  await tx
    .update(vehicleAssignments)
    .set({ unassigned_at: at, unassigned_by: by })
    .where(and(eq(vehicleAssignments.vehicle_id, vehicleId), isNull(vehicleAssignments.unassigned_at)));
}

const refuse = (message: string, status = 409) => new ApiError(status, message, [{ field: 'distributor_id', message }]);

/** POST /vehicles/{id}/assign: an active, unassigned vehicle to an active distributor who has none. */
export async function assignVehicle(ctx: AppContext, id: number, distributorId: number, actor: Actor): Promise<VehicleRecord> {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicleRow(tx, id, true);
    const [person] = await tx.select().from(users).where(eq(users.id, distributorId)).for('update');
    if (!person) throw refuse(vehicleErrors.distributorNotFound, 404);
    if (person.role !== 'distributor') throw refuse(vehicleErrors.notADistributor, 400);
    if (vehicle.assigned_distributor_id !== null) throw refuse(vehicleErrors.vehicleAlreadyAssigned);
    if (vehicle.status !== 'active') throw refuse(vehicleErrors.vehicleNotActive);
    if (person.status !== 'active') throw refuse(vehicleErrors.distributorInactive);
    const [other] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.assigned_distributor_id, distributorId));
    if (other) throw refuse(vehicleErrors.distributorHasVehicle);
    await openAssignment(tx, id, distributorId, actor.auth.user.id, ctx.now());
    await audit(tx, { userId: actor.auth.user.id, action: 'assign', entity: 'vehicle', entityId: id, changes: { distributor_id: distributorId }, ip: actor.ip });
  });
  return getVehicle(ctx.db, id);
}

/** POST /vehicles/{id}/unassign: frees both; the history keeps the dates and who did it. */
export async function unassignVehicle(ctx: AppContext, id: number, actor: Actor): Promise<VehicleRecord> {
  await ctx.db.transaction(async (tx) => {
    const vehicle = await findVehicleRow(tx, id, true);
    if (vehicle.assigned_distributor_id === null) throw new ApiError(409, vehicleErrors.vehicleNotAssigned);
    await closeAssignment(tx, id, actor.auth.user.id, ctx.now());
    await audit(tx, { userId: actor.auth.user.id, action: 'unassign', entity: 'vehicle', entityId: id, changes: { distributor_id: vehicle.assigned_distributor_id }, ip: actor.ip });
  });
  return getVehicle(ctx.db, id);
}

/** GET /vehicles/{id}/history: every assignment, newest first, with the names of who was involved. */
export async function vehicleHistory(db: Db, id: number) {
  await findVehicleRow(db, id);
  const driver = alias(users, 'driver');
  const assigner = alias(users, 'assigner');
  const unassigner = alias(users, 'unassigner');
  const history = await db
    .select({
      id: vehicleAssignments.id,
      vehicle_id: vehicleAssignments.vehicle_id,
      distributor_id: vehicleAssignments.distributor_id,
      distributor_name: driver.full_name,
      assigned_at: vehicleAssignments.assigned_at,
      assigned_by: vehicleAssignments.assigned_by,
      assigned_by_name: assigner.full_name,
      unassigned_at: vehicleAssignments.unassigned_at,
      unassigned_by: vehicleAssignments.unassigned_by,
      unassigned_by_name: unassigner.full_name,
    })
    .from(vehicleAssignments)
    .leftJoin(driver, eq(driver.id, vehicleAssignments.distributor_id))
    .leftJoin(assigner, eq(assigner.id, vehicleAssignments.assigned_by))
    .leftJoin(unassigner, eq(unassigner.id, vehicleAssignments.unassigned_by))
    .where(eq(vehicleAssignments.vehicle_id, id))
    .orderBy(desc(vehicleAssignments.assigned_at), desc(vehicleAssignments.id));
  return { history };
}

/** GET /vehicles/available: active vehicles nobody drives, by plate. */
export async function availableVehicles(db: Db) {
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.status, 'active'), isNull(vehicles.assigned_distributor_id)))
    .orderBy(asc(vehicles.vehicle_plate));
  const records = await vehicleRecords(db, rows);
  return { vehicles: records, total: records.length };
}

/** GET /vehicles/all-with-status: the whole fleet with availability, by plate. */
export async function allVehiclesWithStatus(db: Db) {
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.vehicle_plate));
  const records = await vehicleRecords(db, rows);
  return { vehicles: records, total: records.length };
}

/** GET /vehicles/distributor/{id}: the vehicle the distributor drives now, or null. */
export async function distributorVehicle(db: Db, distributorId: number) {
  const [person] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, distributorId));
  if (!person) throw new ApiError(404, vehicleErrors.distributorNotFound);
  const rows = await db.select().from(vehicles).where(eq(vehicles.assigned_distributor_id, distributorId));
  const [vehicle] = await vehicleRecords(db, rows);
  return { vehicle: vehicle ?? null };
}
