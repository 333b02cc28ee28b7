import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const ReturnsPage = lazy(() => import('./ReturnsPage'));

/** Issue 29: the returns distributors recorded at their deliveries, for a manager or an admin to approve. */
export const returnsPage: Descriptor = {
  name: 'returns-page',
  routes: [{ screen: SCREEN.returnList, component: ReturnsPage }],
  menu: [{ key: 'returns', screen: SCREEN.returnList, labelKey: 'bakery.menu.returns', icon: AssignmentReturnIcon, order: 117, group: 'management' }],
};
