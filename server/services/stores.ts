import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { storeListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/i18n/ar';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, countRows, offsetOf, orderBy, searchAny } from '../lib/list';
import { toApi } from '../lib/serialize';

type StoreListQuery = z.output<typeof storeListQuery>;

/** Per-store order figures, computed from the orders themselves rather than kept in counters. */
async function statsFor(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({
      storeId: orders.storeId,
      totalOrders: sql<number>`count(*)::int`,
      completedOrders: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
      cancelledOrders: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      totalPurchasesEur: sql<string>`coalesce(sum(${orders.finalAmountEur}) filter (where ${orders.status} = 'delivered'), 0)`,
      lastOrderDate: sql<string | null>`max(${orders.orderDate})`,
    })
    .from(orders)
    .where(inArray(orders.storeId, ids))
    .groupBy(orders.storeId);
  return new Map(
    rows.map((row) => [
      row.storeId,
      {
        total_orders: Number(row.totalOrders),
        completed_orders: Number(row.completedOrders),
        cancelled_orders: Number(row.cancelledOrders),
        total_purchases_eur: Number(row.totalPurchasesEur),
        last_order_date: row.lastOrderDate,
      },
    ]),
  );
}

const emptyStats = { total_orders: 0, completed_orders: 0, cancelled_orders: 0, total_purchases_eur: 0, last_order_date: null };

const sortColumns = {
  id: stores.id,
  name: stores.name,
  display_order: stores.displayOrder,
  status: stores.status,
  category: stores.category,
  region: stores.region,
  created_at: stores.createdAt,
  total_orders: sql`(select count(*) from ${orders} where ${orders.storeId} = ${stores.id})`,
  total_purchases_eur: sql`(select coalesce(sum(${orders.finalAmountEur}), 0) from ${orders} where ${orders.storeId} = ${stores.id} and ${orders.status} = 'delivered')`,
} as const;

export async function listStores(db: Db, query: StoreListQuery) {
  const where = allOf([
    query.ids ? inArray(stores.id, query.ids) : undefined,
    query.status ? inArray(stores.status, query.status) : undefined,
    query.region ? inArray(stores.region, query.region) : undefined,
    query.category ? inArray(stores.category, query.category) : undefined,
    query.store_type ? inArray(stores.storeType, query.store_type) : undefined,
    searchAny(query.search, [stores.name, stores.address, stores.ownerName, stores.contactPerson, stores.phone, stores.email, stores.taxNumber]),
  ]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(...orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', stores.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    countRows(db, stores, where),
  ]);
  const stats = await statsFor(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => ({ ...toApi(row), ...(stats.get(row.id) ?? emptyStats) })), total };
}

export async function getStore(db: Db, id: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  if (!row) throw notFound(messages.storeNotFound);
  const stats = await statsFor(db, [id]);
  return { ...toApi(row), ...(stats.get(id) ?? emptyStats) };
}
