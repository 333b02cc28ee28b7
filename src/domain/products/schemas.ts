import { vatRateField } from '../invoices/schemas';
import { z } from 'zod';
import { validation as v } from '../messages';
import { PRODUCT_STATUSES, PRODUCT_UNITS } from '../enums';
import { BULK_ACTIONS, DEFAULT_PRODUCT_UNIT, PRODUCT_NAME_MIN } from './rules';
import { booleanFilter, decimalInput, decimalNumber, enumListFilter, hasCents, idNumber, isoDate, listQuery, MAX_MONEY as MONEY_COLUMN_MAX, MAX_PAGE_SIZE, optionalText, pagingFields } from '../schemas/common';

// The product validator of spec 002 section 5 (detailed create, quick create, edit), with Arabic
// messages, and the payloads of the other product calls. Shared by the server and the product forms.

// Below numeric(14,2)'s largest amount, so a price in SYP at a sane exchange rate usually fits too.
const MAX_MONEY = Math.min(1e10, MONEY_COLUMN_MAX);
const MAX_QUANTITY = 1_000_000_000;
const MAX_WEIGHT_GRAMS = 10_000_000;
const MAX_SHELF_LIFE_DAYS = 36_500;
/** Issue 30's crates: more than this many units in one crate is a typing mistake, not a crate. */
export const MAX_UNITS_PER_CRATE = 10_000;
const MAX_INFO_CHARS = 4000;

/** A category code: how product_categories.code and the products' category column spell one. */
export const CATEGORY_CODE_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
const BARCODE_PATTERN = /^[0-9A-Za-z-]{1,64}$/;
/** An image this server stored (see POST /products/:id/image), or a web address. */
export const UPLOADED_IMAGE_URL = /^\/api\/uploads\/products\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
const WEB_URL = /^https?:\/\/[^\s"'<>]+$/i;

/**
 * Numbers typed into forms (and CSV cells) arrive as numbers or decimal strings, with a point or a
 * decimal comma; '' and null mean "no value".
 */
function blankToNull(value: unknown): unknown {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return decimalInput(value, true);
}

/** A number or null; undefined stays undefined so an update can tell "not sent" from "cleared". */
function optionalNumber(message: string, check: (value: number) => boolean, integer = false) {
  return z.preprocess(
    blankToNull,
    z
      .number({ error: message })
      .refine((value) => (!integer || Number.isInteger(value)) && check(value), message)
      .nullish(),
  );
}

/** An amount a numeric(14,2) column stores as sent: 0.004 would be stored as 0.00 (issue 23). */
const centsOnly = (value: number | null | undefined) => value == null || hasCents(value);

const priceEur = z.preprocess(
  blankToNull,
  z
    .number({ error: (issue) => (issue.input == null ? v.priceEurRequired : v.priceEurPositive) })
    .refine((value) => value > 0 && value <= MAX_MONEY, v.priceEurPositive)
    .refine(centsOnly, v.moneyCents),
);
const priceSyp = optionalNumber(v.priceSypPositive, (value) => value > 0 && value <= MAX_MONEY).refine(centsOnly, v.moneyCents);
const cost = optionalNumber(v.costNotNegative, (value) => value >= 0 && value <= MAX_MONEY).refine(centsOnly, v.moneyCents);
const stockQuantity = optionalNumber(v.stockQuantityInvalid, (value) => value >= 0 && value <= MAX_QUANTITY, true);
const minimumStock = optionalNumber(v.minimumStockInvalid, (value) => value >= 0 && value <= MAX_QUANTITY, true);
const weightGrams = optionalNumber(v.weightPositive, (value) => value > 0 && value <= MAX_WEIGHT_GRAMS);
const shelfLifeDays = optionalNumber(v.shelfLifePositive, (value) => value > 0 && value <= MAX_SHELF_LIFE_DAYS, true);
const unitsPerCrate = optionalNumber(v.unitsPerCrateInvalid, (value) => value > 0 && value <= MAX_UNITS_PER_CRATE, true);

const productName = z
  .string({ error: v.productNameRequired })
  .trim()
  .min(1, v.productNameRequired)
  .min(PRODUCT_NAME_MIN, v.productNameMin)
  .max(200, v.tooLong);

const categoryCode = z
  .string({ error: v.productCategoryRequired })
  .trim()
  .min(1, v.productCategoryRequired)
  .regex(CATEGORY_CODE_PATTERN, v.productCategoryUnknown);

const unit = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(PRODUCT_UNITS, { error: (issue) => (issue.input === undefined ? v.productUnitRequired : v.valueNotAllowed) }),
);

/** true/false from a form, a query string or a CSV cell. */
const looseBoolean = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value === 1 ? true : value === 0 ? false : value;
    const word = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'نعم'].includes(word)) return true;
    if (['false', '0', 'no', 'لا'].includes(word)) return false;
    return word === '' ? undefined : value;
  },
  z.boolean({ error: v.booleanInvalid }).optional(),
);

const status = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(PRODUCT_STATUSES, { error: v.valueNotAllowed }).optional(),
);

/** Optional trimmed text that keeps "not sent" (undefined) apart from "cleared" ('' or null: null). */
const clearableText = (max = 2000) =>
  z
    .string({ error: v.valueNotAllowed })
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const barcode = clearableText(64).refine((value) => value == null || BARCODE_PATTERN.test(value), v.barcodeInvalid);

const optionalDate = z.preprocess((value) => (value === '' ? null : value), isoDate.nullish());

const imageUrl = z
  .string({ error: v.imageUrlInvalid })
  .trim()
  .max(2000, v.tooLong)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null))
  .refine((value) => value == null || UPLOADED_IMAGE_URL.test(value) || WEB_URL.test(value), v.imageUrlInvalid);

function isEmptyInfo(value: Record<string, unknown>): boolean {
  return Object.values(value).every(
    (item) =>
      item == null || (typeof item === 'string' && item.trim() === '') || (Array.isArray(item) && item.length === 0),
  );
}

/**
 * Supplier, nutritional and allergen information: a text, or an object (spec 002 section 3). '' and an
 * object with nothing in it are "no information".
 */
const info = z
  .unknown()
  .transform((value, ctx): string | Record<string, unknown> | null | undefined => {
    if (value === undefined || value === null) return value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.length > MAX_INFO_CHARS) {
        ctx.addIssue({ code: 'custom', message: v.tooLong });
        return z.NEVER;
      }
      return text || null;
    }
    if (typeof value === 'object' && !Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      if (JSON.stringify(object).length > 2 * MAX_INFO_CHARS) {
        ctx.addIssue({ code: 'custom', message: v.tooLong });
        return z.NEVER;
      }
      return isEmptyInfo(object) ? null : object;
    }
    ctx.addIssue({ code: 'custom', message: v.productInfoInvalid });
    return z.NEVER;
  })
  .optional();

type Dated = { production_date?: string | null; expiry_date?: string | null };

/** expiry_date after production_date when both are given. */
export function expiryAfterProduction(value: Dated, ctx: z.RefinementCtx) {
  if (value.production_date && value.expiry_date && value.expiry_date <= value.production_date) {
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: v.expiryAfterProduction });
  }
}

/** The fields every form may send, each optional; the create schemas make some required and set defaults. */
const optionalFields = {
  description: clearableText(2000),
  barcode,
  is_featured: looseBoolean,
  status,
  price_syp: priceSyp,
  cost_eur: cost,
  cost_syp: cost,
  stock_quantity: stockQuantity,
  minimum_stock: minimumStock,
  weight_grams: weightGrams,
  shelf_life_days: shelfLifeDays,
  production_date: optionalDate,
  expiry_date: optionalDate,
  storage_conditions: clearableText(1000),
  supplier_info: info,
  nutritional_info: info,
  allergen_info: info,
  image_url: imageUrl,
  // Issue 29: 0, 6, 12 or 21 %; empty: the category's rate, else the bakery's default.
  vat_rate: vatRateField,
  // Issue 30: units in one crate on the packing lists; empty: the product does not go in crates (a cake box).
  units_per_crate: unitsPerCrate,
};

/** Missing optional values become null, so a new product has one spelling for "no value". */
function withCreateDefaults<T extends Record<string, unknown>>(value: T) {
  return {
    ...value,
    description: value.description ?? null,
    barcode: value.barcode ?? null,
    is_featured: (value.is_featured as boolean | undefined) ?? false,
    status: (value.status as (typeof PRODUCT_STATUSES)[number] | undefined) ?? 'active',
    price_syp: (value.price_syp as number | null | undefined) ?? null,
    cost_eur: (value.cost_eur as number | null | undefined) ?? null,
    cost_syp: (value.cost_syp as number | null | undefined) ?? null,
    stock_quantity: (value.stock_quantity as number | null | undefined) ?? null,
    minimum_stock: (value.minimum_stock as number | null | undefined) ?? 0,
    weight_grams: (value.weight_grams as number | null | undefined) ?? null,
    shelf_life_days: (value.shelf_life_days as number | null | undefined) ?? null,
    production_date: (value.production_date as string | null | undefined) ?? null,
    expiry_date: (value.expiry_date as string | null | undefined) ?? null,
    storage_conditions: value.storage_conditions ?? null,
    supplier_info: value.supplier_info ?? null,
    nutritional_info: value.nutritional_info ?? null,
    allergen_info: value.allergen_info ?? null,
    image_url: value.image_url ?? null,
    vat_rate: (value.vat_rate as number | null | undefined) ?? null,
    units_per_crate: (value.units_per_crate as number | null | undefined) ?? null,
  };
}

/** POST /products: the detailed create form. Unknown fields (the quick form's `dimensions`) are ignored. */
export const productCreateSchema = z
  .object({ name: productName, category: categoryCode, unit, price_eur: priceEur, ...optionalFields })
  .superRefine(expiryAfterProduction)
  .transform(withCreateDefaults);
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/**
 * The quick create form (/products/create-simple): name, description, category, price in EUR, stock and
 * featured; the unit is always a piece. Its output is a valid detailed create.
 */
export const productQuickCreateSchema = z
  .object({
    name: productName,
    category: categoryCode,
    price_eur: priceEur,
    description: optionalFields.description,
    stock_quantity: stockQuantity,
    is_featured: looseBoolean,
  })
  .transform((value) => withCreateDefaults({ ...value, unit: DEFAULT_PRODUCT_UNIT }));
export type ProductQuickCreateInput = z.input<typeof productQuickCreateSchema>;

/**
 * PUT /products/:id: only the fields sent change. null clears an optional field (stock null = unlimited,
 * minimum null = 0); the required ones (name, category, unit, price) cannot be cleared.
 */
export const productUpdateSchema = z
  .object({
    name: productName.optional(),
    category: categoryCode.optional(),
    unit: unit.optional(),
    price_eur: priceEur.optional(),
    ...optionalFields,
  })
  .superRefine(expiryAfterProduction)
  .transform((value) => {
    const out: Record<string, unknown> = { ...value };
    if (out.minimum_stock === null) out.minimum_stock = 0;
    // Keep only what was sent: an update names its changes.
    return Object.fromEntries(Object.entries(out).filter(([, item]) => item !== undefined)) as Partial<ProductCreate>;
  });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** POST /products/:id/stock: a signed change of the quantity and why. */
export const stockAdjustSchema = z.object({
  quantity_change: z.preprocess(
    blankToNull,
    z
      .number({ error: v.quantityChangeInvalid })
      .int(v.quantityChangeInvalid)
      .refine((value) => value !== 0 && Math.abs(value) <= MAX_QUANTITY, v.quantityChangeInvalid),
  ),
  reason: z
    .string({ error: v.stockReasonRequired })
    .trim()
    .min(1, v.stockReasonRequired)
    .min(2, v.stockReasonLength)
    .max(200, v.stockReasonLength),
});
export type StockAdjust = z.output<typeof stockAdjustSchema>;

export const MAX_BULK_PRODUCTS = 500;

const productIds = z
  .array(idNumber(), {
    error: v.productIdsRequired,
  })
  .min(1, v.productIdsRequired)
  .max(MAX_BULK_PRODUCTS, v.productIdsMax)
  .transform((ids) => [...new Set(ids)]);

/** POST /products/bulk: one action on up to 500 products, all or nothing. */
export const bulkProductsSchema = z
  .object({
    product_ids: productIds,
    action: z.enum(BULK_ACTIONS, { error: v.valueNotAllowed }),
    category: z.string().trim().regex(CATEGORY_CODE_PATTERN, v.productCategoryUnknown).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'category' && !value.category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: v.bulkCategoryRequired });
    }
  });
export type BulkProducts = z.output<typeof bulkProductsSchema>;

/** POST /products/bulk/category, as spec 002 names it: the category's row id. */
export const bulkCategorySchema = z.object({
  product_ids: productIds,
  category_id: idNumber(v.bulkCategoryRequired),
});
export type BulkCategory = z.output<typeof bulkCategorySchema>;

const categoryName = z
  .string({ error: v.categoryNameRequired })
  .trim()
  .min(1, v.categoryNameRequired)
  .min(2, v.categoryNameMin)
  .max(100, v.tooLong);
const sortOrder = z.preprocess(
  blankToNull,
  z
    .number({ error: v.categorySortOrderInvalid })
    .int(v.categorySortOrderInvalid)
    .min(0, v.categorySortOrderInvalid)
    .max(100_000, v.categorySortOrderInvalid)
    .nullish(),
);
const code = z.string({ error: v.categoryCodeInvalid }).trim().regex(CATEGORY_CODE_PATTERN, v.categoryCodeInvalid);

/** POST /products/categories. Without a sort order the category goes last. */
export const categoryCreateSchema = z.object({
  code,
  name: categoryName,
  description: optionalText(500),
  sort_order: sortOrder,
  vat_rate: vatRateField,
});
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/** PUT /products/categories/:id: only the fields sent change. */
export const categoryUpdateSchema = z
  .object({
    code: code.optional(),
    name: categoryName.optional(),
    description: clearableText(500),
    sort_order: sortOrder,
    vat_rate: vatRateField,
  })
  .transform(
    (value) =>
      Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<typeof value>,
  );
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

const paging = pagingFields;

function fromBeforeTo(value: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  if (value.date_from && value.date_to && value.date_from > value.date_to) {
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: v.dateRangeInvalid });
  }
}

/** GET /products/:id/sales: the product's order lines, newest first. */
export const productSalesQuery = z
  .object({ ...paging(10), date_from: isoDate.optional(), date_to: isoDate.optional() })
  .superRefine(fromBeforeTo);
export type ProductSalesQuery = z.output<typeof productSalesQuery>;

export const ANALYTICS_GROUPINGS = ['day', 'week', 'month'] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];

/** GET /products/categories/:id/analytics and /products/:id/analytics: a date range and a bucket size. */
export const salesAnalyticsQuery = z
  .object({
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    period: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(ANALYTICS_GROUPINGS, { error: v.valueNotAllowed }).optional(),
    ),
  })
  .superRefine(fromBeforeTo);
export type SalesAnalyticsQuery = z.output<typeof salesAnalyticsQuery>;

/** GET /products/search?q=: at most 20 matches for pickers. */
export const productSearchQuery = z.object({
  q: z.string().trim().max(200, v.tooLong).default(''),
  limit: paging(20, 20).limit,
});

/** GET /products/popular and /products/low-stock. */
export const productTopQuery = (defaultLimit: number) => z.object({ limit: paging(defaultLimit, MAX_PAGE_SIZE).limit });

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const priceFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  decimalNumber(v.numberInvalid)
    .refine((value) => value >= 0 && value <= MONEY_COLUMN_MAX, v.numberInvalid)
    .optional(),
);

/** The catalogue's filters (spec 002 section 7), shared by GET /products and GET /products/export. */
export const productFilters = listQuery(
  ['id', 'name', 'price_eur', 'stock_quantity', 'category', 'status', 'created_at', 'updated_at', 'total_sold'],
  'name',
).extend({
  status: enumListFilter(PRODUCT_STATUSES),
  // Category codes are rows of product_categories, not a closed list: one code or several, comma-separated.
  category: z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(CATEGORY_CODE_PATTERN, v.valueNotAllowed)).max(50))
    .optional(),
  is_featured: booleanFilter,
  minPrice: priceFilter,
  maxPrice: priceFilter,
  /** Stock not unlimited and at or below the minimum, out of stock included. */
  lowStock: booleanFilter,
  /** true: only archived products; otherwise archived ones are left out (unless asked for by `ids`). */
  archived: booleanFilter,
});

export function minPriceNotAboveMax(value: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: v.priceRangeInvalid });
  }
}

export const productListQuery = productFilters.superRefine(minPriceNotAboveMax);

/** GET /products/export: the list's filters (every matching product, no paging) and the file format. */
export const productExportQuery = productFilters
  .extend({
    format: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(EXPORT_FORMATS, { error: v.exportFormatInvalid }).default('csv'),
    ),
  })
  .superRefine(minPriceNotAboveMax);

export const categoryListQuery = listQuery(['id', 'name', 'code', 'sort_order'], 'sort_order');
