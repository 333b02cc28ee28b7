import { asc, eq, sql } from 'drizzle-orm';
import { toCsv } from '../../src/domain/csvTable';
import { safeCell } from '../../src/domain/csv';
import { BAKERY_TIME_ZONE, bakeryDate } from '../../src/domain/dates';
import { enums } from '../../src/domain/messages';
import { vehicleExportHeaders as h } from '../../src/domain/vehicles';
import type { Db } from '../db/client';
import { users, vehicleExpenses, vehicleMaintenance, vehicles } from '../db/schema';
import { rowsOf } from '../lib/rows';
import { vehicleHistory } from './vehiclesAssign';
import { findVehicleRow, vehicleRecords, type VehicleRecord } from './vehicles';

// The fleet's statistics for the list's cards (a vehicle's own figures: services/vehicleFigures.ts, the same
// trips rule) and the CSV exports. Money is summed in EUR (amount_eur).

/** Days with deliveries per vehicle by the distributor who drove it at the time, from the assignment history. */
async function tripsByVehicle(db: Db, vehicleId?: number): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select va.vehicle_id, count(distinct (o.delivered_at at time zone ${BAKERY_TIME_ZONE})::date)::int as trips
    from vehicle_assignments va
    join orders o on o.assigned_distributor_id = va.distributor_id
      and o.status = 'delivered' and o.delivered_at is not null
      and o.delivered_at >= va.assigned_at
      and (va.unassigned_at is null or o.delivered_at < va.unassigned_at)
    ${vehicleId === undefined ? sql`` : sql`where va.vehicle_id = ${vehicleId}`}
    group by va.vehicle_id`);
  return new Map(rowsOf<{ vehicle_id: number; trips: number }>(result).map((row) => [Number(row.vehicle_id), Number(row.trips)]));
}

/** GET /vehicles/statistics. */
export async function fleetStatistics(db: Db) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${vehicles.status} = 'active'))::int`,
      assigned: sql<number>`(count(*) filter (where ${vehicles.assigned_distributor_id} is not null))::int`,
      maintenance: sql<number>`(count(*) filter (where ${vehicles.status} = 'maintenance'))::int`,
      maintenanceDue: sql<number>`(count(*) filter (where ${vehicles.next_maintenance_km} is not null and ${vehicles.current_km} >= ${vehicles.next_maintenance_km}))::int`,
    })
    .from(vehicles);
  const [money] = await db.select({ total: sql<string>`coalesce(sum(${vehicleExpenses.amount_eur}), 0)::text` }).from(vehicleExpenses);
  const trips = await tripsByVehicle(db);
  return {
    total: Number(counts?.total ?? 0),
    active: Number(counts?.active ?? 0),
    assigned: Number(counts?.assigned ?? 0),
    maintenance: Number(counts?.maintenance ?? 0),
    maintenanceDue: Number(counts?.maintenanceDue ?? 0),
    totalExpenses: Number(money?.total ?? 0),
    totalTrips: [...trips.values()].reduce((sum, n) => sum + n, 0),
  };
}

const label = (group: keyof typeof enums, value: string | null | undefined) =>
  value == null ? '' : ((enums[group] as Record<string, string>)[value] ?? value);

/** A timestamp's Brussels day, a date as it is. */
const day = (value: Date | string | null | undefined) => (value == null ? '' : value instanceof Date ? bakeryDate(value) : value);

const DETAIL_HEADERS = [
  h.plate, h.type, h.model, h.year, h.color, h.status, h.fuel, h.transmission, h.engine, h.capacity, h.consumption, h.currentKm,
  h.nextMaintenanceKm, h.lastMaintenanceDate, h.insuranceCompany, h.insuranceExpiry, h.registrationExpiry, h.purchaseDate,
  h.purchasePriceEur, h.distributor, h.distributorPhone, h.assignedAt, h.notes,
];

/** A vehicle's values in DETAIL_HEADERS' order. */
function detailValues(vehicle: VehicleRecord): unknown[] {
  return [
    vehicle.vehicle_plate,
    label('vehicle_type', vehicle.vehicle_type),
    vehicle.vehicle_model,
    vehicle.vehicle_year,
    vehicle.vehicle_color,
    label('vehicle_status', vehicle.status),
    label('fuel_type', vehicle.fuel_type),
    label('transmission_type', vehicle.transmission_type),
    vehicle.engine_capacity,
    vehicle.carrying_capacity,
    vehicle.fuel_consumption,
    vehicle.current_km,
    vehicle.next_maintenance_km,
    vehicle.last_maintenance_date,
    vehicle.insurance_company,
    vehicle.insurance_expiry_date,
    vehicle.registration_expiry_date,
    vehicle.purchase_date,
    vehicle.purchase_price_eur,
    vehicle.assignedDistributor?.full_name,
    vehicle.assignedDistributor?.phone,
    day(vehicle.assigned_at),
    vehicle.notes,
  ];
}

const cells = (values: unknown[]) => values.map((value) => safeCell(value));

/** GET /vehicles/export/csv: one row per vehicle, Arabic headers. */
export async function exportVehicles(db: Db, today: string) {
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.vehicle_plate));
  const records = await vehicleRecords(db, rows);
  const totals = await db
    .select({ vehicle_id: vehicleExpenses.vehicle_id, total: sql<string>`sum(${vehicleExpenses.amount_eur})::text` })
    .from(vehicleExpenses)
    .groupBy(vehicleExpenses.vehicle_id);
  const spent = new Map(totals.map((row) => [row.vehicle_id, Number(row.total)]));
  const table = [[...DETAIL_HEADERS, h.totalExpenses], ...records.map((record) => cells([...detailValues(record), spent.get(record.id) ?? 0]))];
  return { filename: `vehicles_${today}.csv`, body: toCsv(table) };
}

/** GET /vehicles/{id}/export: the vehicle's details, expenses, maintenance visits and assignments, one block each. */
export async function exportVehicle(db: Db, id: number, today: string) {
  const [vehicle] = await vehicleRecords(db, [await findVehicleRow(db, id)]);
  const expenses = await db
    .select({ e: vehicleExpenses, who: users.full_name })
    .from(vehicleExpenses)
    .leftJoin(users, eq(users.id, vehicleExpenses.recorded_by))
    .where(eq(vehicleExpenses.vehicle_id, id))
    .orderBy(asc(vehicleExpenses.expense_date), asc(vehicleExpenses.id));
  const visits = await db.select().from(vehicleMaintenance).where(eq(vehicleMaintenance.vehicle_id, id)).orderBy(asc(vehicleMaintenance.maintenance_date), asc(vehicleMaintenance.id));
  const { history } = await vehicleHistory(db, id);
  const table: (string | number | boolean)[][] = [
    [h.detailsSection],
    ...detailValues(vehicle!).map((value, i) => cells([DETAIL_HEADERS[i], value])),
    [],
    [h.expensesSection],
    [h.date, h.expenseType, h.description, h.amount, h.currency, h.amountEur, h.km, h.litres, h.recordedBy],
    ...expenses.map(({ e, who }) => cells([e.expense_date, label('expense_type', e.type), e.description, e.amount, e.currency, e.amount_eur, e.km, e.litres, who])),
    [],
    [h.maintenanceSection],
    [h.date, h.km, h.workDone, h.costEur],
    ...visits.map((visit) => cells([visit.maintenance_date, visit.km, visit.work_done, visit.cost_eur])),
    [],
    [h.historySection],
    [h.distributor, h.assignedAt, h.assignedBy, h.unassignedAt, h.unassignedBy],
    ...history.map((row) => cells([row.distributor_name, day(row.assigned_at), row.assigned_by_name, day(row.unassigned_at), row.unassigned_by_name])),
  ];
  const plate = vehicle!.vehicle_plate.replace(/[^A-Za-z0-9-]/g, '');
  return { filename: `vehicle_${plate || id}_${today}.csv`, body: toCsv(table) };
}
