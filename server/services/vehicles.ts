import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VehicleStatus } from '../../src/domain/enums';
import {
  availabilityOf,
  isMaintenanceDue,
  plateKey,
  toEur,
  vehicleErrors,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleUpdate,
} from '../../src/domain/vehicles';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { users, vehicleAssignments, vehicleExpenses, vehicleMaintenance, vehicles } from '../db/schema';
import { format } from '../../src/domain/messages/format';
import { ApiError, notFound } from '../lib/errors';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import { audit } from './audit';
import { readSettings } from './settings';
import type { Actor } from '../lib/actor';

// The vehicles' reads and writes (spec 002 sections 4, 5 and 7; issue 15): every record carries its
// distributor, its availability and whether maintenance is due; plates are unique without regard to case
// or spaces; the purchase price is kept in EUR whatever currency it was entered in.

export type VehicleRow = typeof vehicles.$inferSelect;
type VehicleInsert = typeof vehicles.$inferInsert;

const sortColumns = {
  id: vehicles.id,
  vehicle_plate: vehicles.vehicle_plate,
  vehicle_model: vehicles.vehicle_model,
  vehicle_year: vehicles.vehicle_year,
  status: vehicles.status,
  current_km: vehicles.current_km,
  created_at: vehicles.created_at,
} as const;

/** The plate as the unique index compares it. */
const plateKeySql = sql`upper(regexp_replace(${vehicles.vehicle_plate}, '\\s', '', 'g'))`;

const dueSql = sql`(${vehicles.next_maintenance_km} is not null and ${vehicles.current_km} >= ${vehicles.next_maintenance_km})`;

/** Rows as the API sends them: the driving distributor, availability and the maintenance warning. */
export async function vehicleRecords(db: Db | Tx, rows: VehicleRow[]) {
  const ids = [...new Set(rows.map((row) => row.assigned_distributor_id).filter((id): id is number => id !== null))];
  const people = ids.length
    ? await db.select({ id: users.id, full_name: users.full_name, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const availabilityStatus = availabilityOf(row);
    return {
      ...row,
      assignedDistributor: row.assigned_distributor_id ? (byId.get(row.assigned_distributor_id) ?? null) : null,
      isAvailable: availabilityStatus === 'available',
      availabilityStatus,
      maintenance_due: isMaintenanceDue(row),
    };
  });
}

export type VehicleRecord = Awaited<ReturnType<typeof vehicleRecords>>[number];

export function vehicleFilters(query: Partial<Pick<VehicleListQuery, 'ids' | 'status' | 'vehicle_type' | 'assigned' | 'maintenance_due' | 'search'>>): SQL | undefined {
  const search = query.search?.trim();
  return allOf([
    query.ids ? inArray(vehicles.id, query.ids) : undefined,
    query.status ? inArray(vehicles.status, query.status) : undefined,
    query.vehicle_type ? inArray(vehicles.vehicle_type, query.vehicle_type) : undefined,
    query.assigned === undefined ? undefined : query.assigned ? isNotNull(vehicles.assigned_distributor_id) : isNull(vehicles.assigned_distributor_id),
    query.maintenance_due === undefined ? undefined : query.maintenance_due ? dueSql : sql`not ${dueSql}`,
    // A plate typed with or without its spaces and dashes' spacing finds the vehicle.
    search
      ? or(searchAny(search, [vehicles.vehicle_plate, vehicles.vehicle_model, vehicles.vehicle_color]), sql`${plateKeySql} like ${`%${plateKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
      : undefined,
  ]);
}

export async function listVehicles(db: Db, query: VehicleListQuery) {
  const { rows, total } = await pageOf(db, vehicles, vehicleFilters(query), orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', vehicles.id), query);
  return { rows: await vehicleRecords(db, rows), total };
}

export async function findVehicleRow(db: Db | Tx, id: number, lock = false): Promise<VehicleRow> {
  const select = db.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound(vehicleErrors.vehicleNotFound);
  return row;
}

export async function getVehicle(db: Db | Tx, id: number): Promise<VehicleRecord> {
  const [one] = await vehicleRecords(db, [await findVehicleRow(db, id)]);
  return one!;
}

function plateTaken(): ApiError {
  return new ApiError(409, vehicleErrors.plateTaken, [{ field: 'vehicle_plate', message: vehicleErrors.plateTaken }]);
}

async function guardPlate(tx: Tx, plate: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(sql`${plateKeySql} = ${plateKey(plate)}`, exceptId === undefined ? undefined : ne(vehicles.id, exceptId)));
  if (other) throw plateTaken();
}

/** Two writers racing for one plate: the unique index decides, the loser hears the same 409. */
function translateWriteError(error: unknown): never {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505' && current.constraint === 'vehicles_plate_key') throw plateTaken();
    current = current.cause as typeof current;
  }
  throw error;
}

type PriceInput = Pick<VehicleCreate, 'purchase_price' | 'purchase_price_eur' | 'purchase_price_syp'> & { purchase_currency?: VehicleCreate['purchase_currency'] };

/**
 * The purchase price columns from what the form sent: the amount in the chosen currency (purchase_price,
 * else the spec's field of that currency). EUR stays as typed; SYP is kept as typed in purchase_price_syp and
 * converted to purchase_price_eur at the settings' exchange rate, which is stored beside it. Undefined when
 * the body says nothing about the price.
 */
async function priceColumns(db: Db | Tx, input: PriceInput, storedCurrency?: 'EUR' | 'SYP') {
  const currency = input.purchase_currency ?? storedCurrency ?? 'EUR';
  const amount = input.purchase_price !== undefined ? input.purchase_price : currency === 'SYP' ? input.purchase_price_syp : input.purchase_price_eur;
  // A currency sent without an amount changes nothing: the stored price keeps the currency it was entered in.
  if (amount === undefined) return undefined;
  if (amount === null) return { purchase_currency: currency, purchase_price_eur: null, purchase_price_syp: null, purchase_exchange_rate: null };
  if (currency === 'EUR') return { purchase_currency: currency, purchase_price_eur: amount, purchase_price_syp: null, purchase_exchange_rate: null };
  const rate = Number((await readSettings(db as Db)).exchangeRate);
  return { purchase_currency: currency, purchase_price_eur: toEur(amount, 'SYP', rate), purchase_price_syp: amount, purchase_exchange_rate: rate };
}

function columnsOf(input: VehicleCreate | VehicleUpdate): Partial<VehicleInsert> {
  const { purchase_price: _price, purchase_price_eur: _eur, purchase_price_syp: _syp, purchase_currency: _currency, ...columns } = input;
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<VehicleInsert>;
}

export async function createVehicle(ctx: AppContext, input: VehicleCreate, actor: Actor): Promise<VehicleRecord> {
  const id = await ctx.db
    .transaction(async (tx) => {
      await guardPlate(tx, input.vehicle_plate);
      const now = ctx.now();
      // The odometer the van came with is where its distance starts when no km at purchase is given:
      // otherwise its first fuel reading would be, and the kilometres before it would count for nothing.
      const purchaseKm = input.purchase_km ?? input.current_km;
      const [row] = await tx
        .insert(vehicles)
        .values({ ...(columnsOf(input) as VehicleInsert), purchase_km: purchaseKm, ...(await priceColumns(tx, input)), created_at: now, updated_at: now })
        .returning({ id: vehicles.id });
      await audit(tx, { userId: actor.auth.user.id, action: 'create', entity: 'vehicle', entityId: row!.id, changes: input, ip: actor.ip });
      return row!.id;
    })
    .catch(translateWriteError);
  return getVehicle(ctx.db, id);
}

/** A status change: free (spec 002 section 4), but a vehicle a distributor drives is not retired. */
function guardStatus(before: VehicleRow, status: VehicleStatus | undefined): void {
  if (status === 'retired' && before.status !== 'retired' && before.assigned_distributor_id !== null) {
    throw new ApiError(409, vehicleErrors.vehicleAssignedNoRetire, [{ field: 'status', message: vehicleErrors.vehicleAssignedNoRetire }]);
  }
}

/** The van's km is never set below a reading already recorded for it (an expense's or a visit's), on the field `current_km`. */
async function guardCurrentKm(tx: Tx, id: number, km: number | undefined): Promise<void> {
  if (km === undefined) return;
  const [expense] = await tx.select({ km: sql<number | null>`max(${vehicleExpenses.km})` }).from(vehicleExpenses).where(eq(vehicleExpenses.vehicle_id, id));
  const [visit] = await tx.select({ km: sql<number | null>`max(${vehicleMaintenance.km})` }).from(vehicleMaintenance).where(eq(vehicleMaintenance.vehicle_id, id));
  const recorded = Math.max(Number(expense?.km ?? 0), Number(visit?.km ?? 0));
  if (km >= recorded) return;
  const message = format(vehicleErrors.kmBelowRecorded, { km, recorded });
  throw new ApiError(400, message, [{ field: 'current_km', message }]);
}

export async function updateVehicle(ctx: AppContext, id: number, input: VehicleUpdate, actor: Actor): Promise<VehicleRecord> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await findVehicleRow(tx, id, true);
      guardStatus(before, input.status);
      if (input.current_km !== undefined && input.current_km !== before.current_km) await guardCurrentKm(tx, id, input.current_km);
      if (input.vehicle_plate !== undefined && plateKey(input.vehicle_plate) !== plateKey(before.vehicle_plate)) await guardPlate(tx, input.vehicle_plate, id);
      const set = { ...columnsOf(input), ...(await priceColumns(tx, input, before.purchase_currency as 'EUR' | 'SYP')) };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(set)) {
        const old = before[key as keyof VehicleRow];
        if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { from: old, to: value };
      }
      if (!Object.keys(changes).length) return;
      await tx.update(vehicles).set({ ...set, updated_at: ctx.now() }).where(eq(vehicles.id, id));
      await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'vehicle', entityId: id, changes, ip: actor.ip });
    })
    .catch(translateWriteError);
  return getVehicle(ctx.db, id);
}

export async function setVehicleStatus(ctx: AppContext, id: number, status: VehicleStatus, actor: Actor): Promise<VehicleRecord> {
  await ctx.db.transaction(async (tx) => {
    const before = await findVehicleRow(tx, id, true);
    if (before.status === status) return;
    guardStatus(before, status);
    await tx.update(vehicles).set({ status, updated_at: ctx.now() }).where(eq(vehicles.id, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'status', entity: 'vehicle', entityId: id, changes: { status: { from: before.status, to: status } }, ip: actor.ip });
  });
  return getVehicle(ctx.db, id);
}

/** The records that keep a vehicle's history: expenses, maintenance visits and assignments. */
export async function vehicleHistoryCounts(db: Db | Tx, id: number) {
  const count = sql<number>`count(*)::int`;
  // One after another: a transaction is one connection, which runs one query at a time.
  const [expenses] = await db.select({ n: count }).from(vehicleExpenses).where(eq(vehicleExpenses.vehicle_id, id));
  const [maintenance] = await db.select({ n: count }).from(vehicleMaintenance).where(eq(vehicleMaintenance.vehicle_id, id));
  const [assignments] = await db.select({ n: count }).from(vehicleAssignments).where(eq(vehicleAssignments.vehicle_id, id));
  return { expenses: Number(expenses?.n ?? 0), maintenance: Number(maintenance?.n ?? 0), assignments: Number(assignments?.n ?? 0) };
}

/**
 * DELETE /vehicles/{id}: refused while a distributor drives it; a vehicle with expenses, maintenance or
 * assignment history is retired instead (409 has_history, the UI offers the status change).
 */
export async function deleteVehicle(ctx: AppContext, id: number, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const before = await findVehicleRow(tx, id, true);
    if (before.assigned_distributor_id !== null) throw new ApiError(409, vehicleErrors.vehicleAssignedNoDelete, undefined, { code: 'assigned' });
    const counts = await vehicleHistoryCounts(tx, id);
    if (Object.values(counts).some((n) => n > 0)) throw new ApiError(409, vehicleErrors.vehicleHasHistory, undefined, { code: 'has_history', counts });
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'delete', entity: 'vehicle', entityId: id, changes: before, ip: actor.ip });
  });
  return { id, deleted: true as const };
}
