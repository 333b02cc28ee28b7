import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { bakerySecondsOfDay } from '../../src/domain/dates';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

// Claiming a scheduled job's run (see jobs.ts): apart, so a job's own module (standingGenerate.ts) claims
// without importing the list of jobs that imports it.

/** True when this server claimed the run: the job's last run is older than `every` (or there is none). */
export async function claimJob(db: Db, name: string, now: Date, everyMs: number): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({ last_run_at: now, last_status: 'running', last_error: null, runs: sql`${scheduledJobs.runs} + 1` })
    .where(and(eq(scheduledJobs.name, name), or(isNull(scheduledJobs.last_run_at), lte(scheduledJobs.last_run_at, new Date(now.getTime() - everyMs)))))
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

/**
 * True when this server claimed today's run of a job due once a bakery day from `fromSeconds` (seconds after
 * the bakery's midnight): it is past that instant, and the job's last run is before it (now less the time
 * since it). False before that instant.
 */
export async function claimDaily(db: Db, name: string, now: Date, fromSeconds: number): Promise<boolean> {
  const since = bakerySecondsOfDay(now) - fromSeconds;
  if (since < 0) return false;
  return claimJob(db, name, now, since * 1000 + (now.getTime() % 1000) + 1);
}

export async function finishJob(db: Db, name: string, error: unknown): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ last_status: error ? 'failed' : 'done', last_error: error ? String(error instanceof Error ? error.message : error).slice(0, 500) : null })
    .where(eq(scheduledJobs.name, name));
}
