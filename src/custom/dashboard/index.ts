import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement, lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

// Lazy, and so is the registry it reads: its quick actions link only to pages that exist, and the
// registry lists this page too, so a static import would go round in a circle.
const DashboardPage = lazy(async () => {
  const [{ default: Page }, { PAGE_PATHS }] = await Promise.all([import('./Dashboard'), import('../../registry')]);
  return { default: () => createElement(Page, { existingPaths: PAGE_PATHS }) };
});

export const dashboard: Descriptor = {
  name: 'dashboard',
  routes: [{ screen: SCREEN.dashboard, component: DashboardPage }],
  menu: [
    { key: 'dashboard', screen: SCREEN.dashboard, labelKey: 'bakery.menu.dashboard', icon: DashboardIcon, order: 10 },
  ],
};
