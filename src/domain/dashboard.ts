import { z } from 'zod';
import { format, validation } from './messages';
import { integerInRange } from './schemas/common';

// The dashboard's own calls besides /dashboard/overview (its shape is DashboardOverview in ./types):
// the recent-activity feed and the system-health figures, with the query the feed accepts.

/** Spec 000 section 9: the activity feed keeps the 10 newest; a caller may ask for up to 50. */
export const ACTIVITY_DEFAULT_LIMIT = 10;
export const ACTIVITY_MAX_LIMIT = 50;

const limitMessage = format(validation.limitInvalid, { max: ACTIVITY_MAX_LIMIT });

export const activityQuery = z.object({
  limit: integerInRange(limitMessage, 1, ACTIVITY_MAX_LIMIT).default(ACTIVITY_DEFAULT_LIMIT),
});

export const ACTIVITY_TYPES = ['order', 'product', 'user'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /dashboard/activity -> data.items[]: one new record, newest first. */
export interface ActivityItem {
  /** '<type>-<record id>', unique across the merged feed. */
  id: string;
  type: ActivityType;
  record_id: number;
  /** The order number, the product's name or the employee's full name. */
  title: string;
  /** The order's shop name; null for the other types. */
  subtitle: string | null;
  /** An order's or a product's status; for a user, the role (a user's own status is not shown here). */
  status: string;
  /** Orders only: final_amount_eur. */
  amount_eur?: number;
  created_at: string;
}

export interface ActivityFeed {
  items: ActivityItem[];
}

/** GET /dashboard/health -> data: the system-health panel's measured figures. */
export interface DashboardHealth {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  database_kind: 'pglite' | 'postgres';
  /** Round trip of a `select 1`, in milliseconds. */
  response_time_ms: number;
  uptime_seconds: number;
  /** Rows per table: users, stores, products, orders, vehicles, payments, ... */
  counts: Record<string, number>;
  database_size_bytes: number;
  server_time: string;
}
