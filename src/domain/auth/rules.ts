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
