import { and, eq, inArray, sql } from 'drizzle-orm';
import { assignCrates } from '../../src/domain/production';
import { standingMessages as m, type PackingListsRecord } from '../../src/domain/standing';
import type { Db } from '../db/client';
import { orderItems, orders, products, schedules, scheduleVisitOrders, scheduleVisits, stores, users, vehicles } from '../db/schema';
import type { Auth } from '../lib/actor';
import { forbidden } from '../lib/errors';

// GET /production/packing-lists (issue 30): for a delivery day, what each van carries, shop by shop in the
// order of its planned route (the day's schedule, scheduleGenerate.ts; a shop the schedule does not place
// comes after the route, by name). The orders loaded are those still to deliver (confirmed or on the
// road), per product and, for a line naming one, per variant (issue 30). A distributor reads their own
// van's list only. Each shop's lines go in numbered crates by the product's units per crate (a variant's
// line in crates of its own; assignCrates: numbered in loading order, the route backwards).

const LOADED = ['confirmed', 'in_progress'];

type Van = PackingListsRecord['vans'][number];
type Shop = Van['shops'][number];

/** Adds units to the product's (or, for a variant's line, the variant's) item of a list. */
function addItem(items: Shop['items'], line: Omit<Shop['items'][number], 'quantity'>, quantity: number) {
  const found = items.find((item) => item.product_id === line.product_id && item.variant_id === line.variant_id);
  if (found) found.quantity += quantity;
  else items.push({ ...line, quantity });
}

export async function packingLists(db: Db, date: string, distributorId: number | undefined, auth: Auth): Promise<PackingListsRecord> {
  let only = distributorId;
  if (auth.user.role === 'distributor') {
    if (only !== undefined && only !== auth.user.id) throw forbidden(m.distributorOwnOnly);
    only = auth.user.id;
  }
  const lines = await db
    .select({
      order_id: orders.id,
      order_number: orders.order_number,
      store_id: orders.store_id,
      assigned: orders.assigned_distributor_id,
      product_id: orderItems.product_id,
      variant_id: orderItems.variant_id,
      name: orderItems.product_name,
      units: sql<number>`(${orderItems.quantity} + ${orderItems.gift_quantity})::int`,
      per_crate: products.units_per_crate,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(and(eq(orders.delivery_date, date), inArray(orders.status, LOADED)))
    .orderBy(orders.id, orderItems.id);
  // The day's route: each order's visit (its distributor and place), from the schedule when there is one.
  const visits = await db
    .select({ order_id: scheduleVisitOrders.order_id, distributor_id: scheduleVisits.distributor_id, stop: scheduleVisits.visit_order })
    .from(scheduleVisitOrders)
    .innerJoin(scheduleVisits, eq(scheduleVisits.id, scheduleVisitOrders.visit_id))
    .innerJoin(schedules, eq(schedules.id, scheduleVisits.schedule_id))
    .where(eq(schedules.schedule_date, date));
  const visitOf = new Map(visits.map((visit) => [visit.order_id, visit]));
  const vans = new Map<number | null, Map<number, Shop>>();
  const perCrate = new Map(lines.map((line) => [line.product_id, line.per_crate]));
  for (const line of lines) {
    const visit = visitOf.get(line.order_id);
    const driver = visit?.distributor_id ?? line.assigned ?? null;
    if (only !== undefined && driver !== only) continue;
    const shops = vans.get(driver) ?? new Map<number, Shop>();
    vans.set(driver, shops);
    const shop = shops.get(line.store_id) ?? { store_id: line.store_id, store_name: '', address: null, stop: visit?.stop ?? null, orders: [], items: [], crates: [] };
    shops.set(line.store_id, shop);
    if (!shop.orders.includes(line.order_number)) shop.orders.push(line.order_number);
    addItem(shop.items, { product_id: line.product_id, variant_id: line.variant_id, name: line.name }, Number(line.units));
  }
  const storeIds = [...new Set(lines.map((line) => line.store_id))];
  const shopRows = storeIds.length
    ? await db.select({ id: stores.id, name: stores.name, address: stores.address }).from(stores).where(inArray(stores.id, storeIds))
    : [];
  const shopOf = new Map(shopRows.map((row) => [row.id, row]));
  const driverIds = [...vans.keys()].filter((id): id is number => id !== null);
  const drivers = driverIds.length
    ? await db
        .select({ id: users.id, name: users.full_name, plate: vehicles.vehicle_plate })
        .from(users)
        .leftJoin(vehicles, eq(vehicles.assigned_distributor_id, users.id))
        .where(inArray(users.id, driverIds))
    : [];
  const driverOf = new Map(drivers.map((row) => [row.id, row]));
  const out: Van[] = [...vans].map(([driver, shops]) => {
    const list = [...shops.values()].map((shop) => ({ ...shop, store_name: shopOf.get(shop.store_id)?.name ?? '', address: shopOf.get(shop.store_id)?.address ?? null }));
    list.sort((a, b) => (a.stop ?? Number.MAX_SAFE_INTEGER) - (b.stop ?? Number.MAX_SAFE_INTEGER) || a.store_name.localeCompare(b.store_name, 'ar'));
    const totals: Van['totals'] = [];
    for (const shop of list) for (const { quantity, ...item } of shop.items) addItem(totals, item, quantity);
    const crates = assignCrates(list.map((shop) => shop.items.map((item) => ({ ...item, per_crate: perCrate.get(item.product_id) ?? null }))));
    for (const [index, shop] of list.entries()) shop.crates = crates.shops[index]!;
    const who = driver === null ? undefined : driverOf.get(driver);
    return { distributor_id: driver, distributor_name: who?.name ?? null, vehicle_plate: who?.plate ?? null, shops: list, totals, crate_count: crates.crate_count };
  });
  out.sort((a, b) => (a.distributor_id === null ? 1 : 0) - (b.distributor_id === null ? 1 : 0) || (a.distributor_name ?? '').localeCompare(b.distributor_name ?? '', 'ar'));
  return { date, vans: out };
}
