import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { QUESTIONS_PER_MINUTE } from '../../src/domain/aiChat';
import type { Db } from '../db/client';
import { aiQuestions } from '../db/schema';

// At most QUESTIONS_PER_MINUTE questions a user in any 60 seconds (issue 28). The questions are counted in
// the database, so a user who reaches two servers on one database still gets 30, not 30 on each; the
// user's advisory lock makes two questions at once wait for each other's count.

const WINDOW_MS = 60_000;
// Names "a user's questions" among the advisory locks of this database (with the user's id as the second key).
const QUESTIONS_LOCK = 40_128;

/** Takes a place for the user's question at `now`, or answers the seconds until one frees. */
export async function takeQuestionPlace(
  db: Db,
  userId: number,
  now: Date,
  limit: number = QUESTIONS_PER_MINUTE,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUESTIONS_LOCK}, ${userId})`);
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    await tx.delete(aiQuestions).where(and(eq(aiQuestions.user_id, userId), lte(aiQuestions.asked_at, windowStart)));
    const recent = await tx
      .select({ asked_at: aiQuestions.asked_at })
      .from(aiQuestions)
      .where(eq(aiQuestions.user_id, userId))
      .orderBy(asc(aiQuestions.asked_at));
    if (recent.length >= limit) {
      const oldest = recent[0]!.asked_at.getTime();
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000)) };
    }
    await tx.insert(aiQuestions).values({ user_id: userId, asked_at: now });
    return { ok: true };
  });
}
