import { z } from 'zod';
import { ROLES, USER_STATUSES, VEHICLE_TYPES, WORK_STATUSES } from '../enums';
import { count, money, timestamp } from '../schemas/replies';
import { publicUser } from './records';
import { permissionGroup } from './rights';
import { ACCESS_LEVELS } from './rules';

// The replies of the users calls beyond the plain record (issue 14 contract, "Users API").

/** The vehicle assigned to a distributor, or null. */
export const userVehicleInfo = z.object({
  vehicle_id: z.number().int(),
  type: z.enum(VEHICLE_TYPES),
  plate: z.string(),
  model: z.string(),
  /** The distributor's licence number, shown on the vehicle tab. */
  license_number: z.string().nullable(),
  assigned_date: timestamp.nullable(),
  assigned_by: z.number().int().nullable(),
});
export type UserVehicleInfo = z.infer<typeof userVehicleInfo>;

/** GET /users/:id, the list rows, create and update: the public record and the vehicle. */
export const userRecord = publicUser.extend({ vehicle_info: userVehicleInfo.nullable() });
export type UserRecord = z.infer<typeof userRecord>;

/** GET /users/statistics: the whole company, whatever the list's filters. */
export const userStatistics = z.object({
  general: z.object({ totalUsers: count, activeUsers: count, inactiveUsers: count, suspendedUsers: count }),
  by_role: z.object(Object.fromEntries(ROLES.map((role) => [role, count])) as Record<(typeof ROLES)[number], typeof count>),
});
export type UserStatistics = z.infer<typeof userStatistics>;

/** DELETE /users/:id when the employee is gone. */
export const userDeleted = z.object({ deleted: z.literal(true) });

/** POST /users/bulk: which ids were done and which were refused, with the refusal. */
export const userBulkResult = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type UserBulkResult = z.infer<typeof userBulkResult>;

/** POST /users/search. */
export const userSearchResult = z.object({ users: z.array(userRecord) });

/** GET /users/admins. */
export const adminsList = z.object({ admins: z.array(userRecord) });

/** One entry of the employee's activity tab: their own audited actions, secrets removed. */
export const userActivityEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.unknown(),
  ip: z.string().nullable(),
  created_at: timestamp,
});
export type UserActivityEntry = z.infer<typeof userActivityEntry>;

/** GET /users/admins/:id/details. */
export const adminDetails = z.object({
  user: userRecord,
  access_level: z.enum(ACCESS_LEVELS),
  full_access: z.boolean(),
  permission_groups: z.array(permissionGroup),
});
export type AdminDetails = z.infer<typeof adminDetails>;

/** The figures of a distributor, computed from their orders (issue 14: computed, not typed in). */
export const distributorStatistics = z.object({
  /** Every order ever assigned to them. */
  total_orders: count,
  /** Orders they delivered. */
  successful_deliveries: count,
  /** Orders they delivered today (bakery time). */
  today_deliveries: count,
  /** Open orders assigned to them (confirmed or on the way). */
  current_workload: count,
  /** What the orders they delivered this month are worth, in euro. */
  monthly_delivered_eur: money,
  /** 5 x the share of the last 90 days' due orders delivered on their delivery date; null when none. */
  performance_rating: z.number().nullable(),
  rated_orders: count,
  on_time_orders: count,
});
export type DistributorStatistics = z.infer<typeof distributorStatistics>;

/** GET /users/distributors/:id/details. */
export const distributorDetails = z.object({
  user: userRecord,
  statistics: distributorStatistics,
  performance_summary: z.object({
    workload_level: z.enum(['none', 'light', 'moderate', 'heavy', 'overloaded']),
    performance_level: z.enum(['excellent', 'good', 'average', 'poor', 'very_poor']).nullable(),
    availability: z.object({ work_status: z.enum(WORK_STATUSES), last_active: timestamp.nullable() }),
  }),
  location_info: z
    .object({ latitude: z.number(), longitude: z.number(), location_updated_at: timestamp.nullable() })
    .nullable(),
});
export type DistributorDetails = z.infer<typeof distributorDetails>;

/** PATCH /users/distributors/:id/status. */
export const workStatusResult = z.object({ id: z.number().int(), work_status: z.enum(WORK_STATUSES), status: z.enum(USER_STATUSES) });
