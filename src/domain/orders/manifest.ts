import { SCREEN } from '../access';
import { defineEntity } from '../entity';
import { orderDetail, orderRow } from './records';
import { orderCreateSchema, orderListQuery, orderUpdateSchema } from './schemas';

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
  pages: { list: SCREEN.orderList, create: SCREEN.orderCreate, show: SCREEN.orderShow, edit: SCREEN.orderEdit },
});
