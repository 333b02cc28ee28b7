import { eq, sql } from 'drizzle-orm';
import { BAKERY_TIME_ZONE, bakeryDate } from '../../src/domain/dates';
import type { UserStatus, WorkStatus } from '../../src/domain/enums';
import { userErrors } from '../../src/domain/users/messages';
import type { AdminDetails, DistributorDetails, DistributorStatistics } from '../../src/domain/users/replies';
import { accessLevel, hasFullAccess, permissionGroups } from '../../src/domain/users/permissions';
import { RATING_WINDOW_DAYS, ratingFromShare, ratingLevel, workloadLevel } from '../../src/domain/users/rules';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { orders, sessions, users } from '../db/schema';
import { ApiError } from '../lib/errors';
import { audit } from './audit';
import type { Actor } from '../lib/actor';
import { findUserRow, getUser } from './usersQueries';

// A distributor's figures are computed from their orders (issue 14), never typed in: deliveries, today's
// deliveries, the open workload, the month's delivered value and a rating out of 5 from punctuality.

/** 'YYYY-MM-DD' `days` before `day`. */
function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** What the distributor's orders say, as of the bakery's `today`. */
export async function distributorStatistics(db: Db, id: number, today: string): Promise<DistributorStatistics> {
  const deliveredOn = sql`(${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date`;
  const delivered = sql`${orders.status} = 'delivered'`;
  const monthStart = `${today.slice(0, 7)}-01`;
  const windowStart = daysBefore(today, RATING_WINDOW_DAYS - 1);
  // Rated: due in the window and not cancelled; an order due today counts once delivered or tomorrow.
  const rated = sql`${orders.status} <> 'cancelled' and ${orders.delivery_date} between ${windowStart}::date and ${today}::date
    and (${delivered} or ${orders.delivery_date} < ${today}::date)`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
      today: sql<number>`(count(*) filter (where ${delivered} and ${deliveredOn} = ${today}::date))::int`,
      workload: sql<number>`(count(*) filter (where ${orders.status} in ('confirmed', 'in_progress')))::int`,
      monthly: sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${delivered} and ${deliveredOn} between ${monthStart}::date and ${today}::date), 0)`,
      rated: sql<number>`(count(*) filter (where ${rated}))::int`,
      onTime: sql<number>`(count(*) filter (where ${rated} and ${delivered} and ${deliveredOn} <= ${orders.delivery_date}))::int`,
    })
    .from(orders)
    .where(eq(orders.assigned_distributor_id, id));
  const ratedOrders = Number(row?.rated ?? 0);
  const onTime = Number(row?.onTime ?? 0);
  return {
    total_orders: Number(row?.total ?? 0),
    successful_deliveries: Number(row?.delivered ?? 0),
    today_deliveries: Number(row?.today ?? 0),
    current_workload: Number(row?.workload ?? 0),
    monthly_delivered_eur: Math.round(Number(row?.monthly ?? 0) * 100) / 100,
    performance_rating: ratingFromShare(onTime, ratedOrders),
    rated_orders: ratedOrders,
    on_time_orders: onTime,
  };
}

/** The last time the employee was seen: their latest session's activity, else their last sign-in. */
async function lastActive(db: Db, id: number, lastLogin: Date | null): Promise<string | null> {
  const [row] = await db.select({ at: sql<Date | string | null>`max(${sessions.last_seen_at})` }).from(sessions).where(eq(sessions.user_id, id));
  const seen = row?.at ? new Date(row.at) : null;
  const latest = [seen, lastLogin].filter((at): at is Date => at !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  return latest ? latest.toISOString() : null;
}

async function requireRole(db: Db, id: number, role: 'distributor' | 'admin') {
  const row = await findUserRow(db, id);
  if (row.role !== role) throw new ApiError(404, role === 'distributor' ? userErrors.notADistributor : userErrors.notAnAdmin);
  return row;
}

/** GET /users/distributors/:id/details. */
export async function distributorDetails(ctx: AppContext, id: number): Promise<DistributorDetails> {
  const row = await requireRole(ctx.db, id, 'distributor');
  const statistics = await distributorStatistics(ctx.db, id, bakeryDate(ctx.now()));
  return {
    // The rating shown is the computed one, never a figure typed into the record.
    user: { ...(await getUser(ctx.db, id)), performance_rating: statistics.performance_rating },
    statistics,
    performance_summary: {
      workload_level: workloadLevel(statistics.current_workload),
      performance_level: statistics.performance_rating === null ? null : ratingLevel(statistics.performance_rating),
      availability: { work_status: row.work_status as WorkStatus, last_active: await lastActive(ctx.db, id, row.last_login) },
    },
    location_info:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude, location_updated_at: row.location_updated_at?.toISOString() ?? null }
        : null,
  };
}

/** PATCH /users/distributors/:id/status: available, busy, on a break or offline. */
export async function setWorkStatus(ctx: AppContext, id: number, workStatus: WorkStatus, actor: Actor) {
  const row = await requireRole(ctx.db, id, 'distributor');
  if (row.work_status !== workStatus) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ work_status: workStatus, updated_at: ctx.now() }).where(eq(users.id, id));
      await audit(tx, { userId: actor.auth.user.id, action: 'work_status', entity: 'user', entityId: id, changes: { work_status: { from: row.work_status, to: workStatus } }, ip: actor.ip });
    });
  }
  return { id, work_status: workStatus, status: row.status as UserStatus };
}

/** GET /users/admins/:id/details: the access badge and the real rights, grouped by the spec's categories. */
export async function adminDetails(db: Db, id: number): Promise<AdminDetails> {
  const row = await requireRole(db, id, 'admin');
  const role = row.role as 'admin';
  return { user: await getUser(db, id), access_level: accessLevel(role), full_access: hasFullAccess(role), permission_groups: permissionGroups(role) };
}
