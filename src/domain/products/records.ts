import { z } from 'zod';
import { PRODUCT_STATUSES, PRODUCT_UNITS } from '../enums';
import { BULK_ACTIONS } from './bulkActions';
import { count, day, money, timestamp } from '../schemas/replies';

// What the products API sends (spec 002 section 7; server/services/products*.ts), in snake_case. The
// money keys (costs, revenue, margins) are optional: left out, not zeroed, for a role that may not see
// them (src/domain/fieldRights.ts MONEY_KEYS.products).

/** A text, or the object form the spec allows for supplier, nutritional and allergen information. */
export const infoValue = z.union([z.string(), z.record(z.string(), z.unknown())]).nullable();
export type InfoValue = z.infer<typeof infoValue>;

/** A product as GET /products and GET /products/{id} send it: every column, its category's name and its sales. */
export const productRecord = z.object({
  id: count,
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  category_name: z.string().nullable(),
  unit: z.enum(PRODUCT_UNITS),
  barcode: z.string().nullable(),
  is_featured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  price_eur: money,
  price_syp: money.nullable(),
  cost_eur: money.nullable().optional(),
  cost_syp: money.nullable().optional(),
  /** null: unlimited stock. */
  stock_quantity: count.nullable(),
  minimum_stock: count,
  weight_grams: z.number().nullable(),
  shelf_life_days: count.nullable(),
  production_date: day.nullable(),
  expiry_date: day.nullable(),
  storage_conditions: z.string().nullable(),
  supplier_info: infoValue,
  nutritional_info: infoValue,
  allergen_info: infoValue,
  image_url: z.string().nullable(),
  /** Issue 29: the product's own VAT rate; null: its category's, else the default setting. */
  vat_rate: count.nullable().optional(),
  /** Issue 30: units one crate holds on the packing lists; null: the product does not go in crates. */
  units_per_crate: count.nullable().optional(),
  created_by: count.nullable(),
  created_by_name: z.string().nullable(),
  archived_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  total_sold: z.number(),
  total_revenue_eur: money.optional(),
  total_revenue_syp: money.optional(),
});
export type Product = z.infer<typeof productRecord>;

/** The six tiles of /products, over the whole catalogue (archived products left out). */
export const productSummary = z.object({
  total: count,
  active: count,
  featured: count,
  inactive: count,
  lowStock: count,
  outOfStock: count,
});
export type ProductSummary = z.infer<typeof productSummary>;

/** A row of GET /products/categories. */
export const categoryRecord = z.object({
  id: count,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort_order: count,
  /** Issue 29: the VAT rate of its products without one; null: the default setting. */
  vat_rate: count.nullable().optional(),
  created_at: timestamp,
  updated_at: timestamp,
  products_count: count,
  /** A category the catalogue needs: its code cannot change and it cannot be deleted. */
  built_in: z.boolean(),
});
export type CategoryRecord = z.infer<typeof categoryRecord>;

/** POST /products/bulk's answer: how many were changed, and which of the deleted were archived instead. */
export const bulkResult = z.object({
  action: z.enum(BULK_ACTIONS),
  updated: count,
  deleted: count,
  archived: count,
});
export type BulkResult = z.infer<typeof bulkResult>;

/** DELETE /products/{id}'s answer: a product that appears in orders is archived, never removed. */
export const deleteResult = z.object({ id: count, archived: z.boolean() });
export type DeleteResult = z.infer<typeof deleteResult>;

/** A row of GET /products/{id}/stock-movements. */
export const stockMovement = z.object({
  id: count,
  product_id: count,
  change: count,
  quantity_after: count,
  reason: z.string(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  /** The size or weight whose own stock moved (issue 30), with its name; null for the product's stock. */
  variant_id: count.nullish(),
  variant_name: z.string().nullish(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** GET /products/{id}/performance: from delivered and open orders (cancelled ones left out). */
export const productPerformance = z.object({
  product_id: count,
  units_sold: z.number(),
  revenue_eur: money,
  revenue_syp: money,
  average_price_eur: money.nullable(),
  units_this_month: z.number(),
  revenue_this_month_eur: money,
  orders_count: count,
});
export type ProductPerformance = z.infer<typeof productPerformance>;

/** One refused row of POST /products/import. */
export const importRowError = z.object({
  /** 1-based row of the CSV file, the header being row 1. */
  row: count,
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;
