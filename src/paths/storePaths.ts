import type { Identifier } from 'react-admin';

// The spec's clean URLs: /stores/12 is the detail and /stores/12/edit the form. react-admin would make
// /stores/12 the edit page and /stores/12/show the detail, so links are built here, not by useCreatePath.
export const storePaths = {
  list: '/stores',
  create: '/stores/create',
  show: (id: Identifier) => `/stores/${encodeURIComponent(String(id))}`,
  edit: (id: Identifier) => `/stores/${encodeURIComponent(String(id))}/edit`,
};
