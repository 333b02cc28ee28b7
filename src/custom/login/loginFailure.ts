// What a failed step of the sign-in shows, and whether it counts towards the form's lock. Shared by the
// password step and the code step: wrong passwords and wrong codes count towards the same five failures.

export interface Failure {
  message: string;
  status?: number;
  lockedFor?: number;
  attemptsLeft?: number;
}

/** What the authProvider's LoginError carries; anything else thrown is read as best it can be. */
export function failureOf(error: unknown): Failure {
  if (typeof error === 'string') return { message: error };
  const value = (error ?? {}) as Partial<Failure>;
  const number = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  return {
    message: typeof value.message === 'string' ? value.message : '',
    status: number(value.status),
    lockedFor: number(value.lockedFor),
    attemptsLeft: number(value.attemptsLeft),
  };
}

/**
 * Failures that count towards the lock: the server turned the credentials down (4xx). A network error,
 * a server error (0, 5xx) or a malformed reply are not the user's tries and do not count.
 */
export function countsTowardsLock(status: number | undefined): boolean {
  return status === undefined || (status >= 400 && status < 500);
}

/** The password was right and the account asks for its second factor (the authProvider's TwoFactorRequired). */
export function isTwoFactorRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { twoFactorRequired?: unknown }).twoFactorRequired === true;
}
