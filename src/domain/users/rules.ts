import { canAccess, TABLE_RIGHTS, type Action, type Resource } from '../access';
import { ROLES, type Role } from '../enums';
import type { PermissionGroup, Right } from './permissions';

export type { PermissionGroup, Right };

// The employees' rules (spec 002 sections 2, 3, 5 and 9), for the server and every employee screen.

export const USERS_PER_PAGE = 10;
export const USER_ACTIVITY_PER_PAGE = 20;
export const USERNAME_MIN = 3;
/** The earliest years a birth date and a hiring date may name (the shared date rule's 2000 is too late for them). */
export const EARLIEST_BIRTH_YEAR = 1900;
export const EARLIEST_HIRE_YEAR = 1950;
export const FULL_NAME_MIN = 2;
export const LICENSE_NUMBER_MIN = 3;
/** Below this width the employee list shows cards instead of the table. */
export const USER_CARDS_BREAKPOINT_PX = 768;
export const USER_CREATED_REDIRECT_MS = 2000;
export const USER_DELETED_REDIRECT_MS = 1500;
/** The rating looks at the deliveries of this many days. */
export const RATING_WINDOW_DAYS = 90;

export type WorkloadLevel = 'none' | 'light' | 'moderate' | 'heavy' | 'overloaded';

/** Open orders assigned: 0 none, 1-3 light, 4-6 moderate, 7-10 heavy, above 10 overloaded. */
export function workloadLevel(openOrders: number): WorkloadLevel {
  if (openOrders <= 0) return 'none';
  if (openOrders <= 3) return 'light';
  if (openOrders <= 6) return 'moderate';
  if (openOrders <= 10) return 'heavy';
  return 'overloaded';
}

export type RatingLevel = 'excellent' | 'good' | 'average' | 'poor' | 'very_poor';

/** A rating out of 5: 4.5 excellent, 3.5 good, 2.5 average, 1.5 poor, below very poor. */
export function ratingLevel(rating: number): RatingLevel {
  if (rating >= 4.5) return 'excellent';
  if (rating >= 3.5) return 'good';
  if (rating >= 2.5) return 'average';
  if (rating >= 1.5) return 'poor';
  return 'very_poor';
}

/** 5 x the share of orders delivered on their delivery date, one decimal; null when nothing was rated. */
export function ratingFromShare(onTime: number, total: number): number | null {
  if (!(total > 0)) return null;
  const share = Math.max(0, Math.min(1, onTime / total));
  return Math.round(5 * share * 10) / 10;
}

// The spec's permission categories. Each right of the access table falls in one: an `export` right in
// "export", a money right in "finance", the rest by the resource it is about. Resources every user has
// (dashboard, profile, chat…) are no category's and are not listed.
export const PERMISSION_CATEGORIES = ['users', 'stores', 'products', 'orders', 'vehicles', 'finance', 'system', 'export'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

const RESOURCE_CATEGORY: Partial<Record<Resource, PermissionCategory>> = {
  users: 'users',
  distributors: 'users',
  stores: 'stores',
  products: 'products',
  categories: 'products',
  orders: 'orders',
  schedule: 'orders',
  vehicles: 'vehicles',
  expenses: 'vehicles',
  payments: 'finance',
  reports: 'finance',
  settings: 'system',
  system: 'system',
  audit: 'system',
  notifications: 'system',
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

/** Whether the role holds every categorised right of the access table (the spec's full_access). */
export function hasFullAccess(role: Role): boolean {
  return allRights().every((right) => canAccess(role, right.resource, right.action));
}

export const ACCESS_LEVELS = ['super_admin', 'full_admin', 'manager', 'supervisor', 'basic'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

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

export type LastActivity =
  | { bucket: 'never' }
  | { bucket: 'online' }
  | { bucket: 'hours'; hours: number }
  | { bucket: 'yesterday' }
  | { bucket: 'days'; days: number };

const HOUR_MS = 3_600_000;

/** Under 1 hour "online now", under 24 hours in hours, under 48 "yesterday", otherwise in days. */
export function lastActivity(at: string | Date | null | undefined, now: Date = new Date()): LastActivity {
  if (!at) return { bucket: 'never' };
  const elapsed = Math.max(0, now.getTime() - new Date(at).getTime());
  if (Number.isNaN(elapsed)) return { bucket: 'never' };
  if (elapsed < HOUR_MS) return { bucket: 'online' };
  if (elapsed < 24 * HOUR_MS) return { bucket: 'hours', hours: Math.floor(elapsed / HOUR_MS) };
  if (elapsed < 48 * HOUR_MS) return { bucket: 'yesterday' };
  return { bucket: 'days', days: Math.floor(elapsed / (24 * HOUR_MS)) };
}

/** The last activity in Arabic words. */
export function lastActivityText(at: string | Date | null | undefined, now: Date = new Date()): string {
  const activity = lastActivity(at, now);
  switch (activity.bucket) {
    case 'never':
      return 'لم يسجل الدخول بعد';
    case 'online':
      return 'متصل الآن';
    case 'hours':
      return `منذ ${activity.hours} ساعة`;
    case 'yesterday':
      return 'أمس';
    case 'days':
      return `منذ ${activity.days} يوم`;
  }
}

export type AccountAge = { unit: 'days' | 'months' | 'years'; value: number };

/** Account age: days under 30, months under 365, else years. */
export function accountAge(createdAt: string | Date, now: Date = new Date()): AccountAge {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / (24 * HOUR_MS)));
  if (days < 30) return { unit: 'days', value: days };
  if (days < 365) return { unit: 'months', value: Math.floor(days / 30) };
  return { unit: 'years', value: Math.floor(days / 365) };
}

const TEST_DATA = /test|dummy|mock/i;

/** Test data the distributor's vehicle choice hides: a plate or model containing test, dummy or mock. */
export function isTestVehicle(vehicle: { vehicle_plate?: string | null; vehicle_model?: string | null; plate?: string | null; model?: string | null }): boolean {
  return [vehicle.vehicle_plate, vehicle.vehicle_model, vehicle.plate, vehicle.model].some((text) => !!text && TEST_DATA.test(text));
}

/** The avatar's letters: the first letters of the first two words, or the first two letters of one word. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return Array.from(words[0]).slice(0, 2).join('').toUpperCase();
  return (Array.from(words[0])[0] + Array.from(words[1])[0]).toUpperCase();
}
