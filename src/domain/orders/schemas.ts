import { z } from 'zod';
import { format, validation as v } from '../messages';
import { CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums';
import { decimalInput, enumListFilter, hasCents, idFilter, isoDate, listQuery, MAX_ID, MAX_INT32, optionalText } from '../schemas/common';
import { EXPORT_FORMATS } from '../products/schemas';

// The bodies and queries of the orders API (spec 001 sections 5 and 7, issue 6), shared by the server and
// the order screens. Objects strip unknown keys, so a client's totals, unit prices, payment_status or a
// payment's status never reach a service. Amounts a client may send (a line's discount, a payment) are
// EUR with at most two decimals.

/** Lines one order may hold. */
export const MAX_ORDER_LINES = 200;
/** Units of one line: far below what an integer column holds. */
export const MAX_LINE_QUANTITY = 100_000;
/** Rows one export may hold. */
export const MAX_ORDER_EXPORT_ROWS = 50_000;
const MAX_MONEY = 1e9;

/** Numbers typed into forms arrive as numbers or decimal strings; '' and null mean "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  return decimalInput(value);
}

const positiveId = (message: string) =>
  z.preprocess(blankToUndefined, z.number({ error: message }).int(v.idInvalid).positive(v.idInvalid).max(MAX_ID, v.idInvalid));

const quantity = z.preprocess(
  blankToUndefined,
  z
    .number({ error: v.orderQuantityPositive })
    .int(v.orderQuantityInteger)
    .positive(v.orderQuantityPositive)
    .max(MAX_LINE_QUANTITY, v.orderQuantityTooLarge),
);

const discount = z.preprocess(
  blankToUndefined,
  z
    .number({ error: v.orderDiscountInvalid })
    .min(0, v.orderDiscountInvalid)
    .max(MAX_MONEY, v.orderDiscountInvalid)
    .refine(hasCents, v.orderDiscountInvalid)
    .default(0),
);

const giftQuantity = z.preprocess(
  blankToUndefined,
  z
    .number({ error: v.orderGiftInvalid })
    .int(v.orderGiftInvalid)
    .min(0, v.orderGiftInvalid)
    .max(MAX_LINE_QUANTITY, v.orderGiftInvalid)
    .default(0),
);

const optionalDate = z.preprocess((value) => (value === '' ? null : value), isoDate.nullish());

export const orderLineSchema = z.object({
  product_id: positiveId(v.orderProductRequired),
  // Issue 30: a line may be for one of the product's variants (its own price and name); none is the product.
  variant_id: positiveId(v.idInvalid).nullish(),
  quantity,
  discount_amount: discount,
  gift_quantity: giftQuantity,
  gift_reason: optionalText(500),
  notes: optionalText(1000),
});

const updateLineSchema = orderLineSchema.extend({ id: positiveId(v.idInvalid).optional() });

/**
 * The same product on two lines is refused: one line per product keeps stock and totals readable. A
 * variant is its own line (issue 30): the product and each of its variants once each.
 */
function noDuplicateProducts(lines: readonly { product_id: number; variant_id?: number | null }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = `${line.product_id}:${line.variant_id ?? ''}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [index, 'product_id'], message: v.orderDuplicateProduct });
    seen.add(key);
  });
}

/** Each existing line may appear once in the new list. */
function noRepeatedLines(lines: readonly { id?: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (line.id === undefined) return;
    if (seen.has(line.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: v.orderLineRepeated });
    seen.add(line.id);
  });
}

const lines = <T extends z.ZodType<{ product_id: number }>>(line: T) =>
  z
    .array(line, { error: v.orderItemsRequired })
    .min(1, v.orderItemsRequired)
    .max(MAX_ORDER_LINES, format(v.orderItemsMax, { max: MAX_ORDER_LINES }))
    .superRefine(noDuplicateProducts);

const currency = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(CURRENCIES, { error: v.orderCurrencyInvalid }).default('EUR'),
);

const nullableId = z.preprocess(
  (value) => (value === '' ? null : decimalInput(value)),
  z.number({ error: v.idInvalid }).int(v.idInvalid).positive(v.idInvalid).max(MAX_ID, v.idInvalid).nullable(),
);

/** POST /orders. The order date is the bakery's today; the delivery date may not be before it (checked by the server). */
export const orderCreateSchema = z.object({
  store_id: positiveId(v.orderStoreRequired),
  delivery_date: optionalDate,
  notes: optionalText(),
  special_instructions: optionalText(),
  currency,
  distributor_id: nullableId.optional(),
  items: lines(orderLineSchema),
  /** An admin's or manager's reason to save an order above the shop's credit limit (issue 25). */
  credit_override_reason: optionalText(500).optional(),
});

export const orderVersion = z.preprocess(
  blankToUndefined,
  z
    .number({ error: v.orderVersionRequired })
    .int(v.orderVersionRequired)
    .positive(v.orderVersionRequired)
    .max(MAX_INT32, v.orderVersionRequired),
);

const orderStatus = z.enum(ORDER_STATUSES, { error: v.orderStatusInvalid });

/** PUT /orders/{id}: `items`, when given, is the whole new list of lines; `version` is the one the client loaded. */
export const orderUpdateSchema = z
  .object({
    version: orderVersion,
    store_id: positiveId(v.orderStoreRequired).optional(),
    order_date: isoDate.optional(),
    delivery_date: optionalDate,
    notes: optionalText().optional(),
    special_instructions: optionalText().optional(),
    currency: z.enum(CURRENCIES, { error: v.orderCurrencyInvalid }).optional(),
    assigned_distributor_id: nullableId.optional(),
    status: orderStatus.optional(),
    items: lines(updateLineSchema).superRefine(noRepeatedLines).optional(),
    credit_override_reason: optionalText(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.order_date && body.delivery_date && body.delivery_date < body.order_date) {
      ctx.addIssue({ code: 'custom', path: ['delivery_date'], message: v.deliveryBeforeOrder });
    }
  });

/** PUT /orders/{id}/status. */
export const orderStatusSchema = z.object({ status: orderStatus, version: orderVersion.optional() });

/** PUT /orders/{id}/payment; a body `status` is not read: the payment status follows the sums paid. */
export const orderPaymentSchema = z.object({
  amount: z.preprocess(
    blankToUndefined,
    z
      .number({ error: v.paymentAmountPositive })
      .positive(v.paymentAmountPositive)
      .max(MAX_MONEY, v.paymentAmountPositive)
      .refine(hasCents, v.paymentAmountCents),
  ),
  method: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(PAYMENT_METHODS, { error: v.paymentMethodInvalid }).default('cash'),
  ),
  payment_date: z.preprocess((value) => (value === '' || value === null ? undefined : value), isoDate.optional()),
  reference: optionalText(200),
  notes: optionalText(1000),
  /** Why the office records a payment dated more than 31 days back (kept in the audit log). */
  backdate_reason: optionalText(500).optional(),
  version: orderVersion.optional(),
});

/** The Idempotency-Key header (POST /orders, PUT /orders/{id}/payment): printable ASCII, as clients make them. */
export const idempotencyKeySchema = z
  .string({ error: v.idempotencyKeyInvalid })
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, v.idempotencyKeyInvalid)
  .optional();

/** The headers PUT /orders/{id}/payment reads. */
export const orderPaymentHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** The headers POST /orders reads. */
export const orderCreateHeaders = orderPaymentHeaders;

/** POST /orders/{id}/assign-distributor. */
export const orderAssignSchema = z.object({
  distributor_id: positiveId(v.orderDistributorRequired),
  version: orderVersion.optional(),
});

/** DELETE /orders/{id}/assign-distributor, which may carry the version as a query. */
export const orderVersionQuery = z.object({ version: orderVersion.optional() });

/** GET /orders: the paging contract and the list's filters. */
export const orderListQuery = listQuery(
  ['id', 'order_number', 'order_date', 'delivery_date', 'status', 'payment_status', 'final_amount_eur', 'created_at', 'store_name'],
  'created_at',
).extend({
  status: enumListFilter(ORDER_STATUSES),
  payment_status: enumListFilter(PAYMENT_STATUSES),
  store_id: idFilter,
  distributor_id: idFilter,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  delivery_date: isoDate.optional(),
});

/** The list's filters without paging: statistics and export read every matching order. */
export const orderFiltersQuery = orderListQuery.omit({ page: true, limit: true, sortBy: true, sortOrder: true });

/** GET /orders/export: the list's filters and order, and the file format. */
export const orderExportQuery = orderListQuery.omit({ page: true, limit: true }).extend({
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(EXPORT_FORMATS, { error: v.exportFormatInvalid }).default('csv'),
  ),
});

/** GET /orders/distributor/{id}: a status (or comma list) and paging. */
export const orderDistributorQuery = orderListQuery
  .pick({ page: true, limit: true, sortBy: true, sortOrder: true })
  .extend({
    status: enumListFilter(ORDER_STATUSES),
  });

/** GET /orders/today: the bakery's today's deliveries, optionally one distributor's. */
export const orderTodayQuery = z.object({ distributor_id: idFilter, status: enumListFilter(ORDER_STATUSES) });

export type OrderCreate = z.output<typeof orderCreateSchema>;
export type OrderUpdate = z.output<typeof orderUpdateSchema>;
export type OrderLine = z.output<typeof orderLineSchema>;
export type OrderUpdateLine = z.output<typeof updateLineSchema>;
export type OrderPaymentBody = z.output<typeof orderPaymentSchema>;
export type OrderFilters = z.output<typeof orderFiltersQuery>;
export type OrderExportQuery = z.output<typeof orderExportQuery>;
