import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { lazy } from 'react';
import { SCREEN } from '../../../domain/access';
import type { Descriptor } from '../../../registry/types';

const DistributorOrderShow = lazy(() => import('./DistributorOrderShow'));
const DistributorCreateOrder = lazy(() => import('./DistributorCreateOrder'));

/**
 * The distributor's order pages, inside their area (spec 000 /distributor/create-order, and our
 * /distributor/orders/{id}). A page of its own rather than routes of the orders <Resource>, whose routes
 * live under /orders; kept in the orders folder because it is built from the order screens' parts.
 */
export const distributorOrders: Descriptor = {
  name: 'distributor-orders',
  routes: [
    { screen: SCREEN.distributorOrderShow, component: DistributorOrderShow },
    { screen: SCREEN.distributorCreateOrder, component: DistributorCreateOrder },
  ],
  menu: [
    {
      key: 'create-order',
      screen: SCREEN.distributorCreateOrder,
      labelKey: 'bakery.menu.distributor_create_order',
      icon: AddShoppingCartIcon,
      order: 30,
      area: 'distributor',
    },
  ],
};
