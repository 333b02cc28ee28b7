import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '../../src/domain/auth/rules';
import type { Db, Tx } from '../db/client';
import { loginThrottle } from '../db/schema';
import { rowsOf } from '../lib/rows';

// Counters of failed password checks, one row per key in login_throttle. A failure is reserved before
// the password is checked, in one statement, so concurrent tries cannot all read "4 failures" and pass;
// a right password then gives its reservation back.

/** Failures counted from one address across all accounts and typed names before it is refused. */
export const SOURCE_MAX_FAILURES = 20;
/** How long failures are remembered, and how long a refused address waits. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures on one account from all addresses in the window before every try on it is slowed. */
export const SLOWDOWN_AFTER_FAILURES = 10;
const SLOWDOWN_STEP_MS = 200;
export const SLOWDOWN_MAX_MS = 2000;

export interface ThrottleRule {
  max: number;
  lockSeconds: number;
  windowSeconds: number;
}

/** One account (or one typed name) from one address; also a signed-in user's current-password checks. */
export const SUBJECT_RULE: ThrottleRule = { max: LOGIN_MAX_FAILURES, lockSeconds: LOGIN_LOCK_SECONDS, windowSeconds: FAILURE_WINDOW_SECONDS };
const SOURCE_RULE: ThrottleRule = { max: SOURCE_MAX_FAILURES, lockSeconds: FAILURE_WINDOW_SECONDS, windowSeconds: FAILURE_WINDOW_SECONDS };
// Only counts, never locks: a lock from all addresses would hand the account's owner to the attacker.
const SPREAD_RULE: ThrottleRule = { max: 2_000_000_000, lockSeconds: 0, windowSeconds: FAILURE_WINDOW_SECONDS };

type Conn = Db | Tx;

export type Reservation = { granted: true; failures: number; lockedNow: boolean } | { granted: false; secondsLeft: number };

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Counts one failure for `key` unless it is already at its limit: one INSERT ... ON CONFLICT DO UPDATE
 * ... WHERE, so the check and the count cannot be split by a concurrent try. A lock that has run out or
 * a window that has passed starts a fresh count.
 */
export async function reserveFailure(db: Conn, key: string, userId: number | null, rule: ThrottleRule, now: Date): Promise<Reservation> {
  const lockEnd = new Date(now.getTime() + rule.lockSeconds * 1000);
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const fresh = sql`(case when t.locked_until is not null then t.locked_until <= ${at(now)} else t.window_started_at <= ${at(windowStart)} end)`;
  const next = sql`(case when ${fresh} then 1 else t.failures + 1 end)`;
  const result = await db.execute(sql`
    insert into login_throttle as t (key, user_id, failures, window_started_at, locked_until)
    values (${key}, ${userId}::integer, 1, ${at(now)}, ${rule.max <= 1 ? at(lockEnd) : sql`null`})
    on conflict (key) do update set
      failures = ${next},
      window_started_at = case when ${fresh} then excluded.window_started_at else t.window_started_at end,
      locked_until = case when ${next} >= ${rule.max}::integer then ${at(lockEnd)} else null end,
      user_id = coalesce(t.user_id, excluded.user_id)
    where ${fresh} or (t.locked_until is null and t.failures < ${rule.max}::integer)
    returning t.failures, t.locked_until`);
  const [row] = rowsOf<{ failures: number; locked_until: unknown }>(result);
  if (row) return { granted: true, failures: Number(row.failures), lockedNow: row.locked_until != null };
  return { granted: false, secondsLeft: await secondsLocked(db, key, now) };
}

async function secondsLocked(db: Conn, key: string, now: Date): Promise<number> {
  const [row] = await db.select({ lockedUntil: loginThrottle.locked_until }).from(loginThrottle).where(eq(loginThrottle.key, key));
  // The lock may have ended, or been lifted, since the refusal: still say "wait a moment".
  const left = row?.lockedUntil ? (row.lockedUntil.getTime() - now.getTime()) / 1000 : 0;
  return Math.max(1, Math.ceil(left));
}

/** Gives back a reservation that turned out not to be a failure; a lock it set goes with it. */
export async function releaseFailure(db: Conn, key: string, rule: ThrottleRule): Promise<void> {
  await db.execute(sql`
    update login_throttle set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${rule.max}::integer then null else locked_until end
    where key = ${key}`);
}

export async function clearKey(db: Conn, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
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
    .where(sql`${loginThrottle.window_started_at} < ${at(cutoff)} and (${loginThrottle.locked_until} is null or ${loginThrottle.locked_until} < ${at(cutoff)})`);
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
const subjectOf = (t: LoginTry) => (t.userId != null ? `u${t.userId}` : `n|${t.typedName.trim().toLowerCase().slice(0, 254)}`);
const addressOf = (t: LoginTry) => t.ip ?? '-';
const subjectKey = (t: LoginTry) => `login|${addressOf(t)}|${subjectOf(t)}`;
const sourceKey = (t: LoginTry) => `source|${addressOf(t)}`;
const spreadKey = (t: LoginTry) => `spread|${subjectOf(t)}`;
export const passwordCheckKey = (userId: number) => `password|u${userId}`;
/** A signed-in user's codes while confirming a two-factor setup. */
export const codeCheckKey = (userId: number) => `code|u${userId}`;

export type Admission =
  | { admitted: true; failures: number; lockedNow: boolean; delayMs: number }
  | { admitted: false; reason: 'locked' | 'source_locked'; secondsLeft: number };

/**
 * Reserves a failure for the account from this address, then for the address itself; only a try that
 * holds both may check a password. A refusal by the address gives the account's reservation back, so
 * a refused try never counts.
 */
export async function admitLogin(db: Db, attempt: LoginTry, now: Date): Promise<Admission> {
  const subject = await reserveFailure(db, subjectKey(attempt), attempt.userId, SUBJECT_RULE, now);
  if (!subject.granted) return { admitted: false, reason: 'locked', secondsLeft: subject.secondsLeft };
  const source = await reserveFailure(db, sourceKey(attempt), null, SOURCE_RULE, now);
  if (!source.granted) {
    await releaseFailure(db, subjectKey(attempt), SUBJECT_RULE);
    return { admitted: false, reason: 'source_locked', secondsLeft: source.secondsLeft };
  }
  const delayMs = slowdownMs(await failuresInWindow(db, spreadKey(attempt), now));
  return { admitted: true, failures: subject.failures, lockedNow: subject.lockedNow, delayMs };
}

/** The reserved failures stand; the account's count across all addresses grows. */
export async function loginFailed(db: Db, attempt: LoginTry, now: Date): Promise<void> {
  await reserveFailure(db, spreadKey(attempt), attempt.userId, SPREAD_RULE, now);
}

/**
 * The right password: the account's count from this address starts again; the address only gets its
 * one reservation back, so signing into an own account does not wipe an address's guesses elsewhere.
 */
export async function loginSucceeded(db: Conn, attempt: LoginTry): Promise<void> {
  await clearKey(db, subjectKey(attempt));
  await releaseFailure(db, sourceKey(attempt), SOURCE_RULE);
}

/**
 * The right password on an account with two-factor on: only this try's reservations are given back.
 * The wrong codes counted before stay, so signing in again with the password never resets the count
 * of guessed codes: password and code failures share the one five-failure lock.
 */
export async function passwordAwaitingCode(db: Conn, attempt: LoginTry): Promise<void> {
  await releaseFailure(db, subjectKey(attempt), SUBJECT_RULE);
  await releaseFailure(db, sourceKey(attempt), SOURCE_RULE);
}
