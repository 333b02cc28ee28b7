import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canAccess } from '../../src/domain/access';
import { ROLES, USER_STATUSES } from '../../src/domain/enums';
import type { userListQuery } from '../../src/domain/schemas/lists';
import { userErrors } from '../../src/domain/users/messages';
import type { UserActivityQuery, UserSearchInput } from '../../src/domain/users/schemas';
import type { UserRecord, UserStatistics, UserVehicleInfo } from '../../src/domain/users/replies';
import type { Db, Tx } from '../db/client';
import { auditLog, users, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, countRows, offsetOf, orderBy, pageOf, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { publicUser } from './auth';
import type { UserRow } from './sessions';

// The users reads: the list, one employee, statistics, search, admins, the activity tab, the pickers.
// Every record leaves through publicUser (no hash, no lock counters, no two-factor secrets).

export type UserListQuery = z.output<typeof userListQuery>;
type Executor = Db | Tx;

const sortColumns = {
  id: users.id,
  username: users.username,
  full_name: users.full_name,
  role: users.role,
  status: users.status,
  created_at: users.created_at,
  last_login: users.last_login,
} as const;

/** The employees' records with the vehicle each distributor drives, in the rows' order. */
export async function withVehicles(db: Executor, rows: UserRow[]): Promise<UserRecord[]> {
  const ids = rows.map((row) => row.id);
  const assigned = ids.length ? await db.select().from(vehicles).where(inArray(vehicles.assigned_distributor_id, ids)) : [];
  const byUser = new Map(assigned.map((vehicle) => [vehicle.assigned_distributor_id!, vehicle]));
  return rows.map((row) => {
    const vehicle = byUser.get(row.id);
    const vehicle_info: UserVehicleInfo | null = vehicle
      ? {
          vehicle_id: vehicle.id,
          type: vehicle.vehicle_type as UserVehicleInfo['type'],
          plate: vehicle.vehicle_plate,
          model: vehicle.vehicle_model,
          license_number: row.license_number,
          assigned_date: vehicle.assigned_at?.toISOString() ?? null,
          assigned_by: vehicle.assigned_by,
        }
      : null;
    return { ...(publicUser(row) as unknown as UserRecord), vehicle_info };
  });
}

/** The list's filters as SQL: role, status, search (name, username, e-mail, phone) and getMany's ids. */
export function userFilters(query: Pick<UserListQuery, 'role' | 'status' | 'search'> & { ids?: number[] }) {
  return allOf([
    query.ids ? inArray(users.id, query.ids) : undefined,
    query.role ? inArray(users.role, query.role) : undefined,
    query.status ? inArray(users.status, query.status) : undefined,
    searchAny(query.search, [users.username, users.full_name, users.email, users.phone, users.employee_id]),
  ]);
}

export function userSort(query: Pick<UserListQuery, 'sortBy' | 'sortOrder'>) {
  return orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', users.id);
}

export async function listUsers(db: Db, query: UserListQuery) {
  const { rows, total } = await pageOf(db, users, userFilters(query), userSort(query), query);
  return { rows: await withVehicles(db, rows), total };
}

export async function findUserRow(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(userErrors.userNotFound);
  return row;
}

export async function getUser(db: Executor, id: number): Promise<UserRecord> {
  const [record] = await withVehicles(db, [await findUserRow(db, id)]);
  return record!;
}

/** The whole company's head count by status and by role, whatever the list's filters. */
export async function userStatistics(db: Db): Promise<UserStatistics> {
  const rows = await db
    .select({ role: users.role, status: users.status, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.role, users.status);
  const byStatus = Object.fromEntries(USER_STATUSES.map((status) => [status, 0])) as Record<string, number>;
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as UserStatistics['by_role'];
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    total += n;
    byStatus[row.status] = (byStatus[row.status] ?? 0) + n;
    if (row.role in byRole) byRole[row.role as keyof typeof byRole] += n;
  }
  return {
    general: { totalUsers: total, activeUsers: byStatus.active!, inactiveUsers: byStatus.inactive!, suspendedUsers: byStatus.suspended! },
    by_role: byRole,
  };
}

/** POST /users/search: the list's search over name, username, e-mail, phone and employee id. */
export async function searchUsers(db: Db, input: UserSearchInput) {
  const rows = await db
    .select()
    .from(users)
    .where(
      allOf([
        userFilters({ search: input.query }),
        input.role ? eq(users.role, input.role) : undefined,
        input.status ? eq(users.status, input.status) : undefined,
      ]),
    )
    .orderBy(users.full_name, users.id)
    .limit(input.limit);
  return { users: await withVehicles(db, rows) };
}

export async function listAdmins(db: Db) {
  const rows = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.full_name, users.id);
  return { admins: await withVehicles(db, rows) };
}

/** Audit entries may carry what was written; anything secret-looking is dropped at every depth. */
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const kept = withoutSecrets(value as Record<string, unknown>);
  return Object.fromEntries(Object.entries(kept).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

/** GET /users/:id/activity: what the employee did, newest first. */
export async function userActivity(db: Db, id: number, query: UserActivityQuery) {
  await findUserRow(db, id);
  const where = eq(auditLog.user_id, id);
  const [rows, total] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(query.limit).offset(offsetOf(query)),
    countRows(db, auditLog, where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      changes: scrub(row.changes),
      ip: row.ip,
      created_at: row.created_at.toISOString(),
    })),
    total,
  };
}

const pickerFields = { id: users.id, full_name: users.full_name, phone: users.phone, status: users.status, work_status: users.work_status };

/**
 * Names and phones for the distributor pickers every role uses: no salary, no private details. Sign-in
 * names and e-mails only for those who manage the users (admins).
 */
export async function listDistributors(db: Db, onlyActive: boolean, auth: Auth) {
  const fields = canAccess(auth.user.role, 'users', 'list')
    ? { ...pickerFields, username: users.username, email: users.email }
    : pickerFields;
  return db
    .select(fields)
    .from(users)
    .where(and(eq(users.role, 'distributor'), onlyActive ? eq(users.status, 'active') : undefined))
    .orderBy(users.full_name);
}
