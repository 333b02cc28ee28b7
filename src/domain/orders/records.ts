import { z } from 'zod';
import { CURRENCIES, ORDER_STATUSES, SETTLEMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TERMS, PRODUCT_UNITS } from '../enums';
import { count, day, money, paginated, timestamp } from '../schemas/replies';

// What the orders API sends (spec 001 section 7, issue 6; server/services/orders*.ts), in snake_case.
// Money in EUR unless named _syp.

const orderStatus = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);

/** A row of GET /orders (and of /orders/today, /orders/distributor/{id}). */
export const orderRow = z.object({
  id: count,
  order_number: z.string(),
  store_id: count,
  store_name: z.string().nullable(),
  assigned_distributor_id: count.nullable(),
  distributor_name: z.string().nullable(),
  status: orderStatus,
  payment_status: paymentStatus,
  order_date: day,
  delivery_date: day.nullable(),
  currency: z.enum(CURRENCIES),
  total_amount_eur: money,
  discount_amount_eur: money,
  final_amount_eur: money,
  final_amount_syp: money,
  paid_amount_eur: money,
  notes: z.string().nullable(),
  version: count,
  created_at: timestamp,
  updated_at: timestamp,
});
export type OrderRow = z.infer<typeof orderRow>;

/** GET /orders -> data. */
export const orderList = paginated('orders', orderRow);

/** GET /orders/today -> data: the bakery's today's deliveries. */
export const ordersToday = z.object({ orders: z.array(orderRow), total: count, date: day });

/** The order's shop as GET /orders/{id} embeds it. */
export const orderStore = z.object({
  id: count,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  contact_person: z.string().nullable(),
  // Optional in the type only: screens and fixtures that build a shop without a location stay valid.
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  payment_terms: z.enum(PAYMENT_TERMS),
});
export type OrderStore = z.infer<typeof orderStore>;

/** The assigned distributor as GET /orders/{id} embeds it. */
export const orderDistributor = z.object({
  id: count,
  /** The full name again, under the key older screens read. */
  name: z.string().nullish(),
  full_name: z.string().nullish(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrderDistributor = z.infer<typeof orderDistributor>;

/** A line of GET /orders/{id}, with the product as it is now. */
export const orderItem = z.object({
  id: count,
  order_id: count,
  product_id: count,
  /** Issue 30: the variant the line is for, null for the product itself. */
  variant_id: count.nullable().optional(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  quantity: count,
  unit_price_eur: money,
  discount_amount: money,
  gift_quantity: count,
  gift_reason: z.string().nullable(),
  notes: z.string().nullable(),
  line_total_eur: money,
  product: z
    .object({
      id: count,
      name: z.string(),
      unit: z.enum(PRODUCT_UNITS),
      price_eur: money,
      stock_quantity: count.nullable(),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** A payment of GET /orders/{id}. */
export const orderPayment = z.object({
  id: count,
  amount_eur: money,
  method: z.enum(SETTLEMENT_METHODS),
  payment_date: day,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
});
export type OrderPayment = z.infer<typeof orderPayment>;

/**
 * How the order was handed over, from the distributor's proof of delivery: who received it, when, where
 * the phone was (null when it gave no position), who recorded it, and the signature's image (served to
 * whoever may read the order).
 */
export const orderDeliveryProof = z.object({
  receiver_name: z.string(),
  signed_at: timestamp,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  signature_url: z.string(),
  recorded_by_name: z.string().nullable(),
});
export type OrderDeliveryProof = z.infer<typeof orderDeliveryProof>;

/** GET /orders/{id} (and the replies of the writes): every column, the shop, the distributor, the lines and the payments. */
export const orderDetail = orderRow.extend({
  created_by: count.nullable(),
  created_by_name: z.string().nullable(),
  exchange_rate: z.number(),
  special_instructions: z.string().nullable(),
  confirmed_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  /** The statuses the order may move to now (ORDER_TRANSITIONS). */
  allowed_statuses: z.array(orderStatus),
  store: orderStore.nullable(),
  distributor: orderDistributor.nullable(),
  items: z.array(orderItem),
  payments: z.array(orderPayment),
  // Optional in the type only (the server always sends it, null before delivery): fixtures stay valid.
  delivery_proof: orderDeliveryProof.nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const countsOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object(
    Object.fromEntries(values.map((value) => [value, count.optional()])) as {
      [K in T[number]]: z.ZodOptional<typeof count>;
    },
  );

/** GET /orders/statistics, over every order the filters select (not one page). */
export const orderStatistics = z.object({
  total: count,
  /** Confirmed or in progress (spec 000: 'pending' for counts). */
  pending: count,
  by_status: countsOf(ORDER_STATUSES),
  by_payment_status: countsOf(PAYMENT_STATUSES),
  total_revenue_eur: money,
  total_value_eur: money,
  paid_eur: money,
  outstanding_eur: money,
});
export type OrderStatistics = z.infer<typeof orderStatistics>;

/** One product a new order (or new lines) would take more of than the stock holds. */
export const stockShortage = z.object({
  product_id: count,
  /** The variant whose own stock is short (issue 30); absent for the product's. */
  variant_id: count.optional(),
  name: z.string(),
  requested: count,
  available: count,
});
export type StockShortage = z.infer<typeof stockShortage>;

/** The 409 of POST /orders (or PUT with new lines) when stock is short. */
export const orderStockConflict = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  shortages: z.array(stockShortage),
});
export type OrderStockConflict = z.infer<typeof orderStockConflict>;
