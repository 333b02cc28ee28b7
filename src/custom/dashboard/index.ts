import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement, lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { PAGES, pathsOf } from '../../registry/pages';
import type { Descriptor } from '../../registry/types';

// Its quick actions link only to pages that exist: the other pages' (registry/pages, which does not list
// this one, so nothing goes round in a circle) and its own.
const EXISTING_PATHS: ReadonlySet<string> = new Set([SCREEN.dashboard.path, ...pathsOf(PAGES)]);

const DashboardPage = lazy(async () => {
  const { default: Page } = await import('./Dashboard');
  return { default: () => createElement(Page, { existingPaths: EXISTING_PATHS }) };
});

export const dashboard: Descriptor = {
  name: 'dashboard',
  routes: [{ screen: SCREEN.dashboard, component: DashboardPage }],
  menu: [
    { key: 'dashboard', screen: SCREEN.dashboard, labelKey: 'bakery.menu.dashboard', icon: DashboardIcon, order: 10 },
  ],
};
