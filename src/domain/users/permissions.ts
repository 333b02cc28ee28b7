import { canAccess, TABLE_RIGHTS, type Action, type Resource } from '../access';
import { entityCategories, type EntityResource } from '../entities';
import { PERMISSION_CATEGORIES, type PermissionCategory } from '../entity';
import { ROLES, type Role } from '../enums';
import type { PermissionGroup } from './rights';
import type { AccessLevel } from './rules';

// The employees' permission screen (spec 002 section 5): each right of the access table falls in one of
// the spec's categories: an `export` right in "export", a money right in "finance", the rest by the
// resource it is about. An entity's resource takes the category its manifest gives; every other resource
// is listed below, null for what every user has (dashboard, profile, chat…), which is not listed. Both
// halves are complete records, so a new resource or entity without a category does not compile.
const OTHER_CATEGORY: Record<Exclude<Resource, EntityResource>, PermissionCategory | null> = {
  dashboard: null,
  analytics: null,
  profile: null,
  'ai-chat': null,
  distributors: 'users',
  schedule: 'orders',
  'distributor-area': null,
  reports: 'finance',
  settings: 'system',
  system: 'system',
  geocode: null,
  'standing-orders': 'orders',
  calendar: 'system',
  production: 'orders',
  'price-lists': 'products',
  returns: 'orders',
  'bank-statements': 'finance',
};

const RESOURCE_CATEGORY: Readonly<Record<Resource, PermissionCategory | null>> = {
  ...OTHER_CATEGORY,
  ...entityCategories(),
};

const MONEY_ACTIONS: readonly Action[] = ['money', 'terms', 'payment'];

function categoryOf(resource: Resource, action: Action): PermissionCategory | null {
  const home = RESOURCE_CATEGORY[resource];
  if (!home) return null;
  if (action === 'export') return 'export';
  if (MONEY_ACTIONS.includes(action)) return 'finance';
  return home;
}

/** A right of the access table with the category it is listed under. */
interface TableRight {
  resource: Resource;
  action: Action;
  category: PermissionCategory;
}

/** Every categorised right of the access table, in table order. */
function allRights(): TableRight[] {
  return TABLE_RIGHTS.flatMap(({ resource, action }) => {
    const category = categoryOf(resource, action);
    return category ? [{ resource, action, category }] : [];
  });
}

/** The role's real rights grouped by the spec's categories; a category the role has nothing in is left out. */
export function permissionGroups(role: Role): PermissionGroup[] {
  const held = allRights().filter((right) => canAccess(role, right.resource, right.action));
  return PERMISSION_CATEGORIES.map((category) => ({
    category,
    rights: held.filter((right) => right.category === category).map(({ resource, action }) => ({ resource, action })),
  })).filter((group) => group.rights.length > 0);
}

/**
 * Whether the role holds every categorised right of the access table (the spec's full_access). A right only
 * distributors hold is their own deliveries' work (recording a return at a shop), not one the office lacks.
 */
export function hasFullAccess(role: Role): boolean {
  const distributorsOnly = (right: TableRight) =>
    ROLES.every((other) => canAccess(other, right.resource, right.action) === (other === 'distributor'));
  return allRights().every((right) => distributorsOnly(right) || canAccess(role, right.resource, right.action));
}

/** The categories where the role holds a right beyond those every account has (reading the catalogue…). */
function privilegedCategories(role: Role): Set<PermissionCategory> {
  const everyone = (right: TableRight) => ROLES.every((other) => canAccess(other, right.resource, right.action));
  return new Set(
    allRights()
      .filter((right) => canAccess(role, right.resource, right.action) && !everyone(right))
      .map((right) => right.category),
  );
}

/**
 * The spec's access badge: full access gives super admin; otherwise the number of categories in which the
 * role holds more than every account does stands for the spec's "count of permissions": 8 or more full
 * admin, 5 manager, 2 supervisor, else basic.
 */
export function accessLevel(role: Role): AccessLevel {
  if (hasFullAccess(role)) return 'super_admin';
  const count = privilegedCategories(role).size;
  if (count >= 8) return 'full_admin';
  if (count >= 5) return 'manager';
  if (count >= 2) return 'supervisor';
  return 'basic';
}
