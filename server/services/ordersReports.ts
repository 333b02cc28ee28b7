import { inArray, sql } from 'drizzle-orm';
import { ownsRow } from '../../src/domain/access';
import { safeCell } from '../../src/domain/csv';
import { toCsv } from '../../src/domain/csvTable';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../src/domain/enums';
import { fromCents, PENDING_ORDER_STATUSES, toCents } from '../../src/domain/orders/rules';
import { MAX_PAGE_SIZE } from '../../src/domain/schemas/common';
import { MAX_ORDER_EXPORT_ROWS, type OrderExportQuery, type OrderFilters } from '../../src/domain/orders/schemas';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { forbidden } from '../lib/errors';
import { offsetOf } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { orderRows, orderWhere, type OrderListQuery } from './orders';
import { countOrders, orderTotal } from './ordersTotal';

// GET /orders/statistics, /orders/today, /orders/distributor/{id} and /orders/export. Each reads the
// same filters and scope as the list, so the figures always match what the list shows.

/** Sums of numeric come back as strings from pg and numbers from PGlite: to cents once, here. */
const centsOf = (value: unknown) => toCents(Number(value ?? 0));

/** The figures over every order the filters keep (not one page), in one query. */
export async function orderStatistics(db: Db, query: OrderFilters, auth: Auth) {
  const where = await orderWhere(db, query, auth);
  const countWhere = (column: typeof orders.status | typeof orders.payment_status, value: string) =>
    sql<number>`(count(*) filter (where ${column} = ${value}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${inArray(orders.status, [...PENDING_ORDER_STATUSES])}))::int`,
      ...Object.fromEntries(ORDER_STATUSES.map((status) => [`status_${status}`, countWhere(orders.status, status)])),
      ...Object.fromEntries(
        PAYMENT_STATUSES.map((status) => [`payment_${status}`, countWhere(orders.payment_status, status)]),
      ),
      revenue: sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${orders.status} = 'delivered'), 0)`,
      value: sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${orders.status} <> 'cancelled'), 0)`,
      paid: sql<string>`coalesce(sum(${orders.paid_amount_eur}), 0)`,
      outstanding: sql<string>`coalesce(sum(${orders.final_amount_eur} - ${orders.paid_amount_eur}) filter (where ${orders.status} <> 'cancelled'), 0)`,
    })
    .from(orders)
    .where(where);
  const figures = row as Record<string, unknown>;
  return {
    total: Number(figures.total ?? 0),
    pending: Number(figures.pending ?? 0),
    by_status: Object.fromEntries(ORDER_STATUSES.map((status) => [status, Number(figures[`status_${status}`] ?? 0)])),
    by_payment_status: Object.fromEntries(
      PAYMENT_STATUSES.map((status) => [status, Number(figures[`payment_${status}`] ?? 0)]),
    ),
    total_revenue_eur: fromCents(centsOf(figures.revenue)),
    total_value_eur: fromCents(centsOf(figures.value)),
    paid_eur: fromCents(centsOf(figures.paid)),
    outstanding_eur: fromCents(centsOf(figures.outstanding)),
  };
}

/** GET /orders/today: the deliveries of the bakery's today (a distributor's own), by shop name. */
export async function todayOrders(
  db: Db,
  query: Pick<OrderFilters, 'distributor_id' | 'status'>,
  today: string,
  auth: Auth,
) {
  const where = await orderWhere(db, { ...query, delivery_date: today }, auth);
  const rows = await orderRows(
    db,
    where,
    { sortBy: 'store_name', sortOrder: 'ASC' },
    { limit: MAX_PAGE_SIZE, offset: 0 },
  );
  return { orders: rows.map(withoutSecrets), total: await countOrders(db, where), date: today };
}

/** GET /orders/distributor/{id}: one distributor's orders, paged; a distributor may ask only for their own. */
export async function distributorOrders(
  db: Db,
  distributorId: number,
  query: Pick<OrderListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder' | 'status'>,
  auth: Auth,
) {
  if (!ownsRow(auth.user, 'orders', distributorId)) throw forbidden();
  const filters = { distributor_id: distributorId, status: query.status };
  const where = await orderWhere(db, filters, auth);
  const offset = offsetOf(query);
  const rows = await orderRows(db, where, query, { limit: query.limit, offset });
  const total = await orderTotal(db, filters, auth, where, { offset, limit: query.limit, got: rows.length });
  return { rows: rows.map(withoutSecrets), total };
}

export const ORDER_EXPORT_COLUMNS = [
  'order_number',
  'store_name',
  'status',
  'payment_status',
  'order_date',
  'delivery_date',
  'distributor_name',
  'final_amount_eur',
  'final_amount_syp',
  'paid_amount_eur',
] as const;

/** The file of GET /orders/export: the orders the list's filters keep, in its order, at most MAX_ORDER_EXPORT_ROWS. */
export async function exportOrders(db: Db, query: OrderExportQuery, today: string, auth: Auth) {
  const where = await orderWhere(db, query, auth);
  const rows = (await orderRows(db, where, query, { limit: MAX_ORDER_EXPORT_ROWS, offset: 0 })).map(withoutSecrets);
  const filename = `orders_${today}.${query.format}`;
  if (query.format === 'json') {
    return { filename, contentType: 'application/json; charset=utf-8', body: JSON.stringify(rows, null, 2) };
  }
  const records = [
    [...ORDER_EXPORT_COLUMNS],
    ...rows.map((row) => ORDER_EXPORT_COLUMNS.map((column) => safeCell(row[column]))),
  ];
  return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv(records) };
}
