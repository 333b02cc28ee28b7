import { discountExceedsLine, fromCents, lineTotalCents, toCents } from '../../../domain/orders/rules';
import { dateProblem } from '../../../ui/dateValue';

// The edit form's rules (spec 001 section 5, "Order edit form") and the add-product panel's, pure.

export interface EditLine {
  id?: number;
  product_id: number;
  /** The product's size or weight the line is for (issue 30); its name is in product_name. */
  variant_id?: number | null;
  product_name: string;
  unit?: string | null;
  quantity: number;
  unit_price_eur: number;
  discount_amount?: number | string | null;
  gift_quantity?: number | string | null;
  gift_reason?: string | null;
  notes?: string | null;
}

export interface OrderEditValues {
  store_id: number | null;
  order_date: string | null;
  delivery_date?: string | null;
  status: string;
  notes?: string | null;
  special_instructions?: string | null;
  items: EditLine[];
}

type Message = { message: string; args: Record<string, unknown> };
const message = (key: string, args: Record<string, unknown> = {}): Message => ({
  message: `bakery.orders.edit.validation.${key}`,
  args,
});

const num = (value: unknown): number => {
  if (value === null || value === undefined || value === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : NaN;
};

/** The most a line's discount may be: its quantity times its unit price. */
export const maxDiscount = (quantity: number, unitPrice: number): number => fromCents(quantity * toCents(unitPrice));

/** A discount problem: negative, not a number, or above quantity x price; null when fine. */
export function discountProblem(
  discount: unknown,
  quantity: number,
  unitPrice: number,
  formatMax: (value: number) => string,
): Message | null {
  const value = num(discount);
  if (!Number.isFinite(value) || value < 0) return message('discount_invalid');
  if (discountExceedsLine({ quantity, unit_price_eur: unitPrice, discount_amount: value }))
    return message('discount_too_large', { max: formatMax(maxDiscount(quantity, unitPrice)) });
  return null;
}

/** Shop and order date required, at least one line, each line's quantity above zero and discount in range. */
export function validateOrderEdit(
  values: Partial<OrderEditValues>,
  formatMax: (value: number) => string,
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!values.store_id) errors.store_id = message('store_required');
  const orderDateWrong = dateProblem(values.order_date);
  const deliveryWrong = dateProblem(values.delivery_date);
  if (!values.order_date) errors.order_date = message('order_date_required');
  else if (orderDateWrong) errors.order_date = orderDateWrong;
  if (deliveryWrong) errors.delivery_date = deliveryWrong;
  const items = values.items ?? [];
  if (!items.length) {
    errors.items = message('items_required');
    return errors;
  }
  const lineErrors = items.map((line) => {
    const out: Record<string, Message> = {};
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) out.quantity = message('quantity_positive');
    else {
      const problem = discountProblem(line.discount_amount, quantity, Number(line.unit_price_eur), formatMax);
      if (problem) out.discount_amount = problem;
    }
    return out;
  });
  if (lineErrors.some((line) => Object.keys(line).length)) errors.items = lineErrors;
  return errors;
}

export interface NewLineDraft {
  product_id: number | null;
  variant_id: number | null;
  quantity: string;
  discount_amount: string;
  gift_quantity: string;
  gift_reason: string;
}

export const EMPTY_DRAFT: NewLineDraft = {
  product_id: null,
  variant_id: null,
  quantity: '1',
  discount_amount: '',
  gift_quantity: '',
  gift_reason: '',
};

export interface DraftProduct {
  id: number;
  name: string;
  price_eur: number;
  unit?: string | null;
  /** The variant the draft names ("product — variant" in name, its price in price_eur). */
  variant_id?: number | null;
}

/** A line's key on the order: its product, or its product's variant (each once per order). */
const lineKey = (productId: number, variantId: number | null | undefined) => `${productId}:${variantId ?? ''}`;

/** The keys of an order's lines, for validateDraft's `onOrder`. */
export const lineKeys = (lines: readonly Pick<EditLine, 'product_id' | 'variant_id'>[]): Set<string> =>
  new Set(lines.map((line) => lineKey(Number(line.product_id), line.variant_id)));

/**
 * The add-product panel: a product that exists ('يرجى اختيار منتج', 'المنتج المحدد غير موجود') and
 * is not on the order yet, a quantity above zero, a discount within the line's value, a whole non-negative gift quantity.
 */
export function validateDraft(
  draft: NewLineDraft,
  product: DraftProduct | undefined,
  formatMax: (value: number) => string,
  onOrder: ReadonlySet<string> = new Set(),
  /** The product's own name when it is sold only as one of its variants (issue 30). */
  needsVariant: string | null = null,
): Partial<Record<keyof NewLineDraft, Message>> {
  const errors: Partial<Record<keyof NewLineDraft, Message>> = {};
  if (draft.product_id === null) errors.product_id = message('product_required');
  else if (!product) errors.product_id = message('product_missing');
  // The server's refusal, beside the choice: a product with variants is sold as one of them.
  else if (needsVariant !== null && draft.variant_id === null)
    errors.variant_id = { message: 'bakery.orders.form.validation.variant_required', args: { name: needsVariant } };
  // One line per product (or variant of it): one already on the order is changed in the table instead.
  else if (onOrder.has(lineKey(product.id, product.variant_id)))
    errors.product_id = { message: 'bakery.validation.orderDuplicateProduct', args: {} };
  const quantity = Number(draft.quantity);
  if (draft.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < 1)
    errors.quantity = message('quantity_positive');
  else if (product) {
    const problem = discountProblem(draft.discount_amount, quantity, product.price_eur, formatMax);
    if (problem) errors.discount_amount = problem;
  }
  const gift = num(draft.gift_quantity);
  if (!Number.isInteger(gift) || gift < 0) errors.gift_quantity = message('gift_invalid');
  return errors;
}

/** The panel's draft as a new line of the order (no id: the server makes it). */
export function draftLine(draft: NewLineDraft, product: DraftProduct): EditLine {
  const gift = num(draft.gift_quantity);
  return {
    product_id: product.id,
    variant_id: product.variant_id ?? null,
    product_name: product.name,
    unit: product.unit ?? null,
    quantity: Number(draft.quantity),
    unit_price_eur: product.price_eur,
    discount_amount: num(draft.discount_amount),
    gift_quantity: gift,
    gift_reason: gift > 0 && draft.gift_reason.trim() ? draft.gift_reason.trim() : null,
    notes: null,
  };
}

/** A line's total as the server will make it; null while its figures are not numbers. */
export function previewTotal(quantity: unknown, unitPrice: number, discount: unknown): number | null {
  const q = Number(quantity);
  const d = num(discount);
  if (!Number.isInteger(q) || q < 1 || !Number.isFinite(d)) return null;
  return fromCents(lineTotalCents({ quantity: q, unit_price_eur: unitPrice, discount_amount: d }));
}
