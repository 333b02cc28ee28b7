import { z } from 'zod';
import {
  EXPENSE_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
  REGIONS,
  ROLES,
  STORE_CATEGORIES,
  STORE_STATUSES,
  STORE_TYPES,
  USER_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from '../enums';
import { booleanFilter, enumListFilter, idFilter, isoDate, listQuery } from './common';

// The query each list endpoint accepts: the shared paging contract plus the filters the spec names.

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

export const storeListQuery = listQuery(
  ['id', 'name', 'display_order', 'status', 'category', 'region', 'created_at', 'total_orders', 'total_purchases_eur'],
  'display_order',
).extend({
  status: enumListFilter(STORE_STATUSES),
  region: enumListFilter(REGIONS),
  category: enumListFilter(STORE_CATEGORIES),
  store_type: enumListFilter(STORE_TYPES),
});

export const productListQuery = listQuery(
  ['id', 'name', 'price_eur', 'stock_quantity', 'category', 'status', 'created_at', 'updated_at'],
  'name',
).extend({
  status: enumListFilter(PRODUCT_STATUSES),
  category: z.string().trim().max(60).optional(),
  is_featured: booleanFilter,
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
  lowStock: booleanFilter,
});

export const categoryListQuery = listQuery(['id', 'name', 'code', 'sort_order'], 'sort_order');

export const userListQuery = listQuery(['id', 'username', 'full_name', 'role', 'status', 'created_at', 'last_login'], 'full_name').extend({
  role: enumListFilter(ROLES),
  status: enumListFilter(USER_STATUSES),
});

export const vehicleListQuery = listQuery(['id', 'vehicle_plate', 'vehicle_model', 'vehicle_year', 'status', 'current_km', 'created_at'], 'vehicle_plate').extend({
  status: enumListFilter(VEHICLE_STATUSES),
  vehicle_type: enumListFilter(VEHICLE_TYPES),
  assigned: booleanFilter,
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

export const loginAttemptListQuery = listQuery(['id', 'created_at'], 'created_at');
