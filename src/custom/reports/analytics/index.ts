import AnalyticsIcon from '@mui/icons-material/Analytics';
import { lazy } from 'react';
import { SCREEN } from '../../../domain/access';
import type { Descriptor } from '../../../registry/types';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

/** /analytics (issue 26): admin, manager and accountant (the access table's analytics:list). */
export const analytics: Descriptor = {
  name: 'analytics',
  routes: [{ screen: SCREEN.analytics, component: AnalyticsPage }],
  menu: [{ key: 'analytics', screen: SCREEN.analytics, labelKey: 'bakery.menu.analytics', icon: AnalyticsIcon, order: 60 }],
};
