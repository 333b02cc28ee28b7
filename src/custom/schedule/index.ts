import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const SchedulePage = lazy(() => import('./SchedulePage'));

/**
 * The daily distribution schedule (issue 16, spec 001 /scheduling/daily), for admin and manager: the day's
 * optimised routes on a map and per distributor, generated, rearranged and followed through the day.
 */
export const dailySchedule: Descriptor = {
  name: 'daily-schedule',
  routes: [{ screen: SCREEN.dailySchedule, component: SchedulePage }],
  menu: [
    {
      key: 'daily-schedule',
      screen: SCREEN.dailySchedule,
      labelKey: 'bakery.menu.schedule',
      icon: EventNoteIcon,
      order: 100,
      group: 'management',
    },
  ],
};
