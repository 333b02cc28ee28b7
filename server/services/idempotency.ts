import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { errors as messages } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../lib/errors';

// An Idempotency-Key names one write of one user on one call. The key is claimed in the transaction of
// the write it makes, before anything else is written: a retry after a lost reply, or the same request
// sent twice at once, then finds the first result instead of writing again, and a failed write leaves
// no key behind, so its retry really runs.

export interface IdempotentCall {
  userId: number;
  /** The call, as its route pattern says it: keys of one user on different calls never meet. */
  scope: string;
  key: string;
  /** bodyHash of the request: another body with the same key is refused. */
  hash: string;
}

export type StoredResult = Record<string, unknown>;

/** Keys older than this may be forgotten; a retry comes within minutes, never a day later. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The same fields in another order are the same body. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/**
 * Claims the key inside the caller's transaction. Null: the key is new, write and then `keepResult`.
 * Otherwise the earlier identical request's result; 422 when that request had another body. On
 * PostgreSQL a concurrent claim of the same key waits on the primary key until the first transaction
 * ends: committed, the select below (a new snapshot) reads its result; rolled back, the insert wins.
 */
export async function claimKey(tx: Tx, call: IdempotentCall, now: Date): Promise<StoredResult | null> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({
      user_id: call.userId,
      scope: call.scope,
      key: call.key,
      request_hash: call.hash,
      result: {},
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [earlier] = await tx
    .select({ requestHash: idempotencyKeys.request_hash, result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.user_id, call.userId),
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  // Pruned between the two statements: rare enough that the client's retry may decide.
  if (!earlier) throw new ApiError(409, messages.conflict);
  if (earlier.requestHash !== call.hash) throw new ApiError(422, messages.idempotencyKeyOtherBody);
  return earlier.result;
}

/** What a replay answers: stored with the write, in the same transaction. */
export async function keepResult(tx: Tx, call: IdempotentCall, result: StoredResult): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ result })
    .where(
      and(
        eq(idempotencyKeys.user_id, call.userId),
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
      ),
    );
}

const prunedAt = new WeakMap<Db, number>();

/** Forgets expired keys, at most once an hour per database, outside any write's transaction. */
export async function pruneKeys(db: Db, now: Date): Promise<void> {
  const last = prunedAt.get(db);
  if (last !== undefined && now.getTime() - last < PRUNE_EVERY_MS) return;
  prunedAt.set(db, now.getTime());
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
