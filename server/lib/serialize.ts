// Rows already have the REST contract's snake_case keys (the schema names them after their columns).
// Anything that names a hash, a secret, a token, a TOTP column or the lock counters is dropped here as a
// last line of defence, whatever a query selected.
const HIDDEN = /hash|secret|token|^totp_|^password$|^failed_login_count$|^locked_until$/i;

export function withoutSecrets<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !HIDDEN.test(key)));
}
