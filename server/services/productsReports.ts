import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductPerformance } from '../../src/domain/products/rules';
import type { AnalyticsGrouping, ProductSalesQuery, SalesAnalyticsQuery } from '../../src/domain/products/schemas';
import { shiftDay, weekdayOf } from '../../src/domain/dates';
import { daysBetween } from '../../src/domain/reports/range';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { orderItems, orders, productCategories, products, stores } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, offsetOf } from '../lib/list';
import { withoutMoney } from '../lib/rights';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { orderScope } from './orders';
import { findProducts, getProducts, lowStock, notCancelled, requireProduct, type ProductFilters } from './products';

// The catalogue's figures, always computed from the order lines themselves: an order that was cancelled
// sells nothing; every other order counts from the day it was taken (its order_date). SYP amounts are the
// EUR amounts at each order's own exchange rate.

const n = (value: unknown) => Number(value ?? 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

const units = sql<string>`coalesce(sum(${orderItems.quantity}), 0)`;
const revenueEur = sql<string>`coalesce(sum(${orderItems.line_total_eur}), 0)`;
const revenueSyp = sql<string>`coalesce(sum(${orderItems.line_total_eur} * ${orders.exchange_rate}), 0)`;
const orderCount = sql<number>`count(distinct ${orders.id})::int`;

/** The first day of the bucket `date` falls in: itself, its ISO week's Monday, or the first of its month. */
function bucketOf(date: string, grouping: AnalyticsGrouping): string {
  if (grouping === 'month') return `${date.slice(0, 7)}-01`;
  if (grouping === 'week') return shiftDay(date, -weekdayOf(date));
  return date;
}

function nextBucket(bucket: string, grouping: AnalyticsGrouping): string {
  if (grouping === 'day') return shiftDay(bucket, 1);
  if (grouping === 'week') return shiftDay(bucket, 7);
  const [year, month] = bucket.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

const bucketSql: Record<AnalyticsGrouping, SQL> = {
  day: sql`${orders.order_date}::text`,
  week: sql`date_trunc('week', ${orders.order_date})::date::text`,
  month: sql`date_trunc('month', ${orders.order_date})::date::text`,
};

/** At most about ten years of buckets, whatever range is asked for. */
const MAX_RANGE_DAYS = 3660;

/** The range and bucket size of an analytics call: the defaults, and a bucket that keeps the series readable. */
function rangeOf(
  query: SalesAnalyticsQuery,
  today: string,
  defaults: { from: (to: string) => string; grouping: AnalyticsGrouping },
) {
  const to = query.date_to ?? today;
  let from = query.date_from ?? defaults.from(to);
  const earliest = shiftDay(to, -MAX_RANGE_DAYS);
  if (from < earliest) from = earliest;
  const span = daysBetween(from, to);
  const chosen =
    query.date_from || query.date_to ? (span <= 62 ? 'day' : span <= 366 ? 'week' : 'month') : defaults.grouping;
  return { from, to, grouping: query.period ?? chosen };
}

interface SeriesPoint {
  date: string;
  units: number;
  revenue_eur: number;
  orders: number;
}

/** Units, revenue and orders per bucket over [from, to], every bucket present, for the lines `where` keeps. */
async function salesSeries(db: Db, where: SQL | undefined, from: string, to: string, grouping: AnalyticsGrouping) {
  const bucket = bucketSql[grouping];
  const rows = await db
    .select({ bucket: sql<string>`${bucket}`, units, revenue: revenueEur, orders: orderCount })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(where, notCancelled, gte(orders.order_date, from), lte(orders.order_date, to)))
    .groupBy(bucket);
  const found = new Map(rows.map((row) => [row.bucket, row]));
  const series: SeriesPoint[] = [];
  for (let date = bucketOf(from, grouping); date <= to; date = nextBucket(date, grouping)) {
    const row = found.get(date);
    series.push({ date, units: n(row?.units), revenue_eur: round2(n(row?.revenue)), orders: n(row?.orders) });
  }
  return series;
}

/** Totals over the same lines: orders are counted once even when they hold several matching lines. */
async function salesTotals(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ units, revenueEur, revenueSyp, orders: orderCount })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(where, notCancelled));
  const unitCount = n(row?.units);
  const eur = round2(n(row?.revenueEur));
  return {
    units: unitCount,
    revenue_eur: eur,
    revenue_syp: round2(n(row?.revenueSyp)),
    orders: n(row?.orders),
    average_price_eur: unitCount > 0 ? round2(eur / unitCount) : null,
  };
}

/** GET /products/:id/performance: everything sold, and this calendar month (Brussels) on its own. */
export async function productPerformance(
  db: Db,
  id: number,
  today: string,
  auth: Auth,
): Promise<ProductPerformance & { product_id: number }> {
  await requireProduct(db, id);
  // A distributor's figures are their own orders' amounts, never the company's.
  const ofProduct = and(eq(orderItems.product_id, id), orderScope(auth));
  const monthStart = `${today.slice(0, 7)}-01`;
  const [all, month] = await Promise.all([
    salesTotals(db, ofProduct),
    salesTotals(db, and(ofProduct, gte(orders.order_date, monthStart), lte(orders.order_date, today))),
  ]);
  return {
    product_id: id,
    units_sold: all.units,
    revenue_eur: all.revenue_eur,
    revenue_syp: all.revenue_syp,
    average_price_eur: all.average_price_eur,
    units_this_month: month.units,
    revenue_this_month_eur: month.revenue_eur,
    orders_count: all.orders,
  };
}

/** The shops that bought the most of what `where` keeps, over [from, to]. */
async function topStores(db: Db, where: SQL | undefined, from: string, to: string, limit = 5) {
  const rows = await db
    .select({ storeId: orders.store_id, storeName: stores.name, units, revenue: revenueEur, orders: orderCount })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .where(and(where, notCancelled, gte(orders.order_date, from), lte(orders.order_date, to)))
    .groupBy(orders.store_id, stores.name)
    .orderBy(desc(units), orders.store_id)
    .limit(limit);
  return rows.map((row) => ({
    store_id: row.storeId,
    store_name: row.storeName,
    units: n(row.units),
    revenue_eur: round2(n(row.revenue)),
    orders: n(row.orders),
  }));
}

/**
 * GET /products/:id/analytics: units, revenue and orders per month over the last 12 months (or per
 * day/week/month over date_from..date_to), the average selling price, and the shops buying it most.
 */
export async function productAnalytics(db: Db, id: number, query: SalesAnalyticsQuery, today: string, auth: Auth) {
  await requireProduct(db, id);
  // The current month and the eleven before it.
  const { from, to, grouping } = rangeOf(query, today, {
    from: (to) => `${shiftDay(`${to.slice(0, 7)}-01`, -334).slice(0, 7)}-01`,
    grouping: 'month',
  });
  const ofProduct = and(eq(orderItems.product_id, id), orderScope(auth));
  const inRange = and(ofProduct, gte(orders.order_date, from), lte(orders.order_date, to));
  const [series, totals, shops] = await Promise.all([
    salesSeries(db, ofProduct, from, to, grouping),
    salesTotals(db, inRange),
    topStores(db, ofProduct, from, to),
  ]);
  return {
    product_id: id,
    date_from: from,
    date_to: to,
    period: grouping,
    series,
    totals,
    average_price_eur: totals.average_price_eur,
    top_stores: shops,
  };
}

/** GET /products/:id/sales: the product's order lines (cancelled orders left out), newest order first. */
export async function productSales(db: Db, id: number, query: ProductSalesQuery, auth: Auth) {
  await requireProduct(db, id);
  const where = allOf([
    eq(orderItems.product_id, id),
    orderScope(auth),
    notCancelled,
    query.date_from ? gte(orders.order_date, query.date_from) : undefined,
    query.date_to ? lte(orders.order_date, query.date_to) : undefined,
  ]);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        order_id: orders.id,
        order_number: orders.order_number,
        order_date: orders.order_date,
        delivery_date: orders.delivery_date,
        status: orders.status,
        store_id: orders.store_id,
        store_name: stores.name,
        quantity: orderItems.quantity,
        gift_quantity: orderItems.gift_quantity,
        unit_price_eur: orderItems.unit_price_eur,
        discount_amount: orderItems.discount_amount,
        amount_eur: orderItems.line_total_eur,
        amount_syp: sql<string>`round(${orderItems.line_total_eur} * ${orders.exchange_rate}, 2)`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(stores, eq(stores.id, orders.store_id))
      .where(where)
      .orderBy(desc(orders.order_date), desc(orders.id), desc(orderItems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int`, units, revenue: revenueEur })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...withoutSecrets(row), amount_syp: n(row.amount_syp) })),
    total: n(count?.total),
    totals: { units: n(count?.units), revenue_eur: round2(n(count?.revenue)) },
  };
}

/** GET /products/popular: catalogue products by units sold, most first (products never sold left out). */
export async function popularProducts(db: Db, limit: number, auth: Auth) {
  const rows = await db
    .select({ productId: orderItems.product_id, units })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(and(notCancelled, isNull(products.archived_at), orderScope(auth)))
    .groupBy(orderItems.product_id)
    .orderBy(desc(units), orderItems.product_id)
    .limit(limit);
  const found = await getProducts(
    db,
    rows.map((row) => row.productId),
  );
  return withoutMoney(auth, 'products', found);
}

/** GET /products/low-stock: what the lowStock filter keeps, emptiest first. */
export async function lowStockProducts(db: Db, limit: number, auth: Auth) {
  const query: ProductFilters = { page: 1, limit, sortBy: 'stock_quantity', sortOrder: 'ASC', lowStock: true };
  return withoutMoney(auth, 'products', await findProducts(db, query));
}

/**
 * GET /products/categories/:id/analytics: the category's products (catalogue, active), and over the
 * range (last 30 days by default) its units, revenue and orders per bucket and its best-selling products.
 */
export async function categoryAnalytics(db: Db, id: number, query: SalesAnalyticsQuery, today: string, auth: Auth) {
  const [category] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!category) throw notFound(messages.categoryNotFound);
  const { from, to, grouping } = rangeOf(query, today, { from: (to) => shiftDay(to, -29), grouping: 'day' });
  const ofCategory = eq(products.category, category.code);
  const [counts] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${products.archived_at} is null))::int`,
      active: sql<number>`(count(*) filter (where ${products.archived_at} is null and ${products.status} = 'active'))::int`,
      lowStock: sql<number>`(count(*) filter (where ${products.archived_at} is null and ${lowStock}))::int`,
    })
    .from(products)
    .where(ofCategory);
  // Lines of this category's products: a sub-select keeps the shared series and totals free of joins.
  const ofCategoryLines = and(
    sql`${orderItems.product_id} in (select ${products.id} from ${products} where ${ofCategory})`,
    orderScope(auth),
  );
  const inRange = and(ofCategoryLines, gte(orders.order_date, from), lte(orders.order_date, to));
  const [series, totals, top] = await Promise.all([
    salesSeries(db, ofCategoryLines, from, to, grouping),
    salesTotals(db, inRange),
    db
      .select({
        productId: orderItems.product_id,
        productName: products.name,
        units,
        revenue: revenueEur,
        orders: orderCount,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(products, eq(products.id, orderItems.product_id))
      .where(and(inRange, notCancelled))
      .groupBy(orderItems.product_id, products.name)
      .orderBy(desc(units), orderItems.product_id)
      .limit(10),
  ]);
  return {
    category: { id: category.id, code: category.code, name: category.name },
    date_from: from,
    date_to: to,
    period: grouping,
    products_count: n(counts?.total),
    active_products: n(counts?.active),
    low_stock_products: n(counts?.lowStock),
    totals,
    series,
    top_products: top.map((row) => ({
      product_id: row.productId,
      product_name: row.productName,
      units: n(row.units),
      revenue_eur: round2(n(row.revenue)),
      orders: n(row.orders),
    })),
  };
}
