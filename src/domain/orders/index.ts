// The orders entity: its schemas (records the API sends, create, update, list query), the types
// inferred from them, its rules and the Arabic messages the server sends about it.
export * from './records';
export * from './rules';
export * from './credit';
export * from './schemas';
export * from './messages';
export type { OrderCreateBody, OrderCreateLine, OrderPaymentInput, OrderUpdateBody } from './types';
export { ordersEntity } from './manifest';
