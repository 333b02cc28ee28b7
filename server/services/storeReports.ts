import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import type {
  AnalyticsPeriod,
  StoreOrdersQuery,
  StorePaymentsQuery,
  StorePerformanceQuery,
} from '../../src/domain/stores/schemas';
import type { Db } from '../db/client';
import { orderItems, orders, payments, stores, users } from '../db/schema';
import { allOf, countRows, offsetOf } from '../lib/list';
import { withoutMoney } from '../lib/rights';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { orderScope } from './orders';
import { requireStore } from './stores';

// The shops' figures, always computed from the orders and payments themselves. Revenue is the final
// amount of delivered orders (as on the dashboard); a payment counts when its status is completed.

const n = (value: unknown) => Number(value ?? 0);
const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : null);

const delivered = sql`${orders.status} = 'delivered'`;
const revenue = sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${delivered}), 0)`;

/** GET /stores/statistics: the list's summary cards, over every shop. */
export async function storesStatistics(db: Db, auth: Auth) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${stores.status} = 'active'))::int`,
      inactive: sql<number>`(count(*) filter (where ${stores.status} = 'inactive'))::int`,
      suspended: sql<number>`(count(*) filter (where ${stores.status} = 'suspended'))::int`,
      pending: sql<number>`(count(*) filter (where ${stores.status} = 'pending'))::int`,
    })
    .from(stores);
  // The shops' kept purchases (issue 25) add up to the delivered orders' revenue.
  const [money] = await db.select({ revenue: sql<string>`coalesce(sum(${stores.total_purchases_eur}), 0)` }).from(stores);
  return withoutMoney(auth, 'stores', {
    total: n(counts?.total),
    active: n(counts?.active),
    inactive: n(counts?.inactive),
    suspended: n(counts?.suspended),
    pending: n(counts?.pending),
    total_revenue: n(money?.revenue),
  });
}

/** GET /stores/:id/statistics: one shop's orders and payments. */
export async function storeStatistics(db: Db, id: number, auth: Auth) {
  await requireStore(db, id);
  const [orderRow] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${delivered}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      open: sql<number>`(count(*) filter (where ${orders.status} in ('draft', 'confirmed', 'in_progress')))::int`,
      revenue,
      average: sql<string | null>`avg(${orders.final_amount_eur}) filter (where ${delivered})`,
      unpaid: sql<string>`coalesce(sum(${orders.final_amount_eur} - ${orders.paid_amount_eur}) filter (where ${delivered}), 0)`,
      lastOrderDate: sql<string | null>`max(${orders.order_date})::text`,
    })
    .from(orders)
    .where(eq(orders.store_id, id));
  const [paymentRow] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${payments.amount_eur}), 0)`,
      lastPaymentDate: sql<string | null>`max(${payments.payment_date})::text`,
    })
    .from(payments)
    .where(and(eq(payments.store_id, id), eq(payments.status, 'completed')));
  return withoutMoney(auth, 'stores', {
    store_id: id,
    total_orders: n(orderRow?.total),
    completed_orders: n(orderRow?.completed),
    cancelled_orders: n(orderRow?.cancelled),
    open_orders: n(orderRow?.open),
    total_revenue: n(orderRow?.revenue),
    average_order_value: round2(n(orderRow?.average)),
    unpaid_eur: n(orderRow?.unpaid),
    payments_count: n(paymentRow?.count),
    total_paid_eur: n(paymentRow?.paid),
    last_order_date: orderRow?.lastOrderDate ?? null,
    last_payment_date: paymentRow?.lastPaymentDate ?? null,
  });
}

const distributor = alias(users, 'distributor');

/** GET /stores/:id/orders: newest first; a distributor sees only the orders assigned to them. */
export async function storeOrders(db: Db, id: number, query: StoreOrdersQuery, auth: Auth) {
  await requireStore(db, id);
  const where = allOf([
    eq(orders.store_id, id),
    orderScope(auth),
    query.status ? inArray(orders.status, query.status) : undefined,
    query.startDate ? gte(orders.order_date, query.startDate) : undefined,
    query.endDate ? lte(orders.order_date, query.endDate) : undefined,
  ]);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        order_number: orders.order_number,
        store_id: orders.store_id,
        status: orders.status,
        payment_status: orders.payment_status,
        order_date: orders.order_date,
        delivery_date: orders.delivery_date,
        currency: orders.currency,
        total_amount_eur: orders.total_amount_eur,
        final_amount_eur: orders.final_amount_eur,
        paid_amount_eur: orders.paid_amount_eur,
        assigned_distributor_id: orders.assigned_distributor_id,
        distributor_name: distributor.full_name,
        items_count: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.order_id} = ${orders.id})`,
        created_at: orders.created_at,
      })
      .from(orders)
      .leftJoin(distributor, eq(distributor.id, orders.assigned_distributor_id))
      .where(where)
      .orderBy(desc(orders.order_date), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    countRows(db, orders, where),
  ]);
  return { rows: rows.map((row) => ({ ...withoutSecrets(row), items_count: n(row.items_count) })), total };
}

/** GET /stores/:id/payments: newest first, with the order each one paid. */
export async function storePayments(db: Db, id: number, query: StorePaymentsQuery) {
  await requireStore(db, id);
  const where = allOf([
    eq(payments.store_id, id),
    query.status ? inArray(payments.status, query.status) : undefined,
    query.startDate ? gte(payments.payment_date, query.startDate) : undefined,
    query.endDate ? lte(payments.payment_date, query.endDate) : undefined,
  ]);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: payments.id,
        order_id: payments.order_id,
        order_number: orders.order_number,
        store_id: payments.store_id,
        amount_eur: payments.amount_eur,
        currency: payments.currency,
        amount: payments.amount,
        method: payments.method,
        status: payments.status,
        payment_date: payments.payment_date,
        reference: payments.reference,
        notes: payments.notes,
        created_at: payments.created_at,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.order_id))
      .where(where)
      .orderBy(desc(payments.payment_date), desc(payments.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    countRows(db, payments, where),
  ]);
  return { rows: rows.map(withoutSecrets), total };
}

const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { week: 7, month: 30, quarter: 91, year: 365 };
const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week of `date`: PostgreSQL's date_trunc('week'). */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/**
 * GET /stores/:id/analytics: orders and delivered revenue per day (week, month) or per week (quarter,
 * year) over the period ending `today`, every bucket present, and the shop's best-selling products.
 */
export async function storeAnalytics(db: Db, id: number, period: AnalyticsPeriod, today: string, auth: Auth) {
  await requireStore(db, id);
  const start = addDays(today, -(PERIOD_DAYS[period] - 1));
  const byWeek = period === 'quarter' || period === 'year';
  const bucket: SQL = byWeek
    ? sql`date_trunc('week', ${orders.order_date})::date::text`
    : sql`${orders.order_date}::text`;
  const inPeriod = and(eq(orders.store_id, id), gte(orders.order_date, start), lte(orders.order_date, today));
  const rows = await db
    .select({
      bucket: sql<string>`${bucket}`,
      orders: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      revenue,
    })
    .from(orders)
    .where(inPeriod)
    .groupBy(bucket);
  const found = new Map(rows.map((row) => [row.bucket, row]));
  const series: { date: string; orders: number; delivered: number; cancelled: number; revenue_eur: number }[] = [];
  for (let date = byWeek ? mondayOf(start) : start; date <= today; date = addDays(date, byWeek ? 7 : 1)) {
    const row = found.get(date);
    series.push({
      date,
      orders: n(row?.orders),
      delivered: n(row?.delivered),
      cancelled: n(row?.cancelled),
      revenue_eur: n(row?.revenue),
    });
  }
  const totals = series.reduce(
    (sum, point) => ({
      orders: sum.orders + point.orders,
      delivered: sum.delivered + point.delivered,
      cancelled: sum.cancelled + point.cancelled,
      revenue_eur: round2(sum.revenue_eur + point.revenue_eur),
    }),
    { orders: 0, delivered: 0, cancelled: 0, revenue_eur: 0 },
  );
  const top = await db
    .select({
      productId: orderItems.product_id,
      productName: sql<string>`max(${orderItems.product_name})`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      revenue: sql<string>`sum(${orderItems.line_total_eur})`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(inPeriod, sql`${orders.status} <> 'cancelled'`))
    .groupBy(orderItems.product_id)
    .orderBy(desc(sql`sum(${orderItems.line_total_eur})`), desc(sql`sum(${orderItems.quantity})`), orderItems.product_id)
    .limit(10);
  return withoutMoney(auth, 'stores', {
    store_id: id,
    period,
    group_by: byWeek ? 'week' : 'day',
    start_date: start,
    end_date: today,
    series,
    totals: { ...totals, average_order_value: totals.delivered ? round2(totals.revenue_eur / totals.delivered) : 0 },
    top_products: top.map((row) => ({
      product_id: row.productId,
      product_name: row.productName,
      quantity: n(row.quantity),
      revenue_eur: n(row.revenue),
      orders: n(row.orders),
    })),
  });
}

/**
 * GET /stores/:id/performance over orders dated in [startDate, endDate] (all when absent): delivered and
 * cancelled counts, deliveries made on or before their delivery date (Brussels calendar), the average
 * delivered order, and how many days after delivery paid orders were settled.
 */
export async function storePerformance(db: Db, id: number, query: StorePerformanceQuery, auth: Auth) {
  await requireStore(db, id);
  const inRange = allOf([
    eq(orders.store_id, id),
    query.startDate ? gte(orders.order_date, query.startDate) : undefined,
    query.endDate ? lte(orders.order_date, query.endDate) : undefined,
  ]);
  const deliveredDay = sql`(${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date`;
  const dated = sql`${delivered} and ${orders.delivered_at} is not null and ${orders.delivery_date} is not null`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      dated: sql<number>`(count(*) filter (where ${dated}))::int`,
      onTime: sql<number>`(count(*) filter (where ${dated} and ${deliveredDay} <= ${orders.delivery_date}))::int`,
      average: sql<string | null>`avg(${orders.final_amount_eur}) filter (where ${delivered})`,
      revenue,
      unpaid: sql<string>`coalesce(sum(${orders.final_amount_eur} - ${orders.paid_amount_eur}) filter (where ${delivered}), 0)`,
    })
    .from(orders)
    .where(inRange);

  // Each paid order's settling day: its last completed payment.
  const settled = db
    .select({ orderId: payments.order_id, lastPayment: sql`max(${payments.payment_date})`.as('last_payment') })
    .from(payments)
    .where(and(eq(payments.store_id, id), eq(payments.status, 'completed')))
    .groupBy(payments.order_id)
    .as('settled');
  const [delay] = await db
    .select({
      paid: sql<number>`count(*)::int`,
      days: sql<
        string | null
      >`avg(greatest(0, ${settled.lastPayment} - coalesce(${orders.delivery_date}, ${orders.order_date})))`,
    })
    .from(settled)
    .innerJoin(orders, eq(orders.id, settled.orderId))
    .where(and(inRange, eq(orders.payment_status, 'paid')));
  const [store] = await db.select({ rating: stores.performance_rating }).from(stores).where(eq(stores.id, id));

  const total = n(row?.total);
  const deliveredCount = n(row?.delivered);
  return withoutMoney(auth, 'stores', {
    store_id: id,
    start_date: query.startDate ?? null,
    end_date: query.endDate ?? null,
    total_orders: total,
    delivered_orders: deliveredCount,
    cancelled_orders: n(row?.cancelled),
    completion_rate: percent(deliveredCount, total),
    cancellation_rate: percent(n(row?.cancelled), total),
    on_time_deliveries: n(row?.onTime),
    on_time_rate: percent(n(row?.onTime), n(row?.dated)),
    average_order_value: round2(n(row?.average)),
    total_revenue: n(row?.revenue),
    unpaid_eur: n(row?.unpaid),
    paid_orders: n(delay?.paid),
    average_payment_delay_days: delay?.days == null ? null : round1(Number(delay.days)),
    performance_rating: store?.rating ?? null,
  });
}
