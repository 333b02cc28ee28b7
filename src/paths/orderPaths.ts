import type { Identifier } from 'react-admin';

const idPart = (id: Identifier) => encodeURIComponent(String(id));

// The spec's clean URLs, as for shops: /orders/12 is the detail and /orders/12/edit the form, so links
// are built here rather than by react-admin's useCreatePath.
export const orderPaths = {
  list: '/orders',
  create: '/orders/create',
  /** /orders/create?duplicate=12: the create form pre-filled with order 12's shop, lines and notes. */
  duplicate: (id: Identifier) => `/orders/create?duplicate=${idPart(id)}`,
  show: (id: Identifier) => `/orders/${idPart(id)}`,
  /** The detail showing only its delivery note, as paper would (for a preview or a screenshot). */
  print: (id: Identifier) => `/orders/${idPart(id)}?print=1`,
  edit: (id: Identifier) => `/orders/${idPart(id)}/edit`,
};
