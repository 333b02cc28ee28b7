import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export { storePaths } from '../../paths/storePaths';

// Lazy: the list, detail, wizard and form all carry Leaflet, which the sign-in page and the dashboard
// should not have to download.
const StoreList = lazy(() => import('./StoreList'));
const StoreShow = lazy(() => import('./StoreShow'));
const StoreEdit = lazy(() => import('./StoreEdit'));
const StoreCreate = lazy(() => import('./StoreCreate'));

/**
 * The stores resource. The spec's clean URLs (see src/paths/storePaths) make /stores/{id} the detail and
 * /stores/{id}/edit the form, which is not react-admin's default, so App mounts `show` and `edit` as
 * child routes of `<Resource name="stores">` instead of spreading them in.
 */
export const stores = {
  list: StoreList,
  show: StoreShow,
  edit: StoreEdit,
  create: StoreCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default stores;
