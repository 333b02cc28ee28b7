import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '../../domain/auth/rules';

// The login form's own lock (spec 000 sections 4 and 9), kept apart from React so the timing can be
// tested with plain numbers. Times are epoch milliseconds.

export const LOGIN_LOCK_KEY = 'bakery.loginLock';

export interface StoredLock {
  /** Failed sign-ins since the last success or the last lock. */
  failures: number;
  /** When the lock ends; null when the form is not locked. */
  lockedUntil: number | null;
}

export const NO_LOCK: StoredLock = { failures: 0, lockedUntil: null };

export interface LockState {
  locked: boolean;
  /** Whole seconds left, rounded up so the countdown shows 00:01 until the very end. */
  secondsLeft: number;
  /** What should be kept: a lock that has run out is cleared along with its counter. */
  current: StoredLock;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Reads what localStorage held; anything unreadable means no failures and no lock. */
export function parseLock(raw: string | null): StoredLock {
  if (!raw) return NO_LOCK;
  try {
    const value = JSON.parse(raw) as Partial<StoredLock> | null;
    if (!value || typeof value !== 'object') return NO_LOCK;
    const lockedUntil =
      typeof value.lockedUntil === 'number' && Number.isFinite(value.lockedUntil) ? value.lockedUntil : null;
    return { failures: count(value.failures), lockedUntil };
  } catch {
    return NO_LOCK;
  }
}

export function lockState(stored: StoredLock, now: number): LockState {
  if (stored.lockedUntil === null) return { locked: false, secondsLeft: 0, current: stored };
  const left = stored.lockedUntil - now;
  // The lock is over: the form unlocks and the counter starts again from zero.
  if (left <= 0) return { locked: false, secondsLeft: 0, current: NO_LOCK };
  return { locked: true, secondsLeft: Math.ceil(left / 1000), current: stored };
}

/** One more failed sign-in; the fifth locks the form for LOGIN_LOCK_SECONDS. */
export function afterFailure(stored: StoredLock, now: number): StoredLock {
  const { current } = lockState(stored, now);
  const failures = current.failures + 1;
  if (failures >= LOGIN_MAX_FAILURES) return { failures, lockedUntil: now + LOGIN_LOCK_SECONDS * 1000 };
  return { failures, lockedUntil: current.lockedUntil };
}

/**
 * The server locked the account (429): the form follows the server's remaining time, which replaces
 * any lock of its own. Without a usable time the server's own lock length is assumed.
 */
export function afterServerLock(stored: StoredLock, seconds: number | undefined, now: number): StoredLock {
  const lockSeconds =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : LOGIN_LOCK_SECONDS;
  return { failures: Math.max(stored.failures, LOGIN_MAX_FAILURES), lockedUntil: now + Math.ceil(lockSeconds) * 1000 };
}
