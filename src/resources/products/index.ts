import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

export { productPaths } from '../../paths/productPaths';

// Lazy: the catalogue's grid, forms and detail are not needed by the sign-in page or the dashboard.
const ProductList = lazy(() => import('./ProductList'));
const ProductShow = lazy(() => import('./ProductShow'));
const ProductEdit = lazy(() => import('./ProductEdit'));
const ProductCreate = lazy(() => import('./ProductCreate'));
const ProductQuickCreate = lazy(() => import('./ProductQuickCreate'));

/**
 * The products resource. As for shops, /products/{id} is the detail and /products/{id}/edit the form
 * (spec 002), so App mounts `show`, `edit` and the quick create as child routes of the resource.
 */
export const products = {
  list: ProductList,
  show: ProductShow,
  edit: ProductEdit,
  create: ProductCreate,
  quickCreate: ProductQuickCreate,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'> & { quickCreate: unknown };

export default products;
