import type { OrderDetail } from '../../../domain/orderApi';
import { fromCents, toCents } from '../../../domain/orders';

/** A figure from the API (a number, or a numeric string from some drivers); null when absent. */
export function amount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** What the shop owes in EUR: the final amount (else the amount before discounts). */
export function orderFinal(order: Pick<OrderDetail, 'final_amount_eur' | 'total_amount_eur'>): number {
  return amount(order.final_amount_eur) ?? amount(order.total_amount_eur) ?? 0;
}

/** Paid so far: the payments recorded, else the row's paid amount. */
export function orderPaid(order: Pick<OrderDetail, 'payments' | 'paid_amount_eur'>): number {
  if (Array.isArray(order.payments) && order.payments.length) {
    return fromCents(order.payments.reduce((sum, payment) => sum + toCents(amount(payment.amount_eur) ?? 0), 0));
  }
  return amount(order.paid_amount_eur) ?? 0;
}

/** What remains to be paid, never below zero. */
export function orderRemaining(
  order: Pick<OrderDetail, 'payments' | 'paid_amount_eur' | 'final_amount_eur' | 'total_amount_eur'>,
): number {
  return Math.max(0, fromCents(toCents(orderFinal(order)) - toCents(orderPaid(order))));
}

export const distributorLabel = (distributor: OrderDetail['distributor']) =>
  distributor?.full_name || distributor?.name || '';
