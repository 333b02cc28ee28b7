import { and, eq, inArray, sql } from 'drizzle-orm';
import { shiftDay } from '../../src/domain/dates';
import { plannedLines, type BakeSheetRecord } from '../../src/domain/standing';
import type { Db } from '../db/client';
import { generatedOrders, orderItems, orders, productCategories, products, stores } from '../db/schema';
import { closedBetween } from './closedDays';
import { exceptionsOn, STANDING_SOURCE, standingPlans } from './standingOrders';

// GET /production/bake-sheet (issue 30): what to bake for a delivery day, per product. From the day's
// orders that will be delivered (confirmed, on the road or delivered; drafts and cancelled ones are not
// baked for), units and gifts alike, plus what the standing orders will still make for shops whose order
// for the day is not generated yet. Beside it the four previous same weekdays' orders.

/** Statuses whose lines are baked. */
export const BAKED_STATUSES = ['confirmed', 'in_progress', 'delivered'] as const;

/** Units (and gifts) per product of the baked orders of each of `dates`. */
async function orderedUnits(db: Db, dates: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const rows = await db
    .select({
      date: orders.delivery_date,
      product_id: orderItems.product_id,
      units: sql<number>`sum(${orderItems.quantity} + ${orderItems.gift_quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(inArray(orders.delivery_date, [...dates]), inArray(orders.status, [...BAKED_STATUSES])))
    .groupBy(orders.delivery_date, orderItems.product_id);
  const out = new Map<string, Map<number, number>>(dates.map((date) => [date, new Map()]));
  for (const row of rows) out.get(row.date!)!.set(row.product_id, Number(row.units));
  return out;
}

/** Units per product the standing orders will make on `date` for active shops not generated yet. */
export async function pendingStanding(db: Db, date: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if ((await closedBetween(db, date, date)).has(date)) return out;
  const plans = await standingPlans(db);
  if (!plans.size) return out;
  const active = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, [...plans.keys()]), eq(stores.status, 'active')));
  const made = new Set(
    (
      await db
        .select({ store_id: generatedOrders.store_id })
        .from(generatedOrders)
        .where(and(eq(generatedOrders.delivery_date, date), eq(generatedOrders.source, STANDING_SOURCE)))
    ).map((row) => row.store_id),
  );
  const exceptions = await exceptionsOn(db, date);
  for (const { id } of active) {
    if (made.has(id)) continue;
    for (const line of plannedLines(plans.get(id)!, exceptions.get(id) ?? [], date, false)) {
      out.set(line.product_id, (out.get(line.product_id) ?? 0) + line.quantity);
    }
  }
  return out;
}

export async function bakeSheet(db: Db, date: string): Promise<BakeSheetRecord> {
  const previousDates = [28, 21, 14, 7].map((days) => shiftDay(date, -days));
  const ordered = await orderedUnits(db, [date, ...previousDates]);
  const standing = await pendingStanding(db, date);
  const today = ordered.get(date)!;
  const ids = new Set([...today.keys(), ...standing.keys(), ...previousDates.flatMap((day) => [...ordered.get(day)!.keys()])]);
  const closed = (await closedBetween(db, date, date)).has(date);
  if (!ids.size) return { date, closed, previous_dates: previousDates, products: [] };
  const named = await db
    .select({
      id: products.id,
      name: products.name,
      category_id: productCategories.id,
      category_name: productCategories.name,
      category_order: productCategories.sort_order,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.code, products.category))
    .where(inArray(products.id, [...ids]));
  const rows = named.map((product) => {
    const fromOrders = today.get(product.id) ?? 0;
    const fromStanding = standing.get(product.id) ?? 0;
    return {
      product_id: product.id,
      name: product.name,
      category_id: product.category_id,
      category_name: product.category_name,
      quantity: fromOrders + fromStanding,
      from_orders: fromOrders,
      from_standing: fromStanding,
      previous: previousDates.map((day) => ordered.get(day)!.get(product.id) ?? 0),
      order: product.category_order ?? Number.MAX_SAFE_INTEGER,
    };
  });
  rows.sort(
    (a, b) =>
      a.order - b.order ||
      (a.category_name ?? '\uffff').localeCompare(b.category_name ?? '\uffff', 'ar') ||
      a.name.localeCompare(b.name, 'ar') ||
      a.product_id - b.product_id,
  );
  return { date, closed, previous_dates: previousDates, products: rows.map(({ order: _order, ...row }) => row) };
}
