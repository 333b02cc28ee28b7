import type { OrderStatus } from '../enums';
import { textOrNull } from '../schemas/plain';
import type { OrderUpdate as OrderUpdateBody, OrderUpdateLine } from './schemas';
import type { StockShortage } from './records';

// The one place the edit form's values become PUT /orders/{id}'s body, and the reading of a 409's
// shortages.

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
  // A variant's line stays that variant's (issue 30): without it the server would take it for a new line.
  const variant = Number(line.variant_id);
  if (line.variant_id !== undefined && line.variant_id !== null && Number.isInteger(variant) && variant > 0) out.variant_id = variant;
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
  const reason = textOrNull(data.credit_override_reason);
  if (reason) body.credit_override_reason = reason;
  return body;
}

/** The credit-limit refusal of a 409 reply (issue 25): the server's Arabic message, when it is one. */
export function creditRefusalOf(error: unknown): string | null {
  const body = (error as { body?: { credit?: unknown; message?: unknown } } | null)?.body;
  return body?.credit && typeof body.message === 'string' ? body.message : null;
}

/** The shortages of a 409 reply, when it carries them. */
export function shortagesOf(error: unknown): StockShortage[] | null {
  const body = (error as { body?: { shortages?: unknown } } | null)?.body;
  if (!body || !Array.isArray(body.shortages) || !body.shortages.length) return null;
  return body.shortages as StockShortage[];
}
