import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { canAccess } from '../../src/domain/access';
import type { userListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { users, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import type { Auth } from '../plugins/auth';
import { publicUser } from './auth';

type UserListQuery = z.output<typeof userListQuery>;

const sortColumns = {
  id: users.id,
  username: users.username,
  full_name: users.full_name,
  role: users.role,
  status: users.status,
  created_at: users.created_at,
  last_login: users.last_login,
} as const;

export async function listUsers(db: Db, query: UserListQuery) {
  const where = allOf([
    query.ids ? inArray(users.id, query.ids) : undefined,
    query.role ? inArray(users.role, query.role) : undefined,
    query.status ? inArray(users.status, query.status) : undefined,
    searchAny(query.search, [users.username, users.full_name, users.email, users.phone]),
  ]);
  const { rows, total } = await pageOf(db, users, where, orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', users.id), query);
  return { rows: rows.map(publicUser), total };
}

export async function getUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(messages.userNotFound);
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.assigned_distributor_id, id));
  return {
    ...publicUser(row),
    vehicle_info: vehicle
      ? { vehicle_id: vehicle.id, type: vehicle.vehicle_type, plate: vehicle.vehicle_plate, model: vehicle.vehicle_model, assigned_date: vehicle.assigned_at, assigned_by: vehicle.assigned_by }
      : null,
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
