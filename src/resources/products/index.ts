import Inventory2Icon from '@mui/icons-material/Inventory2';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import { productsIdentity } from '../../domain/products/identity';
import type { Descriptor } from '../../registry/types';

// Lazy: the catalogue's grid, forms and detail are not needed by the sign-in page or the dashboard.
const ProductList = lazy(() => import('./ProductList'));
const ProductShow = lazy(() => import('./ProductShow'));
const ProductEdit = lazy(() => import('./ProductEdit'));
const ProductCreate = lazy(() => import('./ProductCreate'));
const ProductQuickCreate = lazy(() => import('./ProductQuickCreate'));

/** The products resource: /products/{id} is the detail, /products/{id}/edit the form (spec 002). */
export const products: Descriptor = {
  name: 'products',
  resource: { icon: Inventory2Icon, recordRepresentation: 'name', pages: productsIdentity.pages },
  routes: [
    { screen: SCREEN.productList, component: ProductList },
    { screen: SCREEN.productCreate, component: ProductCreate },
    { screen: SCREEN.productQuickCreate, component: ProductQuickCreate },
    { screen: SCREEN.productShow, component: ProductShow },
    { screen: SCREEN.productEdit, component: ProductEdit },
  ],
  menu: [
    { key: 'products', screen: SCREEN.productList, labelKey: 'bakery.menu.products', icon: Inventory2Icon, order: 40 },
  ],
  quickActions: [
    { screen: SCREEN.productCreate, labelKey: 'bakery.dashboard.quick.new_product', icon: PostAddIcon, order: 30 },
    { screen: SCREEN.productList, labelKey: 'bakery.dashboard.quick.products', icon: Inventory2Icon, order: 40 },
  ],
};
