import type { Identifier } from 'react-admin';

// The spec's clean URLs: /products/12 is the detail and /products/12/edit the form (react-admin would
// make /products/12 the edit page), so links are built here, not by useCreatePath.
export const productPaths = {
  list: '/products',
  create: '/products/create',
  quickCreate: '/products/create-simple',
  /** /products/create?duplicate=12: the detailed form pre-filled from product 12. */
  duplicate: (id: Identifier) => `/products/create?duplicate=${encodeURIComponent(String(id))}`,
  show: (id: Identifier) => `/products/${encodeURIComponent(String(id))}`,
  edit: (id: Identifier) => `/products/${encodeURIComponent(String(id))}/edit`,
};
