import { noteLowStock } from './stockAlerts';
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { StockShortage } from '../../src/domain/orders/rules';
import { MAX_INT32 } from '../../src/domain/schemas/common';
import { errors as messages, format } from '../../src/domain/messages';
import type { Tx } from '../db/client';
import { products, stockMovements } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';

// The stock an order holds. Each change is one conditional UPDATE (take only while enough is left), so two
// orders for the last loaves cannot both get them: the second waits for the first's row lock and then
// finds too little. Products are changed in id order so two orders never wait on each other in a circle.

export interface StockChange {
  productId: number;
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

/**
 * Applies `deltas` (units leaving stock when positive, coming back when negative) to limited stocks;
 * unlimited ones (null) are never checked nor changed. When any product is short nothing is kept: the
 * 409 names them all, and the caller's transaction rolls back what was already taken.
 * `requested` gives the units the shortage message names (the whole order's, not only the change).
 */
export async function applyStock(
  tx: Tx,
  deltas: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  requested: ReadonlyMap<number, number> = deltas,
): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  const shortages: StockShortage[] = [];
  for (const productId of [...deltas.keys()].sort((a, b) => a - b)) {
    const units = deltas.get(productId)!;
    const [row] = await tx
      .update(products)
      .set({ stock_quantity: sql`${products.stock_quantity} - ${units}`, updated_at: new Date() })
      .where(
        and(
          eq(products.id, productId),
          isNotNull(products.stock_quantity),
          // Units coming back must leave the stock inside its int4 column.
          units > 0 ? gte(products.stock_quantity, units) : lte(products.stock_quantity, MAX_INT32 + units),
        ),
      )
      .returning({ stock: products.stock_quantity });
    if (row) {
      changes.push({ productId, change: -units, quantityAfter: row.stock! });
      continue;
    }
    const [current] = await tx
      .select({ stock: products.stock_quantity })
      .from(products)
      .where(eq(products.id, productId));
    if (!current || current.stock === null) continue; // unlimited: nothing to take or give back
    if (units < 0) {
      const message = format(messages.stockTooLarge, { max: MAX_INT32 });
      throw badRequest(message, [{ field: 'items', message }]);
    }
    const asked = requested.get(productId) ?? units;
    // What this order could have: what is on the shelf plus what it already holds.
    shortages.push({
      product_id: productId,
      name: names.get(productId) ?? String(productId),
      requested: asked,
      available: current.stock + (asked - units),
    });
  }
  if (shortages.length) throw shortageConflict(shortages);
  await noteLowStock(
    tx,
    changes.map((change) => ({ productId: change.productId, before: change.quantityAfter - change.change, after: change.quantityAfter })),
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
      change: change.change,
      quantity_after: change.quantityAfter,
      reason: format(change.change < 0 ? messages.orderStockReason : messages.orderStockReturnReason, {
        number: orderNumber,
      }),
      created_by: userId,
    })),
  );
}

/** The names of products, for shortage messages. */
export async function productNames(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
