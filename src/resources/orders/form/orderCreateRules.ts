import type { OrderCreateBody, OrderDetail } from '../../../domain/orders/types';
import { bakeryDate } from '../../../domain/dates';
import { textOrNull } from '../../../domain/schemas/common';
import { dateProblem } from '../../../ui/dateValue';

// The create form's values, its section 5 rules and its payload: pure functions, tested on their own.

export interface OrderLineValues {
  product_id: number | null;
  /** The product's size or weight (issue 30): required when the product has variants. */
  variant_id?: number | null;
  quantity: number | string | null;
  notes?: string | null;
}

export interface OrderCreateValues {
  store_id: number | null;
  delivery_date: string | null;
  notes: string | null;
  distributor_id: number | null;
  special_instructions: string | null;
  items: OrderLineValues[];
  /** An admin's or manager's reason to save above the shop's credit limit (issue 25). */
  credit_override_reason?: string | null;
}

/** A new line: no product yet, one unit (spec 001 "/orders/create"). */
export const newLine = (): OrderLineValues => ({ product_id: null, quantity: 1, notes: '' });

export const CREATE_DEFAULTS: OrderCreateValues = {
  store_id: null,
  delivery_date: null,
  notes: '',
  distributor_id: null,
  special_instructions: '',
  items: [newLine()],
};

/** A react-admin validation message with its arguments. */
type Message = { message: string; args: Record<string, unknown> };
const message = (key: string, args: Record<string, unknown> = {}): Message => ({
  message: `bakery.orders.form.validation.${key}`,
  args,
});

/** The server's own text for a product on two lines. */
export const DUPLICATE_PRODUCT = 'bakery.validation.orderDuplicateProduct';

/** A whole number of at least 1, however the input handed it over. */
export function wholeQuantity(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

const positiveId = (value: unknown): number | null => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * Spec 001 section 5: a shop ('يرجى اختيار المتجر'), at least one line ('يرجى إضافة منتج واحد على
 * الأقل'), and on each line N a product (not one already on another line) and a whole quantity of at
 * least 1. Stock is checked apart, at
 * submit, because its answer is the stock toast and not a field message.
 */
export function validateOrderCreate(
  values: Partial<OrderCreateValues>,
  /** The products sold only as one of their variants, with their names (from the shop's prices). */
  variantProducts: ReadonlyMap<number, string> = new Map(),
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (positiveId(values.store_id) === null) errors.store_id = message('store_required');
  const deliveryWrong = dateProblem(values.delivery_date);
  if (deliveryWrong) errors.delivery_date = deliveryWrong;
  // A new order is dated the bakery's today: the server refuses an earlier delivery with this message.
  else if (values.delivery_date && values.delivery_date < bakeryDate()) {
    errors.delivery_date = { message: 'bakery.validation.deliveryBeforeOrder', args: {} };
  }
  const items = values.items ?? [];
  if (!items.length) {
    errors.items = message('items_required');
    return errors;
  }
  const seen = new Set<string>();
  const lineErrors = items.map((line, index) => {
    const out: Record<string, Message> = {};
    const productId = positiveId(line?.product_id);
    const variantId = positiveId(line?.variant_id);
    // One line per product, or per variant of it (the server refuses a repeat): the second line is the one to fix.
    const key = `${productId}:${variantId ?? ''}`;
    if (productId === null) out.product_id = message('product_required', { n: index + 1 });
    else if (seen.has(key)) out.product_id = { message: DUPLICATE_PRODUCT, args: {} };
    if (productId !== null) seen.add(key);
    // The server's refusal, said beside the choice before sending.
    if (productId !== null && variantId === null && variantProducts.has(productId)) {
      out.variant_id = message('variant_required', { name: variantProducts.get(productId) });
    }
    if (wholeQuantity(line?.quantity) === null) out.quantity = message('quantity_invalid', { n: index + 1 });
    return out;
  });
  if (lineErrors.some((line) => Object.keys(line).length)) errors.items = lineErrors;
  return errors;
}

/** The form's values -> POST /orders: ids and quantities as whole numbers, empty texts as null. */
export function toOrderCreateBody(values: OrderCreateValues): OrderCreateBody {
  return {
    store_id: Number(values.store_id),
    delivery_date: textOrNull(values.delivery_date),
    notes: textOrNull(values.notes),
    special_instructions: textOrNull(values.special_instructions),
    currency: 'EUR',
    distributor_id: positiveId(values.distributor_id),
    ...(textOrNull(values.credit_override_reason) ? { credit_override_reason: textOrNull(values.credit_override_reason) } : {}),
    items: values.items.map((line) => {
      const notes = textOrNull(line.notes);
      const variantId = positiveId(line.variant_id);
      return {
        product_id: Number(line.product_id),
        ...(variantId !== null ? { variant_id: variantId } : {}),
        quantity: Number(line.quantity),
        ...(notes ? { notes } : {}),
      };
    }),
  };
}

/**
 * ?duplicate={id}: that order's shop, lines and notes. Lines whose product can no longer be ordered
 * (inactive or gone) are left out and counted, so the form can say so.
 */
export function duplicateValues(
  order: OrderDetail,
  orderable: ReadonlySet<number>,
): { values: OrderCreateValues; dropped: number } {
  const lines = (order.items ?? []).filter((item) => orderable.has(item.product_id));
  return {
    values: {
      ...CREATE_DEFAULTS,
      store_id: order.store_id,
      notes: order.notes ?? '',
      items: lines.length
        ? lines.map((item) => ({ product_id: item.product_id, variant_id: item.variant_id ?? null, quantity: item.quantity, notes: item.notes ?? '' }))
        : [newLine()],
    },
    dropped: (order.items ?? []).length - lines.length,
  };
}
