import { z } from 'zod';
import { count, day, money, timestamp } from '../schemas/replies';

// What the pricing calls answer (issue 30), in snake_case.

export const priceListRuleRecord = z.object({
  id: count,
  product_id: count.nullable(),
  product_name: z.string().nullable(),
  category: z.string().nullable(),
  category_name: z.string().nullable(),
  price_eur: money.nullable(),
  discount_percent: z.number().nullable(),
});

export const priceListRecord = z.object({
  id: count,
  name: z.string(),
  valid_from: day,
  valid_until: day.nullable(),
  notes: z.string().nullable(),
  /** 'store' for one shop's own list, 'group' for several shops'. */
  scope: z.enum(['store', 'group']),
  store_ids: z.array(count),
  store_names: z.array(z.string()),
  rules: z.array(priceListRuleRecord),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PriceList = z.infer<typeof priceListRecord>;

export const priceListsReply = z.object({ price_lists: z.array(priceListRecord) });

export const priceHistoryRow = z.object({
  id: count,
  old_price_eur: money,
  new_price_eur: money,
  /** The SYP price the change moved with it (sypAfterEurChange); null while waiting, or without a SYP price. */
  old_price_syp: money.nullable(),
  new_price_syp: money.nullable(),
  valid_from: day,
  /** false while its day has not come: the product's price is still the old one. */
  applied: z.boolean(),
  source: z.enum(['edit', 'bulk']),
  changed_by: count.nullable(),
  changed_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type PriceHistoryRow = z.infer<typeof priceHistoryRow>;
export const priceHistoryReply = z.object({ product_id: count, price_eur: money, history: z.array(priceHistoryRow) });

export const bulkPriceChange = z.object({
  product_id: count,
  name: z.string(),
  category: z.string(),
  old_price_eur: money,
  new_price_eur: money,
  /** The SYP price now and what it becomes (on the change's day, from the SYP price of then); null without one. */
  old_price_syp: money.nullable(),
  new_price_syp: money.nullable(),
});
export type BulkPriceChange = z.infer<typeof bulkPriceChange>;
export const bulkPricesReply = z.object({
  preview: z.boolean(),
  from: day,
  changes: z.array(bulkPriceChange),
});

export const variantRecord = z.object({
  id: count,
  product_id: count,
  name: z.string(),
  code: z.string(),
  price_eur: money,
  stock_quantity: count.nullable(),
  weight_grams: z.number().nullable(),
  status: z.enum(['active', 'inactive']),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Variant = z.infer<typeof variantRecord>;
export const variantsReply = z.object({ variants: z.array(variantRecord) });

export const productImageRecord = z.object({ id: count, url: z.string(), position: count });
export type ProductImage = z.infer<typeof productImageRecord>;
export const imagesReply = z.object({ image_url: z.string().nullable(), images: z.array(productImageRecord) });

export const recommendationRecord = z.object({
  product_id: count,
  name: z.string(),
  category: z.string(),
  price_eur: money,
  image_url: z.string().nullable(),
  /** Shops that ordered both. */
  shops: count,
  /** shops / the shops that ordered this product, 0..1. */
  share: z.number(),
});
export type Recommendation = z.infer<typeof recommendationRecord>;
export const recommendationsReply = z.object({
  product_id: count,
  /** The shops that ordered this product (not cancelled), the share's denominator. */
  shops: count,
  recommendations: z.array(recommendationRecord),
});

/**
 * GET /stores/{id}/prices: what an order line for the shop is charged on the day, for each active product
 * (variant_id null) and each active variant: the price list's price or the catalogue's. The order forms
 * show their running subtotal from it.
 */
export const shopPriceRecord = z.object({
  product_id: count,
  variant_id: count.nullable(),
  price_eur: money,
  /** The catalogue price of that day, for a variant its own price; equal to price_eur when no list applies. */
  catalogue_price_eur: money,
  price_list_id: count.nullable(),
  /** A variant's name and its own stock (null: unlimited), for the order forms' choice; null for a product. */
  variant_name: z.string().nullable(),
  variant_stock_quantity: count.nullable(),
});
export type ShopPriceRecord = z.infer<typeof shopPriceRecord>;
export const shopPricesReply = z.object({ date: day, prices: z.array(shopPriceRecord) });
export type ShopPricesReply = z.infer<typeof shopPricesReply>;
