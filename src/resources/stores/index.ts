import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { storesIdentity } from '../../domain/stores/identity';
import type { Descriptor } from '../../registry/types';

// Lazy: the list, detail, wizard and form all carry Leaflet, which the sign-in page and the dashboard
// should not have to download.
const StoreList = lazy(() => import('./StoreList'));
const StoreShow = lazy(() => import('./StoreShow'));
const StoreEdit = lazy(() => import('./StoreEdit'));
const StoreCreate = lazy(() => import('./StoreCreate'));

/**
 * The stores resource. The spec's clean URLs make /stores/{id} the detail and /stores/{id}/edit the form,
 * which is not react-admin's default, so App mounts them as child routes of `<Resource name="stores">`.
 */
export const stores: Descriptor = {
  name: 'stores',
  resource: { icon: StorefrontIcon, recordRepresentation: 'name', pages: storesIdentity.pages },
  routes: [
    { screen: SCREEN.storeList, component: StoreList },
    { screen: SCREEN.storeCreate, component: StoreCreate },
    { screen: SCREEN.storeShow, component: StoreShow },
    { screen: SCREEN.storeEdit, component: StoreEdit },
  ],
  menu: [{ key: 'stores', screen: SCREEN.storeList, labelKey: 'bakery.menu.stores', icon: StorefrontIcon, order: 30 }],
  quickActions: [
    { screen: SCREEN.storeCreate, labelKey: 'bakery.dashboard.quick.new_store', icon: AddBusinessIcon, order: 20 },
  ],
};
