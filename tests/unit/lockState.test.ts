import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '../../src/domain/auth/rules';
import {
  afterFailure,
  afterServerLock,
  lockState,
  NO_LOCK,
  parseLock,
  type StoredLock,
} from '../../src/custom/login/lockState';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');

function fail(times: number, from: StoredLock = NO_LOCK, now = T0): StoredLock {
  let lock = from;
  for (let i = 0; i < times; i++) lock = afterFailure(lock, now);
  return lock;
}

describe('lockState', () => {
  it('is open with no failures', () => {
    expect(lockState(NO_LOCK, T0)).toEqual({ locked: false, secondsLeft: 0, current: NO_LOCK });
  });

  it('counts failures without locking before the fifth', () => {
    const lock = fail(LOGIN_MAX_FAILURES - 1);
    expect(lock).toEqual({ failures: 4, lockedUntil: null });
    expect(lockState(lock, T0).locked).toBe(false);
  });

  it('locks for 300 seconds on the fifth failure', () => {
    const lock = fail(LOGIN_MAX_FAILURES);
    expect(lock).toEqual({ failures: 5, lockedUntil: T0 + LOGIN_LOCK_SECONDS * 1000 });
    expect(lockState(lock, T0)).toMatchObject({ locked: true, secondsLeft: 300 });
    expect(lockState(lock, T0 + 1000)).toMatchObject({ locked: true, secondsLeft: 299 });
    // A part second still shows as a whole one.
    expect(lockState(lock, T0 + 1001)).toMatchObject({ locked: true, secondsLeft: 299 });
    expect(lockState(lock, T0 + 299_500)).toMatchObject({ locked: true, secondsLeft: 1 });
  });

  it('unlocks at the end and resets the counter', () => {
    const lock = fail(LOGIN_MAX_FAILURES);
    expect(lockState(lock, T0 + 300_000)).toEqual({ locked: false, secondsLeft: 0, current: NO_LOCK });
    // The next failure after the lock starts again from one.
    expect(afterFailure(lock, T0 + 300_000)).toEqual({ failures: 1, lockedUntil: null });
  });
});

describe('afterServerLock', () => {
  it("follows the server's remaining seconds", () => {
    const lock = afterServerLock(fail(1), 120, T0);
    expect(lockState(lock, T0)).toMatchObject({ locked: true, secondsLeft: 120 });
    expect(lockState(lock, T0 + 120_000).locked).toBe(false);
  });

  it("replaces a longer lock of the form's own", () => {
    const lock = afterServerLock(fail(5), 30, T0 + 10_000);
    expect(lockState(lock, T0 + 10_000).secondsLeft).toBe(30);
  });

  it('assumes the full lock when the server gave no time', () => {
    expect(lockState(afterServerLock(NO_LOCK, undefined, T0), T0).secondsLeft).toBe(LOGIN_LOCK_SECONDS);
    expect(lockState(afterServerLock(NO_LOCK, Number.NaN, T0), T0).secondsLeft).toBe(LOGIN_LOCK_SECONDS);
  });
});

describe('parseLock', () => {
  it('reads back what was stored', () => {
    const lock = fail(5);
    expect(parseLock(JSON.stringify(lock))).toEqual(lock);
  });

  it.each([null, '', 'not json', 'null', '42', '{"failures":"x","lockedUntil":"soon"}'])(
    'reads %j as no lock',
    (raw) => {
      expect(parseLock(raw)).toEqual(NO_LOCK);
    },
  );

  it('drops a negative or fractional count', () => {
    expect(parseLock('{"failures":-3,"lockedUntil":null}')).toEqual(NO_LOCK);
    expect(parseLock('{"failures":2.7,"lockedUntil":null}')).toEqual({ failures: 2, lockedUntil: null });
  });
});
