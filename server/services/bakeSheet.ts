import { and, eq, inArray, sql } from 'drizzle-orm';
import { shiftDay } from '../../src/domain/dates';
import { plannedLines, type BakeSheetRecord } from '../../src/domain/standing';
import type { Db } from '../db/client';
import { generatedOrders, orderItems, orders, productCategories, products, productVariants, stores } from '../db/schema';
import { closedBetween } from './closedDays';
import { exceptionsOn, STANDING_SOURCE, standingPlans } from './standingOrders';

// GET /production/bake-sheet (issue 30): what to bake for a delivery day, per product and variant (a
// line naming a variant counts on the variant's row, any other on the product's). From the day's
// orders that will be delivered (confirmed, on the road or delivered; drafts and cancelled ones are not
// baked for), units and gifts alike, plus what the standing orders will still make for shops whose order
// for the day is not generated yet. Beside it the four previous same weekdays' orders.

/** Statuses whose lines are baked. */
export const BAKED_STATUSES = ['confirmed', 'in_progress', 'delivered'] as const;

/** A bake sheet row's key: the product, or one of its variants (issue 30: "per product (and variant)"). */
const keyOf = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`;

/** Units (and gifts) per product and variant (keyOf) of the baked orders of each of `dates`. */
async function orderedUnits(db: Db, dates: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({
      date: orders.delivery_date,
      product_id: orderItems.product_id,
      variant_id: orderItems.variant_id,
      units: sql<number>`sum(${orderItems.quantity} + ${orderItems.gift_quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(inArray(orders.delivery_date, [...dates]), inArray(orders.status, [...BAKED_STATUSES])))
    .groupBy(orders.delivery_date, orderItems.product_id, orderItems.variant_id);
  const out = new Map<string, Map<string, number>>(dates.map((date) => [date, new Map()]));
  for (const row of rows) out.get(row.date!)!.set(keyOf(row.product_id, row.variant_id), Number(row.units));
  return out;
}

/**
 * Units per product and size (keyOf) the standing orders will make on `date` for active shops not
 * generated yet: a line naming a size counts on the size's row, as its order line will.
 */
async function pendingStanding(db: Db, date: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
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
      const key = keyOf(line.product_id, line.variant_id ?? null);
      out.set(key, (out.get(key) ?? 0) + line.quantity);
    }
  }
  return out;
}

export async function bakeSheet(db: Db, date: string): Promise<BakeSheetRecord> {
  const previousDates = [28, 21, 14, 7].map((days) => shiftDay(date, -days));
  const ordered = await orderedUnits(db, [date, ...previousDates]);
  const standing = await pendingStanding(db, date);
  const today = ordered.get(date)!;
  const keys = new Set([...today.keys(), ...standing.keys(), ...previousDates.flatMap((day) => [...ordered.get(day)!.keys()])]);
  const closed = (await closedBetween(db, date, date)).has(date);
  if (!keys.size) return { date, closed, previous_dates: previousDates, products: [] };
  const split = [...keys].map((key) => {
    const [product, variant] = key.split(':');
    return { key, product_id: Number(product), variant_id: variant ? Number(variant) : null };
  });
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
    .where(inArray(products.id, [...new Set(split.map((row) => row.product_id))]));
  const productOf = new Map(named.map((product) => [product.id, product]));
  const variantIds = split.flatMap((row) => (row.variant_id === null ? [] : [row.variant_id]));
  const variantNames = new Map(
    (variantIds.length
      ? await db.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(inArray(productVariants.id, variantIds))
      : []
    ).map((variant) => [variant.id, variant.name]),
  );
  const rows = split.flatMap(({ key, product_id, variant_id }) => {
    const product = productOf.get(product_id);
    if (!product) return [];
    const fromOrders = today.get(key) ?? 0;
    const fromStanding = standing.get(key) ?? 0;
    return [
      {
        product_id,
        variant_id,
        name: product.name,
        variant_name: variant_id === null ? null : (variantNames.get(variant_id) ?? null),
        category_id: product.category_id,
        category_name: product.category_name,
        quantity: fromOrders + fromStanding,
        from_orders: fromOrders,
        from_standing: fromStanding,
        previous: previousDates.map((day) => ordered.get(day)!.get(key) ?? 0),
        order: product.category_order ?? Number.MAX_SAFE_INTEGER,
      },
    ];
  });
  rows.sort(
    (a, b) =>
      a.order - b.order ||
      (a.category_name ?? '\uffff').localeCompare(b.category_name ?? '\uffff', 'ar') ||
      a.name.localeCompare(b.name, 'ar') ||
      a.product_id - b.product_id ||
      // The product's own row first, then its variants by name.
      (a.variant_id === null ? -1 : 0) - (b.variant_id === null ? -1 : 0) ||
      (a.variant_name ?? '').localeCompare(b.variant_name ?? '', 'ar') ||
      (a.variant_id ?? 0) - (b.variant_id ?? 0),
  );
  return { date, closed, previous_dates: previousDates, products: rows.map(({ order: _order, ...row }) => row) };
}
