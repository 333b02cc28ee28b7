import { useEffect, useState } from 'react';
import { SESSION_EVENT, SESSION_KEY, sessionTimeLeft, storedSession } from '../../providers/authProvider';

export interface SessionClock {
  /** Milliseconds until the stored session ends; null when nobody is signed in. */
  left: number | null;
  /** The stored end of session, to tell one session (or renewal) from the next. */
  expiresAt: string | null;
}

function read(): SessionClock {
  return { left: sessionTimeLeft(), expiresAt: storedSession()?.expiresAt ?? null };
}

/**
 * The stored session's time left, read again every `intervalMs`, whenever this tab changes the stored
 * session (SESSION_EVENT: sign-in, renewal, sign-out) and when another tab does (`storage`).
 */
export function useSessionTimeLeft(intervalMs: number): SessionClock {
  const [clock, setClock] = useState(read);

  useEffect(() => {
    const update = () => setClock(read());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEY) update();
    };
    const timer = window.setInterval(update, intervalMs);
    window.addEventListener(SESSION_EVENT, update);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(SESSION_EVENT, update);
      window.removeEventListener('storage', onStorage);
    };
  }, [intervalMs]);

  return clock;
}
