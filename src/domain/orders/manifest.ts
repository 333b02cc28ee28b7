import { defineEntity } from '../entity';
import { ordersIdentity } from './identity';
import { orderDetail, orderRow } from './records';
import { orderCreateSchema, orderListQuery, orderUpdateSchema } from './schemas';

/** The orders entity, declared once (see src/domain/entity.ts). */
export const ordersEntity = defineEntity({
  ...ordersIdentity,
  listQuery: orderListQuery,
  record: orderDetail,
  row: orderRow,
  create: orderCreateSchema,
  update: orderUpdateSchema,
});
