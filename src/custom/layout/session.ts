// The session's remaining time as the sidebar and the warning banner show it (spec 000 sections 2 and 9).

const MINUTE = 60_000;

/** Amber at 15 minutes or less. */
export const SESSION_AMBER_MS = 15 * MINUTE;
/** Red, pulsing, and the warning banner, at 5 minutes or less. */
export const SESSION_WARNING_MS = 5 * MINUTE;
/** The sidebar countdown's refresh. */
export const COUNTDOWN_REFRESH_MS = MINUTE;

export type SessionLevel = 'normal' | 'warning' | 'critical';

export function sessionLevel(msLeft: number): SessionLevel {
  if (msLeft <= SESSION_WARNING_MS) return 'critical';
  if (msLeft <= SESSION_AMBER_MS) return 'warning';
  return 'normal';
}

/** 14:59 under an hour, 1:05:00 from an hour on (seconds rounded up, so a fresh hour reads 1:00:00). */
export function formatTimeLeft(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
