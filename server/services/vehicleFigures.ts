import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import { EXPENSE_TYPES, type ExpenseType } from '../../src/domain/enums';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import { averageConsumption, isMaintenanceDue } from '../../src/domain/vehicles/rules';
import type { Db } from '../db/client';
import { orders, vehicleAssignments, vehicleExpenses, vehicleMaintenance, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { rowsOf } from '../lib/rows';

// GET /vehicles/:id/statistics: the details page's figures, computed from the records each time.
//
// - distance_km: current km minus the km at purchase, else minus the lowest odometer reading recorded
//   (expenses and maintenance visits; the odometer only moves forward, so the lowest is the first). 0
//   when neither is known.
// - average_consumption_l_100km: fuel fill-ups with a km reading, in odometer order. The litres of every
//   fill-up after the first are what was burnt over the distance from the first reading to the last
//   (the first fill-up's litres were burnt before the first reading). litres / distance * 100; null when
//   fewer than two readings, no distance or no litres: not computable, so not shown. See
//   averageConsumption in src/domain/vehicles/rules.ts.
// - cost_per_km_eur: total expenses / distance; null when the distance is 0.
// - trips: days with at least one order delivered by the distributor the vehicle was assigned to at the
//   moment of delivery (vehicle_assignments periods), in the bakery's calendar.

const cents = (value: number) => Math.round(value * 100) / 100;

export async function vehicleFigures(db: Db, vehicleId: number) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound(vehicleErrors.vehicleNotFound);

  const byTypeRows = await db
    .select({ type: vehicleExpenses.type, total: sql<string>`sum(${vehicleExpenses.amount_eur})`, count: sql<number>`count(*)::int` })
    .from(vehicleExpenses)
    .where(eq(vehicleExpenses.vehicle_id, vehicleId))
    .groupBy(vehicleExpenses.type);
  const byType = Object.fromEntries(EXPENSE_TYPES.map((type) => [type, 0])) as Record<ExpenseType, number>;
  let total = 0;
  let count = 0;
  for (const row of byTypeRows) {
    byType[row.type as ExpenseType] = cents(Number(row.total));
    total += Number(row.total);
    count += Number(row.count);
  }

  const fills = await db
    .select({ km: vehicleExpenses.km, litres: vehicleExpenses.litres })
    .from(vehicleExpenses)
    .where(and(eq(vehicleExpenses.vehicle_id, vehicleId), eq(vehicleExpenses.type, 'fuel'), isNotNull(vehicleExpenses.km)))
    .orderBy(asc(vehicleExpenses.km), asc(vehicleExpenses.expense_date), asc(vehicleExpenses.id));
  const litres = await db
    .select({ total: sql<string>`coalesce(sum(${vehicleExpenses.litres}), 0)` })
    .from(vehicleExpenses)
    .where(and(eq(vehicleExpenses.vehicle_id, vehicleId), eq(vehicleExpenses.type, 'fuel')));

  const [firstReading] = rowsOf<{ km: number | null }>(
    await db.execute(sql`
      select min(km)::int as km from (
        select ${vehicleExpenses.km} as km from ${vehicleExpenses} where ${vehicleExpenses.vehicle_id} = ${vehicleId} and ${vehicleExpenses.km} is not null
        union all
        select ${vehicleMaintenance.km} from ${vehicleMaintenance} where ${vehicleMaintenance.vehicle_id} = ${vehicleId}
      ) readings`),
  );
  const start = vehicle.purchase_km ?? (firstReading?.km == null ? null : Number(firstReading.km));
  const distance = start == null ? 0 : Math.max(0, vehicle.current_km - start);

  const deliveredDay = sql`(${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date`;
  const [tripRow] = await db
    .select({ trips: sql<number>`count(distinct ${deliveredDay})::int` })
    .from(orders)
    .innerJoin(
      vehicleAssignments,
      and(
        eq(vehicleAssignments.vehicle_id, vehicleId),
        eq(vehicleAssignments.distributor_id, orders.assigned_distributor_id),
        sql`${orders.delivered_at} >= ${vehicleAssignments.assigned_at}`,
        sql`(${vehicleAssignments.unassigned_at} is null or ${orders.delivered_at} < ${vehicleAssignments.unassigned_at})`,
      ),
    )
    .where(and(eq(orders.status, 'delivered'), isNotNull(orders.delivered_at)));

  return {
    vehicle_id: vehicle.id,
    current_km: vehicle.current_km,
    start_km: start,
    distance_km: distance,
    total_expenses_eur: cents(total),
    expense_count: count,
    by_type: byType,
    fuel_litres: Number(litres[0]?.total ?? 0),
    average_consumption_l_100km: averageConsumption(fills),
    cost_per_km_eur: distance > 0 ? Math.round((total / distance) * 1000) / 1000 : null,
    trips: Number(tripRow?.trips ?? 0),
    maintenance: {
      last_date: vehicle.last_maintenance_date,
      last_km: vehicle.last_maintenance_km,
      next_km: vehicle.next_maintenance_km,
      due: isMaintenanceDue(vehicle),
    },
  };
}
