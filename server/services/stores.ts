import { between, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { coordinatesOf, distanceKm } from '../../src/domain/geo';
import type { storeListQuery } from '../../src/domain/schemas/lists';
import type { NearbyQuery, StoreCreate, StoreQuickCreate, StoreUpdate } from '../../src/domain/stores/schemas';
import { errors as messages } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { orders, payments, stores } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { allOf, countRows, offsetOf, orderBy, searchAny } from '../lib/list';
import { asValues, bindEach, Binding, shapedPerDb, type Bind } from '../db/statementShapes';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { seesMoney, STORE_TERMS_DEFAULTS, STORE_TERMS_FIELDS } from '../../src/domain/fieldRights';
import { DEFAULT_INVOICE_RHYTHM } from '../../src/domain/invoices/rules';
import { requireFields, withoutMoney } from '../lib/rights';
import { audit } from './audit';
import { lockOrdering, placeAt, renumber } from './storeOrdering';

type StoreListQuery = z.output<typeof storeListQuery>;
type StoreRow = typeof stores.$inferSelect;
type StoreInsert = typeof stores.$inferInsert;

const sortColumns = {
  id: stores.id,
  name: stores.name,
  display_order: stores.display_order,
  status: stores.status,
  category: stores.category,
  region: stores.region,
  created_at: stores.created_at,
  // Kept figures (issue 25), not counted on read.
  total_orders: stores.total_orders,
  total_purchases_eur: stores.total_purchases_eur,
} as const;

type StoreFilters = Partial<Pick<StoreListQuery, 'ids' | 'status' | 'region' | 'category' | 'store_type' | 'search'>>;

/** The list's filters as one condition; `bind` places each value (see statementShapes.ts). */
export function storeFilters(query: StoreFilters, bind: Bind = asValues): SQL | undefined {
  return allOf([
    query.ids ? inArray(stores.id, bindEach(bind, 'ids', query.ids)) : undefined,
    query.status ? inArray(stores.status, bindEach(bind, 'status', query.status)) : undefined,
    query.region ? inArray(stores.region, bindEach(bind, 'region', query.region)) : undefined,
    query.category ? inArray(stores.category, bindEach(bind, 'category', query.category)) : undefined,
    query.store_type ? inArray(stores.store_type, bindEach(bind, 'store_type', query.store_type)) : undefined,
    searchAny(
      query.search,
      [
        stores.name,
        stores.address,
        stores.owner_name,
        stores.contact_person,
        stores.phone,
        stores.email,
        stores.tax_number,
      ],
      bind,
    ),
  ]);
}

/** The list's page and count statements, built once per shape (its filters and sort) and database. */
const listStatements = shapedPerDb<
  Db,
  {
    page: { execute(values: Record<string, unknown>): Promise<StoreRow[]> };
    count: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
  }
>();

export async function listStores(db: Db, query: StoreListQuery, auth: Auth) {
  const binding = new Binding();
  const where = storeFilters(query, binding.bind);
  // A ranking by money is a money figure too.
  const sortBy =
    query.sortBy === 'total_purchases_eur' && !seesMoney(auth.user.role, 'stores') ? 'display_order' : query.sortBy;
  const sortOrder = query.sortOrder ?? 'ASC';
  // Unnamed (''): each run is planned for its own values.
  const statements = listStatements(db, binding.shape(sortBy, sortOrder), () => ({
    page: db
      .select()
      .from(stores)
      .where(where)
      .orderBy(...orderBy(sortColumns[sortBy], sortOrder, stores.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(stores)
      .where(where)
      .prepare(''),
  }));
  const [rows, [counted]] = await Promise.all([
    statements.page.execute({ ...binding.values, limit: query.limit, offset: offsetOf(query) }),
    statements.count.execute(binding.values),
  ]);
  return { rows: withoutMoney(auth, 'stores', rows.map(withoutSecrets)), total: Number(counted?.total ?? 0) };
}

export async function getStore(db: Db, id: number, auth: Auth) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  if (!row) throw notFound(messages.storeNotFound);
  // The order figures are the shop's kept ones (issue 25), columns of its row.
  return withoutMoney(auth, 'stores', withoutSecrets(row));
}

/** 404 unless the shop exists. */
export async function requireStore(db: Db | Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, id));
  if (!row) throw notFound(messages.storeNotFound);
}

const mapFields = {
  id: stores.id,
  name: stores.name,
  owner_name: stores.owner_name,
  phone: stores.phone,
  address: stores.address,
  category: stores.category,
  status: stores.status,
  latitude: stores.latitude,
  longitude: stores.longitude,
};

/** Every shop with usable coordinates, and how many have none (those get no marker, never a made-up point). */
export async function storesMap(db: Db, query: StoreFilters) {
  const rows = await db
    .select(mapFields)
    .from(stores)
    .where(storeFilters(query))
    .orderBy(stores.display_order, stores.id);
  const located = rows.filter((row) => coordinatesOf(row) !== null);
  return { stores: located, total: located.length, without_location: rows.length - located.length };
}

// A little over the true kilometres per degree of latitude (111.19), so the box never cuts off a shop.
const KM_PER_DEGREE_LOWER_BOUND = 111;

/**
 * The shops within `radius` km of a point, nearest first: a bounding box narrows the candidates in SQL,
 * the haversine distance decides.
 */
export async function nearbyStores(db: Db, query: NearbyQuery) {
  const centre = { lat: query.latitude, lng: query.longitude };
  const latDelta = query.radius / KM_PER_DEGREE_LOWER_BOUND;
  const farthestLat = Math.min(90, Math.abs(centre.lat) + latDelta);
  const conditions: (SQL | undefined)[] = [between(stores.latitude, centre.lat - latDelta, centre.lat + latDelta)];
  if (farthestLat < 89) {
    const lngDelta = latDelta / Math.cos((farthestLat * Math.PI) / 180);
    const west = centre.lng - lngDelta;
    const east = centre.lng + lngDelta;
    // Across the antimeridian the box is two boxes.
    if (west < -180) conditions.push(or(gte(stores.longitude, west + 360), lte(stores.longitude, east)));
    else if (east > 180) conditions.push(or(gte(stores.longitude, west), lte(stores.longitude, east - 360)));
    else conditions.push(between(stores.longitude, west, east));
  }
  const candidates = await db.select(mapFields).from(stores).where(allOf(conditions));
  const found = candidates
    .map((row) => {
      const point = coordinatesOf(row);
      return point ? { ...row, distance_km: distanceKm(centre, point) } : null;
    })
    .filter((row): row is NonNullable<typeof row> => row !== null && row.distance_km <= query.radius)
    .sort((a, b) => a.distance_km - b.distance_km || a.id - b.id)
    .map((row) => ({ ...row, distance_km: Math.round(row.distance_km * 1000) / 1000 }));
  return {
    stores: found,
    total: found.length,
    radius_km: query.radius,
    centre: { latitude: centre.lat, longitude: centre.lng },
  };
}

/** The credit terms a new shop's payload sets to something other than the default. */
function termsChosen(input: StoreCreate | StoreQuickCreate): string[] {
  return STORE_TERMS_FIELDS.filter(
    (field) => field in input && (input as Record<string, unknown>)[field] !== STORE_TERMS_DEFAULTS[field],
  );
}

/**
 * Issue 29: the invoicing fields a new shop's payload sets (a rhythm other than the default). They are
 * office work (stores:details), as on an update: a distributor creating a shop on the road sets none.
 */
function invoicingChosen(input: StoreCreate | StoreQuickCreate): string[] {
  const given = input as Partial<Record<'enterprise_number' | 'vat_number' | 'invoice_language' | 'invoice_rhythm', unknown>>;
  const chosen: string[] = ['enterprise_number', 'vat_number', 'invoice_language'].filter((field) => given[field as keyof typeof given] != null);
  if (given.invoice_rhythm != null && given.invoice_rhythm !== DEFAULT_INVOICE_RHYTHM) chosen.push('invoice_rhythm');
  return chosen;
}

export interface Actor {
  auth: Auth;
  ip: string | null;
}

export async function createStore(db: Db, input: StoreCreate | StoreQuickCreate, actor: Actor) {
  // The schema fills in the default terms; only terms other than those are a decision that needs the right.
  requireFields(actor.auth, 'stores', [...termsChosen(input), ...invoicingChosen(input)]);
  const id = await db.transaction(async (tx) => {
    // Serialised with every other reorder so two new shops never share a position.
    await lockOrdering(tx);
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${stores.display_order}), 0)::int` }).from(stores);
    const [row] = await tx
      .insert(stores)
      .values({
        ...input,
        name: input.name,
        display_order: Number(last?.max ?? 0) + 1,
        created_by: actor.auth.user.id,
      })
      .returning({ id: stores.id });
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'create',
      entity: 'store',
      entityId: row!.id,
      changes: input,
      ip: actor.ip,
    });
    return row!.id;
  });
  return getStore(db, id, actor.auth);
}

/** What an update changed, field by field, for the audit log. */
function diff(before: StoreRow, after: Partial<StoreInsert>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof StoreRow];
    if (old !== value) changes[key] = { from: old, to: value };
  }
  return changes;
}

export async function updateStore(db: Db, id: number, input: StoreUpdate, actor: Actor) {
  await db.transaction(async (tx) => {
    const { display_order: position, ...fields } = input;
    // Same lock order as a move (ordering, then rows), so the two never wait on each other in a circle.
    if (position !== undefined) await lockOrdering(tx);
    const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
    if (!before) throw notFound(messages.storeNotFound);
    // The update schema turns a null credit limit into 0 in a transform its type does not see.
    const changes = diff(before, fields as Partial<StoreInsert>);
    // Only what actually changes is checked: a form may send a field back as it was.
    requireFields(actor.auth, 'stores', [
      ...Object.keys(changes),
      ...(position !== undefined && position !== before.display_order ? ['display_order'] : []),
    ]);
    if (Object.keys(changes).length) {
      const set = Object.fromEntries(
        Object.entries(changes).map(([key, change]) => [key, change.to]),
      ) as Partial<StoreInsert>;
      await tx
        .update(stores)
        .set({ ...set, updated_at: new Date() })
        .where(eq(stores.id, id));
    }
    if (position !== undefined) {
      const moved = await placeAt(tx, id, position);
      if (moved.from !== moved.to) changes.display_order = { from: moved.from, to: moved.to };
    }
    if (Object.keys(changes).length) {
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'update',
        entity: 'store',
        entityId: id,
        changes,
        ip: actor.ip,
      });
    }
  });
  return getStore(db, id, actor.auth);
}

export async function setStoreStatus(db: Db, id: number, status: StoreRow['status'], actor: Actor) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: stores.status }).from(stores).where(eq(stores.id, id)).for('update');
    if (!before) throw notFound(messages.storeNotFound);
    if (before.status === status) return;
    await tx.update(stores).set({ status, updated_at: new Date() }).where(eq(stores.id, id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'status',
      entity: 'store',
      entityId: id,
      changes: { status: { from: before.status, to: status } },
      ip: actor.ip,
    });
  });
  return getStore(db, id, actor.auth);
}

/**
 * Deletes a shop that has no orders or payments and closes the gap in the display order. A shop with
 * history is refused with 409: deactivating it keeps its orders and figures.
 */
export async function deleteStore(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    await lockOrdering(tx);
    // FOR UPDATE also makes a concurrent new order for this shop wait, so none slips in after the count.
    const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
    if (!before) throw notFound(messages.storeNotFound);
    const orderCount = await countRows(tx as unknown as Db, orders, eq(orders.store_id, id));
    const paymentCount = await countRows(tx as unknown as Db, payments, eq(payments.store_id, id));
    if (orderCount > 0 || paymentCount > 0) {
      throw conflict(messages.storeHasOrders, { orders_count: orderCount, payments_count: paymentCount });
    }
    await tx.delete(stores).where(eq(stores.id, id));
    await renumber(tx);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'delete',
      entity: 'store',
      entityId: id,
      changes: withoutSecrets(before),
      ip: actor.ip,
    });
  });
}
