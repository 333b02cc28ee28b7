import { z } from 'zod';
import { format, validation } from './messages';
import { integerInRange } from './schemas/common';
import { count, day, money, timestamp } from './schemas/replies';
// The feed's sizes are apart (./dashboardLimits, no zod): the dashboard screen asks with them.
import { ACTIVITY_DEFAULT_LIMIT, ACTIVITY_MAX_LIMIT } from './dashboardLimits';

// The dashboard's own calls besides /dashboard/overview (dashboardOverview below):
// the recent-activity feed and the system-health figures, with the query the feed accepts.


const limitMessage = format(validation.limitInvalid, { max: ACTIVITY_MAX_LIMIT });

export const activityQuery = z.object({
  limit: integerInRange(limitMessage, 1, ACTIVITY_MAX_LIMIT).default(ACTIVITY_DEFAULT_LIMIT),
});

export const ACTIVITY_TYPES = ['order', 'product', 'user'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /dashboard/activity -> data.items[]: one new record, newest first. */
export const activityItem = z.object({
  /** '<type>-<record id>', unique across the merged feed. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  record_id: count,
  /** The order number, the product's name or the employee's full name. */
  title: z.string(),
  /** The order's shop name; null for the other types. */
  subtitle: z.string().nullable(),
  /** An order's or a product's status; for a user, the role (a user's own status is not shown here). */
  status: z.string(),
  /** Orders only: final_amount_eur. */
  amount_eur: money.optional(),
  created_at: timestamp,
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityFeed = z.object({ items: z.array(activityItem) });
export type ActivityFeed = z.infer<typeof activityFeed>;

/** GET /dashboard/health -> data: the system-health panel's measured figures. */
export const dashboardHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  database_kind: z.enum(['pglite', 'postgres']),
  /** Round trip of a `select 1`, in milliseconds. */
  response_time_ms: z.number(),
  uptime_seconds: z.number(),
  /** Rows per table: users, stores, products, orders, vehicles, payments, ... */
  counts: z.record(z.string(), z.number()),
  database_size_bytes: z.number(),
  server_time: timestamp,
});
export type DashboardHealth = z.infer<typeof dashboardHealth>;

const totalActive = z.object({ total: count, active: count });

/** GET /dashboard/overview -> data: exact figures over the whole database; `date` adds that day's deliveries. */
export const dashboardOverview = z.object({
  date: day,
  /**
   * 'company': every order. 'own_day': a distributor's own orders taken or due on `date`, without the
   * company's money (revenue_eur and unpaid_eur are left out).
   */
  scope: z.enum(['company', 'own_day']),
  orders: z.object({
    total: count,
    /** confirmed or in progress */
    pending: count,
    draft: count,
    completed: count,
    cancelled: count,
    revenue_eur: money.optional(),
    unpaid_eur: money.optional(),
    deliveries_on_date: count,
    amount_on_date_eur: money,
  }),
  products: totalActive,
  stores: totalActive,
  users: z.object({ total: count, active_distributors: count }),
  vehicles: totalActive,
  /**
   * What needs someone's attention. maintenance_due: vehicles whose odometer has reached the next
   * maintenance km (issue 15), for the roles that manage vehicles; left out for the others.
   */
  alerts: z.object({
    maintenance_due: z
      .array(z.object({ id: count, vehicle_plate: z.string(), vehicle_model: z.string(), current_km: count, next_maintenance_km: count }))
      .optional(),
  }).optional(),
});
export type DashboardOverview = z.infer<typeof dashboardOverview>;
