import type { StockLevel } from '../../../domain/products/rules';

/** The colour of each stock level, for the badge and the bar: red when out, amber when low. */
export const STOCK_LEVEL_COLOR = {
  unlimited: 'info',
  out: 'error',
  low: 'warning',
  available: 'success',
} as const satisfies Record<StockLevel, 'info' | 'error' | 'warning' | 'success'>;
