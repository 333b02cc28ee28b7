import { eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/i18n/ar';
import type { Db } from '../db/client';
import { orderItems, orders, products, stores, users } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { allOf, offsetOf, orderBy, searchAny } from '../lib/list';
import { toApi } from '../lib/serialize';
import type { Auth } from '../plugins/auth';

export type OrderListQuery = z.output<typeof orderListQuery>;

const distributor = alias(users, 'distributor');

const listFields = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  storeId: orders.storeId,
  storeName: stores.name,
  assignedDistributorId: orders.assignedDistributorId,
  distributorName: distributor.fullName,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  orderDate: orders.orderDate,
  deliveryDate: orders.deliveryDate,
  currency: orders.currency,
  totalAmountEur: orders.totalAmountEur,
  discountAmountEur: orders.discountAmountEur,
  finalAmountEur: orders.finalAmountEur,
  finalAmountSyp: orders.finalAmountSyp,
  paidAmountEur: orders.paidAmountEur,
  notes: orders.notes,
  version: orders.version,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

const sortColumns = {
  id: orders.id,
  order_number: orders.orderNumber,
  order_date: orders.orderDate,
  delivery_date: orders.deliveryDate,
  status: orders.status,
  payment_status: orders.paymentStatus,
  final_amount_eur: orders.finalAmountEur,
  created_at: orders.createdAt,
  store_name: stores.name,
} as const;

/** A distributor sees only the orders assigned to them, whatever filter they send. */
export function orderScope(auth: Auth): SQL | undefined {
  return auth.user.role === 'distributor' ? eq(orders.assignedDistributorId, auth.user.id) : undefined;
}

export function orderFilters(query: Partial<OrderListQuery>, auth: Auth, storeIds: number[] = []): SQL | undefined {
  return allOf([
    orderScope(auth),
    query.ids ? inArray(orders.id, query.ids) : undefined,
    query.status ? inArray(orders.status, query.status) : undefined,
    query.payment_status ? inArray(orders.paymentStatus, query.payment_status) : undefined,
    query.store_id ? eq(orders.storeId, query.store_id) : undefined,
    query.distributor_id ? eq(orders.assignedDistributorId, query.distributor_id) : undefined,
    query.date_from ? gte(orders.orderDate, query.date_from) : undefined,
    query.date_to ? lte(orders.orderDate, query.date_to) : undefined,
    query.delivery_date ? eq(orders.deliveryDate, query.delivery_date) : undefined,
    // Number or shop name. The shops are looked up first (a small table) so that PostgreSQL can combine
    // the trigram index on the number with the index on store_id instead of reading every order.
    query.search
      ? or(searchAny(query.search, [orders.orderNumber]), storeIds.length ? inArray(orders.storeId, storeIds) : undefined)
      : undefined,
  ]);
}

export async function listOrders(db: Db, query: OrderListQuery, auth: Auth) {
  const storeIds = query.search
    ? (await db.select({ id: stores.id }).from(stores).where(searchAny(query.search, [stores.name])).limit(1000)).map((row) => row.id)
    : [];
  const where = orderFilters(query, auth, storeIds);
  const direction = query.sortOrder ?? 'DESC';
  const [rows, [count]] = await Promise.all([
    db
      .select(listFields)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(distributor, eq(distributor.id, orders.assignedDistributorId))
      .where(where)
      .orderBy(...orderBy(sortColumns[query.sortBy], direction, orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows: rows.map(toApi), total: Number(count?.total ?? 0) };
}

export async function getOrder(db: Db, id: number, auth: Auth) {
  const [row] = await db
    .select({ order: orders, store: stores, distributor: { id: distributor.id, fullName: distributor.fullName, phone: distributor.phone, email: distributor.email } })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(distributor, eq(distributor.id, orders.assignedDistributorId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw notFound(messages.orderNotFound);
  if (auth.user.role === 'distributor' && row.order.assignedDistributorId !== auth.user.id) throw forbidden();
  const items = await db
    .select({ item: orderItems, product: { id: products.id, name: products.name, unit: products.unit, priceEur: products.priceEur, stockQuantity: products.stockQuantity } })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  const store = row.store;
  return {
    ...toApi(row.order),
    store_name: store.name,
    store: toApi({ id: store.id, name: store.name, phone: store.phone, email: store.email, address: store.address, contactPerson: store.contactPerson, latitude: store.latitude, longitude: store.longitude, paymentTerms: store.paymentTerms }),
    distributor: row.distributor?.id ? toApi({ ...row.distributor, name: row.distributor.fullName }) : null,
    items: items.map(({ item, product }) => ({ ...toApi(item), product: toApi(product) })),
  };
}
