import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const BakeSheetPage = lazy(() => import('./BakeSheetPage'));
const PackingListsPage = lazy(() => import('./PackingListsPage'));
const ClosedDaysPage = lazy(() => import('./ClosedDaysPage'));

/**
 * Production (issue 30): the day's bake sheet and the vans' packing lists, both printable, and the
 * closed-days calendar those days are planned against.
 */
export const production: Descriptor = {
  name: 'production',
  routes: [
    { screen: SCREEN.bakeSheet, component: BakeSheetPage },
    { screen: SCREEN.packingLists, component: PackingListsPage },
    { screen: SCREEN.closedDays, component: ClosedDaysPage },
  ],
  menu: [
    { key: 'bake-sheet', screen: SCREEN.bakeSheet, labelKey: 'bakery.menu.bake_sheet', icon: BakeryDiningIcon, order: 105, group: 'management' },
    { key: 'packing-lists', screen: SCREEN.packingLists, labelKey: 'bakery.menu.packing_lists', icon: LocalShippingIcon, order: 106, group: 'management' },
    { key: 'closed-days', screen: SCREEN.closedDays, labelKey: 'bakery.menu.closed_days', icon: EventBusyIcon, order: 107, group: 'management' },
  ],
};
