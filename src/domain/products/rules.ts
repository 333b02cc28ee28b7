import type { ProductUnit } from '../enums';

// The catalogue's rules (spec 002 sections 3, 4, 5 and 9), for the server and every product screen.

/** The catalogue grid shows twelve products a page. */
export const PRODUCTS_PER_PAGE = 12;
/** The search box waits this long after the last key before it asks the server. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 500;
/** After a product is created the screen goes to the list after this pause. */
export const PRODUCT_CREATED_REDIRECT_MS = 1000;
export const PRODUCT_NAME_MIN = 2;
/** 5 MB: the largest image a product may have. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image formats accepted, recognised by their content on the server. */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** The unit a product gets when none is given: 'قطعة'. */
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'piece';
/** Appended to a duplicate's name (spec 002, /products/create?duplicate=). */
export const COPY_SUFFIX = ' (Copy)';

export type StockLevel = 'unlimited' | 'out' | 'low' | 'available';

/** null (or missing) stock is unlimited; 0 is out of stock; at or below the minimum is low. */
export function stockLevel(quantity: number | null | undefined, minimum: number | null | undefined): StockLevel {
  if (quantity === null || quantity === undefined) return 'unlimited';
  if (quantity <= 0) return 'out';
  if (quantity <= (minimum ?? 0)) return 'low';
  return 'available';
}

/** The stock bar: quantity / (twice the minimum, at least 1), as a percentage capped at 100; null when unlimited. */
export function stockBarPercent(quantity: number | null | undefined, minimum: number | null | undefined): number | null {
  if (quantity === null || quantity === undefined) return null;
  const full = Math.max(1, 2 * (minimum ?? 0));
  return Math.max(0, Math.min(100, (quantity / full) * 100));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Selling price minus cost, to the cent; null without a cost. */
export function profitMargin(price: number | null | undefined, cost: number | null | undefined): number | null {
  if (price === null || price === undefined || cost === null || cost === undefined) return null;
  return round2(price - cost);
}

/** (price - cost) / cost as a percentage with one decimal, only when the cost is above 0. */
export function profitMarginPercent(price: number | null | undefined, cost: number | null | undefined): number | null {
  if (price === null || price === undefined || cost === null || cost === undefined || !(cost > 0)) return null;
  return Math.round(((price - cost) / cost) * 1000) / 10;
}

/** The six tiles of /products, over the whole catalogue (archived products left out). */
export interface ProductSummary {
  total: number;
  active: number;
  featured: number;
  inactive: number;
  lowStock: number;
  outOfStock: number;
}

/** A text, or the object form the spec allows for supplier, nutritional and allergen information. */
export type InfoValue = string | Record<string, unknown> | null;

export interface Product {
  id: number;
  name: string;
  description: string | null;
  category: string;
  category_name?: string | null;
  unit: ProductUnit;
  barcode: string | null;
  is_featured: boolean;
  status: 'active' | 'inactive';
  price_eur: number;
  price_syp: number | null;
  cost_eur: number | null;
  cost_syp: number | null;
  stock_quantity: number | null;
  minimum_stock: number;
  weight_grams: number | null;
  shelf_life_days: number | null;
  production_date: string | null;
  expiry_date: string | null;
  storage_conditions: string | null;
  supplier_info: InfoValue;
  nutritional_info: InfoValue;
  allergen_info: InfoValue;
  image_url: string | null;
  created_by_name: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  total_sold: number;
  total_revenue_eur: number;
  total_revenue_syp: number;
}

export const BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'delete', 'category'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /products/bulk's answer: how many were changed, and which of the deleted were archived instead. */
export interface BulkResult {
  action: BulkAction;
  updated: number;
  deleted: number;
  archived: number;
}

/** DELETE /products/:id's answer: a product that appears in orders is archived, never removed. */
export interface DeleteResult {
  id: number;
  archived: boolean;
}

export interface StockMovement {
  id: number;
  product_id: number;
  change: number;
  quantity_after: number;
  reason: string;
  created_by_name: string | null;
  created_at: string;
}

/** GET /products/:id/performance: from delivered and open orders (cancelled ones left out). */
export interface ProductPerformance {
  units_sold: number;
  revenue_eur: number;
  revenue_syp: number;
  average_price_eur: number | null;
  units_this_month: number;
  revenue_this_month_eur: number;
  orders_count: number;
}

export interface ImportRowError {
  /** 1-based row of the CSV file, the header being row 1. */
  row: number;
  field: string;
  message: string;
}
