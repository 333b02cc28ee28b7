import { and, desc, eq, or, sql } from 'drizzle-orm';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES, formatCountdown } from '../../src/domain/auth';
import { errors as messages, format } from '../../src/i18n/ar';
import type { AppContext } from '../context';
import { loginAttempts, users } from '../db/schema';
import { ApiError, conflict } from '../lib/errors';
import { toApi } from '../lib/serialize';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions, type UserRow } from './sessions';
import { audit } from './audit';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The user as any reply may show it: never the hash, the lock counters or other secrets. */
export function publicUser(user: UserRow) {
  const { passwordHash: _hash, failedLoginCount: _count, lockedUntil: _locked, ...rest } = user;
  return toApi(rest);
}

export function lockedError(secondsLeft: number): ApiError {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return new ApiError(429, format(messages.accountLocked, { time: formatCountdown(seconds) }), undefined, {
    lockedFor: seconds,
    retryAfter: seconds,
  });
}

async function recordAttempt(ctx: AppContext, identifier: string, userId: number | null, success: boolean, reason: string | null, client: ClientInfo) {
  await ctx.db.insert(loginAttempts).values({
    identifier: identifier.slice(0, 254),
    userId,
    success,
    reason,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    createdAt: ctx.now(),
  });
}

export async function findUserByLogin(ctx: AppContext, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  return user;
}

/**
 * Signs in by username or e-mail. Five wrong passwords lock the account for five minutes on the server,
 * whatever the client does; the lock answers 429 with the seconds left.
 */
export async function login(ctx: AppContext, identifier: string, password: string, client: ClientInfo) {
  const user = await findUserByLogin(ctx, identifier);
  if (!user) {
    await spendVerifyTime(password);
    await recordAttempt(ctx, identifier, null, false, 'unknown_user', client);
    throw new ApiError(401, messages.invalidLogin);
  }
  const now = ctx.now();
  if (user.lockedUntil && user.lockedUntil > now) {
    await recordAttempt(ctx, identifier, user.id, false, 'locked', client);
    throw lockedError((user.lockedUntil.getTime() - now.getTime()) / 1000);
  }

  if (!(await verifyPassword(user.passwordHash, password))) {
    // A lock that has run out starts a fresh count.
    const [counted] = await ctx.db
      .update(users)
      .set({
        failedLoginCount: user.lockedUntil ? 1 : sql`${users.failedLoginCount} + 1`,
        lockedUntil: null,
      })
      .where(eq(users.id, user.id))
      .returning({ failures: users.failedLoginCount });
    const failures = counted?.failures ?? LOGIN_MAX_FAILURES;
    if (failures >= LOGIN_MAX_FAILURES) {
      await ctx.db
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: new Date(now.getTime() + LOGIN_LOCK_SECONDS * 1000) })
        .where(eq(users.id, user.id));
      await recordAttempt(ctx, identifier, user.id, false, 'wrong_password_locked', client);
      throw lockedError(LOGIN_LOCK_SECONDS);
    }
    await recordAttempt(ctx, identifier, user.id, false, 'wrong_password', client);
    throw new ApiError(401, messages.invalidLogin, undefined, { attemptsLeft: LOGIN_MAX_FAILURES - failures });
  }

  if (user.status !== 'active') {
    await recordAttempt(ctx, identifier, user.id, false, `status_${user.status}`, client);
    throw new ApiError(403, user.status === 'suspended' ? messages.accountSuspended : messages.accountInactive);
  }

  const [fresh] = await ctx.db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLogin: now })
    .where(eq(users.id, user.id))
    .returning();
  await recordAttempt(ctx, identifier, user.id, true, null, client);
  const { token, session } = await createSession(ctx, user.id, client.ip, client.userAgent);
  await audit(ctx.db, { userId: user.id, action: 'login', entity: 'session', entityId: session.id, ip: client.ip });
  return { token, session, user: fresh! };
}

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
  client: ClientInfo,
) {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new ApiError(400, messages.wrongCurrentPassword, [{ field: 'currentPassword', message: messages.wrongCurrentPassword }]);
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.update(users).set({ passwordHash, passwordChangedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(users.id, user.id));
  // Whoever knew the old password is signed out everywhere else.
  const ended = await revokeOtherSessions(ctx, user.id, sessionId);
  await audit(ctx.db, { userId: user.id, action: 'change_password', entity: 'user', entityId: user.id, changes: { sessionsEnded: ended }, ip: client.ip });
  return ended;
}

export async function isEmailTaken(ctx: AppContext, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export async function updateProfile(ctx: AppContext, user: UserRow, changes: Record<string, unknown>, client: ClientInfo) {
  if (typeof changes.email === 'string' && (await isEmailTaken(ctx, changes.email, user.id))) {
    throw conflict(messages.emailTaken, { errors: [{ field: 'email', message: messages.emailTaken }] });
  }
  const [updated] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(eq(users.id, user.id))
    .returning();
  await audit(ctx.db, { userId: user.id, action: 'update_profile', entity: 'user', entityId: user.id, changes, ip: client.ip });
  return updated!;
}

export async function listLoginAttempts(ctx: AppContext, scope: { userId?: number }, page: number, limit: number) {
  const where = scope.userId ? eq(loginAttempts.userId, scope.userId) : undefined;
  const rows = await ctx.db
    .select({
      id: loginAttempts.id,
      identifier: loginAttempts.identifier,
      userId: loginAttempts.userId,
      success: loginAttempts.success,
      reason: loginAttempts.reason,
      ip: loginAttempts.ip,
      userAgent: loginAttempts.userAgent,
      createdAt: loginAttempts.createdAt,
    })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(loginAttempts).where(where)) as [{ total: number }];
  return { rows, total: Number(total) };
}

/** Clears attempts; for one user it also lifts a lock, which is how an admin unlocks an account. */
export async function clearLoginAttempts(ctx: AppContext, scope: { userId?: number }) {
  await ctx.db.delete(loginAttempts).where(scope.userId ? eq(loginAttempts.userId, scope.userId) : undefined);
  const target = scope.userId ? eq(users.id, scope.userId) : undefined;
  await ctx.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(and(target));
}
