import { eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { users, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import { toApi } from '../lib/serialize';

type VehicleListQuery = z.output<typeof vehicleListQuery>;

const sortColumns = {
  id: vehicles.id,
  vehicle_plate: vehicles.vehiclePlate,
  vehicle_model: vehicles.vehicleModel,
  vehicle_year: vehicles.vehicleYear,
  status: vehicles.status,
  current_km: vehicles.currentKm,
  created_at: vehicles.createdAt,
} as const;

async function withDistributors(db: Db, rows: (typeof vehicles.$inferSelect)[]) {
  const ids = rows.map((row) => row.assignedDistributorId).filter((id): id is number => id !== null);
  const people = ids.length
    ? await db.select({ id: users.id, full_name: users.fullName, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => ({
    ...toApi(row),
    assignedDistributor: row.assignedDistributorId ? (byId.get(row.assignedDistributorId) ?? null) : null,
    maintenance_due: row.nextMaintenanceKm !== null && row.currentKm >= row.nextMaintenanceKm,
  }));
}

export async function listVehicles(db: Db, query: VehicleListQuery) {
  const where = allOf([
    query.ids ? inArray(vehicles.id, query.ids) : undefined,
    query.status ? inArray(vehicles.status, query.status) : undefined,
    query.vehicle_type ? inArray(vehicles.vehicleType, query.vehicle_type) : undefined,
    query.assigned === undefined ? undefined : query.assigned ? isNotNull(vehicles.assignedDistributorId) : isNull(vehicles.assignedDistributorId),
    searchAny(query.search, [vehicles.vehiclePlate, vehicles.vehicleModel, vehicles.vehicleColor]),
  ]);
  const { rows, total } = await pageOf(db, vehicles, where, orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', vehicles.id), query);
  return { rows: await withDistributors(db, rows), total };
}

export async function getVehicle(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw notFound(messages.vehicleNotFound);
  const [one] = await withDistributors(db, [row]);
  return one;
}
