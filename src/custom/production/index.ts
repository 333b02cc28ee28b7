import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const BakeSheetPage = lazy(() => import('./BakeSheetPage'));
const PackingListsPage = lazy(() => import('./PackingListsPage'));

/** Production (issue 30): the day's bake sheet and the vans' packing lists, both printable. */
export const production: Descriptor = {
  name: 'production',
  routes: [
    { screen: SCREEN.bakeSheet, component: BakeSheetPage },
    { screen: SCREEN.packingLists, component: PackingListsPage },
  ],
  menu: [
    { key: 'bake-sheet', screen: SCREEN.bakeSheet, labelKey: 'bakery.menu.bake_sheet', icon: BakeryDiningIcon, order: 105, group: 'management' },
    { key: 'packing-lists', screen: SCREEN.packingLists, labelKey: 'bakery.menu.packing_lists', icon: LocalShippingIcon, order: 106, group: 'management' },
  ],
};
