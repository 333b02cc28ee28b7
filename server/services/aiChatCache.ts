import { createHash } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import { normalizeArabic, type Provider } from '../../src/domain/aiChat';
import { ownScope } from '../../src/domain/access';
import type { Db } from '../db/client';
import { aiAnswerCache } from '../db/schema';
import type { Auth } from '../lib/actor';
import { rowsOf } from '../lib/rows';

// The answer cache (issue 28): the same question (normalised), by the same role scope, on the same day and
// unchanged data gets the kept answer. The data version is the sequence `ai_data_version`, moved on by a
// statement trigger on every table whose figures the answers read (migration 0014), so any such write,
// by any path and any server on the database, makes every older answer unreachable.

/** The current data version. */
export async function dataVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ v: string; is_called: boolean }>(await db.execute(sql`select last_value::text as v, is_called from ai_data_version`));
  return row ? `${row.v}${row.is_called ? '' : '-'}` : '0';
}

/**
 * Whose answer this is: a role that sees the whole company shares answers with its role; a role limited
 * to its own rows (a distributor) has its own.
 */
export function scopeOf(auth: Auth): string {
  return ownScope(auth.user.role, 'orders') ? `${auth.user.role}:${auth.user.id}` : auth.user.role;
}

export function cacheKey(question: string, auth: Auth, today: string, version: string): string {
  return createHash('sha256').update([normalizeArabic(question), scopeOf(auth), today, version].join('\u0000')).digest('hex');
}

export async function cachedAnswer(db: Db, key: string): Promise<{ answer: string; provider: Provider } | null> {
  const [row] = await db
    .update(aiAnswerCache)
    .set({ hits: sql`${aiAnswerCache.hits} + 1` })
    .where(eq(aiAnswerCache.key, key))
    .returning({ answer: aiAnswerCache.answer, provider: aiAnswerCache.provider });
  return row ? { answer: row.answer, provider: row.provider === 'gemini' ? 'gemini' : 'local' } : null;
}

/** Keeps an answer read at `version` (unless the data moved meanwhile) and drops answers of older versions. */
export async function keepAnswer(db: Db, key: string, version: string, answer: string, provider: Provider): Promise<void> {
  if ((await dataVersion(db)) !== version) return;
  await db.insert(aiAnswerCache).values({ key, data_version: version, answer, provider }).onConflictDoNothing();
  await db.delete(aiAnswerCache).where(ne(aiAnswerCache.data_version, version));
}

export async function clearCache(db: Db): Promise<number> {
  const removed = await db.delete(aiAnswerCache).returning({ key: aiAnswerCache.key });
  return removed.length;
}

export async function cacheEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(aiAnswerCache);
  return Number(row?.n ?? 0);
}
