// Drizzle rows use camelCase keys; the REST contract speaks snake_case. Anything that names a hash, a
// secret or a token is dropped here as a last line of defence, whatever a query selected.
const HIDDEN = /hash|secret|token|^password$|failedLoginCount|lockedUntil/i;

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function toApi<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.test(key)) continue;
    out[snake(key)] = value;
  }
  return out;
}

export function toApiList<T extends Record<string, unknown>>(rows: T[]): Record<string, unknown>[] {
  return rows.map(toApi);
}
