import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { keepPlan, preparedPerDb } from '../db/preparedStatements';
import { sessions, users } from '../db/schema';
import { SECOND_FACTOR_WINDOW_SECONDS } from '../../src/domain/auth/rules';
import { sessionTimeoutSeconds } from './settings';

export const SESSION_COOKIE = 'bakery_session';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

// Every signed-in request reads its session and user. Only what the guards, ownership rules and audit
// entries need is read (the whole 50-column user row cost more to build and decode than the lookup
// itself); a route that needs more of the user reads it by id.
const sessionUser = {
  id: users.id,
  username: users.username,
  full_name: users.full_name,
  role: users.role,
  status: users.status,
};
const liveSessionColumns = {
  id: sessions.id,
  user_id: sessions.user_id,
  last_seen_at: sessions.last_seen_at,
  expires_at: sessions.expires_at,
};
/** The user a request is signed in as. */
export type SessionUser = { [K in keyof typeof sessionUser]: UserRow[K] };
/** The live session a request came with. */
export type LiveSession = { [K in keyof typeof liveSessionColumns]: SessionRow[K] };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session length for a user in seconds: their own choice (users.session_timeout_minutes), never
 * longer than the admin's maximum (settings sessionTimeout).
 */
export async function sessionSecondsFor(ctx: AppContext, userId: number): Promise<number> {
  const maxSeconds = await sessionTimeoutSeconds(ctx.db, ctx.config.defaultSessionTimeout);
  const [row] = await ctx.db.select({ choice: users.session_timeout_minutes }).from(users).where(eq(users.id, userId));
  return row?.choice && row.choice > 0 ? Math.min(row.choice * 60, maxSeconds) : maxSeconds;
}

/**
 * Only a hash of the token is stored: a copy of the database opens no session. A `pending` session is a
 * half sign-in (password right, two-factor code still to come): it lasts five minutes and opens nothing
 * but POST /auth/two-factor/verify.
 */
export async function createSession(
  ctx: AppContext,
  userId: number,
  ip: string | null,
  userAgent: string | null,
  options: { pending?: boolean } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const timeout = options.pending ? SECOND_FACTOR_WINDOW_SECONDS : await sessionSecondsFor(ctx, userId);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + timeout * 1000);
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip,
      user_agent: userAgent?.slice(0, 300) ?? null,
      second_factor_pending: Boolean(options.pending),
    })
    .returning();
  return { token, session: session! };
}

/** A session of this token hash that is neither revoked nor expired at `now`: a full one, or a half sign-in. */
const liveWhere = (hash: SQL | Placeholder | string, now: SQL | Placeholder | Date, pending: boolean) =>
  and(
    eq(sessions.token_hash, hash),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, now),
    eq(sessions.second_factor_pending, pending),
  );

/**
 * The look-up of a live, full session with its user, built once per database: drizzle would otherwise
 * build the same statement's text again on every request.
 */
const liveSessionQuery = preparedPerDb((db: Db) =>
  db
    .select({ session: liveSessionColumns, user: sessionUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(liveWhere(sql.placeholder('hash'), sql.placeholder('now'), false))
    .limit(1)
    .prepare('live_session'),
);

/** The live, full session of a token with its active user (the columns every request needs), or null. */
async function liveSession(
  ctx: AppContext,
  token: string,
): Promise<{ session: LiveSession; user: SessionUser } | null> {
  const query = liveSessionQuery(ctx.db);
  const [row] = await keepPlan({ execute: () => query.execute({ hash: hashToken(token), now: ctx.now() }) });
  return row && row.user.status === 'active' ? row : null;
}

/** The live session and its active user for a token, or null. Touches last_seen_at at most once a minute. */
export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<{ session: LiveSession; user: SessionUser } | null> {
  const row = await liveSession(ctx, token);
  if (!row) return null;
  const now = ctx.now();
  if (now.getTime() - row.session.last_seen_at.getTime() > 60_000) {
    await ctx.db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

/**
 * The live half sign-in (two-factor code still to come) and its active user for a token, or null: whole
 * rows, since finishing the sign-in checks the session's address and the user's second factor.
 */
export async function resolvePendingSession(
  ctx: AppContext,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(liveWhere(hashToken(token), ctx.now(), true))
    .limit(1);
  return row && row.user.status === 'active' ? row : null;
}

/**
 * The code was right: the half sign-in becomes a full session with the user's length, under a new token
 * (the one that only opened the code step is worth nothing afterwards).
 */
export async function completeSecondFactor(ctx: AppContext, session: Pick<SessionRow, 'id' | 'user_id'>) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (await sessionSecondsFor(ctx, session.user_id)) * 1000);
  const [upgraded] = await ctx.db
    .update(sessions)
    .set({ token_hash: hashToken(token), second_factor_pending: false, expires_at: expiresAt, last_seen_at: now })
    .where(and(eq(sessions.id, session.id), eq(sessions.second_factor_pending, true), isNull(sessions.revoked_at)))
    .returning();
  return upgraded ? { token, session: upgraded } : null;
}

export async function refreshSession(ctx: AppContext, session: Pick<SessionRow, 'id' | 'user_id'>): Promise<Date> {
  const timeout = await sessionSecondsFor(ctx, session.user_id);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + timeout * 1000);
  await ctx.db.update(sessions).set({ expires_at: expiresAt, last_seen_at: now }).where(eq(sessions.id, session.id));
  return expiresAt;
}

/** A new session length chosen by the user applies to their live sessions at once: last seen + length. */
export async function applySessionLength(ctx: AppContext, userId: number, seconds: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ expires_at: sql`${sessions.last_seen_at} + (${seconds}::integer * interval '1 second')` })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, ctx.now()),
        eq(sessions.second_factor_pending, false),
      ),
    );
}

export async function revokeSession(ctx: AppContext, userId: number, sessionId: string): Promise<boolean> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revoked_at: ctx.now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Ends every live session of the user but `keep`; returns how many ended. */
export async function revokeOtherSessions(ctx: AppContext, userId: number, keep: string | null): Promise<number> {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, ctx.now())];
  if (keep) conditions.push(ne(sessions.id, keep));
  const revoked = await ctx.db
    .update(sessions)
    .set({ revoked_at: ctx.now() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function listSessions(ctx: AppContext, userId: number, currentId: string) {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      createdAt: sessions.created_at,
      expiresAt: sessions.expires_at,
      lastSeenAt: sessions.last_seen_at,
      ip: sessions.ip,
      userAgent: sessions.user_agent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, ctx.now()),
        eq(sessions.second_factor_pending, false),
      ),
    )
    .orderBy(desc(sessions.last_seen_at));
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** Drops rows that can never be used again, so the table does not grow for ever. */
export async function pruneSessions(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - 30 * 24 * 3600 * 1000);
  await ctx.db.delete(sessions).where(sql`${sessions.expires_at} < ${cutoff} OR ${sessions.revoked_at} < ${cutoff}`);
}
