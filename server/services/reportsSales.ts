import { sql, type SQL } from 'drizzle-orm';
import { format } from '../../src/domain/messages';
import { reportLabels } from '../../src/domain/reports/messages';
import type { SalesFigures, SalesReport, SalesRow } from '../../src/domain/reports/records';
import type { SalesGroup } from '../../src/domain/reports/schemas';
import { shiftDay, weekdayOf } from '../../src/domain/dates';
import type { Db } from '../db/client';
import { keepPlan } from '../db/preparedStatements';
import { rowsOf } from '../lib/rows';
import { daysOf, euros, num, previousRange, query, within, type Range } from './reportRanges';

// The sales report (issue 26): delivered orders by their order day, read from the kept summaries
// (summary_orders_daily for orders and amounts, summary_sales_daily for units), grouped by day, week,
// month, shop or distributor; per product and category from the lines (summary_sales_daily). Along time
// (day, week, month, and every total) it reads summary_day_totals, one row a day. Each row carries the
// same key's figures of the previous period of the same length.

const ORDER_KEYS: Record<Exclude<SalesGroup, 'product' | 'category'>, SQL> = {
  day: sql`order_date::text`,
  week: sql`date_trunc('week', order_date)::date::text`,
  month: sql`to_char(order_date, 'YYYY-MM')`,
  shop: sql`store_id::text`,
  distributor: sql`distributor_id::text`,
};
const LINE_KEYS: Record<SalesGroup, SQL> = {
  ...ORDER_KEYS,
  product: sql`s.product_id::text`,
  category: sql`p.category`,
};

const zero = (): SalesFigures => ({ quantity: 0, gift_quantity: 0, amount_eur: 0, orders: 0 });
const byLines = (group: SalesGroup) => group === 'product' || group === 'category';

const isTimeGroup = (group: SalesGroup): group is 'day' | 'week' | 'month' => group === 'day' || group === 'week' || group === 'month';

type Figures = Map<string, SalesFigures>;

/**
 * Along time, a range and the period before it in one statement: one row a day from summary_day_totals
 * (orders and lines together), the sums as one JSON value (PGlite hands one value over faster than rows).
 */
async function timeFigures(db: Db, group: 'day' | 'week' | 'month', range: Range, previous: Range): Promise<[Figures, Figures]> {
  const [row] = rowsOf<{ rows: [boolean, string, unknown, unknown, unknown, unknown][] }>(
    await keepPlan(
      db.execute(sql`select coalesce(json_agg(json_build_array(now, key, quantity, gifts, orders, amount)), '[]') as rows from (
          select order_date >= ${range.date_from}::date as now, ${ORDER_KEYS[group]} as key, sum(quantity) as quantity,
                 sum(gift_quantity) as gifts, sum(orders) as orders, sum(final_amount_eur) as amount
          from summary_day_totals where status = 'delivered' and order_date between ${previous.date_from}::date and ${range.date_to}::date
          group by 1, 2) x`),
    ),
  );
  const out: [Figures, Figures] = [new Map(), new Map()];
  for (const [now, key, quantity, gifts, orders, amount] of row?.rows ?? [])
    out[now ? 0 : 1].set(key, { quantity: num(quantity), gift_quantity: num(gifts), amount_eur: euros(num(amount)), orders: num(orders) });
  return out;
}

/** The figures of each key of `group` over `range`. */
export async function salesFigures(db: Db, group: SalesGroup, range: Range): Promise<Map<string, SalesFigures>> {
  if (isTimeGroup(group)) return (await timeFigures(db, group, range, range))[0];
  const out = new Map<string, SalesFigures>();
  const at = (key: string) => out.get(key) ?? (out.set(key, zero()), out.get(key)!);
  const lineKey = LINE_KEYS[group];
  const lines = await query<{ key: string; quantity: unknown; gifts: unknown; lines: unknown; amount: unknown }>(
    db,
    sql`select ${lineKey} as key, sum(s.quantity) as quantity, sum(s.gift_quantity) as gifts, sum(s.lines) as lines, sum(s.amount_eur) as amount
        from summary_sales_daily s ${group === 'category' ? sql`join products p on p.id = s.product_id` : sql``}
        where s.status = 'delivered' and ${within(sql`s.order_date`, range)} group by 1`,
  );
  for (const row of lines) {
    const figures = at(row.key);
    figures.quantity = num(row.quantity);
    figures.gift_quantity = num(row.gifts);
    if (byLines(group)) {
      figures.orders = num(row.lines);
      figures.amount_eur = euros(num(row.amount));
    }
  }
  if (!byLines(group)) {
    const orderKey = ORDER_KEYS[group as keyof typeof ORDER_KEYS];
    const orders = await query<{ key: string; orders: unknown; amount: unknown }>(
      db,
      sql`select ${orderKey} as key, sum(orders) as orders, sum(final_amount_eur) as amount
          from summary_orders_daily where status = 'delivered' and ${within(sql`order_date`, range)} group by 1`,
    );
    for (const row of orders) {
      const figures = at(row.key);
      figures.orders = num(row.orders);
      figures.amount_eur = euros(num(row.amount));
    }
  }
  return out;
}

/** The buckets of a time group over a range, in order: every day, every week's Monday, every month. */
function timeKeys(group: SalesGroup, range: Range): string[] {
  const days = daysOf(range);
  if (group === 'day') return days;
  const keyOf = (day: string) => {
    if (group === 'month') return day.slice(0, 7);
    return shiftDay(day, -weekdayOf(day));
  };
  return [...new Set(days.map(keyOf))];
}

/** Names for the keys of a group: shops, products, categories and distributors by their rows. */
async function labels(db: Db, group: SalesGroup, keys: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (group === 'day' || group === 'month') for (const key of keys) out.set(key, key);
  if (group === 'week') for (const key of keys) out.set(key, format(reportLabels.weekOf, { date: key }));
  const ids = keys.filter((key) => /^\d+$/.test(key)).map(Number);
  const list = (values: number[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  if (group === 'shop' && ids.length) {
    for (const row of await query<{ id: number; name: string }>(db, sql`select id, name from stores where id in (${list(ids)})`)) out.set(String(row.id), row.name);
  }
  if (group === 'product' && ids.length) {
    for (const row of await query<{ id: number; name: string }>(db, sql`select id, name from products where id in (${list(ids)})`)) out.set(String(row.id), row.name);
  }
  if (group === 'distributor') {
    out.set('0', reportLabels.noDistributor);
    const people = ids.filter((id) => id > 0);
    if (people.length) {
      for (const row of await query<{ id: number; name: string }>(db, sql`select id, full_name as name from users where id in (${list(people)})`)) out.set(String(row.id), row.name);
    }
  }
  if (group === 'category' && keys.length) {
    const codes = sql.join(keys.map((k) => sql`${k}`), sql`, `);
    for (const row of await query<{ code: string; name: string }>(db, sql`select code, name from product_categories where code in (${codes})`)) out.set(row.code, row.name);
  }
  return out;
}

function sum(rows: SalesFigures[]): SalesFigures {
  return rows.reduce(
    (total, row) => ({
      quantity: total.quantity + row.quantity,
      gift_quantity: total.gift_quantity + row.gift_quantity,
      amount_eur: euros(total.amount_eur + row.amount_eur),
      orders: total.orders + row.orders,
    }),
    zero(),
  );
}

/** Totals of a range: every delivered order (and for product and category groups, every line) once. */
async function totals(db: Db, group: SalesGroup, range: Range): Promise<SalesFigures> {
  const figures = sum([...(await salesFigures(db, byLines(group) ? group : 'month', range)).values()]);
  if (!byLines(group)) return figures;
  // Lines count a product once per order; the total's order count is the orders themselves.
  const [row] = await query<{ orders: unknown }>(
    db,
    sql`select coalesce(sum(orders), 0) as orders from summary_day_totals where status = 'delivered' and ${within(sql`order_date`, range)}`,
  );
  return { ...figures, orders: num(row?.orders) };
}

export async function salesReport(db: Db, group: SalesGroup, range: Range): Promise<SalesReport> {
  const previous = previousRange(range);
  if (isTimeGroup(group)) {
    // Along time: every bucket of the range, each beside the bucket at the same place of the previous period;
    // the totals are the buckets' sums (each delivered order is in one bucket of its period).
    const [now, before] = await timeFigures(db, group, range, previous);
    const keys = timeKeys(group, range);
    const previousKeys = timeKeys(group, previous);
    const names = await labels(db, group, keys);
    const rows = keys.map((key, i) => {
      const earlier = previousKeys[i];
      return { key, label: names.get(key) ?? key, ...(now.get(key) ?? zero()), previous: earlier ? (before.get(earlier) ?? zero()) : null };
    });
    return { range, previous, group_by: group, rows, totals: sum([...now.values()]), previous_totals: sum([...before.values()]) };
  }
  const [now, before, nowTotals, beforeTotals] = await Promise.all([
    salesFigures(db, group, range),
    salesFigures(db, group, previous),
    totals(db, group, range),
    totals(db, group, previous),
  ]);
  const keys = [...now.keys()].sort((a, b) => now.get(b)!.amount_eur - now.get(a)!.amount_eur || a.localeCompare(b));
  const names = await labels(db, group, keys);
  const rows: SalesRow[] = keys.map((key) => ({ key, label: names.get(key) ?? key, ...now.get(key)!, previous: before.get(key) ?? null }));
  return { range, previous, group_by: group, rows, totals: nowTotals, previous_totals: beforeTotals };
}
