import { canAccess, type Action, type Resource } from '../../src/domain/access';
import { MONEY_KEYS, refusedFields, seesMoney } from '../../src/domain/fieldRights';
import type { Auth } from './actor';
import { forbidden } from './errors';

// The access table applied inside the services, so a right holds on every route that writes or reads
// the thing it guards, not only on the route named after it.

/** 403 unless the user has `action` on `resource`. */
export function requireRight(auth: Auth, resource: Resource, action: Action): void {
  if (!canAccess(auth.user.role, resource, action)) throw forbidden();
}

/**
 * 403 when the user may not write one of `fields` (src/domain/fieldRights.ts): the same reply as a route
 * the access table refuses, whichever route carried the field. Called before anything is written, or
 * inside the transaction that would write it, so a refusal leaves the record as it was.
 */
export function requireFields(auth: Auth, resource: 'orders' | 'stores' | 'products', fields: Iterable<string>): void {
  if (refusedFields(auth.user.role, resource, fields).length) throw forbidden();
}

function dropKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => dropKeys(item, keys));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !keys.has(key))
        .map(([key, item]) => [key, dropKeys(item, keys)]),
    );
  }
  return value;
}

/** `value` without the resource's money keys, at any depth, for a user who may not see them; else as is. */
export function withoutMoney<T>(auth: Auth, resource: keyof typeof MONEY_KEYS, value: T): T {
  if (seesMoney(auth.user.role, resource)) return value;
  return dropKeys(value, new Set(MONEY_KEYS[resource])) as T;
}
