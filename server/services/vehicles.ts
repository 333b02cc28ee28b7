import { eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { users, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';

type VehicleListQuery = z.output<typeof vehicleListQuery>;

const sortColumns = {
  id: vehicles.id,
  vehicle_plate: vehicles.vehicle_plate,
  vehicle_model: vehicles.vehicle_model,
  vehicle_year: vehicles.vehicle_year,
  status: vehicles.status,
  current_km: vehicles.current_km,
  created_at: vehicles.created_at,
} as const;

async function withDistributors(db: Db, rows: (typeof vehicles.$inferSelect)[]) {
  const ids = rows.map((row) => row.assigned_distributor_id).filter((id): id is number => id !== null);
  const people = ids.length
    ? await db.select({ id: users.id, full_name: users.full_name, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => ({
    ...withoutSecrets(row),
    assignedDistributor: row.assigned_distributor_id ? (byId.get(row.assigned_distributor_id) ?? null) : null,
    maintenance_due: row.next_maintenance_km !== null && row.current_km >= row.next_maintenance_km,
  }));
}

export async function listVehicles(db: Db, query: VehicleListQuery) {
  const where = allOf([
    query.ids ? inArray(vehicles.id, query.ids) : undefined,
    query.status ? inArray(vehicles.status, query.status) : undefined,
    query.vehicle_type ? inArray(vehicles.vehicle_type, query.vehicle_type) : undefined,
    query.assigned === undefined ? undefined : query.assigned ? isNotNull(vehicles.assigned_distributor_id) : isNull(vehicles.assigned_distributor_id),
    searchAny(query.search, [vehicles.vehicle_plate, vehicles.vehicle_model, vehicles.vehicle_color]),
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
