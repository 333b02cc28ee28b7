import { defineEntity } from '../entity';
import { paymentsIdentity } from './identity';
import { paymentListQuery } from '../schemas/lists';

/** The payments recorded on orders, listed for the money roles; written through an order's payment call. */
export const paymentsEntity = defineEntity({
  ...paymentsIdentity,
  listQuery: paymentListQuery,
});
