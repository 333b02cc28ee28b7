import { defineEntity } from '../entity';
import { paymentListQuery } from '../schemas/lists';

/** The payments recorded on orders, listed for the money roles; written through an order's payment call. */
export const paymentsEntity = defineEntity({
  name: 'payments',
  access: 'payments',
  path: '/payments',
  listKey: 'payments',
  category: 'finance',
  listQuery: paymentListQuery,
});
