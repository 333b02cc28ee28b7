// The code step's two kinds of code, checked before anything is sent. The server is the judge of the
// code itself; this only catches a code that cannot be one (a typo of length, letters in a TOTP).

export type CodeKind = 'totp' | 'backup';

/** Spaces are dropped (authenticator apps show `123 456`); a backup code keeps its dash and letters. */
export function cleanCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : '';
}

const TOTP = /^\d{6}$/;
// `xxxx-xxxx`, letters or digits, the dash optional (the server reads it without regard to case).
const BACKUP = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/** The translation key of what is wrong with the code, or undefined when it can be sent. */
export function codeProblem(value: unknown, kind: CodeKind): string | undefined {
  const code = cleanCode(value);
  if (!code) return 'bakery.login.two_factor.code_required';
  if (kind === 'totp') return TOTP.test(code) ? undefined : 'bakery.login.two_factor.code_format';
  return BACKUP.test(code) ? undefined : 'bakery.login.two_factor.backup_format';
}
