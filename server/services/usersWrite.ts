import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserStatus } from '../../src/domain/enums';
import { userErrors, userValidation } from '../../src/domain/users/messages';
import type { UserBulkInput, UserCreate, UserUpdate } from '../../src/domain/users/schemas';
import type { UserBulkResult } from '../../src/domain/users/replies';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { orders, payments, users, vehicleAssignments, vehicleExpenses, vehicles } from '../db/schema';
import { ApiError, type FieldError } from '../lib/errors';
import { withoutSecrets } from '../lib/serialize';
import { audit } from './audit';
import { inTx } from './auth';
import { hashPassword } from './passwords';
import { revokeOtherSessions, type UserRow } from './sessions';
import type { Actor } from '../lib/actor';
import { findUserRow, getUser } from './usersQueries';
import { closeAssignment, openAssignment } from './vehiclesAssign';

// The users writes: create, update, status, password reset, delete and bulk. The rules of issue 14 live
// here: unique names without regard to case, never locking the bakery out, keeping history, ending the
// sessions of whoever loses access in the same transaction, and the distributor's vehicle.

type UserInsert = typeof users.$inferInsert;

/** What would take an account's admin rights or its access away. */
interface Change {
  remove?: boolean;
  status?: UserStatus;
  role?: string;
}

const losesAccess = (change: Change) => change.remove || (change.status !== undefined && change.status !== 'active');
const losesAdmin = (before: UserRow, change: Change) =>
  losesAccess(change) || (change.role !== undefined && before.role === 'admin' && change.role !== 'admin');

/**
 * The last active admin stays, whoever asks (that is only ever themselves, since an admin's session is
 * needed to ask); and nobody deletes, deactivates or demotes themselves.
 */
async function guardAccess(tx: Tx, before: UserRow, change: Change, actor: Actor): Promise<void> {
  if (before.role === 'admin' && before.status === 'active' && losesAdmin(before, change)) {
    // Locking every active admin serialises two admins removing each other at the same moment.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .for('update');
    if (!admins.some((admin) => admin.id !== before.id)) throw new ApiError(409, userErrors.lastActiveAdmin);
  }
  const changesRole = change.role !== undefined && change.role !== before.role;
  if (before.id === actor.auth.user.id && (losesAccess(change) || changesRole)) {
    throw new ApiError(409, userErrors.cannotChangeSelf);
  }
}

/** 409 naming each field already used by another account, whatever the case. */
async function guardUnique(tx: Tx, fields: { username?: string; email?: string }, exceptId?: number): Promise<void> {
  const taken: FieldError[] = [];
  const except = exceptId === undefined ? undefined : ne(users.id, exceptId);
  if (fields.username !== undefined) {
    const [row] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.username}) = lower(${fields.username})`, except)).limit(1);
    if (row) taken.push({ field: 'username', message: userErrors.usernameTaken });
  }
  if (fields.email !== undefined) {
    const [row] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${fields.email})`, except)).limit(1);
    if (row) taken.push({ field: 'email', message: userErrors.emailTaken });
  }
  if (taken.length) throw new ApiError(409, taken[0]!.message, taken);
}

/** The PostgreSQL error behind a Drizzle one (Drizzle wraps the driver's error in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return null;
}

/** A concurrent request that took the name between the check and the write gets the same 409. */
function translateWriteError(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === '23505' && (pg.constraint === 'users_username_key' || pg.constraint === 'users_email_key')) {
    const field = pg.constraint === 'users_username_key' ? 'username' : 'email';
    const message = field === 'username' ? userErrors.usernameTaken : userErrors.emailTaken;
    throw new ApiError(409, message, [{ field, message }]);
  }
  throw error;
}

/** Ends every live session of the user (but `keep`) inside the write's transaction. */
function endSessions(ctx: AppContext, tx: Tx, userId: number, keep: string | null = null) {
  return revokeOtherSessions(inTx(ctx, tx), userId, keep);
}

/**
 * Gives the distributor the vehicle (null takes theirs away). The vehicle must be active and free of any
 * other distributor; the one they drove before is released.
 */
async function assignVehicle(ctx: AppContext, tx: Tx, userId: number, vehicleId: number | null, actor: Actor): Promise<void> {
  const [current] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.assigned_distributor_id, userId)).for('update');
  if (vehicleId !== null && current?.id === vehicleId) return;
  if (vehicleId !== null) {
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
    const refuse = (message: string, status = 409) => new ApiError(status, message, [{ field: 'vehicle_id', message }]);
    if (!vehicle) throw refuse(userErrors.vehicleNotFound, 400);
    if (vehicle.status !== 'active') throw refuse(userErrors.vehicleNotActive);
    if (vehicle.assigned_distributor_id !== null && vehicle.assigned_distributor_id !== userId) throw refuse(userErrors.vehicleTaken);
  }
  const now = ctx.now();
  if (current) {
    await closeAssignment(tx, current.id, actor.auth.user.id, now);
    await audit(tx, { userId: actor.auth.user.id, action: 'unassign', entity: 'vehicle', entityId: current.id, changes: { distributor_id: userId }, ip: actor.ip });
  }
  if (vehicleId !== null) {
    await openAssignment(tx, vehicleId, userId, actor.auth.user.id, now);
    await audit(tx, { userId: actor.auth.user.id, action: 'assign', entity: 'vehicle', entityId: vehicleId, changes: { distributor_id: userId }, ip: actor.ip });
  }
}

export async function createUser(ctx: AppContext, input: UserCreate, actor: Actor) {
  const { password, vehicle_id: vehicleId, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const id = await ctx.db
    .transaction(async (tx) => {
      await guardUnique(tx, { username: fields.username, email: fields.email });
      const now = ctx.now();
      const [row] = await tx
        .insert(users)
        .values({ ...(fields as UserInsert), password_hash: passwordHash, password_changed_at: now, created_at: now, updated_at: now })
        .returning({ id: users.id });
      if (fields.role === 'distributor' && vehicleId != null) await assignVehicle(ctx, tx, row!.id, vehicleId, actor);
      await audit(tx, { userId: actor.auth.user.id, action: 'create', entity: 'user', entityId: row!.id, changes: { ...fields, vehicle_id: vehicleId ?? null }, ip: actor.ip });
      return row!.id;
    })
    .catch(translateWriteError);
  return getUser(ctx.db, id);
}

/** What an update changes, field by field, for the audit log (jsonb arrays compared by value). */
function diff(before: UserRow, after: Partial<UserInsert>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key as keyof UserRow];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { from: old, to: value };
  }
  return changes;
}

export async function updateUser(ctx: AppContext, id: number, input: UserUpdate, actor: Actor) {
  const { vehicle_id: vehicleId, ...fields } = input;
  await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new ApiError(404, userErrors.userNotFound);
      const changes = diff(before, fields as Partial<UserInsert>);
      await guardAccess(tx, before, { role: changes.role ? fields.role : undefined, status: changes.status ? fields.status : undefined }, actor);
      await guardUnique(tx, {
        username: changes.username ? fields.username : undefined,
        email: changes.email ? fields.email : undefined,
      }, id);
      const now = ctx.now();
      if (Object.keys(changes).length) {
        const set = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to])) as Partial<UserInsert>;
        await tx.update(users).set({ ...set, updated_at: now }).where(eq(users.id, id));
      }
      const role = fields.role ?? before.role;
      if (role !== 'distributor' && vehicleId != null) {
        throw new ApiError(400, userValidation.vehicleOnlyForDistributor, [{ field: 'vehicle_id', message: userValidation.vehicleOnlyForDistributor }]);
      }
      // Only a distributor drives a company vehicle: one who changes role hands theirs back.
      if (role !== 'distributor') await assignVehicle(ctx, tx, id, null, actor);
      else if (vehicleId !== undefined) await assignVehicle(ctx, tx, id, vehicleId, actor);
      let sessionsEnded = 0;
      if (changes.status && fields.status !== 'active') sessionsEnded = await endSessions(ctx, tx, id);
      if (Object.keys(changes).length || vehicleId !== undefined) {
        await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'user', entityId: id, changes: { ...changes, ...(vehicleId !== undefined ? { vehicle_id: vehicleId } : {}), ...(sessionsEnded ? { sessions_ended: sessionsEnded } : {}) }, ip: actor.ip });
      }
    })
    .catch(translateWriteError);
  return getUser(ctx.db, id);
}

/** PATCH /users/:id/status: an employee who is no longer active is signed out everywhere at once. */
export async function setUserStatus(ctx: AppContext, id: number, status: UserStatus, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new ApiError(404, userErrors.userNotFound);
    if (before.status === status) return;
    await guardAccess(tx, before, { status }, actor);
    await tx.update(users).set({ status, updated_at: ctx.now() }).where(eq(users.id, id));
    const sessionsEnded = status === 'active' ? 0 : await endSessions(ctx, tx, id);
    await audit(tx, { userId: actor.auth.user.id, action: 'status', entity: 'user', entityId: id, changes: { status: { from: before.status, to: status }, sessions_ended: sessionsEnded }, ip: actor.ip });
  });
  return getUser(ctx.db, id);
}

/** PATCH /users/:id/password: the admin sets a new password and every session of the employee ends. */
export async function resetUserPassword(ctx: AppContext, id: number, password: string, actor: Actor) {
  await findUserRow(ctx.db, id);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const updated = await tx
      .update(users)
      .set({ password_hash: passwordHash, password_changed_at: now, failed_login_count: 0, locked_until: null, updated_at: now })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!updated.length) throw new ApiError(404, userErrors.userNotFound);
    // An admin resetting their own password stays signed in where they did it.
    const keep = id === actor.auth.user.id ? actor.auth.session.id : null;
    const sessionsEnded = await endSessions(ctx, tx, id, keep);
    await audit(tx, { userId: actor.auth.user.id, action: 'reset_password', entity: 'user', entityId: id, changes: { sessions_ended: sessionsEnded }, ip: actor.ip });
  });
  return getUser(ctx.db, id);
}

/** The rows that keep an employee's history: orders, payments, expenses and vehicle assignments. */
export async function historyCounts(tx: Tx, id: number) {
  const count = sql<number>`count(*)::int`;
  // One after another: a transaction is one connection, which runs one query at a time.
  const [ordersRow] = await tx.select({ n: count }).from(orders).where(or(eq(orders.created_by, id), eq(orders.assigned_distributor_id, id)));
  const [paymentsRow] = await tx.select({ n: count }).from(payments).where(eq(payments.recorded_by, id));
  const [expensesRow] = await tx.select({ n: count }).from(vehicleExpenses).where(eq(vehicleExpenses.distributor_id, id));
  // The vehicles they drive, drove, assigned or took back (the vehicles' history tab), each counted once.
  const [vehiclesRow] = await tx.select({ n: count }).from(
    sql`(select ${vehicles.id} as vehicle_id from ${vehicles} where ${vehicles.assigned_distributor_id} = ${id} or ${vehicles.assigned_by} = ${id}
         union
         select ${vehicleAssignments.vehicle_id} from ${vehicleAssignments}
         where ${vehicleAssignments.distributor_id} = ${id} or ${vehicleAssignments.assigned_by} = ${id} or ${vehicleAssignments.unassigned_by} = ${id}) as driven`,
  );
  return {
    orders: Number(ordersRow?.n ?? 0),
    payments: Number(paymentsRow?.n ?? 0),
    expenses: Number(expensesRow?.n ?? 0),
    vehicles: Number(vehiclesRow?.n ?? 0),
  };
}

/** DELETE /users/:id: only an employee without history goes; the others are deactivated instead (409). */
export async function deleteUser(ctx: AppContext, id: number, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new ApiError(404, userErrors.userNotFound);
    await guardAccess(tx, before, { remove: true }, actor);
    const counts = await historyCounts(tx, id);
    if (Object.values(counts).some((n) => n > 0)) {
      throw new ApiError(409, userErrors.userHasHistory, undefined, { code: 'has_history', counts });
    }
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'delete', entity: 'user', entityId: id, changes: withoutSecrets(before), ip: actor.ip });
  });
  return { deleted: true as const };
}

/** POST /users/bulk: each id through the single call's rules, each in its own transaction. */
export async function bulkUsers(ctx: AppContext, input: UserBulkInput, actor: Actor): Promise<UserBulkResult> {
  const result: UserBulkResult = { done: [], refused: [] };
  for (const id of input.user_ids) {
    try {
      if (input.operation === 'delete') await deleteUser(ctx, id, actor);
      else {
        const status = input.operation === 'activate' ? 'active' : input.operation === 'deactivate' ? 'inactive' : 'suspended';
        await setUserStatus(ctx, id, status, actor);
      }
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
