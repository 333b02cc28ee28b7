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
  | 'generate'
  // Saving an order above the shop's credit limit, with a reason (issue 25).
  | 'credit'
  // Field rights, checked by the services wherever the field is written (server/lib/rights.ts,
  // ./fieldRights.ts): a shop's credit terms, its details beyond what a driver corrects, a product's
  // price and stock; `money` is reading company or shop money figures.
  | 'terms'
  | 'details'
  | 'price'
  | 'stock'
  | 'money';

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
  | 'audit'
  | 'geocode'
  // Issue 30: standing orders and their one-off changes, the closed-days calendar, the bake sheet and packing lists.
  | 'standing-orders'
  | 'calendar'
  | 'production'
  | 'price-lists'
  | 'invoices'
  | 'returns'
  | 'bank-statements';

const ALL = 'all' as const;
type Who = readonly Role[] | typeof ALL;

const STAFF_WHO_MANAGE: readonly Role[] = ['admin', 'manager'];
const MONEY_ROLES: readonly Role[] = ['admin', 'manager', 'cashier', 'accountant'];
const OFFICE: readonly Role[] = ['admin', 'manager', 'cashier', 'accountant'];

export const ACCESS: Readonly<Record<Resource, Partial<Record<Action, Who>>>> = {
  // Everyone has a dashboard; a distributor's shows their own day instead of the company's money, and
  // the company figure calls of issue 26 (sales, payments, alerts, ...) are guarded by `money`: a cashier
  // sees the dashboard, a distributor gets 403 there. Each user keeps their own cards (list).
  dashboard: { list: ALL, money: MONEY_ROLES },
  // Issue 26: analytics are read like the reports (admin, manager, accountant), not by every role.
  analytics: { list: ['admin', 'manager', 'accountant'] },
  profile: { show: ALL, edit: ALL },
  // Issue 28: every signed-in user asks the assistant and keeps their own conversations (the server reads
  // and changes only the asking user's); what it answers is limited by each tool's own row of this table.
  // Clearing the shared answer cache is system work (the system row's edit).
  'ai-chat': { list: ALL, show: ALL, create: ALL, edit: ALL, delete: ALL },
  // Route table: every orders route is open to any signed-in user; a distributor is scoped to their own
  // orders by the server (see ownership below).
  orders: {
    list: ALL,
    show: ALL,
    create: ALL,
    edit: ALL,
    delete: STAFF_WHO_MANAGE,
    status: ['admin', 'manager', 'distributor'],
    // A distributor records the cash they collect, on their own orders only (ownership below) and in
    // cash only (server/services/ordersPayments.ts); reading the company's payments stays with money roles.
    payment: [...MONEY_ROLES, 'distributor'],
    assign: STAFF_WHO_MANAGE,
    export: MONEY_ROLES,
    credit: STAFF_WHO_MANAGE,
  },
  stores: {
    list: ALL,
    show: ALL,
    create: ALL,
    edit: ALL,
    delete: STAFF_WHO_MANAGE,
    status: STAFF_WHO_MANAGE,
    export: ALL,
    // A distributor corrects a shop's phone, location and delivery notes only (edit); everything else
    // about the shop is office work, and its credit terms are the money side's.
    details: OFFICE,
    terms: ['admin', 'manager', 'accountant'],
    money: MONEY_ROLES,
  },
  // The catalogue, its prices and its stock are managed by admins and managers; everyone else reads it.
  products: {
    list: ALL,
    show: ALL,
    create: STAFF_WHO_MANAGE,
    edit: STAFF_WHO_MANAGE,
    delete: STAFF_WHO_MANAGE,
    status: STAFF_WHO_MANAGE,
    export: ALL,
    price: STAFF_WHO_MANAGE,
    stock: STAFF_WHO_MANAGE,
    money: MONEY_ROLES,
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
  // A distributor records for their own van and edits or deletes only what they recorded themselves that
  // same day (server/services/expensesWrite.ts); admins and managers any expense. Export follows the list.
  expenses: {
    list: ['admin', 'manager', 'distributor'],
    create: ['admin', 'manager', 'distributor'],
    edit: ['admin', 'manager', 'distributor'],
    delete: ['admin', 'manager', 'distributor'],
    export: ['admin', 'manager', 'distributor'],
  },
  payments: { list: MONEY_ROLES, show: MONEY_ROLES, create: MONEY_ROLES },
  // The day's distribution (issue 16): the office reads, plans and rearranges every route; a distributor
  // reads and works through their own (ownership below): arrive, delay, deliver with proof.
  schedule: {
    list: STAFF_WHO_MANAGE,
    generate: STAFF_WHO_MANAGE,
    edit: STAFF_WHO_MANAGE,
    show: ['admin', 'manager', 'distributor'],
    status: ['admin', 'manager', 'distributor'],
  },
  // edit: the distributor's own phone sharing its position while their route is in progress (issue 16).
  'distributor-area': { list: ['distributor'], show: ['distributor'], create: ['distributor'], edit: ['distributor'] },
  // The spec's menu shows the reports group to accountants and says "accountants see reports", while its
  // route table lists /reports for admin and manager only; we side with the menu and the role text.
  reports: { list: ['admin', 'manager', 'accountant'], export: ['admin', 'manager', 'accountant'] },
  // Every signed-in user reads the public settings (currency, exchange rate, theme); only admins change
  // them or see the system part. list: opening /settings/general, which issue 27 gives to
  // managers too (they read the general settings there; the server keeps every settings write to edit).
  settings: { show: ALL, edit: ['admin'], list: STAFF_WHO_MANAGE },
  system: { list: ['admin'], show: ['admin'], create: ['admin'], edit: ['admin'], delete: ['admin'] },
  notifications: { list: ALL, edit: ALL, delete: ALL, create: STAFF_WHO_MANAGE },
  audit: { list: ['admin'] },
  // Address lookups for the shop forms of every role; the server calls the provider so its key stays home.
  geocode: { list: ALL },
  // Issue 30: admins and managers set a shop's standing week and run the generation; a cashier also
  // takes one-off changes on the phone (create); every office role reads them.
  'standing-orders': {
    show: OFFICE,
    edit: STAFF_WHO_MANAGE,
    create: [...STAFF_WHO_MANAGE, 'cashier'],
    generate: STAFF_WHO_MANAGE,
  },
  // The bakery's closed days: every signed-in user reads them (forms pick delivery days), the managers change them.
  calendar: { list: ALL, edit: STAFF_WHO_MANAGE },
  // The bake sheet is the managers' (list); packing lists (show) also a distributor's, their own van only
  // (server/services/packingLists.ts). Cashiers and accountants keep the spec's menu without production.
  production: { list: STAFF_WHO_MANAGE, show: [...STAFF_WHO_MANAGE, 'distributor'] },
  // Issue 30: the office reads the price lists (what a shop pays); admins and managers set prices, as the
  // products row's `price` says for the catalogue.
  'price-lists': {
    list: OFFICE,
    show: OFFICE,
    create: STAFF_WHO_MANAGE,
    edit: STAFF_WHO_MANAGE,
    delete: STAFF_WHO_MANAGE,
  },
  // Issue 29: the money roles read invoices and credit notes; the admin and the accountant issue them
  // (create) and export the UBL; a credit note (`credit`) also by a manager, for a price correction.
  invoices: {
    list: MONEY_ROLES,
    show: MONEY_ROLES,
    create: ['admin', 'accountant'],
    credit: ['admin', 'manager', 'accountant'],
    export: ['admin', 'accountant'],
  },
  // Issue 29: a distributor records the goods taken back at their own deliveries (ownership below, and
  // the order must be theirs: server/services/returns.ts) and reads what they recorded; the money roles
  // read them all; a manager or an admin approves (status), which credits the shop.
  returns: { list: [...MONEY_ROLES, 'distributor'], create: ['distributor'], status: STAFF_WHO_MANAGE },
  // Issue 29: the admin and the accountant import the bank's statements, read them and match a line by hand.
  'bank-statements': { list: ['admin', 'accountant'], show: ['admin', 'accountant'], create: ['admin', 'accountant'], edit: ['admin', 'accountant'] },
};

export function canAccess(role: Role | undefined | null, resource: Resource, action: Action): boolean {
  if (!role) return false;
  const who = ACCESS[resource]?.[action];
  if (!who) return false;
  return who === ALL || who.includes(role);
}

/** Every (resource, action) pair the access table names, in table order. */
export const TABLE_RIGHTS: readonly { resource: Resource; action: Action }[] = (Object.keys(ACCESS) as Resource[]).flatMap(
  (resource) => (Object.keys(ACCESS[resource]) as Action[]).map((action) => ({ resource, action })),
);

/**
 * Ownership, the row side of the access table: for a resource, the roles that reach only their own rows
 * and the API field naming the owner. The server filters and checks by it, the UI hides what would be
 * pointless (a distributor picking a distributor). A resource absent here is shared by all its readers.
 */
export const OWNERSHIP: Readonly<Partial<Record<Resource, { roles: readonly Role[]; field: string }>>> = {
  orders: { roles: ['distributor'], field: 'assigned_distributor_id' },
  expenses: { roles: ['distributor'], field: 'distributor_id' },
  schedule: { roles: ['distributor'], field: 'distributor_id' },
  returns: { roles: ['distributor'], field: 'distributor_id' },
};

/** The field a role's rows of a resource are limited by (its own id must be there), or null when it sees all. */
export function ownScope(role: Role | undefined | null, resource: Resource): string | null {
  const rule = OWNERSHIP[resource];
  return role && rule?.roles.includes(role) ? rule.field : null;
}

/** Whether a user may touch a row whose owner is `ownerId`: always when unscoped, else only their own. */
export function ownsRow(user: { role: Role; id: number }, resource: Resource, ownerId: number | null | undefined): boolean {
  return ownScope(user.role, resource) === null || ownerId === user.id;
}


/** Where a role lands after signing in and on `/`. */
export function homePath(role: Role): string {
  return role === 'distributor' ? SCREEN.distributorHome.path : SCREEN.dashboard.path;
}

export interface ScreenDef {
  /** A react-router pattern (`:id`). */
  path: string;
  resource: Resource;
  action: Action;
}

/**
 * The screens of the spec's route table, each guarded by one entry of the access table, by name. This is
 * the one place a page's address is written: the UI's registry mounts, links and lists the screens from
 * these names. `/login` is not here: it is for visitors only.
 */
export const SCREEN = {
  dashboard: { path: '/dashboard', resource: 'dashboard', action: 'list' },
  analytics: { path: '/analytics', resource: 'analytics', action: 'list' },
  profile: { path: '/profile', resource: 'profile', action: 'show' },
  aiChat: { path: '/ai-chat', resource: 'ai-chat', action: 'list' },
  orderList: { path: '/orders', resource: 'orders', action: 'list' },
  orderCreate: { path: '/orders/create', resource: 'orders', action: 'create' },
  orderShow: { path: '/orders/:id', resource: 'orders', action: 'show' },
  orderEdit: { path: '/orders/:id/edit', resource: 'orders', action: 'edit' },
  storeList: { path: '/stores', resource: 'stores', action: 'list' },
  storeCreate: { path: '/stores/create', resource: 'stores', action: 'create' },
  storeShow: { path: '/stores/:id', resource: 'stores', action: 'show' },
  storeEdit: { path: '/stores/:id/edit', resource: 'stores', action: 'edit' },
  productList: { path: '/products', resource: 'products', action: 'list' },
  productCreate: { path: '/products/create', resource: 'products', action: 'create' },
  productQuickCreate: { path: '/products/create-simple', resource: 'products', action: 'create' },
  productShow: { path: '/products/:id', resource: 'products', action: 'show' },
  productEdit: { path: '/products/:id/edit', resource: 'products', action: 'edit' },
  userList: { path: '/users', resource: 'users', action: 'list' },
  userCreate: { path: '/users/create', resource: 'users', action: 'create' },
  userShow: { path: '/users/:id', resource: 'users', action: 'show' },
  userEdit: { path: '/users/:id/edit', resource: 'users', action: 'edit' },
  settings: { path: '/settings', resource: 'settings', action: 'edit' },
  systemSettings: { path: '/settings/system', resource: 'settings', action: 'edit' },
  generalSettings: { path: '/settings/general', resource: 'settings', action: 'list' },
  profileSettings: { path: '/settings/profile', resource: 'profile', action: 'edit' },
  vehicleList: { path: '/vehicles', resource: 'vehicles', action: 'list' },
  vehicleCreate: { path: '/vehicles/add', resource: 'vehicles', action: 'create' },
  vehicleEdit: { path: '/vehicles/edit/:id', resource: 'vehicles', action: 'edit' },
  vehicleShow: { path: '/vehicles/details/:id', resource: 'vehicles', action: 'show' },
  vehicleExpenses: { path: '/vehicles/expenses', resource: 'expenses', action: 'list' },
  dailySchedule: { path: '/scheduling/daily', resource: 'schedule', action: 'list' },
  reports: { path: '/reports', resource: 'reports', action: 'list' },
  dailyReports: { path: '/reports/daily', resource: 'reports', action: 'list' },
  monthlyReports: { path: '/reports/monthly', resource: 'reports', action: 'list' },
  yearlyReports: { path: '/reports/yearly', resource: 'reports', action: 'list' },
  distributorHome: { path: '/distributor', resource: 'distributor-area', action: 'list' },
  distributorSchedule: { path: '/distributor/schedule', resource: 'distributor-area', action: 'show' },
  // Ours, not the spec's: the distributor's view of one of their orders, inside their area.
  distributorOrderShow: { path: '/distributor/orders/:id', resource: 'distributor-area', action: 'show' },
  distributorCreateOrder: { path: '/distributor/create-order', resource: 'distributor-area', action: 'create' },
  distributorExpenses: { path: '/distributor/expenses', resource: 'distributor-area', action: 'list' },
  // Ours: the assistant inside the distributor's area (issue 28), the same page as /ai-chat.
  distributorAiChat: { path: '/distributor/ai-chat', resource: 'distributor-area', action: 'list' },
  // Issue 30: production pages, ours (the spec's menu has none): the day's bake sheet and the vans' packing lists.
  bakeSheet: { path: '/production/bake-sheet', resource: 'production', action: 'list' },
  packingLists: { path: '/production/packing-lists', resource: 'production', action: 'show' },
  // The closed-days calendar beside them: the days the cut-off job and the bake sheet skip; its managers edit it.
  closedDays: { path: '/production/closed-days', resource: 'calendar', action: 'edit' },
  // Issue 30: price lists, bulk price changes and the price history (the spec's menu path), for those who
  // set prices; the office reads the lists through the API.
  pricing: { path: '/pricing', resource: 'price-lists', action: 'edit' },
  // Issue 29: ours, not the spec's.
  invoiceList: { path: '/invoices', resource: 'invoices', action: 'list' },
  invoiceShow: { path: '/invoices/:id', resource: 'invoices', action: 'show' },
  creditNoteList: { path: '/credit-notes', resource: 'invoices', action: 'list' },
  // Issue 29: the returns to approve (the approvers' page) and the bank statement import with its matching.
  returnList: { path: '/returns', resource: 'returns', action: 'status' },
  bankStatements: { path: '/bank-statements', resource: 'bank-statements', action: 'list' },
} as const satisfies Record<string, ScreenDef>;

export type ScreenName = keyof typeof SCREEN;

/** The sign-in page: for visitors, so no screen of the table. */
export const LOGIN_PATH = '/login';

export const SCREENS: readonly ScreenDef[] = Object.values(SCREEN);

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The screen a path shows; a literal segment wins over `:id` (/orders/create is not order "create"). */
export function screenFor(pathname: string) {
  const candidates = SCREENS.filter((screen) => matches(screen.path, pathname));
  return candidates.sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0];
}

/**
 * A distributor works inside their own area (issue 16): an office address they reach (a typed or old
 * link, the access-denied redirect to /dashboard) leads to their area's page for the same thing. Office
 * pages without a counterpart (a shop, a product, the profile) stay where they are.
 */
const DISTRIBUTOR_STAND_INS: Readonly<Partial<Record<ScreenName, ScreenName>>> = {
  dashboard: 'distributorHome',
  orderList: 'distributorHome',
  orderCreate: 'distributorCreateOrder',
  orderShow: 'distributorOrderShow',
  orderEdit: 'distributorOrderShow',
  vehicleExpenses: 'distributorExpenses',
  aiChat: 'distributorAiChat',
};

/** Where `pathname` leads `role` instead, or null when the page is theirs as it is. */
export function distributorStandIn(role: Role | undefined | null, pathname: string): string | null {
  if (role !== 'distributor') return null;
  const screen = screenFor(pathname);
  const name = (Object.keys(SCREEN) as ScreenName[]).find((key) => SCREEN[key] === screen);
  const target = name && DISTRIBUTOR_STAND_INS[name];
  if (!screen || !target) return null;
  const at = screen.path.split('/').indexOf(':id');
  const id = at >= 0 ? pathname.split('/')[at] : undefined;
  return id === undefined ? SCREEN[target].path : SCREEN[target].path.replace(':id', id);
}

/** Whether a role may open a path of the route table; unknown paths are not this table's business. */
export function canOpen(role: Role | undefined | null, pathname: string): boolean {
  const screen = screenFor(pathname);
  return screen ? canAccess(role, screen.resource, screen.action) : true;
}
