import { and, eq, inArray, like, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ownScope, ownsRow } from '../../src/domain/access';
import type { OrderStatus } from '../../src/domain/enums';
import { ORDER_TRANSITIONS } from '../../src/domain/orders/rules';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { keepPlan, preparedPerDb } from '../db/preparedStatements';
import { asValues, bindEach, Binding, shapedPerDb, type Bind } from '../db/statementShapes';
import {
  deliveryProofs,
  orderItems,
  orders,
  payments,
  products,
  scheduleVisitOrders,
  stores,
  users,
} from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { allOf, offsetOf, orderBy, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import { countedFilters, orderTotal } from './ordersTotal';
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

const COUNTED_COLUMNS = {
  distributor: orders.assigned_distributor_id,
  status: orders.status,
  payment_status: orders.payment_status,
  order_date: orders.order_date,
};

/** The scope, every filter and the search as one condition; `bind` places each value (see statementShapes.ts). */
export function orderFilters(
  query: Partial<OrderListQuery>,
  auth: Auth,
  storeIds: number[] = [],
  bind: Bind = asValues,
): SQL | undefined {
  return allOf([
    // The scope, status, payment, distributor and order days, as the kept counts read them (ordersTotal.ts).
    ...countedFilters(COUNTED_COLUMNS, query, auth, bind),
    query.ids ? inArray(orders.id, bindEach(bind, 'ids', query.ids)) : undefined,
    query.store_id ? eq(orders.store_id, bind('store_id', query.store_id)) : undefined,
    query.delivery_date ? eq(orders.delivery_date, bind('delivery_date', query.delivery_date)) : undefined,
    // Number or shop name. The shops are looked up first (a small table) so that PostgreSQL can combine
    // the index on the number with the index on store_id instead of reading every order.
    query.search
      ? or(
          numberSearch(query.search, bind),
          storeIds.length ? inArray(orders.store_id, bindEach(bind, 'stores', storeIds)) : undefined,
        )
      : undefined,
  ]);
}

/** The numbers the server gives (ordersNumber.ts): ORD-, the year, the counter. Inline: indexes name it. */
const STANDARD_NUMBER = sql.raw(`'^ORD-[0-9]{4}-[0-9]+$'`);
const TYPED_NUMBER = /^ORD-[0-9]{4}-[0-9]+$/i;

/**
 * The orders whose number contains the search, as `%term%` case-insensitively. Every number holds
 * "ORD-YYYY-" and the trigram index has to read that part's long lists for each search, so a term written
 * like a number (ORD-2026-00012, any case) takes a shorter way to the same answer: "ORD-" can only start
 * a number the server gave, so such a number contains the term exactly when it begins with it, in capitals
 * (the index on the number's text answers a prefix); any other number (loaded from elsewhere) is searched
 * as before, in a trigram index that holds only those.
 */
function numberSearch(term: string, bind: Bind): SQL | undefined {
  if (!TYPED_NUMBER.test(term)) return searchAny(term, [orders.order_number], bind);
  return or(
    and(
      sql`${orders.order_number} ~ ${STANDARD_NUMBER}`,
      like(orders.order_number, bind('number', `${term.toUpperCase()}%`)),
    ),
    and(sql`${orders.order_number} !~ ${STANDARD_NUMBER}`, searchAny(term, [orders.order_number], bind)),
  );
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
export function orderRows(
  db: Db,
  where: SQL | undefined,
  query: SortQuery,
  page: { limit: number | Placeholder; offset: number | Placeholder },
) {
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

/** The list's page statement, built once per shape (its filters and sort) and database. */
const pageStatements = shapedPerDb<Db, { execute(values: Record<string, unknown>): Promise<OrderListRow[]> }>();
type OrderListRow = Awaited<ReturnType<typeof orderRows>>[number];

export async function listOrders(db: Db, query: OrderListQuery, auth: Auth) {
  const storeIds = await searchedStores(db, query.search);
  const offset = offsetOf(query);
  const binding = new Binding();
  const bound = orderFilters(query, auth, storeIds, binding.bind);
  const sort = [query.sortBy ?? 'created_at', query.sortOrder ?? 'DESC'];
  // Unnamed (''): the statement is parsed and planned for each run's values, as a list's best plan depends on them.
  const page = pageStatements(db, binding.shape(...sort), () =>
    orderRows(db, bound, query, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') }).prepare(''),
  );
  const rows = await page.execute({ ...binding.values, limit: query.limit, offset });
  const where = orderFilters(query, auth, storeIds);
  const total = await orderTotal(db, query, auth, where, { offset, limit: query.limit, got: rows.length });
  return { rows: rows.map(withoutSecrets), total };
}

/** A timestamp inside a JSON value, written as Date.toISOString() writes it (what the API answers elsewhere). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The lines, payments and delivery proof of one order, each as one JSON value computed beside the order's
// row: one statement instead of five, since on PGlite each statement costs its own round and plan.
const itemsJson = (id: SQL | AnyColumn) => sql<ItemJson[]>`(
  select coalesce(json_agg(to_jsonb(oi) || jsonb_build_object('product', jsonb_build_object(
    'id', p.id, 'name', p.name, 'unit', p.unit, 'price_eur', p.price_eur, 'stock_quantity', p.stock_quantity))
    order by oi.id), '[]'::json)
  from ${orderItems} oi join ${products} p on p.id = oi.product_id
  where oi.order_id = ${id})`;
const paymentsJson = (id: SQL | AnyColumn) => sql<Record<string, unknown>[]>`(
  select coalesce(json_agg(json_build_object('id', pm.id, 'amount_eur', pm.amount_eur, 'method', pm.method,
    'payment_date', pm.payment_date, 'reference', pm.reference, 'notes', pm.notes,
    'created_at', ${isoText(sql`pm.created_at`)}) order by pm.payment_date desc, pm.id desc), '[]'::json)
  from ${payments} pm where pm.order_id = ${id})`;
// The latest proof of a visit that carried the order (a visit has one; the order is in one delivered).
const proofJson = (id: SQL | AnyColumn) => sql<ProofJson | null>`(
  select json_build_object('receiver_name', dp.receiver_name, 'signed_at', ${isoText(sql`dp.signed_at`)},
    'latitude', dp.latitude, 'longitude', dp.longitude, 'signature_url', dp.signature_url,
    'recorded_by_name', ru.full_name)
  from ${deliveryProofs} dp
  join ${scheduleVisitOrders} svo on svo.visit_id = dp.visit_id
  left join ${users} ru on ru.id = dp.recorded_by
  where svo.order_id = ${id}
  order by dp.signed_at desc limit 1)`;

type ItemJson = Record<string, unknown> & { product: Record<string, unknown> };
type ProofJson = {
  receiver_name: string;
  signed_at: string;
  latitude: number | null;
  longitude: number | null;
  signature_url: string;
  recorded_by_name: string | null;
};

const creator = alias(users, 'creator');

/** One order with everything its page shows, built once per database (as the session's look-up is). */
const oneOrderQuery = preparedPerDb((db: Db) =>
  db
    .select({
      order: orders,
      // The shop's fields the reply shows, not its whole row: each selected column costs drizzle work per read.
      store: {
        id: stores.id,
        name: stores.name,
        phone: stores.phone,
        email: stores.email,
        address: stores.address,
        contact_person: stores.contact_person,
        latitude: stores.latitude,
        longitude: stores.longitude,
        payment_terms: stores.payment_terms,
      },
      distributor: {
        id: distributor.id,
        full_name: distributor.full_name,
        phone: distributor.phone,
        email: distributor.email,
      },
      created_by_name: creator.full_name,
      items: itemsJson(orders.id),
      payments: paymentsJson(orders.id),
      proof: proofJson(orders.id),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .leftJoin(distributor, eq(distributor.id, orders.assigned_distributor_id))
    .leftJoin(creator, eq(creator.id, orders.created_by))
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('one_order'),
);

export async function getOrder(db: Db, id: number, auth: Auth) {
  const query = oneOrderQuery(db);
  const [row] = await keepPlan({ execute: () => query.execute({ id }) });
  if (!row) throw notFound(messages.orderNotFound);
  if (!ownsRow(auth.user, 'orders', row.order.assigned_distributor_id)) throw forbidden();
  const store = row.store;
  return {
    ...withoutSecrets(row.order),
    created_by_name: row.created_by_name ?? null,
    allowed_statuses: [...(ORDER_TRANSITIONS[row.order.status as OrderStatus] ?? [])],
    payments: row.payments.map(withoutSecrets),
    store_name: store.name,
    distributor_name: row.distributor?.full_name ?? null,
    store: withoutSecrets(store),
    distributor: row.distributor?.id ? withoutSecrets({ ...row.distributor, name: row.distributor.full_name }) : null,
    items: row.items.map(({ product, ...item }) => ({ ...withoutSecrets(item), product: withoutSecrets(product) })),
    delivery_proof: row.proof,
  };
}
