// The shapes of the orders replies and requests (spec 001 section 7, issue 6), as the server sends and
// reads them, and the one place the edit form's values become PUT /orders/{id}'s body.

import type { Currency, OrderStatus, PaymentMethod, PaymentStatus } from '../enums';
import type { StockShortage } from './rules';

/** A row of GET /orders. Money in EUR unless named _syp. */
export interface OrderRow {
  id: number;
  order_number: string;
  store_id: number;
  store_name: string | null;
  assigned_distributor_id: number | null;
  distributor_name: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** YYYY-MM-DD */
  order_date: string;
  /** YYYY-MM-DD */
  delivery_date: string | null;
  currency: Currency;
  total_amount_eur: number;
  discount_amount_eur: number;
  final_amount_eur: number;
  final_amount_syp: number | null;
  paid_amount_eur: number;
  notes: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface OrderStore {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  contact_person: string | null;
  latitude?: number | null;
  longitude?: number | null;
  payment_terms?: string | null;
}

export interface OrderDistributor {
  id: number;
  name?: string | null;
  full_name?: string | null;
  phone: string | null;
  email: string | null;
}

export interface OrderItem {
  id: number;
  product_id: number;
  product_name: string;
  unit: string | null;
  quantity: number;
  unit_price_eur: number;
  discount_amount: number;
  gift_quantity: number;
  gift_reason: string | null;
  notes: string | null;
  line_total_eur: number;
  product?: { id: number; name: string; unit: string | null; price_eur: number; stock_quantity: number | null } | null;
}

export interface OrderPayment {
  id: number;
  amount_eur: number;
  method: PaymentMethod;
  /** YYYY-MM-DD */
  payment_date: string;
  reference: string | null;
  notes: string | null;
  created_at: string;
}

/** GET /orders/{id}: the row, the shop, the distributor, the lines and the payments. */
export interface OrderDetail extends OrderRow {
  store: OrderStore | null;
  distributor: OrderDistributor | null;
  items: OrderItem[];
  payments: OrderPayment[];
  created_by_name: string | null;
  /** The statuses the order may move to now (the server's ORDER_TRANSITIONS). */
  allowed_statuses: OrderStatus[];
  special_instructions: string | null;
  exchange_rate: number;
}

/** GET /orders/statistics, over every order the filters select (not one page). */
export interface OrderStatistics {
  total: number;
  /** Draft or confirmed. */
  pending: number;
  by_status: Partial<Record<OrderStatus, number>>;
  by_payment_status: Partial<Record<PaymentStatus, number>>;
  total_revenue_eur: number;
  total_value_eur: number;
  paid_eur: number;
  outstanding_eur: number;
}

/** PUT /orders/{id}/payment. */
export interface OrderPaymentInput {
  amount: number;
  method: PaymentMethod;
  /** YYYY-MM-DD */
  payment_date: string;
  reference?: string | null;
  notes?: string | null;
}

/** A line of POST /orders. */
export interface OrderCreateLine {
  product_id: number;
  quantity: number;
  notes?: string | null;
  discount_amount?: number;
  gift_quantity?: number;
  gift_reason?: string | null;
}

/** POST /orders. */
export interface OrderCreateBody {
  store_id: number;
  delivery_date?: string | null;
  notes?: string | null;
  special_instructions?: string | null;
  currency?: Currency;
  distributor_id?: number | null;
  items: OrderCreateLine[];
}

/** A line of PUT /orders/{id}: an existing line keeps its id, a new one has none. */
export interface OrderUpdateLine extends OrderCreateLine {
  id?: number;
}

/** PUT /orders/{id}: `items` is the whole new list; `version` is the one the form loaded. */
export interface OrderUpdateBody {
  version: number;
  store_id?: number;
  order_date?: string;
  delivery_date?: string | null;
  notes?: string | null;
  special_instructions?: string | null;
  assigned_distributor_id?: number | null;
  status?: OrderStatus;
  items?: OrderUpdateLine[];
}

/** The 409 of POST /orders (or PUT with new lines) when stock is short. */
export interface OrderStockConflict {
  message: string;
  shortages: StockShortage[];
}

const textOrNull = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
};

const numberOr = (value: unknown, fallback: number): number => {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
};

function updateLine(line: Record<string, unknown>): OrderUpdateLine {
  const out: OrderUpdateLine = {
    product_id: Number(line.product_id),
    quantity: Number(line.quantity),
    discount_amount: numberOr(line.discount_amount, 0),
    gift_quantity: numberOr(line.gift_quantity, 0),
    gift_reason: textOrNull(line.gift_reason),
    notes: textOrNull(line.notes),
  };
  const id = Number(line.id);
  if (line.id !== undefined && line.id !== null && line.id !== '' && Number.isInteger(id) && id > 0) out.id = id;
  return out;
}

/**
 * The edit form's values (the whole loaded order plus the user's changes) -> PUT /orders/{id}: only the
 * fields the contract takes, the lines as the whole new list, and the version the form loaded. Status and
 * distributor go only when they changed, so a save that does not mean to move the order never asks for a
 * move (the distributor panel assigns through its own calls).
 */
export function orderUpdateBody(data: Record<string, unknown>, previous?: Record<string, unknown>): OrderUpdateBody {
  const version = numberOr(data.version ?? previous?.version, 0);
  const body: OrderUpdateBody = { version };
  if (data.store_id !== undefined) body.store_id = Number(data.store_id);
  if (data.order_date !== undefined && data.order_date !== null && data.order_date !== '')
    body.order_date = String(data.order_date).slice(0, 10);
  if ('delivery_date' in data) body.delivery_date = textOrNull(data.delivery_date)?.slice(0, 10) ?? null;
  if ('notes' in data) body.notes = textOrNull(data.notes);
  if ('special_instructions' in data) body.special_instructions = textOrNull(data.special_instructions);
  if (data.status !== undefined && data.status !== null && data.status !== previous?.status)
    body.status = data.status as OrderStatus;
  if (
    'assigned_distributor_id' in data &&
    previous &&
    data.assigned_distributor_id !== previous.assigned_distributor_id
  ) {
    body.assigned_distributor_id =
      data.assigned_distributor_id === null || data.assigned_distributor_id === ''
        ? null
        : Number(data.assigned_distributor_id);
  }
  if (Array.isArray(data.items)) body.items = (data.items as Record<string, unknown>[]).map(updateLine);
  return body;
}

/** The shortages of a 409 reply, when it carries them. */
export function shortagesOf(error: unknown): StockShortage[] | null {
  const body = (error as { body?: { shortages?: unknown } } | null)?.body;
  if (!body || !Array.isArray(body.shortages) || !body.shortages.length) return null;
  return body.shortages as StockShortage[];
}
