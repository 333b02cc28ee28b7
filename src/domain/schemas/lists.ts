import {
  EXPENSE_TYPES,
  PAYMENT_METHODS,
  ROLES,
  USER_STATUSES,
} from '../enums';
import { enumListFilter, idFilter, isoDate, listQuery } from './common';

// The query each list endpoint accepts: the shared paging contract plus the filters the spec names. The
// entities' own list queries live in their modules and are re-exported here for the existing importers.

export { orderListQuery } from '../orders/schemas';
export { categoryListQuery, productExportQuery, productFilters } from '../products/schemas';
export { storeListQuery } from '../stores/schemas';

export const userListQuery = listQuery(['id', 'username', 'full_name', 'role', 'status', 'created_at', 'last_login'], 'full_name').extend({
  role: enumListFilter(ROLES),
  status: enumListFilter(USER_STATUSES),
});


export const paymentListQuery = listQuery(['id', 'payment_date', 'amount_eur', 'created_at'], 'payment_date').extend({
  order_id: idFilter,
  store_id: idFilter,
  method: enumListFilter(PAYMENT_METHODS),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const expenseListQuery = listQuery(['id', 'expense_date', 'amount_eur', 'type', 'created_at'], 'expense_date').extend({
  distributor_id: idFilter,
  vehicle_id: idFilter,
  type: enumListFilter(EXPENSE_TYPES),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
