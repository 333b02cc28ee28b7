import HomeIcon from '@mui/icons-material/Home';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const DistributorHome = lazy(() => import('./DistributorHome'));

/** The distributor's home; its link heads the distributor area's bar (src/custom/layout/distributorMenu). */
export const distributorHome: Descriptor = {
  name: 'distributor',
  routes: [{ screen: SCREEN.distributorHome, component: DistributorHome }],
  menu: [
    {
      key: 'home',
      screen: SCREEN.distributorHome,
      labelKey: 'bakery.menu.distributor_home',
      icon: HomeIcon,
      order: 10,
      area: 'distributor',
    },
  ],
};
