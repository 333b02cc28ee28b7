import { sql } from 'drizzle-orm';
import { shiftDay } from '../../src/domain/dates';
import {
  PERIOD_DAYS,
  type CostsReply,
  type DashboardDistribution,
  type DashboardDistributionQuery,
  type DashboardPayments,
  type DashboardPaymentsQuery,
  type DashboardSales,
  type DistributionOverview,
  type DistributionOverviewQuery,
  type EfficiencyReply,
  type InventoryReply,
  type TopPerformers,
  type TopPerformersQuery,
  type TrendsQuery,
  type TrendsReply,
} from '../../src/domain/reports/dashboard';
import type { Db } from '../db/client';
import { readSettings } from './settings';
import { daysOf, euros, lastDays, num, previousRange, query, ratio, within, type Range } from './reportRanges';
import { distributionReport, distributionSums } from './reportsDistribution';
import { ageingTotal, collected, collectedDaily, overdueOf, owedOf } from './reportsPayments';
import { salesFigures, salesReport } from './reportsSales';
import { vehicleCostsReport } from './reportsVehicles';

// The dashboard calls of spec 000 section 7 that have data here (issue 26). Each is the reports' figures
// (kept summaries) cut to the dashboard's questions; nothing is estimated or made up.

export async function dashboardSales(db: Db, range: Range, currency: 'EUR' | 'SYP', breakdown: boolean): Promise<DashboardSales> {
  const rate = currency === 'SYP' ? (await readSettings(db)).exchangeRate : 1;
  const inCurrency = (eur: number) => euros(eur * rate);
  const report = await salesReport(db, 'day', range);
  const totals = (t: typeof report.totals) => ({
    amount: inCurrency(t.amount_eur),
    orders: t.orders,
    quantity: t.quantity,
    average_order: t.orders ? inCurrency(t.amount_eur / t.orders) : null,
  });
  const reply: DashboardSales = {
    range: report.range,
    previous: report.previous,
    currency,
    exchange_rate: rate,
    totals: totals(report.totals),
    previous_totals: totals(report.previous_totals),
    daily: report.rows.map((row) => ({ date: row.key, amount: inCurrency(row.amount_eur), orders: row.orders })),
  };
  if (breakdown) {
    const [categories, names, storeCategories] = await Promise.all([
      salesFigures(db, 'category', range),
      query<{ code: string; name: string }>(db, sql`select code, name from product_categories`),
      query<{ key: string; orders: unknown; amount: unknown }>(
        db,
        sql`select s.category as key, sum(o.orders) as orders, sum(o.final_amount_eur) as amount
            from summary_orders_daily o join stores s on s.id = o.store_id
            where o.status = 'delivered' and ${within(sql`o.order_date`, range)} group by 1 order by 3 desc`,
      ),
    ]);
    const named = new Map(names.map((row) => [row.code, row.name]));
    reply.breakdown = {
      by_category: [...categories.entries()]
        .map(([key, f]) => ({ key, label: named.get(key) ?? key, amount: inCurrency(f.amount_eur), quantity: f.quantity }))
        .sort((a, b) => b.amount - a.amount),
      by_store_category: storeCategories.map((row) => ({ key: row.key, amount: inCurrency(num(row.amount)), orders: num(row.orders) })),
    };
  }
  return reply;
}

async function deliveredDaily(db: Db, range: Range, distributorId?: number) {
  const rows = await query<{ day: string; orders: unknown; amount: unknown; total: unknown }>(
    db,
    sql`select delivery_date::text as day, sum(orders) filter (where status = 'delivered') as orders,
          sum(final_amount_eur) filter (where status = 'delivered') as amount, sum(orders) filter (where status <> 'cancelled') as total
        from summary_deliveries_daily where ${within(sql`delivery_date`, range)} ${distributorId ? sql`and distributor_id = ${distributorId}` : sql``}
        group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((date) => ({ date, delivered: num(byDay.get(date)?.orders), amount_eur: euros(num(byDay.get(date)?.amount)), total: num(byDay.get(date)?.total) }));
}

export async function dashboardDistribution(db: Db, range: Range, query: DashboardDistributionQuery): Promise<DashboardDistribution> {
  const report = await distributionReport(db, range, query.distributor_id);
  const reply: DashboardDistribution = { range: report.range, previous: report.previous, distributors: report.rows };
  if (query.include_analytics) {
    reply.analytics = { daily: (await deliveredDaily(db, range, query.distributor_id)).map((d) => ({ date: d.date, deliveries: d.delivered, amount_eur: d.amount_eur })) };
  }
  return reply;
}

export async function dashboardPayments(db: Db, range: Range, q: DashboardPaymentsQuery, today: string): Promise<DashboardPayments> {
  const previous = previousRange(range);
  const [now, before, daily] = await Promise.all([collected(db, range, q.payment_method), collected(db, previous, q.payment_method), collectedDaily(db, range, q.payment_method)]);
  const reply: DashboardPayments = {
    range,
    previous,
    payment_method: q.payment_method ?? null,
    collected_eur: now.amount_eur,
    payments: now.payments,
    previous_collected_eur: before.amount_eur,
    daily,
    by_method: now.by_method,
  };
  if (q.include_reconciliation) {
    const [[delivered], total] = await Promise.all([
      query<{ final: unknown; paid: unknown }>(
        db,
        sql`select coalesce(sum(final_amount_eur), 0) as final, coalesce(sum(paid_amount_eur), 0) as paid from summary_orders_daily
            where status = 'delivered' and ${within(sql`order_date`, range)}`,
      ),
      ageingTotal(db, today),
    ]);
    const final = euros(num(delivered?.final));
    const paid = euros(num(delivered?.paid));
    reply.reconciliation = {
      delivered_eur: final,
      paid_on_delivered_eur: paid,
      unpaid_on_delivered_eur: euros(final - paid),
      outstanding_eur: owedOf(total),
      overdue_eur: overdueOf(total),
      ageing: total,
    };
  }
  return reply;
}

export async function topPerformers(db: Db, q: TopPerformersQuery, today: string): Promise<TopPerformers> {
  const range = lastDays(today, PERIOD_DAYS[q.period]);
  const group = ({ products: 'product', shops: 'shop', distributors: 'distributor', categories: 'category' } as const)[q.category];
  const report = await salesReport(db, group, range);
  return {
    category: q.category,
    period: q.period,
    range,
    items: report.rows.slice(0, q.limit).map((row) => ({ key: row.key, name: row.label, amount_eur: row.amount_eur, quantity: row.quantity, orders: row.orders })),
  };
}

export async function distributionOverview(db: Db, q: DistributionOverviewQuery, today: string): Promise<DistributionOverview> {
  const range = lastDays(today, PERIOD_DAYS[q.period]);
  const tomorrow = shiftDay(today, 1);
  const [byStatus, [unassigned], [active], sums] = await Promise.all([
    query<{ status: string; orders: unknown }>(
      db,
      sql`select status, sum(orders) as orders from summary_deliveries_daily where ${within(sql`delivery_date`, range)} group by 1`,
    ),
    query<{ orders: unknown }>(
      db,
      sql`select coalesce(sum(orders), 0) as orders from summary_deliveries_daily
          where delivery_date = ${tomorrow}::date and distributor_id = 0 and status in ('draft', 'confirmed', 'in_progress')`,
    ),
    query<{ n: unknown }>(db, sql`select count(*) as n from users where role = 'distributor' and status = 'active'`),
    distributionSums(db, range),
  ]);
  const of = (status: string) => num(byStatus.find((row) => row.status === status)?.orders);
  let completed = 0;
  let onTime = 0;
  let metres = 0;
  for (const s of sums.values()) {
    completed += s.completed;
    onTime += s.onTime;
    metres += s.metres;
  }
  const reply: DistributionOverview = {
    period: q.period,
    range,
    deliveries: {
      total: byStatus.filter((row) => row.status !== 'cancelled').reduce((total, row) => total + num(row.orders), 0),
      delivered: of('delivered'),
      in_progress: of('in_progress'),
      confirmed: of('confirmed'),
      draft: of('draft'),
      cancelled: of('cancelled'),
    },
    unassigned_tomorrow: num(unassigned?.orders),
    active_distributors: num(active?.n),
    km_planned: Math.round(metres / 100) / 10,
    on_time_share: ratio(onTime, completed),
  };
  if (q.include_trends) reply.trends = (await deliveredDaily(db, range)).map((d) => ({ date: d.date, delivered: d.delivered, total: d.total }));
  if (q.include_forecasts) {
    // The orders already booked for the coming week: what is known, not a prediction.
    const coming: Range = { date_from: tomorrow, date_to: shiftDay(today, 7), days: 7 };
    const rows = await query<{ day: string; orders: unknown; amount: unknown; unassigned: unknown }>(
      db,
      sql`select delivery_date::text as day, sum(orders) as orders, sum(final_amount_eur) as amount,
            sum(orders) filter (where distributor_id = 0) as unassigned
          from summary_deliveries_daily where status in ('draft', 'confirmed', 'in_progress') and ${within(sql`delivery_date`, coming)} group by 1`,
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    reply.forecasts = daysOf(coming).map((date) => ({
      date,
      orders: num(byDay.get(date)?.orders),
      amount_eur: euros(num(byDay.get(date)?.amount)),
      unassigned: num(byDay.get(date)?.unassigned),
    }));
  }
  return reply;
}

/** One metric's value per day of a range. */
async function metricPoints(db: Db, metric: TrendsQuery['metric'], range: Range, distributorId?: number) {
  const only = (column: ReturnType<typeof sql>) => (distributorId ? sql`and ${column} = ${distributorId}` : sql``);
  let rows: { day: string; value: unknown }[];
  if (metric === 'sales' || metric === 'orders') {
    rows = await query(
      db,
      sql`select order_date::text as day, ${metric === 'sales' ? sql`sum(final_amount_eur)` : sql`sum(orders)`} as value from summary_orders_daily
          where status = 'delivered' and ${within(sql`order_date`, range)} ${only(sql`distributor_id`)} group by 1`,
    );
  } else if (metric === 'deliveries') {
    rows = await query(
      db,
      sql`select delivery_date::text as day, sum(orders) as value from summary_deliveries_daily
          where status = 'delivered' and ${within(sql`delivery_date`, range)} ${only(sql`distributor_id`)} group by 1`,
    );
  } else {
    const arrival = sql`(coalesce(v.arrived_at, v.completed_at) at time zone 'Europe/Brussels')`;
    const value =
      metric === 'delivery_time'
        ? sql`avg(extract(epoch from (${arrival}::time - v.planned_arrival)) / 60) filter (where v.planned_arrival is not null)`
        : sql`avg(case when (st.receiving_from is null or ${arrival}::time >= st.receiving_from)
                        and (st.receiving_to is null or ${arrival}::time <= st.receiving_to) then 1.0 else 0.0 end)`;
    rows = await query(
      db,
      sql`select sc.schedule_date::text as day, ${value} as value
          from schedule_visits v join schedules sc on sc.id = v.schedule_id join stores st on st.id = v.store_id
          where v.status = 'completed' and ${within(sql`sc.schedule_date`, range)} ${only(sql`v.distributor_id`)} group by 1`,
    );
  }
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  const counted = metric === 'sales' || metric === 'orders' || metric === 'deliveries';
  return daysOf(range).map((date) => {
    const value = byDay.get(date);
    if (value === undefined || value === null) return { date, value: counted ? 0 : null };
    return { date, value: metric === 'sales' ? euros(num(value)) : Math.round(num(value) * 1000) / 1000 };
  });
}

export async function dashboardTrends(db: Db, q: TrendsQuery, today: string): Promise<TrendsReply> {
  const range = lastDays(today, PERIOD_DAYS[q.period]);
  const reply: TrendsReply = { metric: q.metric, period: q.period, range, points: await metricPoints(db, q.metric, range, q.distributor_id) };
  if (q.include_comparison) {
    const previous = previousRange(range);
    reply.previous = { range: previous, points: await metricPoints(db, q.metric, previous, q.distributor_id) };
  }
  return reply;
}

export async function dashboardInventory(db: Db, today: string): Promise<InventoryReply> {
  const month = lastDays(today, 30);
  const rows = await query<{ id: number; name: string; category: string; stock: number; minimum: number; units: unknown }>(
    db,
    sql`select p.id, p.name, p.category, p.stock_quantity as stock, p.minimum_stock as minimum,
          (select coalesce(sum(s.quantity + s.gift_quantity), 0) from summary_sales_daily s
            where s.product_id = p.id and s.status = 'delivered' and ${within(sql`s.order_date`, month)}) as units
        from products p where p.stock_quantity is not null and p.archived_at is null
        order by (p.stock_quantity <= p.minimum_stock) desc, p.name`,
  );
  const items = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    category: row.category,
    stock_quantity: Number(row.stock),
    minimum_stock: Number(row.minimum),
    low: Number(row.stock) <= Number(row.minimum),
    units_30d: num(row.units),
  }));
  return { tracked: items.length, low: items.filter((i) => i.low).length, out: items.filter((i) => i.stock_quantity === 0).length, items };
}

export async function dashboardCosts(db: Db, range: Range): Promise<CostsReply> {
  const report = await vehicleCostsReport(db, range);
  return {
    range: report.range,
    previous: report.previous,
    total_eur: report.totals.expenses_eur,
    previous_total_eur: report.previous_totals.expenses_eur,
    by_type: report.totals.by_type,
    vehicles: report.rows,
  };
}

export async function dashboardEfficiency(db: Db, range: Range): Promise<EfficiencyReply> {
  const [distribution, vehicles, vans] = await Promise.all([
    distributionReport(db, range),
    vehicleCostsReport(db, range),
    query<{ id: number; distributor: number }>(db, sql`select id, assigned_distributor_id as distributor from vehicles where assigned_distributor_id is not null`),
  ]);
  const vanOf = new Map(vans.map((van) => [Number(van.distributor), Number(van.id)]));
  return {
    range: distribution.range,
    previous: distribution.previous,
    distributors: distribution.rows.map((row) => {
      const van = vehicles.rows.find((v) => v.vehicle_id === vanOf.get(row.distributor_id));
      return {
        distributor_id: row.distributor_id,
        label: row.label,
        deliveries: row.deliveries,
        km_planned: row.km_planned,
        deliveries_per_100km: row.km_planned ? Math.round((row.deliveries / row.km_planned) * 1000) / 10 : null,
        on_time_share: row.on_time_share,
        cost_per_delivery_eur: van && row.deliveries ? euros(van.expenses_eur / row.deliveries) : null,
      };
    }),
  };
}
