import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { bulkPrice, pricingMessages as messages, pricingValidation as v, sypAfterEurChange } from '../../src/domain/pricing';
import { MAX_MONEY } from '../../src/domain/schemas/common';
import type { BulkPriceChange, BulkPricesInput, PriceHistoryRow } from '../../src/domain/pricing';
import type { Db, Tx } from '../db/client';
import { productPrices, products, users } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { requireRight } from '../lib/rights';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { cataloguePricesOn, exchangeRateNow, recordPriceChange } from './pricing';
import { requireCategory, requireProduct } from './products';

// The catalogue price's history and POST /products/bulk/prices (issue 30). Every change of price_eur is a
// product_prices row: the product form's edits (today, applied at once) and bulk changes (from a day; one
// from a later day waits, see applyDuePrices).

/** GET /products/{id}/price-history: the latest day first. */
export async function priceHistory(db: Db, productId: number) {
  await requireProduct(db, productId);
  const [product] = await db.select({ price: products.price_eur }).from(products).where(eq(products.id, productId));
  const rows = await db
    .select({
      id: productPrices.id,
      old_price_eur: productPrices.old_price_eur,
      new_price_eur: productPrices.new_price_eur,
      old_price_syp: productPrices.old_price_syp,
      new_price_syp: productPrices.new_price_syp,
      valid_from: productPrices.valid_from,
      applied: productPrices.applied,
      source: productPrices.source,
      changed_by: productPrices.created_by,
      changed_by_name: users.full_name,
      created_at: productPrices.created_at,
    })
    .from(productPrices)
    .leftJoin(users, eq(users.id, productPrices.created_by))
    .where(eq(productPrices.product_id, productId))
    .orderBy(desc(productPrices.valid_from), desc(productPrices.id));
  return {
    product_id: productId,
    price_eur: product!.price,
    history: rows.map((row) => ({
      ...row,
      source: row.source as PriceHistoryRow['source'],
      created_at: row.created_at.toISOString(),
    })),
  };
}

async function selected(tx: Tx, input: BulkPricesInput, lock: boolean) {
  const where = input.product_ids
    ? inArray(products.id, input.product_ids)
    : and(eq(products.category, input.category!), isNull(products.archived_at));
  const query = tx
    .select({ id: products.id, name: products.name, category: products.category, eur: products.price_eur, syp: products.price_syp })
    .from(products)
    .where(where)
    .orderBy(asc(products.id));
  // Locked in id order, as the other bulk calls do, so two bulk changes never wait on each other in a circle.
  const rows = lock ? await query.for('update') : await query;
  if (input.product_ids && rows.length !== input.product_ids.length) {
    const known = new Set(rows.map((row) => row.id));
    throw new ApiError(404, messages.bulkProductsUnknown, undefined, {
      missing_ids: input.product_ids.filter((id) => !known.has(id)),
    });
  }
  if (!rows.length) throw badRequest(messages.bulkNoProducts, [{ field: 'category', message: messages.bulkNoProducts }]);
  return rows;
}

/**
 * POST /products/bulk/prices. The old price is the catalogue price on `from` (a change already waiting
 * for that day counts); the new one is rounded to 0.05. With `preview` nothing is written. A product
 * whose rounded price does not move is left out. The SYP price follows (sypAfterEurChange, from the
 * product's price now to the new one): at once for a change from today, on its day for a later one
 * (applyDuePrices, from the SYP price of then); the reply shows what it becomes.
 */
export async function bulkPrices(db: Db, input: BulkPricesInput, actor: Actor, today = bakeryDate()) {
  requireRight(actor.auth, 'products', 'price');
  if (input.from < today) throw badRequest(v.bulkFromPast, [{ field: 'from', message: v.bulkFromPast }]);
  if (input.category) await requireCategory(db, input.category);
  const rate = await exchangeRateNow(db);
  const run = async (tx: Tx) => {
    const rows = await selected(tx, input, !input.preview);
    const base = await cataloguePricesOn(
      tx,
      rows.map((row) => row.id),
      input.from,
    );
    const changes: BulkPriceChange[] = [];
    for (const row of rows) {
      const old = base.get(row.id)!;
      const next = bulkPrice(old, input);
      if (next <= 0) {
        const message = format(messages.bulkPriceNotPositive, { name: row.name });
        throw badRequest(message, [{ field: input.percent !== undefined ? 'percent' : 'amount', message }]);
      }
      if (next === old) continue;
      const syp = sypAfterEurChange(row.syp, row.eur, next, rate);
      if (syp !== null && syp > MAX_MONEY) {
        const message = format(messages.bulkSypTooLarge, { name: row.name });
        throw badRequest(message, [{ field: input.percent !== undefined ? 'percent' : 'amount', message }]);
      }
      changes.push({ product_id: row.id, name: row.name, category: row.category, old_price_eur: old, new_price_eur: next, old_price_syp: row.syp, new_price_syp: syp });
    }
    if (input.preview) return changes;
    const applied = input.from <= today;
    for (const change of changes) {
      await recordPriceChange(tx, {
        productId: change.product_id,
        old: change.old_price_eur,
        new: change.new_price_eur,
        from: input.from,
        applied,
        source: 'bulk',
        userId: actor.auth.user.id,
        ...(applied ? { oldSyp: change.old_price_syp, newSyp: change.new_price_syp } : {}),
      });
      if (applied)
        await tx
          .update(products)
          .set({ price_eur: change.new_price_eur, price_syp: change.new_price_syp, updated_at: new Date() })
          .where(eq(products.id, change.product_id));
    }
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'bulk_prices',
      entity: 'product',
      changes: {
        ...(input.product_ids ? { product_ids: input.product_ids } : { category: input.category }),
        ...(input.percent !== undefined ? { percent: input.percent } : { amount: input.amount }),
        from: input.from,
        changed: changes.length,
      },
      ip: actor.ip,
    });
    return changes;
  };
  const changes = await db.transaction(run);
  return { preview: input.preview, from: input.from, changes };
}
