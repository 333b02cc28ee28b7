import { noteLowStock } from './stockAlerts';
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { stockDeltas, type StockShortage } from '../../src/domain/orders/rules';
import { MAX_INT32 } from '../../src/domain/schemas/common';
import { errors as messages, format } from '../../src/domain/messages';
import type { Tx } from '../db/client';
import { products, productVariants, stockMovements } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';

// The stock an order holds, on its products' shelves and, for lines naming one, its variants' (issue
// 30). Each change is one conditional UPDATE (take only while enough is left), so two
// orders for the last loaves cannot both get them: the second waits for the first's row lock and then
// finds too little. Products are changed in id order so two orders never wait on each other in a circle.

export interface StockChange {
  productId: number;
  /** The size or weight whose own stock changed (issue 30); absent for the product's stock. */
  variantId?: number;
  change: number;
  quantityAfter: number;
}

/** The 409 of a missing stock: every short product with the units asked for and those left. */
export function shortageConflict(shortages: StockShortage[]) {
  const list = shortages.map((s) =>
    format(messages.orderShortageLine, { name: s.name, requested: s.requested, available: s.available }),
  );
  return conflict(format(messages.orderStockShort, { list: list.join('، ') }), { shortages });
}

/** Products and variants each keep their own stock (a variant's null stock is unlimited too). */
type Shelf = typeof products | typeof productVariants;

/**
 * Applies `deltas` (units leaving stock when positive, coming back when negative) to the limited stocks
 * of one shelf; unlimited ones (null) are never checked nor changed. Returns what changed and what is
 * short; the caller refuses the whole order when anything is short.
 * `requested` gives the units the shortage message names (the whole order's, not only the change).
 */
async function takeFromShelf(
  tx: Tx,
  shelf: Shelf,
  deltas: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  requested: ReadonlyMap<number, number>,
): Promise<{ changes: StockChange[]; shortages: StockShortage[] }> {
  const changes: StockChange[] = [];
  const shortages: StockShortage[] = [];
  for (const id of [...deltas.keys()].sort((a, b) => a - b)) {
    const units = deltas.get(id)!;
    const [row] = await tx
      .update(shelf)
      .set({ stock_quantity: sql`${shelf.stock_quantity} - ${units}`, updated_at: new Date() })
      .where(
        and(
          eq(shelf.id, id),
          isNotNull(shelf.stock_quantity),
          // Units coming back must leave the stock inside its int4 column.
          units > 0 ? gte(shelf.stock_quantity, units) : lte(shelf.stock_quantity, MAX_INT32 + units),
        ),
      )
      .returning({ stock: shelf.stock_quantity });
    if (row) {
      changes.push({ productId: id, change: -units, quantityAfter: row.stock! });
      continue;
    }
    const [current] = await tx.select({ stock: shelf.stock_quantity }).from(shelf).where(eq(shelf.id, id));
    if (!current || current.stock === null) continue; // unlimited: nothing to take or give back
    if (units < 0) {
      const message = format(messages.stockTooLarge, { max: MAX_INT32 });
      throw badRequest(message, [{ field: 'items', message }]);
    }
    const asked = requested.get(id) ?? units;
    // What this order could have: what is on the shelf plus what it already holds.
    shortages.push({ product_id: id, name: names.get(id) ?? String(id), requested: asked, available: current.stock + (asked - units) });
  }
  return { changes, shortages };
}

/** An order line as stock sees it: its product, its variant if it names one, its units and its name. */
export interface OrderStockLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
  gift_quantity?: number | null;
  product_name: string;
}

/**
 * The stock an order's lines hold when they go from `before` to `after` ([] for an order that holds
 * none: created, cancelled, deleted), in the caller's transaction (issue 30): a line naming a variant
 * takes from and gives back to that variant's stock, never its product's; any other line its product's.
 * One 409 names every short product and variant (each with the whole order's units) and nothing is kept.
 * Returns the changes, products' and variants' (a variant's names its product and itself), for the stock
 * history (recordMovements); a change into low stock raises the notice for either.
 */
export async function moveOrderStock(
  tx: Tx,
  before: readonly OrderStockLine[],
  after: readonly OrderStockLine[],
): Promise<StockChange[]> {
  const own = (lines: readonly OrderStockLine[]) => lines.filter((line) => line.variant_id == null);
  // A variant's lines, keyed by the variant's id so stockDeltas counts per variant.
  const ofVariants = (lines: readonly OrderStockLine[]) =>
    lines.filter((line) => line.variant_id != null).map((line) => ({ ...line, product_id: line.variant_id! }));
  const names = new Map([...before, ...after].map((line) => [line.product_id, line.product_name]));
  const variantNames = new Map([...ofVariants(before), ...ofVariants(after)].map((line) => [line.product_id, line.product_name]));
  const taken = await takeFromShelf(tx, products, stockDeltas(own(before), own(after)), names, stockDeltas([], own(after)));
  const variants = await takeFromShelf(
    tx,
    productVariants,
    stockDeltas(ofVariants(before), ofVariants(after)),
    variantNames,
    stockDeltas([], ofVariants(after)),
  );
  const productOf = new Map([...before, ...after].map((line) => [line.variant_id ?? 0, line.product_id]));
  const shortages = [
    ...taken.shortages,
    ...variants.shortages.map((short) => ({ ...short, product_id: productOf.get(short.product_id)!, variant_id: short.product_id })),
  ];
  if (shortages.length) throw shortageConflict(shortages);
  const changes = [
    ...taken.changes,
    ...variants.changes.map((change) => ({ ...change, productId: productOf.get(change.productId)!, variantId: change.productId })),
  ];
  await noteLowStock(
    tx,
    changes.map((change) => ({
      productId: change.productId,
      variantId: change.variantId,
      before: change.quantityAfter - change.change,
      after: change.quantityAfter,
    })),
  );
  return changes;
}

/** One stock_movements row per change, with a reason naming the order. */
export async function recordMovements(
  tx: Tx,
  changes: readonly StockChange[],
  orderNumber: string,
  userId: number | null,
) {
  if (!changes.length) return;
  await tx.insert(stockMovements).values(
    changes.map((change) => ({
      product_id: change.productId,
      variant_id: change.variantId ?? null,
      change: change.change,
      quantity_after: change.quantityAfter,
      reason: format(change.change < 0 ? messages.orderStockReason : messages.orderStockReturnReason, {
        number: orderNumber,
      }),
      created_by: userId,
    })),
  );
}
