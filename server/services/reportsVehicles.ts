import { sql } from 'drizzle-orm';
import { reportLabels } from '../../src/domain/reports/messages';
import type { VehicleCostRow, VehicleCostsReport } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { euros, num, previousRange, query, within, type Range } from './reportRanges';

// Vehicle costs per van (issue 26): expenses by type from the kept summary_expenses_daily; km from the
// odometer readings recorded with expenses and maintenance visits (the highest reading of the range less
// the last one before it, else the lowest of the range); deliveries are the delivered orders (kept
// summary_deliveries_daily) of the van's distributor while the van was theirs (vehicle_assignments); fuel
// L/100 km as the van's page computes it (services/vehicleFigures.ts): the fill-ups with a reading, the
// litres of all but the first over the km from the first to the last.

interface VanSums {
  expenses: number;
  byType: Record<string, number>;
  litres: number;
  km: number | null;
  deliveries: number;
  consumption: number | null;
}

const empty = (): VanSums => ({ expenses: 0, byType: {}, litres: 0, km: null, deliveries: 0, consumption: null });

async function sums(db: Db, range: Range): Promise<Map<number, VanSums>> {
  const out = new Map<number, VanSums>();
  const at = (id: number) => out.get(id) ?? (out.set(id, empty()), out.get(id)!);
  const [expenses, readings, deliveries, fills] = await Promise.all([
    query<{ vehicle_id: number; type: string; amount: unknown; litres: unknown }>(
      db,
      sql`select vehicle_id, type, sum(amount_eur) as amount, sum(litres) as litres from summary_expenses_daily
          where ${within(sql`expense_date`, range)} group by 1, 2`,
    ),
    query<{ vehicle_id: number; top: unknown; low: unknown; before: unknown }>(
      db,
      sql`select vehicle_id, max(km) filter (where day >= ${range.date_from}::date) as top,
                 min(km) filter (where day >= ${range.date_from}::date) as low,
                 max(km) filter (where day < ${range.date_from}::date) as before
          from (
            select vehicle_id, km, expense_date as day from vehicle_expenses where km is not null and vehicle_id is not null and expense_date <= ${range.date_to}::date
            union all
            select vehicle_id, km, maintenance_date from vehicle_maintenance where maintenance_date <= ${range.date_to}::date
          ) readings group by vehicle_id`,
    ),
    query<{ vehicle_id: number; deliveries: unknown }>(
      db,
      sql`select a.vehicle_id, sum(d.orders) as deliveries
          from summary_deliveries_daily d
          join vehicle_assignments a on a.distributor_id = d.distributor_id
            and d.delivery_date >= (a.assigned_at at time zone 'Europe/Brussels')::date
            and (a.unassigned_at is null or d.delivery_date < (a.unassigned_at at time zone 'Europe/Brussels')::date)
          where d.status = 'delivered' and ${within(sql`d.delivery_date`, range)} group by 1`,
    ),
    query<{ vehicle_id: number; km: number; litres: unknown }>(
      db,
      sql`select vehicle_id, km, litres from vehicle_expenses
          where type = 'fuel' and km is not null and litres is not null and vehicle_id is not null and ${within(sql`expense_date`, range)}
          order by vehicle_id, km, expense_date, id`,
    ),
  ]);
  for (const row of expenses) {
    const van = at(Number(row.vehicle_id));
    const amount = num(row.amount);
    van.expenses += amount;
    van.byType[row.type] = euros((van.byType[row.type] ?? 0) + amount);
    van.litres += num(row.litres);
  }
  for (const row of readings) {
    if (row.top === null || row.top === undefined) continue;
    const start = row.before ?? row.low;
    const km = num(row.top) - num(start);
    if (km > 0) at(Number(row.vehicle_id)).km = km;
  }
  for (const row of deliveries) at(Number(row.vehicle_id)).deliveries = num(row.deliveries);
  const fillsByVan = new Map<number, { km: number; litres: number }[]>();
  for (const row of fills) {
    const list = fillsByVan.get(Number(row.vehicle_id)) ?? [];
    list.push({ km: Number(row.km), litres: num(row.litres) });
    fillsByVan.set(Number(row.vehicle_id), list);
  }
  for (const [id, list] of fillsByVan) {
    const distance = list.length > 1 ? list[list.length - 1]!.km - list[0]!.km : 0;
    const burnt = list.slice(1).reduce((total, fill) => total + fill.litres, 0);
    if (distance > 0 && burnt > 0) at(id).consumption = Math.round((burnt / distance) * 1000) / 10;
  }
  return out;
}

function figures(s: VanSums) {
  const expenses = euros(s.expenses);
  return {
    expenses_eur: expenses,
    by_type: s.byType,
    km: s.km,
    deliveries: s.deliveries,
    litres: Math.round(s.litres * 100) / 100,
    cost_per_km_eur: s.km ? Math.round((expenses / s.km) * 1000) / 1000 : null,
    cost_per_delivery_eur: s.deliveries ? euros(expenses / s.deliveries) : null,
    fuel_l_per_100km: s.consumption,
  };
}

function total(all: Iterable<VanSums>) {
  const sum = empty();
  let kmKnown = false;
  let fuelKm = 0;
  let fuelLitres = 0;
  for (const s of all) {
    sum.expenses += s.expenses;
    for (const [type, amount] of Object.entries(s.byType)) sum.byType[type] = euros((sum.byType[type] ?? 0) + amount);
    sum.litres += s.litres;
    sum.deliveries += s.deliveries;
    if (s.km !== null) {
      kmKnown = true;
      sum.km = (sum.km ?? 0) + s.km;
    }
    if (s.consumption !== null && s.km) {
      fuelKm += s.km;
      fuelLitres += (s.consumption * s.km) / 100;
    }
  }
  if (!kmKnown) sum.km = null;
  sum.consumption = fuelKm ? Math.round((fuelLitres / fuelKm) * 1000) / 10 : null;
  return figures(sum);
}

export async function vehicleCostsReport(db: Db, range: Range): Promise<VehicleCostsReport> {
  const previous = previousRange(range);
  const [now, before, vans] = await Promise.all([
    sums(db, range),
    sums(db, previous),
    query<{ id: number; plate: string; model: string }>(db, sql`select id, vehicle_plate as plate, vehicle_model as model from vehicles`),
  ]);
  const names = new Map(vans.map((van) => [Number(van.id), `${van.plate} · ${van.model}`]));
  const rows: VehicleCostRow[] = [...now.entries()]
    .map(([id, s]) => {
      const earlier = before.get(id);
      return { vehicle_id: id, label: id === 0 ? reportLabels.noVehicle : (names.get(id) ?? String(id)), ...figures(s), previous: earlier ? figures(earlier) : null };
    })
    .sort((a, b) => b.expenses_eur - a.expenses_eur || a.label.localeCompare(b.label));
  return { range, previous, rows, totals: total(now.values()), previous_totals: total(before.values()) };
}
