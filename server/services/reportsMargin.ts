import { sql } from 'drizzle-orm';
import type { MarginGroup } from '../../src/domain/reports/schemas';
import type { MarginReport, MarginRow } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { euros, num, previousRange, query, ratio, within, type Range } from './reportRanges';

// Gross margin per product or category (issue 26): the delivered lines' revenue from the kept sales
// (summary_sales_daily) against their cost, units and gifts alike, at the product's cost (products.cost_eur).
// Order lines keep no cost of their own, so a changed cost changes past margins too (README says so); a
// product without a cost is left out of cost and margin and its revenue is counted apart.

interface Sums {
  quantity: number;
  gift_quantity: number;
  revenue: number;
  costedRevenue: number;
  cost: number;
  costed: boolean;
}

async function sums(db: Db, group: MarginGroup, range: Range): Promise<Map<string, Sums>> {
  const key = group === 'product' ? sql`p.id::text` : sql`p.category`;
  const rows = await query<{ key: string; quantity: unknown; gifts: unknown; revenue: unknown; costed_revenue: unknown; cost: unknown; costed: unknown }>(
    db,
    sql`select ${key} as key, sum(s.quantity) as quantity, sum(s.gift_quantity) as gifts, sum(s.amount_eur) as revenue,
          sum(s.amount_eur) filter (where p.cost_eur is not null) as costed_revenue,
          sum((s.quantity + s.gift_quantity) * p.cost_eur) as cost,
          count(*) filter (where p.cost_eur is not null) as costed
        from summary_sales_daily s join products p on p.id = s.product_id
        where s.status = 'delivered' and ${within(sql`s.order_date`, range)} group by 1`,
  );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        quantity: num(row.quantity),
        gift_quantity: num(row.gifts),
        revenue: num(row.revenue),
        costedRevenue: num(row.costed_revenue),
        cost: num(row.cost),
        costed: num(row.costed) > 0,
      },
    ]),
  );
}

function figures(s: Sums) {
  const margin = s.costed ? euros(s.costedRevenue - s.cost) : null;
  return {
    quantity: s.quantity,
    gift_quantity: s.gift_quantity,
    revenue_eur: euros(s.revenue),
    cost_eur: s.costed ? euros(s.cost) : null,
    margin_eur: margin,
    margin_share: margin === null ? null : ratio(margin, s.costedRevenue),
  };
}

function totalOf(all: Iterable<Sums>) {
  const total: Sums = { quantity: 0, gift_quantity: 0, revenue: 0, costedRevenue: 0, cost: 0, costed: false };
  for (const s of all) {
    total.quantity += s.quantity;
    total.gift_quantity += s.gift_quantity;
    total.revenue += s.revenue;
    total.costedRevenue += s.costedRevenue;
    total.cost += s.cost;
    total.costed ||= s.costed;
  }
  return { ...figures(total), uncosted_revenue_eur: euros(total.revenue - total.costedRevenue) };
}

export async function marginReport(db: Db, group: MarginGroup, range: Range): Promise<MarginReport> {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([sums(db, group, range), sums(db, group, previous)]);
  const keys = [...now.keys()];
  const names = new Map<string, string>();
  if (keys.length) {
    const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
    const named =
      group === 'product'
        ? await query<{ key: string; name: string }>(db, sql`select id::text as key, name from products where id::text in (${list})`)
        : await query<{ key: string; name: string }>(db, sql`select code as key, name from product_categories where code in (${list})`);
    for (const row of named) names.set(row.key, row.name);
  }
  const rows: MarginRow[] = keys.map((key) => {
    const earlier = before.get(key);
    return { key, label: names.get(key) ?? key, ...figures(now.get(key)!), previous: earlier ? figures(earlier) : null };
  });
  rows.sort((a, b) => (b.margin_eur ?? -Infinity) - (a.margin_eur ?? -Infinity) || b.revenue_eur - a.revenue_eur);
  return { range, previous, group_by: group, rows, totals: totalOf(now.values()), previous_totals: totalOf(before.values()) };
}
