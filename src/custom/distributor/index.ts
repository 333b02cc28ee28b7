import { lazy } from 'react';

export const distributorHomePath = '/distributor';
export const DistributorHome = lazy(() => import('./DistributorHome'));
