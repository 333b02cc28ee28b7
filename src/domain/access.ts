import type { Role } from './enums';

// One access table for the whole product: role x resource x action. The server checks it on every API
// route, the UI's authProvider.canAccess reads it for menus and route guards. Route-shaped actions
// (list, show, create, edit) follow the spec's route table; the other actions are ours to decide and are
// written down here so both sides agree.

export type Action =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  | 'status'
  | 'payment'
  | 'assign'
  | 'export'
  | 'generate';

export type Resource =
  | 'dashboard'
  | 'analytics'
  | 'profile'
  | 'ai-chat'
  | 'orders'
  | 'stores'
  | 'products'
  | 'categories'
  | 'users'
  | 'distributors'
  | 'vehicles'
  | 'expenses'
  | 'payments'
  | 'schedule'
  | 'distributor-area'
  | 'reports'
  | 'settings'
  | 'system'
  | 'notifications'
  | 'audit';

const ALL = 'all' as const;
type Who = readonly Role[] | typeof ALL;

const STAFF_WHO_MANAGE: readonly Role[] = ['admin', 'manager'];
const MONEY_ROLES: readonly Role[] = ['admin', 'manager', 'cashier', 'accountant'];

export const ACCESS: Readonly<Record<Resource, Partial<Record<Action, Who>>>> = {
  dashboard: { list: ALL },
  analytics: { list: ALL },
  profile: { show: ALL, edit: ALL },
  'ai-chat': { list: ALL, create: ALL },
  // Route table: every orders route is open to any signed-in user; a distributor is scoped to their own
  // orders by the server (see ownership below).
  orders: {
    list: ALL,
    show: ALL,
    create: ALL,
    edit: ALL,
    delete: STAFF_WHO_MANAGE,
    status: ['admin', 'manager', 'distributor'],
    payment: MONEY_ROLES,
    assign: STAFF_WHO_MANAGE,
    export: MONEY_ROLES,
  },
  stores: {
    list: ALL,
    show: ALL,
    create: ALL,
    edit: ALL,
    delete: STAFF_WHO_MANAGE,
    status: STAFF_WHO_MANAGE,
    export: ALL,
  },
  products: {
    list: ALL,
    show: ALL,
    create: ALL,
    edit: ALL,
    delete: STAFF_WHO_MANAGE,
    status: STAFF_WHO_MANAGE,
    export: ALL,
  },
  categories: { list: ALL, show: ALL, create: STAFF_WHO_MANAGE, edit: STAFF_WHO_MANAGE, delete: STAFF_WHO_MANAGE },
  users: {
    list: ['admin'],
    show: ['admin'],
    create: ['admin'],
    edit: ['admin'],
    delete: ['admin'],
    status: ['admin'],
    export: ['admin'],
  },
  // The order and schedule forms of every role pick a distributor: names and phones only.
  distributors: { list: ALL },
  vehicles: {
    list: STAFF_WHO_MANAGE,
    show: STAFF_WHO_MANAGE,
    create: STAFF_WHO_MANAGE,
    edit: STAFF_WHO_MANAGE,
    delete: STAFF_WHO_MANAGE,
    status: STAFF_WHO_MANAGE,
    assign: STAFF_WHO_MANAGE,
    export: STAFF_WHO_MANAGE,
  },
  expenses: { list: ['admin', 'manager', 'distributor'], create: ['admin', 'manager', 'distributor'] },
  payments: { list: MONEY_ROLES, show: MONEY_ROLES, create: MONEY_ROLES },
  schedule: { list: STAFF_WHO_MANAGE, generate: STAFF_WHO_MANAGE },
  'distributor-area': { list: ['distributor'], show: ['distributor'], create: ['distributor'] },
  // The spec's menu shows the reports group to accountants and says "accountants see reports", while its
  // route table lists /reports for admin and manager only; we side with the menu and the role text.
  reports: { list: ['admin', 'manager', 'accountant'], export: ['admin', 'manager', 'accountant'] },
  // Every signed-in user reads the public settings (currency, exchange rate, theme); only admins change
  // them or see the system part.
  settings: { show: ALL, edit: ['admin'] },
  system: { list: ['admin'], show: ['admin'], edit: ['admin'] },
  notifications: { list: ALL, edit: ALL, delete: ALL, create: STAFF_WHO_MANAGE },
  audit: { list: ['admin'] },
};

export function canAccess(role: Role | undefined | null, resource: Resource, action: Action): boolean {
  if (!role) return false;
  const who = ACCESS[resource]?.[action];
  if (!who) return false;
  return who === ALL || who.includes(role);
}

/** Roles whose reach over orders, schedules and expenses is limited to the rows assigned to them. */
export function isScopedToOwnRecords(role: Role): boolean {
  return role === 'distributor';
}

/** Where a role lands after signing in and on `/`. */
export function homePath(role: Role): string {
  return role === 'distributor' ? '/distributor' : '/dashboard';
}
