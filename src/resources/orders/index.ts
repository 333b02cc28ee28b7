import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export { orderPaths } from '../../paths/orderPaths';

// Lazy: the order screens are not needed by the sign-in page or the dashboard.
const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));
const OrderEdit = lazy(() => import('./OrderEdit'));
const OrderCreate = lazy(() => import('./OrderCreate'));

/**
 * The orders resource. As for shops, /orders/{id} is the detail and /orders/{id}/edit the form
 * (spec 001), so App mounts `show` and `edit` as child routes of `<Resource name="orders">`.
 */
export const orders = {
  list: OrderList,
  show: OrderShow,
  edit: OrderEdit,
  create: OrderCreate,
  icon: ReceiptLongIcon,
  recordRepresentation: 'order_number',
} satisfies Omit<ResourceProps, 'name'>;

export default orders;
