import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { scheduleRuns } from '../db/schema';

// One generation of a day at a time, across every server on the database (issue 31). The run is a row,
// not a lock held on a connection: the embedded database has a single session shared by all requests,
// and a PostgreSQL pool would hold a connection idle for the whole search. Times are the database's.

/** How long a run may last beyond its search before another may take the day over (a server that stopped). */
const GRACE_SECONDS = 120;
/** How often a waiting request looks whether the run it waits for has ended. */
const POLL_MS = 100;

/** Takes the day for this run; false when another run holds it and has not expired. */
export async function claimRun(db: Db, date: string, runId: string, searchMs: number): Promise<boolean> {
  const expires = sql`now() + make_interval(secs => ${Math.ceil(searchMs / 1000) + GRACE_SECONDS})`;
  const claimed = await db
    .insert(scheduleRuns)
    .values({ schedule_date: date, run_id: runId, expires_at: expires })
    .onConflictDoUpdate({
      target: scheduleRuns.schedule_date,
      set: { run_id: runId, started_at: sql`now()`, expires_at: expires },
      setWhere: sql`${scheduleRuns.expires_at} < now()`,
    })
    .returning({ run_id: scheduleRuns.run_id });
  return claimed[0]?.run_id === runId;
}

export async function releaseRun(db: Db, date: string, runId: string): Promise<void> {
  await db.delete(scheduleRuns).where(and(eq(scheduleRuns.schedule_date, date), eq(scheduleRuns.run_id, runId)));
}

/** When the day's current run started, or null when none is under way. */
export async function runningSince(db: Db | Tx, date: string): Promise<Date | null> {
  const [run] = await db
    .select({ started_at: scheduleRuns.started_at })
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.schedule_date, date), gt(scheduleRuns.expires_at, sql`now()`)));
  return run?.started_at ?? null;
}

/** This process's requests waiting for another run, by day: nothing depends on it but what reads it. */
const waiting = new Map<string, number>();

/** How many of this process's requests wait for another run of the day (what a reader can check). */
export function waitingFor(date: string): number {
  return waiting.get(date) ?? 0;
}

/** Resolves when no run holds the day any more. */
export async function waitForRun(db: Db, date: string): Promise<void> {
  waiting.set(date, waitingFor(date) + 1);
  try {
    while (await runningSince(db, date)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  } finally {
    const left = waitingFor(date) - 1;
    if (left > 0) waiting.set(date, left);
    else waiting.delete(date);
  }
}
