import { bakeryDate, earliestPlausibleDay } from '../../../domain/dates';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/enums';
import type { OrderPaymentInput } from '../../../domain/orders/types';
import { toCents } from '../../../domain/orders/rules';
import { textOrNull } from '../../../domain/schemas/common';
import { dateProblem } from '../../../ui/dateValue';

export interface PaymentValues {
  amount: number | string | null;
  method: PaymentMethod | null;
  payment_date: string | null;
  reference: string | null;
  notes: string | null;
  /** The office's reason for a payment dated more than 31 days back. */
  backdate_reason?: string | null;
}

/** A day before the last 31: the office may record it, with a reason. */
export const isBackdated = (day: string | null | undefined) => Boolean(day) && String(day).slice(0, 10) < earliestPlausibleDay();

type Message = { message: string; args: Record<string, unknown> };
const message = (key: string, args: Record<string, unknown> = {}): Message => ({
  message: `bakery.orders.payment.validation.${key}`,
  args,
});

/** An amount above zero and at most what remains, a method, a date not in the future (with a reason when older than 31 days). */
export function validatePayment(
  values: Partial<PaymentValues>,
  remaining: number,
  remainingText: string,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  const value =
    values.amount === '' || values.amount === null || values.amount === undefined ? NaN : Number(values.amount);
  if (!Number.isFinite(value) || value <= 0) errors.amount = message('amount_positive');
  else if (toCents(value) > toCents(remaining)) errors.amount = message('amount_too_large', { amount: remainingText });
  if (!values.method || !PAYMENT_METHODS.includes(values.method)) errors.method = message('method_required');
  const dateWrong = dateProblem(values.payment_date);
  if (!values.payment_date) errors.payment_date = message('date_required');
  else if (dateWrong) errors.payment_date = dateWrong;
  else if (String(values.payment_date).slice(0, 10) > bakeryDate()) errors.payment_date = message('date_future');
  else if (isBackdated(values.payment_date) && !values.backdate_reason?.trim())
    errors.backdate_reason = message('backdate_reason_required');
  return errors;
}

export function toPaymentInput(values: PaymentValues): OrderPaymentInput {
  return {
    amount: Number(values.amount),
    method: values.method as PaymentMethod,
    payment_date: String(values.payment_date).slice(0, 10),
    reference: textOrNull(values.reference),
    notes: textOrNull(values.notes),
    ...(isBackdated(values.payment_date) ? { backdate_reason: textOrNull(values.backdate_reason) } : {}),
  };
}
