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

export const ACCESS_LEVELS = ['super_admin', 'full_admin', 'manager', 'supervisor', 'basic'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

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
