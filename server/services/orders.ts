import { desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ownScope, ownsRow } from '../../src/domain/access';
import type { OrderStatus } from '../../src/domain/enums';
import { ORDER_TRANSITIONS } from '../../src/domain/orders/rules';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { deliveryProofs, orderItems, orders, payments, products, scheduleVisitOrders, stores, users } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { allOf, offsetOf, orderBy, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import { orderTotal } from './ordersTotal';
import type { Auth } from '../lib/actor';

export type OrderListQuery = z.output<typeof orderListQuery>;

const distributor = alias(users, 'distributor');

const listFields = {
  id: orders.id,
  order_number: orders.order_number,
  store_id: orders.store_id,
  store_name: stores.name,
  assigned_distributor_id: orders.assigned_distributor_id,
  distributor_name: distributor.full_name,
  status: orders.status,
  payment_status: orders.payment_status,
  order_date: orders.order_date,
  delivery_date: orders.delivery_date,
  currency: orders.currency,
  total_amount_eur: orders.total_amount_eur,
  discount_amount_eur: orders.discount_amount_eur,
  final_amount_eur: orders.final_amount_eur,
  final_amount_syp: orders.final_amount_syp,
  paid_amount_eur: orders.paid_amount_eur,
  notes: orders.notes,
  version: orders.version,
  created_at: orders.created_at,
  updated_at: orders.updated_at,
};

const sortColumns = {
  id: orders.id,
  order_number: orders.order_number,
  order_date: orders.order_date,
  delivery_date: orders.delivery_date,
  status: orders.status,
  payment_status: orders.payment_status,
  final_amount_eur: orders.final_amount_eur,
  created_at: orders.created_at,
  store_name: stores.name,
} as const;

/** A distributor sees only the orders assigned to them, whatever filter they send. */
export function orderScope(auth: Auth): SQL | undefined {
  return ownScope(auth.user.role, 'orders') ? eq(orders.assigned_distributor_id, auth.user.id) : undefined;
}

export function orderFilters(query: Partial<OrderListQuery>, auth: Auth, storeIds: number[] = []): SQL | undefined {
  return allOf([
    orderScope(auth),
    query.ids ? inArray(orders.id, query.ids) : undefined,
    query.status ? inArray(orders.status, query.status) : undefined,
    query.payment_status ? inArray(orders.payment_status, query.payment_status) : undefined,
    query.store_id ? eq(orders.store_id, query.store_id) : undefined,
    query.distributor_id ? eq(orders.assigned_distributor_id, query.distributor_id) : undefined,
    query.date_from ? gte(orders.order_date, query.date_from) : undefined,
    query.date_to ? lte(orders.order_date, query.date_to) : undefined,
    query.delivery_date ? eq(orders.delivery_date, query.delivery_date) : undefined,
    // Number or shop name. The shops are looked up first (a small table) so that PostgreSQL can combine
    // the trigram index on the number with the index on store_id instead of reading every order.
    query.search
      ? or(
          searchAny(query.search, [orders.order_number]),
          storeIds.length ? inArray(orders.store_id, storeIds) : undefined,
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
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .leftJoin(distributor, eq(distributor.id, orders.assigned_distributor_id))
    .where(where)
    .orderBy(...orderBy(sortColumns[query.sortBy ?? 'created_at'], query.sortOrder ?? 'DESC', orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listOrders(db: Db, query: OrderListQuery, auth: Auth) {
  const where = await orderWhere(db, query, auth);
  const offset = offsetOf(query);
  const rows = await orderRows(db, where, query, { limit: query.limit, offset });
  const total = await orderTotal(db, query, auth, where, { offset, limit: query.limit, got: rows.length });
  return { rows: rows.map(withoutSecrets), total };
}

export async function getOrder(db: Db, id: number, auth: Auth) {
  const [row] = await db
    .select({
      order: orders,
      store: stores,
      distributor: {
        id: distributor.id,
        full_name: distributor.full_name,
        phone: distributor.phone,
        email: distributor.email,
      },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .leftJoin(distributor, eq(distributor.id, orders.assigned_distributor_id))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw notFound(messages.orderNotFound);
  if (!ownsRow(auth.user, 'orders', row.order.assigned_distributor_id)) throw forbidden();
  const items = await db
    .select({
      item: orderItems,
      product: {
        id: products.id,
        name: products.name,
        unit: products.unit,
        price_eur: products.price_eur,
        stock_quantity: products.stock_quantity,
      },
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(eq(orderItems.order_id, id))
    .orderBy(orderItems.id);
  const paid = await db
    .select({
      id: payments.id,
      amount_eur: payments.amount_eur,
      method: payments.method,
      payment_date: payments.payment_date,
      reference: payments.reference,
      notes: payments.notes,
      created_at: payments.created_at,
    })
    .from(payments)
    .where(eq(payments.order_id, id))
    .orderBy(desc(payments.payment_date), desc(payments.id));
  // The latest proof of a visit that carried the order (a visit has one; the order is in one delivered).
  const [proof] = await db
    .select({
      receiver_name: deliveryProofs.receiver_name,
      signed_at: deliveryProofs.signed_at,
      latitude: deliveryProofs.latitude,
      longitude: deliveryProofs.longitude,
      signature_url: deliveryProofs.signature_url,
      recorded_by_name: users.full_name,
    })
    .from(deliveryProofs)
    .innerJoin(scheduleVisitOrders, eq(scheduleVisitOrders.visit_id, deliveryProofs.visit_id))
    .leftJoin(users, eq(users.id, deliveryProofs.recorded_by))
    .where(eq(scheduleVisitOrders.order_id, id))
    .orderBy(desc(deliveryProofs.signed_at))
    .limit(1);
  const [creator] = row.order.created_by
    ? await db.select({ name: users.full_name }).from(users).where(eq(users.id, row.order.created_by))
    : [];
  const store = row.store;
  return {
    ...withoutSecrets(row.order),
    created_by_name: creator?.name ?? null,
    allowed_statuses: [...(ORDER_TRANSITIONS[row.order.status as OrderStatus] ?? [])],
    payments: paid.map(withoutSecrets),
    store_name: store.name,
    distributor_name: row.distributor?.full_name ?? null,
    store: withoutSecrets({
      id: store.id,
      name: store.name,
      phone: store.phone,
      email: store.email,
      address: store.address,
      contact_person: store.contact_person,
      latitude: store.latitude,
      longitude: store.longitude,
      payment_terms: store.payment_terms,
    }),
    distributor: row.distributor?.id ? withoutSecrets({ ...row.distributor, name: row.distributor.full_name }) : null,
    items: items.map(({ item, product }) => ({ ...withoutSecrets(item), product: withoutSecrets(product) })),
    delivery_proof: proof ? { ...proof, signed_at: proof.signed_at.toISOString() } : null,
  };
}
