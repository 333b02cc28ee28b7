import type { RaRecord } from 'react-admin';

/** A shop as GET /stores/{id} returns it, with the order figures the server computes. */
export interface StoreRecord extends RaRecord {
  id: number;
  name: string;
  owner_name?: string | null;
  contact_person?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  region?: string | null;
  category?: string | null;
  store_type?: string | null;
  status?: string | null;
  payment_method?: string | null;
  credit_limit_eur?: number | string | null;
  /** The spec's other name for the credit limit. */
  credit_limit?: number | string | null;
  current_balance_eur?: number | string | null;
  /** Kept (issue 25): what the shop's orders not yet delivered nor cancelled will owe. */
  open_orders_eur?: number | string | null;
  notes?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  created_at?: string | null;
  total_orders?: number | null;
  completed_orders?: number | null;
  cancelled_orders?: number | null;
  total_purchases_eur?: number | string | null;
  performance_rating?: number | string | null;
  last_order_date?: string | null;
  last_payment_date?: string | null;
  /** Issue 29: what invoicing needs of the shop (the page says what is missing). */
  enterprise_number?: string | null;
  invoice_language?: string | null;
  vat_number?: string | null;
  invoice_rhythm?: string | null;
}

/** An order of GET /stores/{id}/orders, as the recent orders card reads it. */
export interface StoreOrder {
  id: number;
  order_number?: string | null;
  order_date?: string | null;
  created_at?: string | null;
  status?: string | null;
  final_amount_eur?: number | string | null;
  total_amount_eur?: number | string | null;
}

export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The credit limit; none means the shop has no limit, 0 that it has no credit at all (issue 25). */
export function creditLimitOf(record: StoreRecord): number | null {
  return numberOrNull(record.credit_limit_eur ?? record.credit_limit);
}

/** The rating on the 0 to 5.0 scale; null when the shop has none. */
export function ratingOf(record: StoreRecord): number | null {
  const rating = numberOrNull(record.performance_rating);
  return rating === null ? null : Math.min(5, Math.max(0, rating));
}
