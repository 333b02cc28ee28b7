import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { vehiclesIdentity } from '../../domain/vehicles/identity';
import type { Descriptor } from '../../registry/types';

// Lazy: only the office opens the fleet's pages; a distributor's phone never downloads them.
const VehicleList = lazy(() => import('./list/VehicleList'));
const VehicleCreate = lazy(() => import('./VehicleCreate'));
const VehicleEdit = lazy(() => import('./VehicleEdit'));
const VehicleShow = lazy(() => import('./show/VehicleShow'));

/**
 * The fleet (issue 15, spec 002 "Vehicles"): list with its cards and the assign dialog, add, edit and the
 * details page, for admins and managers (the access table's `vehicles` row). The spec's own addresses:
 * /vehicles/add, /vehicles/edit/{id}, /vehicles/details/{id}.
 */
export const vehicles: Descriptor = {
  name: 'vehicles',
  resource: { icon: LocalShippingIcon, recordRepresentation: 'vehicle_plate', pages: vehiclesIdentity.pages },
  routes: [
    { screen: SCREEN.vehicleList, component: VehicleList },
    { screen: SCREEN.vehicleCreate, component: VehicleCreate },
    { screen: SCREEN.vehicleEdit, component: VehicleEdit },
    { screen: SCREEN.vehicleShow, component: VehicleShow },
  ],
  menu: [
    {
      key: 'vehicles',
      screen: SCREEN.vehicleList,
      labelKey: 'bakery.menu.vehicles',
      icon: LocalShippingIcon,
      order: 90,
      group: 'management',
    },
  ],
};
