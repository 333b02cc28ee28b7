// react-admin resource name -> the API's path and the key its list reply holds the rows under.

export interface ResourceApi {
  path: string;
  key: string;
}

export const RESOURCES = {
  orders: { path: '/orders', key: 'orders' },
  stores: { path: '/stores', key: 'stores' },
  products: { path: '/products', key: 'products' },
  categories: { path: '/products/categories', key: 'categories' },
  users: { path: '/users', key: 'users' },
  vehicles: { path: '/vehicles', key: 'vehicles' },
  expenses: { path: '/vehicles/expenses', key: 'expenses' },
  payments: { path: '/payments', key: 'payments' },
  notifications: { path: '/notifications', key: 'notifications' },
  logs: { path: '/logs', key: 'logs' },
} as const satisfies Record<string, ResourceApi>;

export type ResourceName = keyof typeof RESOURCES;

export function isResourceName(name: string): name is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCES, name);
}

/** The mapping of a resource; an unknown name is a programming error, said plainly. */
export function resourceApi(name: string): ResourceApi {
  if (!isResourceName(name)) throw new Error(`Unknown resource "${name}"`);
  return RESOURCES[name];
}
