import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq, or, sql } from 'drizzle-orm';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES, formatCountdown } from '../../src/domain/auth/rules';
import { errors as messages, format } from '../../src/domain/messages';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { loginAttempts, users } from '../db/schema';
import { ApiError, conflict } from '../lib/errors';
import { withoutSecrets } from '../lib/serialize';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { createSession, pruneSessions, revokeOtherSessions, type UserRow } from './sessions';
import { audit } from './audit';
import {
  admitLogin,
  clearThrottle,
  confirmFailure,
  loginFailed,
  loginSucceeded,
  passwordAwaitingCode,
  passwordCheckKey,
  pruneThrottle,
  releaseFailure,
  reserveFailure,
  SUBJECT_RULE,
  type LoginTry,
} from './loginThrottle';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The user as any reply may show it: never the hash, the lock counters or the two-factor secrets; whether
 * two-factor is on instead.
 */
export function publicUser(user: UserRow) {
  const {
    password_hash: _hash,
    failed_login_count: _count,
    locked_until: _locked,
    totp_secret: _secret,
    totp_pending_secret: _pending,
    totp_enabled_at: enabledAt,
    totp_last_step: _step,
    ...rest
  } = user;
  return { ...withoutSecrets(rest), two_factor_enabled: enabledAt != null };
}

/** Two-factor sign-in is on for this account: a confirmed secret. */
export const hasTwoFactor = (user: Pick<UserRow, 'totp_secret' | 'totp_enabled_at'>) =>
  user.totp_enabled_at != null && Boolean(user.totp_secret);

export function lockedError(secondsLeft: number, message: string = messages.accountLocked): ApiError {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return new ApiError(429, format(message, { time: formatCountdown(seconds) }), undefined, {
    lockedFor: seconds,
    retryAfter: seconds,
  });
}

export async function recordAttempt(
  db: Db | Tx,
  at: Date,
  identifier: string,
  userId: number | null,
  success: boolean,
  reason: string | null,
  client: ClientInfo,
) {
  await db.insert(loginAttempts).values({
    identifier: identifier.slice(0, 254),
    user_id: userId,
    success,
    reason,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    created_at: at,
  });
}

// Services that take a context run inside the caller's transaction this way.
export const inTx = (ctx: AppContext, tx: Tx): AppContext => ({ ...ctx, db: tx as unknown as Db });

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
 * Signs in by username or e-mail. Five wrong passwords for one account from one address lock it there
 * for five minutes (429 with the seconds left), twenty from one address across accounts lock that address;
 * an unknown name is counted and answered like an account, so the replies do not tell which names exist.
 */
const prunedAt = new WeakMap<AppContext['db'], number>();

/** Spent sessions and sign-in counters go, at most once an hour, on the way into a sign-in. */
async function pruneSignInRows(ctx: AppContext): Promise<void> {
  const now = ctx.now().getTime();
  if (now - (prunedAt.get(ctx.db) ?? 0) < 3600_000) return;
  prunedAt.set(ctx.db, now);
  await pruneSessions(ctx);
  await pruneThrottle(ctx.db, ctx.now());
}

export async function login(ctx: AppContext, identifier: string, password: string, client: ClientInfo) {
  await pruneSignInRows(ctx);
  const user = await findUserByLogin(ctx, identifier);
  const attempt: LoginTry = { userId: user?.id ?? null, typedName: identifier, ip: client.ip };
  const admission = await admitLogin(ctx.db, attempt, ctx.now());
  if (!admission.admitted) {
    await recordAttempt(ctx.db, ctx.now(), identifier, user?.id ?? null, false, admission.reason, client);
    throw lockedError(admission.secondsLeft, admission.reason === 'source_locked' ? messages.sourceLocked : messages.accountLocked);
  }
  if (admission.delayMs > 0) await sleep(admission.delayMs);

  // An unknown name still spends a password check, so it answers as slowly as a known one.
  const passwordOk = user ? await verifyPassword(user.password_hash, password) : (await spendVerifyTime(password), false);
  if (!passwordOk) {
    const failure = await loginFailed(ctx.db, attempt, ctx.now());
    const reason = user ? 'wrong_password' : 'unknown_user';
    if (failure.lockedNow) {
      await recordAttempt(ctx.db, ctx.now(), identifier, user?.id ?? null, false, `${reason}_locked`, client);
      throw lockedError(LOGIN_LOCK_SECONDS);
    }
    await recordAttempt(ctx.db, ctx.now(), identifier, user?.id ?? null, false, reason, client);
    throw new ApiError(401, messages.invalidLogin, undefined, { attemptsLeft: LOGIN_MAX_FAILURES - failure.failures });
  }
  const known = user!;

  if (known.status !== 'active') {
    await loginSucceeded(ctx.db, attempt);
    await recordAttempt(ctx.db, ctx.now(), identifier, known.id, false, `status_${known.status}`, client);
    throw new ApiError(403, known.status === 'suspended' ? messages.accountSuspended : messages.accountInactive);
  }

  if (hasTwoFactor(known)) {
    // The password alone opens only the code step: a five-minute half sign-in that no other call accepts.
    await passwordAwaitingCode(ctx.db, attempt);
    await recordAttempt(ctx.db, ctx.now(), identifier, known.id, false, 'code_required', client);
    const { token, session } = await createSession(ctx, known.id, client.ip, client.userAgent, { pending: true });
    return { token, session, user: known, secondFactorPending: true as const };
  }

  // A sign-in that fails here (its audit entry refused) counts as nothing: its places are given back.
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await loginSucceeded(tx, attempt);
    const [fresh] = await tx.update(users).set({ last_login: now }).where(eq(users.id, known.id)).returning();
    await recordAttempt(tx, now, identifier, known.id, true, null, client);
    const { token, session } = await createSession(inTx(ctx, tx), known.id, client.ip, client.userAgent);
    await audit(tx, { userId: known.id, action: 'login', entity: 'session', entityId: session.id, ip: client.ip });
    return { token, session, user: fresh!, secondFactorPending: false as const };
  }).catch(async (error: unknown) => {
    await passwordAwaitingCode(ctx.db, attempt);
    throw error;
  });
}

/**
 * A signed-in user's check of their password or of a code, counted like sign-in failures under `key`:
 * five wrong ones lock the check for five minutes; a right one clears the count.
 */
export async function checkThrottled(
  ctx: AppContext,
  key: string,
  userId: number,
  lockedMessage: string,
  check: () => Promise<boolean>,
  refusal: (attemptsLeft: number) => ApiError,
): Promise<void> {
  const reserved = await reserveFailure(ctx.db, key, userId, SUBJECT_RULE, ctx.now());
  if (!reserved.granted) throw lockedError(reserved.secondsLeft, lockedMessage);
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await releaseFailure(ctx.db, key);
    throw error;
  }
  if (right) return releaseFailure(ctx.db, key, { clear: true });
  const failure = await confirmFailure(ctx.db, key, userId, SUBJECT_RULE, ctx.now());
  if (failure.lockedNow) throw lockedError(LOGIN_LOCK_SECONDS, lockedMessage);
  throw refusal(LOGIN_MAX_FAILURES - failure.failures);
}

/**
 * Wrong current passwords are counted per user like sign-in failures: a stolen session cannot be used
 * to guess the password, and five wrong ones lock the check for five minutes.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
  client: ClientInfo,
) {
  const refusal = (attemptsLeft: number) =>
    new ApiError(400, messages.wrongCurrentPassword, [{ field: 'currentPassword', message: messages.wrongCurrentPassword }], { attemptsLeft });
  await checkThrottled(ctx, passwordCheckKey(user.id), user.id, messages.passwordChecksLocked, () => verifyPassword(user.password_hash, currentPassword), refusal);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, password_changed_at: ctx.now(), updated_at: ctx.now() }).where(eq(users.id, user.id));
    // Whoever knew the old password is signed out everywhere else.
    const ended = await revokeOtherSessions(inTx(ctx, tx), user.id, sessionId);
    await audit(tx, { userId: user.id, action: 'change_password', entity: 'user', entityId: user.id, changes: { sessionsEnded: ended }, ip: client.ip });
    return ended;
  });
}

export async function isEmailTaken(ctx: AppContext, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export async function updateProfile(ctx: AppContext, user: UserRow, changes: Partial<typeof users.$inferInsert>, client: ClientInfo) {
  if (typeof changes.email === 'string' && (await isEmailTaken(ctx, changes.email, user.id))) {
    throw conflict(messages.emailTaken, { errors: [{ field: 'email', message: messages.emailTaken }] });
  }
  // A change without its audit entry must not be stored.
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updated_at: ctx.now() })
      .where(eq(users.id, user.id))
      .returning();
    await audit(tx, { userId: user.id, action: 'update_profile', entity: 'user', entityId: user.id, changes, ip: client.ip });
    return updated!;
  });
}

export async function listLoginAttempts(ctx: AppContext, scope: { userId?: number }, page: number, limit: number) {
  const where = scope.userId ? eq(loginAttempts.user_id, scope.userId) : undefined;
  const rows = await ctx.db
    .select({
      id: loginAttempts.id,
      identifier: loginAttempts.identifier,
      user_id: loginAttempts.user_id,
      success: loginAttempts.success,
      reason: loginAttempts.reason,
      ip: loginAttempts.ip,
      user_agent: loginAttempts.user_agent,
      created_at: loginAttempts.created_at,
    })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.created_at), desc(loginAttempts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(loginAttempts).where(where)) as [{ total: number }];
  return { rows, total: Number(total) };
}

/**
 * Clears attempts. An admin's clear also lifts locks (one user's, or all with the addresses'); a user's
 * own clear does not, or a stolen session could reset its own password-check count.
 */
export async function clearLoginAttempts(ctx: AppContext, scope: { userId?: number; liftLocks: boolean }) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(loginAttempts).where(scope.userId ? eq(loginAttempts.user_id, scope.userId) : undefined);
    if (scope.liftLocks) await clearThrottle(tx, scope.userId);
  });
}
