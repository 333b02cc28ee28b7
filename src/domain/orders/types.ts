// The orders API's types, each inferred from its schema (./records for replies, ./schemas for bodies):
// no hand-written twin. The request bodies are the schemas' output with the fields the server defaults
// left optional, as a client sends them.

import type { OrderCreate, OrderLine, OrderPaymentBody, OrderUpdate } from './schemas';

export type {
  OrderDetail,
  OrderDistributor,
  OrderItem,
  OrderPayment,
  OrderRow,
  OrderStatistics,
  OrderStockConflict,
  OrderStore,
  StockShortage,
} from './records';
export type { OrderUpdateLine } from './schemas';
export { creditRefusalOf, orderUpdateBody, shortagesOf } from './formBody';

type DefaultedLineField = 'discount_amount' | 'gift_quantity' | 'gift_reason' | 'notes';

/** A line of POST /orders as a client sends it. */
export type OrderCreateLine = Omit<OrderLine, DefaultedLineField> & Partial<Pick<OrderLine, DefaultedLineField>>;

/** POST /orders as a client sends it. */
export type OrderCreateBody = Omit<OrderCreate, 'items'> & { items: OrderCreateLine[] };

/** PUT /orders/{id}: `items` is the whole new list; `version` is the one the form loaded. */
export type OrderUpdateBody = OrderUpdate;

/** PUT /orders/{id}/payment. */
export type OrderPaymentInput = OrderPaymentBody;
