import { QUESTIONS_PER_MINUTE } from '../../src/domain/aiChat';

// At most QUESTIONS_PER_MINUTE questions a user in any 60 seconds (issue 28), counted by this server
// process: the limit protects the model's quota and the server's time, which are spent per process.

const WINDOW_MS = 60_000;

export interface RateLimiter {
  /** Takes a place for the user's question at `now`, or answers the seconds until one frees. */
  take(userId: number, now: number): { ok: true } | { ok: false; retryAfter: number };
}

export function rateLimiter(limit: number = QUESTIONS_PER_MINUTE): RateLimiter {
  const asked = new Map<number, number[]>();
  return {
    take(userId, now) {
      const recent = (asked.get(userId) ?? []).filter((at) => now - at < WINDOW_MS);
      if (recent.length >= limit) {
        asked.set(userId, recent);
        return { ok: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000)) };
      }
      recent.push(now);
      asked.set(userId, recent);
      // Users who stopped asking leave the map, so it holds only the last minute's askers.
      if (asked.size > 1000) for (const [id, times] of asked) if (!times.some((at) => now - at < WINDOW_MS)) asked.delete(id);
      return { ok: true };
    },
  };
}
