import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { ordersIdentity } from '../../domain/orders/identity';
import type { Descriptor } from '../../registry/types';

// Lazy: the order screens are not needed by the sign-in page or the dashboard.
const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));
const OrderEdit = lazy(() => import('./OrderEdit'));
const OrderCreate = lazy(() => import('./OrderCreate'));

/** The orders resource: /orders/{id} is the detail and /orders/{id}/edit the form (spec 001). */
export const orders: Descriptor = {
  name: 'orders',
  resource: { icon: ReceiptLongIcon, recordRepresentation: 'order_number', pages: ordersIdentity.pages },
  routes: [
    { screen: SCREEN.orderList, component: OrderList },
    { screen: SCREEN.orderCreate, component: OrderCreate },
    { screen: SCREEN.orderShow, component: OrderShow },
    { screen: SCREEN.orderEdit, component: OrderEdit },
  ],
  menu: [
    { key: 'orders', screen: SCREEN.orderList, labelKey: 'bakery.menu.orders', icon: ShoppingCartIcon, order: 20 },
  ],
  quickActions: [
    { screen: SCREEN.orderCreate, labelKey: 'bakery.dashboard.quick.new_order', icon: AddShoppingCartIcon, order: 10 },
  ],
};
