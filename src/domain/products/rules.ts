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

export { BULK_ACTIONS, type BulkAction } from './bulkActions';

// The reply shapes are schemas in ./records; their types are re-exported here for the existing importers.
export type {
  BulkResult,
  DeleteResult,
  ImportRowError,
  InfoValue,
  Product,
  ProductPerformance,
  ProductSummary,
  StockMovement,
} from './records';
