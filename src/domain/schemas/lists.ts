import { z } from 'zod';
import {
  EXPENSE_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
  REGIONS,
  ROLES,
  STORE_CATEGORIES,
  STORE_STATUSES,
  STORE_TYPES,
  USER_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from '../enums';
import { validation } from '../messages';
import { booleanFilter, decimalNumber, enumListFilter, idFilter, isoDate, listQuery, MAX_MONEY } from './common';
import { CATEGORY_CODE_PATTERN, EXPORT_FORMATS } from '../products/schemas';

// The query each list endpoint accepts: the shared paging contract plus the filters the spec names.

export const orderListQuery = listQuery(
  ['id', 'order_number', 'order_date', 'delivery_date', 'status', 'payment_status', 'final_amount_eur', 'created_at', 'store_name'],
  'created_at',
).extend({
  status: enumListFilter(ORDER_STATUSES),
  payment_status: enumListFilter(PAYMENT_STATUSES),
  store_id: idFilter,
  distributor_id: idFilter,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  delivery_date: isoDate.optional(),
});

export const storeListQuery = listQuery(
  ['id', 'name', 'display_order', 'status', 'category', 'region', 'created_at', 'total_orders', 'total_purchases_eur'],
  'display_order',
).extend({
  status: enumListFilter(STORE_STATUSES),
  region: enumListFilter(REGIONS),
  category: enumListFilter(STORE_CATEGORIES),
  store_type: enumListFilter(STORE_TYPES),
});

const priceFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  decimalNumber(validation.numberInvalid)
    .refine((value) => value >= 0 && value <= MAX_MONEY, validation.numberInvalid)
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
    .pipe(z.array(z.string().regex(CATEGORY_CODE_PATTERN, validation.valueNotAllowed)).max(50))
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
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: validation.priceRangeInvalid });
  }
}

export const productListQuery = productFilters.superRefine(minPriceNotAboveMax);

/** GET /products/export: the list's filters (every matching product, no paging) and the file format. */
export const productExportQuery = productFilters
  .extend({
    format: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(EXPORT_FORMATS, { error: validation.exportFormatInvalid }).default('csv'),
    ),
  })
  .superRefine(minPriceNotAboveMax);

export const categoryListQuery = listQuery(['id', 'name', 'code', 'sort_order'], 'sort_order');

export const userListQuery = listQuery(['id', 'username', 'full_name', 'role', 'status', 'created_at', 'last_login'], 'full_name').extend({
  role: enumListFilter(ROLES),
  status: enumListFilter(USER_STATUSES),
});

export const vehicleListQuery = listQuery(['id', 'vehicle_plate', 'vehicle_model', 'vehicle_year', 'status', 'current_km', 'created_at'], 'vehicle_plate').extend({
  status: enumListFilter(VEHICLE_STATUSES),
  vehicle_type: enumListFilter(VEHICLE_TYPES),
  assigned: booleanFilter,
});

export const paymentListQuery = listQuery(['id', 'payment_date', 'amount_eur', 'created_at'], 'payment_date').extend({
  order_id: idFilter,
  store_id: idFilter,
  method: enumListFilter(PAYMENT_METHODS),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const expenseListQuery = listQuery(['id', 'expense_date', 'amount_eur', 'type', 'created_at'], 'expense_date').extend({
  distributor_id: idFilter,
  vehicle_id: idFilter,
  type: enumListFilter(EXPENSE_TYPES),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const loginAttemptListQuery = listQuery(['id', 'created_at'], 'created_at');
