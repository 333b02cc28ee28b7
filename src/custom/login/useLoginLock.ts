import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterFailure,
  afterServerLock,
  LOGIN_LOCK_KEY,
  lockState,
  NO_LOCK,
  parseLock,
  type StoredLock,
} from './lockState';

// Storage failures are ignored (spec 000 section 8): without localStorage the lock still holds for the
// life of the page, it just does not survive a reload.

function readLock(): StoredLock {
  try {
    return parseLock(localStorage.getItem(LOGIN_LOCK_KEY));
  } catch {
    return NO_LOCK;
  }
}

function writeLock(lock: StoredLock) {
  try {
    if (lock.failures === 0 && lock.lockedUntil === null) localStorage.removeItem(LOGIN_LOCK_KEY);
    else localStorage.setItem(LOGIN_LOCK_KEY, JSON.stringify(lock));
  } catch {
    // ignored
  }
}

export interface LoginLock {
  locked: boolean;
  secondsLeft: number;
  /** A failed sign-in by this browser; the fifth locks the form. */
  recordFailure: () => void;
  /** The server's 429: lock for the seconds it gave. */
  lockFor: (seconds: number | undefined) => void;
  /** A successful sign-in clears the counter. */
  reset: () => void;
}

/** The login form's lock: five failures lock it for five minutes, kept across reloads and tabs. */
export function useLoginLock(): LoginLock {
  const [stored, setStored] = useState<StoredLock>(readLock);
  const [now, setNow] = useState(() => Date.now());
  // The latest lock for the handlers and the timer, which run outside rendering.
  const latest = useRef(stored);

  const save = useCallback((next: StoredLock, at: number) => {
    latest.current = next;
    writeLock(next);
    setStored(next);
    setNow(at);
  }, []);

  const { locked, secondsLeft } = lockState(stored, now);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      const state = lockState(latest.current, at);
      if (state.locked) setNow(at);
      else save(state.current, at);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [locked, save]);

  // Another tab of the same browser failed or signed in.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGIN_LOCK_KEY && event.key !== null) return;
      const next = readLock();
      latest.current = next;
      setStored(next);
      setNow(Date.now());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const recordFailure = useCallback(() => {
    const at = Date.now();
    save(afterFailure(latest.current, at), at);
  }, [save]);

  const lockFor = useCallback(
    (seconds: number | undefined) => {
      const at = Date.now();
      save(afterServerLock(latest.current, seconds, at), at);
    },
    [save],
  );

  const reset = useCallback(() => save(NO_LOCK, Date.now()), [save]);

  return { locked, secondsLeft, recordFailure, lockFor, reset };
}
