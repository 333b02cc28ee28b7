import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const PricingPage = lazy(() => import('./PricingPage'));

/**
 * /pricing (issue 30, the spec's menu path): price lists, the bulk price change with its preview, and a
 * product's price history. A custom page: its three parts are calls of their own, not one resource's CRUD.
 */
export const pricing: Descriptor = {
  name: 'pricing-page',
  routes: [{ screen: SCREEN.pricing, component: PricingPage }],
  menu: [
    {
      key: 'pricing',
      screen: SCREEN.pricing,
      labelKey: 'bakery.menu.pricing',
      icon: PriceChangeIcon,
      order: 105,
      group: 'management',
    },
  ],
};
