// Sign-in rules shared by the login form and the server.

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_SECONDS = 300;

/** 90 s -> "01:30": the lock countdown of spec 000 section 4. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Password strength for display only, 0 to 5: length >= 8, upper, lower, digit, special character. */
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[a-z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

/** The session lengths a user may choose for themselves, in minutes, within the admin's maximum. */
export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120] as const;
export type SessionTimeoutOption = (typeof SESSION_TIMEOUT_OPTIONS)[number];

/** A half sign-in (password right, code not yet given) lasts this long. */
export const SECOND_FACTOR_WINDOW_SECONDS = 300;

/** How many one-time backup codes a user gets. */
export const BACKUP_CODE_COUNT = 10;

/** The profile picture's largest size (spec 002 section 5: 5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The options within an admin's maximum (in minutes); the user's choice over it counts as the maximum. */
export function sessionTimeoutOptions(maxMinutes: number): SessionTimeoutOption[] {
  return SESSION_TIMEOUT_OPTIONS.filter((minutes) => minutes <= maxMinutes);
}

/** The session length in force: the user's own choice, never longer than the admin's maximum. */
export function effectiveSessionMinutes(choice: number | null | undefined, maxMinutes: number): number {
  return choice && choice > 0 ? Math.min(choice, maxMinutes) : maxMinutes;
}

/** A typed code as the server compares it: lower case, no spaces or dashes. */
export function normalizeCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Six digits: a code from the authenticator app; eight letters or digits: a backup code. */
export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);
export const isBackupCode = (normalized: string) => /^[a-z0-9]{8}$/.test(normalized);
