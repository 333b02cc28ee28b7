import { PAYMENT_METHODS, type OrderStatus, type PaymentMethod, type PaymentStatus, type Role } from '../enums';
import type { OrderRow, StockShortage } from './records';

// The order rules of issue 6 (spec 001 sections 4, 5 and 9, and the decisions the spec left to us), for
// the server and every order screen: one truth for totals, status moves and what may be done when.

export const ORDERS_PER_PAGE = 10;
/** Stores and distributors for the order filters and forms load with this limit. */
export const ORDER_REFERENCE_LIMIT = 100;
/** The stock toast of the create form stays this long. */
export const STOCK_TOAST_MS = 8000;
/** Success and error banners of the order list leave after this long. */
export const ORDER_BANNER_MS = 5000;
/** SYP per EUR when the settings name no rate. */
export const DEFAULT_EXCHANGE_RATE = 15000;
/** Quick-quantity buttons show only for products with at most this much stock. */
export const QUICK_QUANTITY_MAX_STOCK = 100;

/**
 * 'Pending' wherever an order count says so (dashboard and orders list alike): confirmed or in progress,
 * spec 000's definition. A draft is not pending yet; it has not been confirmed.
 */
export const PENDING_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'in_progress'];

/** The moves the server allows: draft -> confirmed -> in_progress -> delivered; draft or confirmed -> cancelled. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order in `status` may show in a select: its own, then the allowed moves. */
export function statusChoices(status: OrderStatus): OrderStatus[] {
  return [status, ...ORDER_TRANSITIONS[status]];
}

/** Lines, shop, dates and notes change only while the order is a draft or confirmed. */
export function isOrderEditable(status: OrderStatus): boolean {
  return status === 'draft' || status === 'confirmed';
}

/** Only a draft may be deleted; anything later is cancelled instead. */
export function isOrderDeletable(status: OrderStatus): boolean {
  return status === 'draft';
}

/** Stock is held by every order that is not cancelled; cancelling gives it back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/**
 * The payment methods a role may record. A distributor records what they collect at the shop's door,
 * which is cash; bank transfers, cards and cheques are booked by the office when they arrive.
 */
export function paymentMethodsFor(role: Role | null | undefined): readonly PaymentMethod[] {
  return role === 'distributor' ? ['cash'] : PAYMENT_METHODS;
}

/**
 * The status moves a distributor makes from their own order page: forward along the delivery only.
 * Cancelling is the office's call even though the API lets a distributor do it on their own orders.
 */
export function distributorMoves(moves: readonly OrderStatus[]): OrderStatus[] {
  return moves.filter((status) => status !== 'cancelled');
}

/** A cancelled order takes no payment. */
export function acceptsPayment(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

export interface LineInput {
  quantity: number;
  unit_price_eur: number;
  discount_amount?: number | null;
  gift_quantity?: number | null;
}

/** quantity x unit price minus the line's discount, to the cent; gifts are free. */
export function lineTotalCents(line: LineInput): number {
  return line.quantity * toCents(line.unit_price_eur) - toCents(line.discount_amount ?? 0);
}

/** The units that leave the shelf for a line: the ordered ones and the gifts. */
export function lineStockUnits(line: Pick<LineInput, 'quantity' | 'gift_quantity'>): number {
  return line.quantity + (line.gift_quantity ?? 0);
}

/** The amounts of an order row that its lines decide (total_amount_eur is before line discounts). */
export type OrderTotals = Pick<OrderRow, 'total_amount_eur' | 'discount_amount_eur' | 'final_amount_eur' | 'final_amount_syp'>;

/** The order's amounts from its lines and the exchange rate; the only way a total is ever made. */
export function orderTotals(lines: readonly LineInput[], exchangeRate: number): OrderTotals {
  let gross = 0;
  let discount = 0;
  for (const line of lines) {
    gross += line.quantity * toCents(line.unit_price_eur);
    discount += toCents(line.discount_amount ?? 0);
  }
  const final = gross - discount;
  return {
    total_amount_eur: fromCents(gross),
    discount_amount_eur: fromCents(discount),
    final_amount_eur: fromCents(final),
    final_amount_syp: Math.round(fromCents(final) * exchangeRate * 100) / 100,
  };
}

/** Days of credit a shop's payment terms give after delivery: cash is 0. */
export function paymentTermDays(terms: string | null | undefined): number {
  const match = /^credit_(\d+)$/.exec(terms ?? '');
  return match ? Number(match[1]) : 0;
}

export interface PaymentState {
  finalCents: number;
  paidCents: number;
  status: OrderStatus;
  /** YYYY-MM-DD; null while not delivered. */
  deliveredOn: string | null;
  paymentTerms: string | null | undefined;
  /** YYYY-MM-DD, the bakery's today. */
  today: string;
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * pending (nothing paid), partial, paid (all); overdue when not fully paid past the shop's payment
 * terms after delivery.
 */
export function paymentStatusOf(state: PaymentState): PaymentStatus {
  if (state.paidCents >= state.finalCents && state.finalCents > 0) return 'paid';
  if (state.finalCents <= 0) return state.paidCents > 0 ? 'paid' : 'pending';
  if (state.status === 'delivered' && state.deliveredOn && state.today > addDays(state.deliveredOn, paymentTermDays(state.paymentTerms))) {
    return 'overdue';
  }
  return state.paidCents > 0 ? 'partial' : 'pending';
}

/** Quick-quantity buttons for a product (spec 001: 1, 5, 10, min(25, stock) and the full stock). */
export function quickQuantities(stock: number | null | undefined): number[] {
  if (stock === null || stock === undefined || stock > QUICK_QUANTITY_MAX_STOCK || stock < 1) return [];
  return [...new Set([1, 5, 10, Math.min(25, stock), stock])].filter((q) => q <= stock).sort((a, b) => a - b);
}

export type { StockShortage } from './records';

/** Each product whose requested units (summed over lines) exceed its known stock; unlimited is skipped. */
export function stockShortages(
  lines: readonly { product_id: number; quantity: number; gift_quantity?: number | null }[],
  products: ReadonlyMap<number, { name: string; stock_quantity: number | null | undefined }>,
): StockShortage[] {
  const requested = new Map<number, number>();
  for (const line of lines) requested.set(line.product_id, (requested.get(line.product_id) ?? 0) + lineStockUnits(line));
  const out: StockShortage[] = [];
  for (const [productId, units] of requested) {
    const product = products.get(productId);
    if (!product || product.stock_quantity === null || product.stock_quantity === undefined) continue;
    if (units > product.stock_quantity) out.push({ product_id: productId, name: product.name, requested: units, available: product.stock_quantity });
  }
  return out;
}

/** A line's discount may not exceed quantity x unit price: no line is worth less than nothing. */
export function discountExceedsLine(line: LineInput): boolean {
  return toCents(line.discount_amount ?? 0) > line.quantity * toCents(line.unit_price_eur);
}

/** What is left to pay, in cents; never below 0. */
export function remainingCents(finalAmountEur: number, paidAmountEur: number): number {
  return Math.max(0, toCents(finalAmountEur) - toCents(paidAmountEur));
}

type StockLine = { product_id: number; quantity: number; gift_quantity?: number | null };

/**
 * The units each product must leave stock (positive) or go back to it (negative) when an order's lines
 * `before` become `after`; products whose units do not change are left out. An order that holds no stock
 * (cancelled) passes [] for its side.
 */
export function stockDeltas(before: readonly StockLine[], after: readonly StockLine[]): Map<number, number> {
  const delta = new Map<number, number>();
  for (const line of after) delta.set(line.product_id, (delta.get(line.product_id) ?? 0) + lineStockUnits(line));
  for (const line of before) delta.set(line.product_id, (delta.get(line.product_id) ?? 0) - lineStockUnits(line));
  for (const [productId, units] of delta) if (units === 0) delta.delete(productId);
  return delta;
}
