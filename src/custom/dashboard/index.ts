import { lazy } from 'react';

export const dashboardPath = '/dashboard';
/** Mount with `existingPaths` (the page registry) so quick actions link only to pages that exist. */
export const Dashboard = lazy(() => import('./Dashboard'));
