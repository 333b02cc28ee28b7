import { SCREEN, type ScreenDef } from '../domain/access';

// Link builders, read from the route table (src/domain/access.ts) so each address is written once. Pure
// and importing no page: every resource links to its own pages and to others' (an order to its shop)
// from here, without one resource folder importing another.

type Id = string | number;

/** A screen's address for a record: its pattern with `:id` filled in (encoded). */
export function pathOf(screen: ScreenDef, id?: Id): string {
  return id === undefined ? screen.path : screen.path.replace(':id', encodeURIComponent(String(id)));
}

// The spec's clean URLs: /orders/12 is the detail and /orders/12/edit the form (react-admin would make
// /orders/12 the edit page), so links are built here, not by react-admin's useCreatePath.
export const orderPaths = {
  list: SCREEN.orderList.path,
  create: SCREEN.orderCreate.path,
  /** The create form pre-filled with that order's shop, lines and notes. */
  duplicate: (id: Id) => `${SCREEN.orderCreate.path}?duplicate=${encodeURIComponent(String(id))}`,
  show: (id: Id) => pathOf(SCREEN.orderShow, id),
  /** The detail showing only its delivery note, as paper would (for a preview or a screenshot). */
  print: (id: Id) => `${pathOf(SCREEN.orderShow, id)}?print=1`,
  edit: (id: Id) => pathOf(SCREEN.orderEdit, id),
};

export const storePaths = {
  list: SCREEN.storeList.path,
  create: SCREEN.storeCreate.path,
  show: (id: Id) => pathOf(SCREEN.storeShow, id),
  edit: (id: Id) => pathOf(SCREEN.storeEdit, id),
};

export const productPaths = {
  list: SCREEN.productList.path,
  create: SCREEN.productCreate.path,
  quickCreate: SCREEN.productQuickCreate.path,
  /** The detailed form pre-filled from that product. */
  duplicate: (id: Id) => `${SCREEN.productCreate.path}?duplicate=${encodeURIComponent(String(id))}`,
  show: (id: Id) => pathOf(SCREEN.productShow, id),
  edit: (id: Id) => pathOf(SCREEN.productEdit, id),
};

export const userPaths = {
  list: SCREEN.userList.path,
  create: SCREEN.userCreate.path,
  show: (id: Id) => pathOf(SCREEN.userShow, id),
  edit: (id: Id) => pathOf(SCREEN.userEdit, id),
};

/** The distributor's area: their day, one of their orders, a new order of theirs, their expenses. */
export const distributorPaths = {
  home: SCREEN.distributorHome.path,
  order: (id: Id) => pathOf(SCREEN.distributorOrderShow, id),
  createOrder: SCREEN.distributorCreateOrder.path,
  expenses: SCREEN.distributorExpenses.path,
};

export const dashboardPath = SCREEN.dashboard.path;
export const distributorHomePath = SCREEN.distributorHome.path;
