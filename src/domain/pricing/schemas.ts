import { z } from 'zod';
import { validation } from '../messages';
import { CATEGORY_CODE_PATTERN, MAX_BULK_PRODUCTS } from '../products/schemas';
import { decimalNumber, hasCents, idNumber, integerInRange, isoDate, MAX_MONEY, optionalText } from '../schemas/common';
import { pricingValidation as v } from './messages';

// The bodies and queries of the pricing calls (issue 30), shared by the server and the /pricing screens.

const MAX_LIST_STORES = 500;
const MAX_LIST_RULES = 500;
const MAX_VARIANT_STOCK = 1_000_000_000;
const VARIANT_CODE = /^[0-9A-Za-z-]{1,64}$/;

const price = (message: string) =>
  decimalNumber(message, true).refine((value) => value > 0 && value <= MAX_MONEY && hasCents(value), message);

const category = z.string({ error: validation.valueNotAllowed }).regex(CATEGORY_CODE_PATTERN, validation.valueNotAllowed);

const rule = z
  .object({
    product_id: idNumber().nullish(),
    category: category.nullish(),
    price_eur: price(v.rulePriceInvalid).nullish(),
    discount_percent: decimalNumber(v.ruleDiscountInvalid, true)
      .refine((value) => value > 0 && value < 100 && hasCents(value), v.ruleDiscountInvalid)
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if ((value.product_id == null) === (value.category == null))
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: v.ruleTargetOne });
    if ((value.price_eur == null) === (value.discount_percent == null))
      ctx.addIssue({ code: 'custom', path: ['price_eur'], message: v.ruleAmountOne });
  })
  .transform((value) => ({
    product_id: value.product_id ?? null,
    category: value.category ?? null,
    price_eur: value.price_eur ?? null,
    discount_percent: value.discount_percent ?? null,
  }));

/** POST /price-lists and PUT /price-lists/{id}: the whole list, its shops and its rules. */
export const priceListSchema = z
  .object({
    name: z.string({ error: v.priceListNameRequired }).trim().min(2, v.priceListNameRequired).max(120, validation.tooLong),
    store_ids: z
      .array(idNumber(), { error: v.priceListStoresRequired })
      .min(1, v.priceListStoresRequired)
      .max(MAX_LIST_STORES, v.priceListStoresMax)
      .transform((ids) => [...new Set(ids)]),
    valid_from: isoDate,
    valid_until: isoDate.nullish().transform((value) => value ?? null),
    notes: optionalText(),
    rules: z.array(rule, { error: v.priceListRulesRequired }).min(1, v.priceListRulesRequired).max(MAX_LIST_RULES, v.priceListRulesMax),
  })
  .superRefine((value, ctx) => {
    if (value.valid_until && value.valid_until < value.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: v.validUntilBeforeFrom });
    const seen = new Set<string>();
    value.rules.forEach((item, index) => {
      const key = item.product_id !== null ? `p${item.product_id}` : `c${item.category}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rules', index, 'product_id'], message: v.ruleDuplicate });
      seen.add(key);
    });
  });
export type PriceListInput = z.output<typeof priceListSchema>;

/** POST /products/bulk/prices: a percentage or an amount, on chosen products or a category, from a day. */
export const bulkPricesSchema = z
  .object({
    product_ids: z
      .array(idNumber(), { error: validation.valueNotAllowed })
      .min(1, validation.productIdsRequired)
      .max(MAX_BULK_PRODUCTS, validation.productIdsMax)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    category: category.optional(),
    percent: decimalNumber(v.bulkPercentInvalid, true)
      .refine((value) => value !== 0 && value >= -90 && value <= 1000 && hasCents(value), v.bulkPercentInvalid)
      .optional(),
    amount: decimalNumber(v.bulkAmountInvalid, true)
      .refine((value) => value !== 0 && Math.abs(value) <= MAX_MONEY && hasCents(value), v.bulkAmountInvalid)
      .optional(),
    from: isoDate,
    preview: z.boolean({ error: validation.booleanInvalid }).optional().default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.product_ids === undefined) === (value.category === undefined))
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: v.bulkTargetOne });
    if ((value.percent === undefined) === (value.amount === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: v.bulkChangeOne });
  });
export type BulkPricesInput = z.output<typeof bulkPricesSchema>;

const variantFields = {
  name: z.string({ error: v.variantNameRequired }).trim().min(1, v.variantNameRequired).max(120, validation.tooLong),
  code: z.string({ error: v.variantCodeInvalid }).trim().regex(VARIANT_CODE, v.variantCodeInvalid),
  price_eur: price(v.variantPriceInvalid),
  stock_quantity: integerInRange(v.variantStockInvalid, 0, MAX_VARIANT_STOCK).nullish().transform((value) => value ?? null),
  weight_grams: decimalNumber(v.variantWeightInvalid, true)
    .refine((value) => value > 0 && value <= 10_000_000, v.variantWeightInvalid)
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(['active', 'inactive'], { error: validation.valueNotAllowed }).optional().default('active'),
};

/** POST /products/{id}/variants and PUT /products/{id}/variants/{variantId}: the whole variant. */
export const variantSchema = z.object(variantFields);
export type VariantInput = z.output<typeof variantSchema>;

export const variantParams = z.object({ id: idNumber(), variantId: idNumber() });
export const imageParams = z.object({ id: idNumber(), imageId: idNumber() });

/** PUT /products/{id}/images/order: every image of the product, first = the product's picture. */
export const imageOrderSchema = z.object({
  image_ids: z
    .array(idNumber(), { error: v.imageIdsRequired })
    .min(1, v.imageIdsRequired)
    .max(100, v.imageIdsRequired),
});
export type ImageOrderInput = z.output<typeof imageOrderSchema>;

export const recommendationsQuery = z.object({
  limit: integerInRange(v.limitInvalid, 1, 50).optional().default(10),
});

/** GET /stores/{id}/prices: the shop's prices on a delivery day (the bakery's today when none is named). */
export const shopPricesQuery = z.object({ date: isoDate.optional() });
