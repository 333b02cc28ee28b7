import type { OrderDetail } from '../../../domain/orders/types';
import { fromCents, remainingCents, toCents } from '../../../domain/orders/rules';
import { toNumber } from '../../../i18n/format';

/** What the shop owes in EUR: the final amount (else the amount before discounts). */
export function orderFinal(order: Pick<OrderDetail, 'final_amount_eur' | 'total_amount_eur'>): number {
  return toNumber(order.final_amount_eur) ?? toNumber(order.total_amount_eur) ?? 0;
}

/** Paid so far: the payments recorded, else the row's paid amount. */
export function orderPaid(order: Pick<OrderDetail, 'payments' | 'paid_amount_eur'>): number {
  if (Array.isArray(order.payments) && order.payments.length) {
    return fromCents(order.payments.reduce((sum, payment) => sum + toCents(toNumber(payment.amount_eur) ?? 0), 0));
  }
  return toNumber(order.paid_amount_eur) ?? 0;
}

/** What remains to be paid, never below zero. */
export function orderRemaining(
  order: Pick<OrderDetail, 'payments' | 'paid_amount_eur' | 'final_amount_eur' | 'total_amount_eur'>,
): number {
  return fromCents(remainingCents(orderFinal(order), orderPaid(order)));
}

export const distributorLabel = (distributor: OrderDetail['distributor']) =>
  distributor?.full_name || distributor?.name || '';
