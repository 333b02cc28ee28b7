import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { claimDaily, finishJob } from './jobClaim';

// The embedded database's upkeep. PGlite is PostgreSQL without its background processes: no autovacuum,
// so nothing refreshes the planner's statistics after the seed's ANALYZE, and nothing sets the visibility
// map that index-only scans read. The plans then drift from the data as the bakery's orders grow: on the
// 100,000-order data set with its statistics removed, the filtered order list answered no request within
// five seconds, against 104 a second with them (2026-11-29, README "PostgreSQL"). So once a bakery day, at
// the first check from 03:00 Brussels time (a server started later, in its first minute, if it has not run
// since), the server runs what autovacuum would have: VACUUM ANALYZE of every table (about
// 3 s at 100,000 orders on the 2-core machine, during which PGlite answers nothing else). A PostgreSQL
// server keeps its own statistics with autovacuum, so this runs only on PGlite.

export const DATABASE_UPKEEP = 'database-upkeep';
/** The bakery's hour from which the night's upkeep may run (Brussels time): orders are taken by day. */
const UPKEEP_FROM_HOUR = 3;

/** VACUUM ANALYZE of every table, outside any transaction as VACUUM must be (the admin's "optimize" too). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Runs the night's upkeep when it is due and this server claims it; true when it ran. */
export async function databaseUpkeep(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  if (ctx.databaseKind !== 'pglite') return false;
  if (!(await claimDaily(ctx.db, DATABASE_UPKEEP, ctx.now(), UPKEEP_FROM_HOUR * 3600))) return false;
  const started = performance.now();
  let failure: unknown = null;
  try {
    await vacuumAnalyze(ctx.db);
    log.info({ ms: Math.round(performance.now() - started) }, 'database upkeep: vacuum analyze');
  } catch (error) {
    failure = error;
    log.error({ err: error }, 'database upkeep failed');
  }
  await finishJob(ctx.db, DATABASE_UPKEEP, failure);
  return true;
}
