import type { OrderRow } from '../../../domain/orders/types';

/** The amount a row shows: the final amount, else the amount before discounts (spec 001 section 2). */
export function orderAmount(order: Pick<OrderRow, 'final_amount_eur' | 'total_amount_eur'>): number | null {
  const value = order.final_amount_eur ?? order.total_amount_eur;
  return value === null || value === undefined ? null : Number(value);
}
