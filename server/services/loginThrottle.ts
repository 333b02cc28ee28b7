import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '../../src/domain/auth/rules';
import type { Db, Tx } from '../db/client';
import { loginThrottle } from '../db/schema';
import { rowsOf } from '../lib/rows';

// Counters of failed password checks, one row per key in login_throttle. A check takes a place under the
// limit before it runs, in one statement, so concurrent tries cannot all read "4 failures" and pass; a
// wrong answer turns its place into a failure, a right one gives it back. Places held by checks still
// under way never lock: a try that finds every place held waits for one to free instead of being refused.

/** Failures counted from one address across all accounts and typed names before it is refused. */
export const SOURCE_MAX_FAILURES = 20;
/** How long failures are remembered, and how long a refused address waits. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures on one account from all addresses in the window before every try on it is slowed. */
export const SLOWDOWN_AFTER_FAILURES = 10;
const SLOWDOWN_STEP_MS = 200;
export const SLOWDOWN_MAX_MS = 2000;
/** A place held by a check that never ended (a server stopped mid-check) is free again after this. */
const PENDING_SECONDS = 60;
/** How long a try waits for a place before it is answered "wait a moment". */
const WAIT_FOR_PLACE_MS = 20_000;
const POLL_MS = 200;

export interface ThrottleRule {
  max: number;
  lockSeconds: number;
  windowSeconds: number;
}

/** One account (or one typed name) from one address; also a signed-in user's current-password checks. */
export const SUBJECT_RULE: ThrottleRule = {
  max: LOGIN_MAX_FAILURES,
  lockSeconds: LOGIN_LOCK_SECONDS,
  windowSeconds: FAILURE_WINDOW_SECONDS,
};
const SOURCE_RULE: ThrottleRule = {
  max: SOURCE_MAX_FAILURES,
  lockSeconds: FAILURE_WINDOW_SECONDS,
  windowSeconds: FAILURE_WINDOW_SECONDS,
};
// Only counts, never locks: a lock from all addresses would hand the account's owner to the attacker.
const SPREAD_RULE: ThrottleRule = { max: 2_000_000_000, lockSeconds: 0, windowSeconds: FAILURE_WINDOW_SECONDS };

type Conn = Db | Tx;

export type Reservation = { granted: true } | { granted: false; secondsLeft: number };
export interface Failure {
  /** Failures in the window, this one included. */
  failures: number;
  /** This failure reached the limit and locked the key. */
  lockedNow: boolean;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** A lock that has run out or a window that has passed starts a fresh count. */
function freshCount(rule: ThrottleRule, now: Date) {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  return sql`(case when t.locked_until is not null then t.locked_until <= ${at(now)} else t.window_started_at <= ${at(windowStart)} end)`;
}

// Tries in this process waiting for a place, woken as soon as one is given back; other processes on the
// same database are seen by polling.
const waiters = new Map<string, Set<() => void>>();

function wake(key: string) {
  const waiting = waiters.get(key);
  if (!waiting) return;
  waiters.delete(key);
  for (const resolve of waiting) resolve();
}

async function placeFreed(key: string, ms: number): Promise<void> {
  let resolve!: () => void;
  const woken = new Promise<void>((r) => (resolve = r));
  const set = waiters.get(key) ?? new Set();
  set.add(resolve);
  waiters.set(key, set);
  const timer = setTimeout(resolve, ms);
  await woken;
  clearTimeout(timer);
  waiters.get(key)?.delete(resolve);
}

/** Takes a place under the limit if the key is not locked and its failures and checks under way leave one. */
async function takePlace(
  db: Conn,
  key: string,
  userId: number | null,
  rule: ThrottleRule,
  now: Date,
): Promise<boolean> {
  const fresh = freshCount(rule, now);
  const held = sql`(case when t.pending_until > ${at(now)} then t.pending else 0 end)`;
  const failures = sql`(case when ${fresh} then 0 else t.failures end)`;
  const pendingUntil = new Date(now.getTime() + PENDING_SECONDS * 1000);
  const result = await db.execute(sql`
    insert into login_throttle as t (key, user_id, failures, window_started_at, locked_until, pending, pending_until)
    values (${key}, ${userId}::integer, 0, ${at(now)}, null, 1, ${at(pendingUntil)})
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${fresh} then excluded.window_started_at else t.window_started_at end,
      locked_until = case when ${fresh} then null else t.locked_until end,
      pending = ${held} + 1,
      pending_until = excluded.pending_until,
      user_id = coalesce(t.user_id, excluded.user_id)
    where (${fresh} or t.locked_until is null) and ${failures} + ${held} < ${rule.max}::integer
    returning t.key`);
  return rowsOf(result).length > 0;
}

/**
 * Takes a place for one check of `key`: refused at once while the key is locked; while every place is
 * held by checks under way, it waits for one of them to end (a right answer must not be refused because
 * other right answers were being checked at the same moment).
 */
export async function reserveFailure(
  db: Conn,
  key: string,
  userId: number | null,
  rule: ThrottleRule,
  now: Date,
): Promise<Reservation> {
  const giveUpAt = Date.now() + WAIT_FOR_PLACE_MS;
  for (;;) {
    if (await takePlace(db, key, userId, rule, now)) return { granted: true };
    const secondsLeft = await secondsLocked(db, key, now);
    if (secondsLeft > 0) return { granted: false, secondsLeft };
    if (Date.now() >= giveUpAt) return { granted: false, secondsLeft: 1 };
    await placeFreed(key, POLL_MS);
  }
}

/** The check behind a place was wrong: the place becomes a failure, and the limit's one locks the key. */
export async function confirmFailure(
  db: Conn,
  key: string,
  userId: number | null,
  rule: ThrottleRule,
  now: Date,
): Promise<Failure> {
  const fresh = freshCount(rule, now);
  const next = sql`(case when ${fresh} then 1 else t.failures + 1 end)`;
  const lockEnd = new Date(now.getTime() + rule.lockSeconds * 1000);
  const result = await db.execute(sql`
    insert into login_throttle as t (key, user_id, failures, window_started_at, locked_until)
    values (${key}, ${userId}::integer, 1, ${at(now)}, ${rule.max <= 1 ? at(lockEnd) : sql`null`})
    on conflict (key) do update set
      failures = ${next},
      window_started_at = case when ${fresh} then excluded.window_started_at else t.window_started_at end,
      locked_until = case when ${next} >= ${rule.max}::integer then coalesce(t.locked_until, ${at(lockEnd)}) else null end,
      pending = greatest(t.pending - 1, 0),
      user_id = coalesce(t.user_id, excluded.user_id)
    returning t.failures`);
  wake(key);
  const failures = Number(rowsOf<{ failures: number }>(result)[0]?.failures ?? 1);
  return { failures, lockedNow: failures >= rule.max };
}

/** The check behind a place was right: the place is given back and, with `clear`, the failures go too. */
export async function releaseFailure(db: Conn, key: string, options: { clear?: boolean } = {}): Promise<void> {
  await db.execute(sql`
    update login_throttle set
      pending = greatest(pending - 1, 0),
      failures = ${options.clear ? sql`0` : sql`failures`},
      locked_until = ${options.clear ? sql`null` : sql`locked_until`}
    where key = ${key}`);
  wake(key);
}

/** Seconds the key stays locked, 0 when it is not (its places are only held by checks under way). */
async function secondsLocked(db: Conn, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const left = row?.lockedUntil ? (row.lockedUntil.getTime() - now.getTime()) / 1000 : 0;
  return left > 0 ? Math.ceil(left) : 0;
}

/** An admin's unlock: every counter of that user (its addresses, its spread, its password checks), or all. */
export async function clearThrottle(db: Conn, userId?: number): Promise<void> {
  await db.delete(loginThrottle).where(userId ? eq(loginThrottle.user_id, userId) : undefined);
}

/**
 * Drops counters whose window and lock both ended a day ago: they would start a fresh count anyway, and
 * names tried from many addresses would otherwise grow the table for ever.
 */
export async function pruneThrottle(db: Conn, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000 - 24 * 3600 * 1000);
  await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.window_started_at} < ${at(cutoff)} and (${loginThrottle.locked_until} is null or ${loginThrottle.locked_until} < ${at(cutoff)})`,
    );
}

/** 0 up to the threshold, then a growing wait, capped: slows a spread attack without locking the owner out. */
export function slowdownMs(spreadFailures: number): number {
  if (spreadFailures <= SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(SLOWDOWN_MAX_MS, (spreadFailures - SLOWDOWN_AFTER_FAILURES) * SLOWDOWN_STEP_MS);
}

async function failuresInWindow(db: Conn, key: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(sql`${loginThrottle.key} = ${key} and ${loginThrottle.window_started_at} > ${at(windowStart)}`);
  return row?.failures ?? 0;
}

// ---- sign-in

/**
 * Who is trying: a known account by id, or an unknown typed name (so unknown names are counted and
 * answered exactly like known ones), and from which address.
 */
export interface LoginTry {
  userId: number | null;
  typedName: string;
  ip: string | null;
}

// An address never holds '|', so the keys cannot run into each other whatever name is typed.
const subjectOf = (t: LoginTry) =>
  t.userId != null ? `u${t.userId}` : `n|${t.typedName.trim().toLowerCase().slice(0, 254)}`;
const addressOf = (t: LoginTry) => t.ip ?? '-';
const subjectKey = (t: LoginTry) => `login|${addressOf(t)}|${subjectOf(t)}`;
const sourceKey = (t: LoginTry) => `source|${addressOf(t)}`;
const spreadKey = (t: LoginTry) => `spread|${subjectOf(t)}`;
export const passwordCheckKey = (userId: number) => `password|u${userId}`;
/** A signed-in user's codes while confirming a two-factor setup. */
export const codeCheckKey = (userId: number) => `code|u${userId}`;
/** One half sign-in's wrong codes, wherever they come from. */
export const halfSignInKey = (sessionId: string) => `half|${sessionId}`;

export type Admission =
  { admitted: true; delayMs: number } | { admitted: false; reason: 'locked' | 'source_locked'; secondsLeft: number };

/**
 * Takes a place for the account from this address, then for the address itself; only a try that holds
 * both may check a password. A refusal by the address gives the account's place back, so a refused try
 * never counts.
 */
export async function admitLogin(db: Db, attempt: LoginTry, now: Date): Promise<Admission> {
  const subject = await reserveFailure(db, subjectKey(attempt), attempt.userId, SUBJECT_RULE, now);
  if (!subject.granted) return { admitted: false, reason: 'locked', secondsLeft: subject.secondsLeft };
  const source = await reserveFailure(db, sourceKey(attempt), null, SOURCE_RULE, now);
  if (!source.granted) {
    await releaseFailure(db, subjectKey(attempt));
    return { admitted: false, reason: 'source_locked', secondsLeft: source.secondsLeft };
  }
  const delayMs = slowdownMs(await failuresInWindow(db, spreadKey(attempt), now));
  return { admitted: true, delayMs };
}

/** A wrong password or code: the places become failures, and the account's count across all addresses grows. */
export async function loginFailed(db: Db, attempt: LoginTry, now: Date): Promise<Failure> {
  const subject = await confirmFailure(db, subjectKey(attempt), attempt.userId, SUBJECT_RULE, now);
  await confirmFailure(db, sourceKey(attempt), null, SOURCE_RULE, now);
  await confirmFailure(db, spreadKey(attempt), attempt.userId, SPREAD_RULE, now);
  return subject;
}

/**
 * The right password: the account's count from this address starts again; the address only gets its
 * one place back, so signing into an own account does not wipe an address's guesses elsewhere.
 */
export async function loginSucceeded(db: Conn, attempt: LoginTry): Promise<void> {
  await releaseFailure(db, subjectKey(attempt), { clear: true });
  await releaseFailure(db, sourceKey(attempt));
}

/**
 * The right password on an account with two-factor on: only this try's places are given back. The
 * wrong codes counted before stay, so signing in again with the password never resets the count of
 * guessed codes: password and code failures share the one five-failure lock.
 */
export async function passwordAwaitingCode(db: Conn, attempt: LoginTry): Promise<void> {
  await releaseFailure(db, subjectKey(attempt));
  await releaseFailure(db, sourceKey(attempt));
}
