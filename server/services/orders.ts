import { desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { OrderStatus } from '../../src/domain/enums';
import { ORDER_TRANSITIONS } from '../../src/domain/orders/rules';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { orderItems, orders, payments, products, stores, users } from '../db/schema';
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
      ? or(
          searchAny(query.search, [orders.orderNumber]),
          storeIds.length ? inArray(orders.storeId, storeIds) : undefined,
        )
      : undefined,
  ]);
}

/** Shop ids whose name matches the search, looked up first (see orderFilters). */
async function searchedStores(db: Db, search: string | undefined): Promise<number[]> {
  if (!search) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(searchAny(search, [stores.name]))
    .limit(1000);
  return rows.map((row) => row.id);
}

/** The filters of the list as one condition: the scope, every filter and the search. */
export async function orderWhere(db: Db, query: Partial<OrderListQuery>, auth: Auth): Promise<SQL | undefined> {
  return orderFilters(query, auth, await searchedStores(db, query.search));
}

type SortQuery = Partial<Pick<OrderListQuery, 'sortBy' | 'sortOrder'>>;

/** The list's rows for `where`, in the query's order (newest first by default). */
export function orderRows(db: Db, where: SQL | undefined, query: SortQuery, page: { limit: number; offset: number }) {
  return db
    .select(listFields)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(distributor, eq(distributor.id, orders.assignedDistributorId))
    .where(where)
    .orderBy(...orderBy(sortColumns[query.sortBy ?? 'created_at'], query.sortOrder ?? 'DESC', orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(count?.total ?? 0);
}

export async function listOrders(db: Db, query: OrderListQuery, auth: Auth) {
  const where = await orderWhere(db, query, auth);
  const [rows, total] = await Promise.all([
    orderRows(db, where, query, { limit: query.limit, offset: offsetOf(query) }),
    countOrders(db, where),
  ]);
  return { rows: rows.map(toApi), total };
}

export async function getOrder(db: Db, id: number, auth: Auth) {
  const [row] = await db
    .select({
      order: orders,
      store: stores,
      distributor: {
        id: distributor.id,
        fullName: distributor.fullName,
        phone: distributor.phone,
        email: distributor.email,
      },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(distributor, eq(distributor.id, orders.assignedDistributorId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw notFound(messages.orderNotFound);
  if (auth.user.role === 'distributor' && row.order.assignedDistributorId !== auth.user.id) throw forbidden();
  const items = await db
    .select({
      item: orderItems,
      product: {
        id: products.id,
        name: products.name,
        unit: products.unit,
        priceEur: products.priceEur,
        stockQuantity: products.stockQuantity,
      },
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  const paid = await db
    .select({
      id: payments.id,
      amountEur: payments.amountEur,
      method: payments.method,
      paymentDate: payments.paymentDate,
      reference: payments.reference,
      notes: payments.notes,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, id))
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  const [creator] = row.order.createdBy
    ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, row.order.createdBy))
    : [];
  const store = row.store;
  return {
    ...toApi(row.order),
    created_by_name: creator?.name ?? null,
    allowed_statuses: [...(ORDER_TRANSITIONS[row.order.status as OrderStatus] ?? [])],
    payments: paid.map(toApi),
    store_name: store.name,
    distributor_name: row.distributor?.fullName ?? null,
    store: toApi({
      id: store.id,
      name: store.name,
      phone: store.phone,
      email: store.email,
      address: store.address,
      contactPerson: store.contactPerson,
      latitude: store.latitude,
      longitude: store.longitude,
      paymentTerms: store.paymentTerms,
    }),
    distributor: row.distributor?.id ? toApi({ ...row.distributor, name: row.distributor.fullName }) : null,
    items: items.map(({ item, product }) => ({ ...toApi(item), product: toApi(product) })),
  };
}
