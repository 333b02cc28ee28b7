import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { compareRules, rulePrice, sypAfterEurChange, type RankedRule } from '../../src/domain/pricing/rules';
import { MAX_MONEY } from '../../src/domain/schemas/common';
import { isUsableExchangeRate } from '../../src/domain/settings';
import type { Db, Tx } from '../db/client';
import { priceListRules, priceLists, priceListStores, productPrices, products } from '../db/schema';
import { readSettings } from './settings';

// What a shop pays for a product on a delivery day (issue 30): the catalogue price of that day (the
// product's price_eur, or a change from a later day that has come by then), then the best price list's
// rule for the shop (see compareRules). Order lines are priced here and keep what they got.

type Executor = Db | Tx;

export interface ShopPrice {
  catalogue: number;
  price: number;
  /** The list that priced it, or null for the catalogue price. */
  price_list_id: number | null;
  /** The winning rule's discount (%), which a variant's own price gets too; null for a fixed price or none. */
  discount_percent: number | null;
}

/** The catalogue price of each product on `day`: its waiting change from that day or before wins over price_eur. */
export async function cataloguePricesOn(db: Executor, productIds: readonly number[], day: string): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const ids = [...productIds];
  const base = await db.select({ id: products.id, price: products.price_eur }).from(products).where(inArray(products.id, ids));
  const out = new Map(base.map((row) => [row.id, row.price]));
  const waiting = await db
    .select({ id: productPrices.product_id, price: productPrices.new_price_eur })
    .from(productPrices)
    .where(and(inArray(productPrices.product_id, ids), eq(productPrices.applied, false), lte(productPrices.valid_from, day)))
    // The latest day's change, and the last one recorded for that day, comes last and wins.
    .orderBy(asc(productPrices.valid_from), asc(productPrices.id));
  for (const row of waiting) out.set(row.id, row.price);
  return out;
}

/** Each product's price for `storeId` on `day`. Products missing from the catalogue are left out. */
export async function shopPricesOn(
  db: Executor,
  storeId: number,
  productIds: readonly number[],
  day: string,
): Promise<Map<number, ShopPrice>> {
  const catalogue = await cataloguePricesOn(db, productIds, day);
  const out = new Map<number, ShopPrice>();
  for (const [id, price] of catalogue) out.set(id, { catalogue: price, price, price_list_id: null, discount_percent: null });
  if (!catalogue.size) return out;
  const categories = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, [...catalogue.keys()]));
  const categoryOf = new Map(categories.map((row) => [row.id, row.category]));
  const breadth = db
    .select({ list: priceListStores.price_list_id, shops: sql<number>`count(*)::int`.as('shops') })
    .from(priceListStores)
    .groupBy(priceListStores.price_list_id)
    .as('breadth');
  const rules = await db
    .select({
      list_id: priceLists.id,
      list_valid_from: priceLists.valid_from,
      list_stores: breadth.shops,
      product_id: priceListRules.product_id,
      category: priceListRules.category,
      price_eur: priceListRules.price_eur,
      discount_percent: priceListRules.discount_percent,
    })
    .from(priceListRules)
    .innerJoin(priceLists, eq(priceLists.id, priceListRules.price_list_id))
    .innerJoin(priceListStores, and(eq(priceListStores.price_list_id, priceLists.id), eq(priceListStores.store_id, storeId)))
    .innerJoin(breadth, eq(breadth.list, priceLists.id))
    .where(
      and(
        lte(priceLists.valid_from, day),
        or(isNull(priceLists.valid_until), gte(priceLists.valid_until, day)),
        or(
          inArray(priceListRules.product_id, [...catalogue.keys()]),
          inArray(priceListRules.category, [...new Set(categoryOf.values())]),
        ),
      ),
    );
  for (const [id, price] of catalogue) {
    const candidates: RankedRule[] = rules
      .filter((rule) => rule.product_id === id || (rule.product_id === null && rule.category === categoryOf.get(id)))
      .map((rule) => ({ ...rule, list_stores: Number(rule.list_stores), for_product: rule.product_id !== null }));
    const best = candidates.sort(compareRules)[0];
    if (best)
      out.set(id, { catalogue: price, price: rulePrice(price, best), price_list_id: best.list_id, discount_percent: best.discount_percent });
  }
  return out;
}

/** SYP per EUR from the settings, or 0 when the stored rate is unusable (sypAfterEurChange then scales). */
export async function exchangeRateNow(db: Db): Promise<number> {
  const rate = Number((await readSettings(db)).exchangeRate);
  return isUsableExchangeRate(rate) ? rate : 0;
}

/**
 * Waiting price changes whose day has come become the products' price_eur (in day order, the last one
 * recorded winning), each moving price_syp by sypAfterEurChange in turn and keeping the SYP prices in its
 * history row; run by the scheduled jobs and before the catalogue is read for a day. Returns how many
 * products changed.
 */
export async function applyDuePrices(db: Db, today: string): Promise<number> {
  const rate = await exchangeRateNow(db);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: productPrices.id, product: productPrices.product_id, price: productPrices.new_price_eur })
      .from(productPrices)
      .where(and(eq(productPrices.applied, false), lte(productPrices.valid_from, today)))
      .orderBy(asc(productPrices.valid_from), asc(productPrices.id))
      .for('update');
    if (!due.length) return 0;
    const now = await tx
      .select({ id: products.id, eur: products.price_eur, syp: products.price_syp })
      .from(products)
      .where(inArray(products.id, [...new Set(due.map((row) => row.product))]))
      .orderBy(asc(products.id))
      .for('update');
    const state = new Map(now.map((row) => [row.id, { eur: row.eur, syp: row.syp }]));
    for (const row of due) {
      const before = state.get(row.product)!;
      const moved = sypAfterEurChange(before.syp, before.eur, row.price, rate);
      // Nobody is there to refuse a SYP price the column cannot hold: it stays as it was (the bulk call
      // refused it when the change was saved, from the SYP price of then).
      const syp = moved !== null && moved > MAX_MONEY ? before.syp : moved;
      await tx.update(productPrices).set({ applied: true, old_price_syp: before.syp, new_price_syp: syp }).where(eq(productPrices.id, row.id));
      state.set(row.product, { eur: row.price, syp });
    }
    for (const [id, price] of state)
      await tx.update(products).set({ price_eur: price.eur, price_syp: price.syp, updated_at: new Date() }).where(eq(products.id, id));
    return state.size;
  });
}

export interface PriceChange {
  productId: number;
  old: number;
  new: number;
  from: string;
  applied: boolean;
  source: 'edit' | 'bulk';
  userId: number;
  /** The SYP price before and after, for a change applied now; a waiting change gets them on its day. */
  oldSyp?: number | null;
  newSyp?: number | null;
}

/** One row of a product's price history. */
export async function recordPriceChange(tx: Tx, change: PriceChange): Promise<void> {
  await tx.insert(productPrices).values({
    product_id: change.productId,
    old_price_eur: change.old,
    new_price_eur: change.new,
    old_price_syp: change.oldSyp ?? null,
    new_price_syp: change.newSyp ?? null,
    valid_from: change.from,
    applied: change.applied,
    source: change.source,
    created_by: change.userId,
  });
}
