import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { pricingMessages as m, variantPrice, type ShopPriceRecord } from '../../src/domain/pricing';
import type { Db } from '../db/client';
import { products, productVariants, stores } from '../db/schema';
import { notFound } from '../lib/errors';
import { shopPricesOn } from './pricing';

// GET /stores/{id}/prices (issue 30): what the order forms show as a line's price, priced as the order
// lines are (services/ordersLines.ts): the shop's price of the delivery day for a product, and for a
// variant variantPrice (src/domain/pricing/rules.ts: its own price less the list's discount).

export async function listShopPrices(db: Db, storeId: number, day: string): Promise<ShopPriceRecord[]> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound(m.storeNotFound);
  const active = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'active'), isNull(products.archived_at)))
    .orderBy(asc(products.id));
  const ids = active.map((row) => row.id);
  const prices = await shopPricesOn(db, storeId, ids, day);
  const out: ShopPriceRecord[] = [];
  for (const [id, price] of prices) {
    out.push({
      product_id: id,
      variant_id: null,
      price_eur: price.price,
      catalogue_price_eur: price.catalogue,
      price_list_id: price.price_list_id,
      variant_name: null,
      variant_stock_quantity: null,
    });
  }
  if (!ids.length) return out;
  const variants = await db
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      price: productVariants.price_eur,
      name: productVariants.name,
      stock: productVariants.stock_quantity,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.product_id, ids), eq(productVariants.status, 'active')))
    .orderBy(asc(productVariants.product_id), asc(productVariants.id));
  for (const variant of variants) {
    const rule = prices.get(variant.product_id) ?? null;
    const discount = rule?.discount_percent ?? null;
    out.push({
      product_id: variant.product_id,
      variant_id: variant.id,
      price_eur: variantPrice(variant.price, rule),
      catalogue_price_eur: variant.price,
      price_list_id: discount === null ? null : (prices.get(variant.product_id)?.price_list_id ?? null),
      variant_name: variant.name,
      variant_stock_quantity: variant.stock,
    });
  }
  return out.sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0));
}
