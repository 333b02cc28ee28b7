import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { format } from '../../src/domain/messages';
import { systemErrors } from '../../src/domain/backups';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { createBackup, pruneAutomaticBackups } from './backups';
import { notifyRoles } from './notify';
import { readSettings } from './settings';
import { sendDueMail } from './mail';
import { DAILY_INVOICES, dailyInvoices } from './invoiceJob';

// Scheduled jobs, run once across every server on the database: each server checks every minute, and a
// run is claimed by one conditional UPDATE of the job's row (scheduled_jobs). PostgreSQL's row lock makes
// a second server's UPDATE wait, re-read the row under READ COMMITTED, find it no longer due and claim
// nothing. Nothing is held while the job runs, so PGlite's single connection is never blocked either.

export const DAILY_BACKUP = 'daily-backup';
/** The mail job: named in runDue's answer when it sent at least one mail. */
export const MAIL = 'mail';
const DAY_MS = 24 * 3600 * 1000;
/** How often each server looks for a due job. A run whose server stopped midway is claimed again a day later. */
const CHECK_EVERY_MS = 60 * 1000;

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

async function finishJob(db: Db, name: string, error: unknown): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ last_status: error ? 'failed' : 'done', last_error: error ? String(error instanceof Error ? error.message : error).slice(0, 500) : null })
    .where(eq(scheduledJobs.name, name));
}

/** The daily backup, if due and claimed here; a failure is recorded and told to the admins. */
async function dailyBackup(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  // Read afresh, not from this server's cache: a job may run here just after another server changed them.
  const settings = await readSettings(ctx.db);
  if (!settings.backupDaily) return false;
  const now = ctx.now();
  if (!(await claimJob(ctx.db, DAILY_BACKUP, now, DAY_MS))) return false;
  let failure: unknown = null;
  try {
    const backup = await createBackup(ctx.db, ctx.config, ctx.databaseKind, 'auto', now);
    pruneAutomaticBackups(ctx.config, settings.backupKeep);
    log.info({ backup: backup.name }, 'daily backup made');
  } catch (error) {
    failure = error;
    log.error({ err: error }, 'daily backup failed');
    await notifyRoles(ctx.db, ['admin'], {
      kind: 'backup_failed',
      type: 'error',
      title: systemErrors.backupFailedTitle,
      message: format(systemErrors.backupFailedMessage, { error: String(error instanceof Error ? error.message : error).slice(0, 300) }),
      link: '/settings/system',
    });
  }
  await finishJob(ctx.db, DAILY_BACKUP, failure);
  return true;
}

export interface Jobs {
  /** Runs every job that is due and that this server claims; the names of those it ran. */
  runDue(): Promise<string[]>;
  stop(): void;
}

export function startJobs(ctx: AppContext, log: FastifyBaseLogger, onTimer: boolean): Jobs {
  let running: Promise<string[]> | null = null;
  const runDue = () =>
    (running ??= (async () => {
      const ran: string[] = [];
      if (await dailyBackup(ctx, log)) ran.push(DAILY_BACKUP);
      if ((await sendDueMail(ctx, log)) > 0) ran.push(MAIL);
      if (await dailyInvoices(ctx, log, claimJob)) ran.push(DAILY_INVOICES);
      return ran;
    })().finally(() => {
      running = null;
    }));
  const timer = onTimer
    ? setInterval(() => {
        runDue().catch((error: unknown) => log.error({ err: error }, 'scheduled jobs failed'));
      }, CHECK_EVERY_MS)
    : null;
  timer?.unref();
  return {
    runDue,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
