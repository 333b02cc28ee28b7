import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const RoutePage = lazy(() => import('./RoutePage'));

/** The distributor's route of the day on the road (issue 16, spec 000 /distributor/schedule), in their area's bar. */
export const distributorRoute: Descriptor = {
  name: 'distributor-route',
  routes: [{ screen: SCREEN.distributorSchedule, component: RoutePage }],
  menu: [
    {
      key: 'schedule',
      screen: SCREEN.distributorSchedule,
      labelKey: 'bakery.menu.distributor_schedule',
      icon: EventNoteIcon,
      order: 20,
      area: 'distributor',
    },
  ],
};
