/** POST /products/{id}/stock's reason: 2 to 200 characters (the API contract). */
export const STOCK_REASON_MIN = 2;
export const STOCK_REASON_MAX = 200;

export type StockDirection = 'add' | 'remove';

export interface StockAdjustValues {
  direction: StockDirection;
  quantity: number | null;
  reason: string;
}

/** The signed change the server takes: +quantity to add, -quantity to take away. */
export function signedQuantity(values: Pick<StockAdjustValues, 'direction' | 'quantity'>): number {
  const quantity = Math.abs(values.quantity ?? 0);
  return values.direction === 'remove' ? -quantity : quantity;
}
