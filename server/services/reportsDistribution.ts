import { sql } from 'drizzle-orm';
import { reportLabels } from '../../src/domain/reports/messages';
import type { DistributionReport, DistributionRow } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { euros, num, previousRange, query, ratio, within, type Range } from './reportRanges';

// Distribution per distributor (issue 26): delivered orders by delivery day from the kept
// summary_deliveries_daily; the planned routes' km and the visits done on time from the day schedules
// (schedule_visits: one row per shop visit, not per order). A visit is on time when its arrival (else its
// completion) falls inside the shop's receiving window, in Brussels time; a shop without a window (either
// end empty is open on that side) takes any time.

export interface DistributionSums {
  deliveries: number;
  amount: number;
  completed: number;
  onTime: number;
  metres: number;
}

const empty = (): DistributionSums => ({ deliveries: 0, amount: 0, completed: 0, onTime: 0, metres: 0 });

/** The visits' figures of a range per distributor, optionally one only. */
export async function distributionSums(db: Db, range: Range, distributorId?: number): Promise<Map<number, DistributionSums>> {
  const out = new Map<number, DistributionSums>();
  const at = (id: number) => out.get(id) ?? (out.set(id, empty()), out.get(id)!);
  const only = (column: ReturnType<typeof sql>) => (distributorId ? sql`and ${column} = ${distributorId}` : sql``);
  const [delivered, visits] = await Promise.all([
    query<{ distributor_id: number; orders: unknown; amount: unknown }>(
      db,
      sql`select distributor_id, sum(orders) as orders, sum(final_amount_eur) as amount from summary_deliveries_daily
          where status = 'delivered' and ${within(sql`delivery_date`, range)} ${only(sql`distributor_id`)} group by 1`,
    ),
    query<{ distributor_id: number; completed: unknown; on_time: unknown; metres: unknown }>(
      db,
      sql`select v.distributor_id,
            count(*) filter (where v.status = 'completed') as completed,
            count(*) filter (where v.status = 'completed'
              and (st.receiving_from is null or (coalesce(v.arrived_at, v.completed_at) at time zone 'Europe/Brussels')::time >= st.receiving_from)
              and (st.receiving_to is null or (coalesce(v.arrived_at, v.completed_at) at time zone 'Europe/Brussels')::time <= st.receiving_to)) as on_time,
            sum(v.distance_from_previous_m) as metres
          from schedule_visits v join schedules sc on sc.id = v.schedule_id join stores st on st.id = v.store_id
          where ${within(sql`sc.schedule_date`, range)} ${only(sql`v.distributor_id`)} group by 1`,
    ),
  ]);
  for (const row of delivered) {
    const d = at(Number(row.distributor_id));
    d.deliveries = num(row.orders);
    d.amount = num(row.amount);
  }
  for (const row of visits) {
    const d = at(Number(row.distributor_id));
    d.completed = num(row.completed);
    d.onTime = num(row.on_time);
    d.metres = num(row.metres);
  }
  return out;
}

export function distributionFigures(s: DistributionSums) {
  return {
    deliveries: s.deliveries,
    amount_eur: euros(s.amount),
    visits_completed: s.completed,
    visits_on_time: s.onTime,
    on_time_share: ratio(s.onTime, s.completed),
    km_planned: Math.round(s.metres / 100) / 10,
  };
}

export function distributionTotal(all: Iterable<DistributionSums>) {
  const sum = empty();
  for (const s of all) {
    sum.deliveries += s.deliveries;
    sum.amount += s.amount;
    sum.completed += s.completed;
    sum.onTime += s.onTime;
    sum.metres += s.metres;
  }
  return distributionFigures(sum);
}

export async function distributorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>([[0, reportLabels.noDistributor]]);
  const people = ids.filter((id) => id > 0);
  if (people.length) {
    const rows = await query<{ id: number; name: string }>(
      db,
      sql`select id, full_name as name from users where id in (${sql.join(people.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const row of rows) names.set(Number(row.id), row.name);
  }
  return names;
}

export async function distributionReport(db: Db, range: Range, distributorId?: number): Promise<DistributionReport> {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([distributionSums(db, range, distributorId), distributionSums(db, previous, distributorId)]);
  const names = await distributorNames(db, [...now.keys()]);
  const rows: DistributionRow[] = [...now.entries()]
    .map(([id, s]) => {
      const earlier = before.get(id);
      return { distributor_id: id, label: names.get(id) ?? String(id), ...distributionFigures(s), previous: earlier ? distributionFigures(earlier) : null };
    })
    .sort((a, b) => b.deliveries - a.deliveries || a.label.localeCompare(b.label));
  return { range, previous, rows, totals: distributionTotal(now.values()), previous_totals: distributionTotal(before.values()) };
}
