import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const ExpensesPage = lazy(() => import('./ExpensesPage'));

/**
 * The vehicle expenses page (issue 15, spec 002 /vehicles/expenses): the office's view of every van's
 * expenses, and the distributor's own at /distributor/expenses inside their area (spec 000). A custom page
 * rather than a resource screen because both areas share it; /vehicles/expenses outranks the vehicles
 * resource's /vehicles/* in the router since its last segment is static.
 */
export const expenses: Descriptor = {
  name: 'expenses-page',
  routes: [
    { screen: SCREEN.vehicleExpenses, component: ExpensesPage },
    { screen: SCREEN.distributorExpenses, component: ExpensesPage },
  ],
  menu: [
    {
      key: 'vehicle-expenses',
      screen: SCREEN.vehicleExpenses,
      labelKey: 'bakery.menu.vehicle_expenses',
      icon: ReceiptLongIcon,
      order: 110,
      group: 'management',
    },
    {
      key: 'expenses',
      screen: SCREEN.distributorExpenses,
      labelKey: 'bakery.menu.distributor_expenses',
      icon: ReceiptLongIcon,
      order: 40,
      area: 'distributor',
    },
  ],
};
