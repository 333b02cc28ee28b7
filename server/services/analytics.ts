import { sql } from 'drizzle-orm';
import { shiftDay, weekdayOf } from '../../src/domain/dates';
import type { DormantReply, GeographicReply, MoverRow, MoversReply, TrendReply, WeekdayReply } from '../../src/domain/reports/records';
import type { MoverKind } from '../../src/domain/reports/schemas';
import type { Db } from '../db/client';
import { daysBetween } from '../../src/domain/reports/range';
import { daysOf, euros, num, previousRange, query, ratio, within, type Range } from './reportRanges';

// Analytics (issue 26): longer spans of the same kept figures as the reports. Sales are delivered orders
// by order day (summary_orders_daily), products by their delivered lines (summary_sales_daily).

/** Delivered sales per order day over a range (days without sales absent). */
async function dailySales(db: Db, range: Range) {
  const rows = await query<{ day: string; orders: unknown; amount: unknown }>(
    db,
    sql`select order_date::text as day, sum(orders) as orders, sum(final_amount_eur) as amount from summary_orders_daily
        where status = 'delivered' and ${within(sql`order_date`, range)} group by 1`,
  );
  return new Map(rows.map((row) => [row.day, { orders: num(row.orders), amount: num(row.amount) }]));
}

export async function salesTrend(db: Db, range: Range, window: number): Promise<TrendReply> {
  // The window before the range's first day is read too, so the average starts on the first day.
  const lead: Range = { date_from: shiftDay(range.date_from, -(window - 1)), date_to: range.date_to, days: range.days + window - 1 };
  const byDay = await dailySales(db, lead);
  const all = daysOf(lead).map((date) => byDay.get(date)?.amount ?? 0);
  const points = daysOf(range).map((date, i) => {
    const end = i + window - 1;
    const slice = all.slice(end - window + 1, end + 1);
    return {
      date,
      amount_eur: euros(byDay.get(date)?.amount ?? 0),
      orders: byDay.get(date)?.orders ?? 0,
      moving_average_eur: slice.length === window ? euros(slice.reduce((a, b) => a + b, 0) / window) : null,
    };
  });
  return { range, window, points };
}

export async function weekdayPattern(db: Db, range: Range): Promise<WeekdayReply> {
  const byDay = await dailySales(db, range);
  const days = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, amount: 0, orders: 0, count: 0 }));
  for (const date of daysOf(range)) {
    const slot = days[weekdayOf(date)]!;
    slot.count += 1;
    slot.amount += byDay.get(date)?.amount ?? 0;
    slot.orders += byDay.get(date)?.orders ?? 0;
  }
  return {
    range,
    days: days.map((d) => ({ weekday: d.weekday, amount_eur: euros(d.amount), orders: d.orders, average_eur: d.count ? euros(d.amount / d.count) : 0 })),
  };
}

async function amountsBy(db: Db, kind: MoverKind, range: Range) {
  const rows =
    kind === 'shops'
      ? await query<{ id: number; amount: unknown }>(
          db,
          sql`select store_id as id, sum(final_amount_eur) as amount from summary_orders_daily
              where status = 'delivered' and ${within(sql`order_date`, range)} group by 1`,
        )
      : await query<{ id: number; amount: unknown }>(
          db,
          sql`select product_id as id, sum(amount_eur) as amount from summary_sales_daily
              where status = 'delivered' and ${within(sql`order_date`, range)} group by 1`,
        );
  return new Map(rows.map((row) => [Number(row.id), num(row.amount)]));
}

export async function movers(db: Db, kind: MoverKind, range: Range, limit: number): Promise<MoversReply> {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([amountsBy(db, kind, range), amountsBy(db, kind, previous)]);
  const ids = [...new Set([...now.keys(), ...before.keys()])];
  const names = new Map<number, string>();
  if (ids.length) {
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const table = kind === 'shops' ? sql`stores` : sql`products`;
    for (const row of await query<{ id: number; name: string }>(db, sql`select id, name from ${table} where id in (${list})`)) names.set(Number(row.id), row.name);
  }
  const rows: MoverRow[] = ids.map((id) => {
    const amount = euros(now.get(id) ?? 0);
    const earlier = euros(before.get(id) ?? 0);
    return { id, name: names.get(id) ?? String(id), amount_eur: amount, previous_amount_eur: earlier, change_eur: euros(amount - earlier), change_share: ratio(amount - earlier, earlier) };
  });
  const top = rows.filter((row) => row.amount_eur > 0).sort((a, b) => b.amount_eur - a.amount_eur || a.id - b.id).slice(0, limit);
  const falling = rows.filter((row) => row.change_eur < 0).sort((a, b) => a.change_eur - b.change_eur || a.id - b.id).slice(0, limit);
  return { range, previous, kind, top, falling };
}

/** How far back a shop's usual interval is read. */
export const USUAL_INTERVAL_DAYS = 180;

export async function dormantShops(db: Db, today: string): Promise<DormantReply> {
  const rows = await query<{ id: number; name: string; phone: string | null; days: unknown; first: string; last: string }>(
    db,
    sql`select s.id, s.name, s.phone, count(distinct o.order_date) as days, min(o.order_date)::text as first, max(o.order_date)::text as last
        from summary_orders_daily o join stores s on s.id = o.store_id
        where s.status = 'active' and o.status <> 'cancelled'
          and o.order_date between ${shiftDay(today, -USUAL_INTERVAL_DAYS)}::date and ${today}::date
        group by s.id, s.name, s.phone having count(distinct o.order_date) >= 3`,
  );
  const shops = rows
    .map((row) => {
      const usual = (daysBetween(row.first, row.last) - 1) / (num(row.days) - 1);
      return {
        store_id: Number(row.id),
        name: row.name,
        phone: row.phone,
        last_order_date: row.last,
        usual_interval_days: Math.round(usual * 10) / 10,
        days_since: daysBetween(row.last, today) - 1,
      };
    })
    .filter((shop) => shop.days_since > 2 * shop.usual_interval_days)
    .sort((a, b) => b.days_since / b.usual_interval_days - a.days_since / a.usual_interval_days);
  return { as_of: today, shops };
}

export async function geographicSales(db: Db, range: Range): Promise<GeographicReply> {
  const rows = await query<{ id: number; name: string; region: string | null; latitude: number | null; longitude: number | null; orders: unknown; amount: unknown }>(
    db,
    sql`select s.id, s.name, s.region, s.latitude, s.longitude, sum(o.orders) as orders, sum(o.final_amount_eur) as amount
        from summary_orders_daily o join stores s on s.id = o.store_id
        where o.status = 'delivered' and ${within(sql`o.order_date`, range)}
        group by s.id, s.name, s.region, s.latitude, s.longitude`,
  );
  const regions = new Map<string, { amount: number; orders: number; shops: number }>();
  const without = { shops: 0, amount: 0 };
  const shops: GeographicReply['shops'] = [];
  for (const row of rows) {
    const amount = num(row.amount);
    const region = regions.get(row.region ?? '') ?? { amount: 0, orders: 0, shops: 0 };
    region.amount += amount;
    region.orders += num(row.orders);
    region.shops += 1;
    regions.set(row.region ?? '', region);
    if (row.latitude === null || row.longitude === null) {
      without.shops += 1;
      without.amount += amount;
    } else {
      shops.push({ store_id: Number(row.id), name: row.name, region: row.region, latitude: Number(row.latitude), longitude: Number(row.longitude), amount_eur: euros(amount), orders: num(row.orders) });
    }
  }
  shops.sort((a, b) => b.amount_eur - a.amount_eur);
  return {
    range,
    shops,
    regions: [...regions.entries()].map(([region, r]) => ({ region, amount_eur: euros(r.amount), orders: r.orders, shops: r.shops })).sort((a, b) => b.amount_eur - a.amount_eur),
    without_coordinates: { shops: without.shops, amount_eur: euros(without.amount) },
  };
}
