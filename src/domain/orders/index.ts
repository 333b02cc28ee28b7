import { defineEntity } from '../entity';
import { orderDetail, orderRow } from './records';
import { orderCreateSchema, orderListQuery, orderUpdateSchema } from './schemas';
// The orders entity: its schemas (records the API sends, create, update, list query), the types
// inferred from them, its rules and the Arabic messages the server sends about it.
export * from './records';
export * from './rules';
export * from './schemas';
export * from './messages';
export { orderUpdateBody, shortagesOf } from './formBody';
export type { OrderCreateBody, OrderCreateLine, OrderPaymentInput, OrderUpdateBody } from './types';


/** The orders entity, declared once (see src/domain/entity.ts). */
export const ordersEntity = defineEntity({
  name: 'orders',
  access: 'orders',
  path: '/orders',
  listKey: 'orders',
  category: 'orders',
  listQuery: orderListQuery,
  record: orderDetail,
  row: orderRow,
  create: orderCreateSchema,
  update: orderUpdateSchema,
});
