import type { FastifyBaseLogger } from 'fastify';
import { format } from '../../src/domain/messages';
import { systemErrors } from '../../src/domain/backups';
import type { AppContext } from '../context';
import { createBackup, pruneAutomaticBackups } from './backups';
import { noteDelayedDeliveries } from './deliveryDelays';
import { notifyRoles } from './notify';
import { readSettings } from './settings';
import { sendDueMail } from './mail';
import { claimJob, finishJob } from './jobClaim';
import { STANDING_JOB, standingOrdersJob } from './standingGenerate';
import { applyDuePrices } from './pricing';
import { bakeryDate } from '../../src/domain/dates';
import { DAILY_INVOICES, dailyInvoices } from './invoiceJob';
import { databaseUpkeep } from './databaseUpkeep';

// Scheduled jobs, run once across every server on the database: each server checks every minute, and a
// run is claimed by one conditional UPDATE of the job's row (scheduled_jobs). PostgreSQL's row lock makes
// a second server's UPDATE wait, re-read the row under READ COMMITTED, find it no longer due and claim
// nothing. Nothing is held while the job runs, so PGlite's single connection is never blocked either.

export const DAILY_BACKUP = 'daily-backup';
/** The mail job: named in runDue's answer when it sent at least one mail. */
export const MAIL = 'mail';
/** The delayed-deliveries sweep: named in runDue's answer when it raised at least one notice. */
export const DELIVERY_DELAYS = 'delivery-delays';
/** Issue 30: price changes from a day that has come become the products' prices (idempotent, any server). */
export const DUE_PRICES = 'due-prices';
const DAY_MS = 24 * 3600 * 1000;
/** How often each server looks for a due job. A run whose server stopped midway is claimed again a day later. */
const CHECK_EVERY_MS = 60 * 1000;

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
  /**
   * The embedded database's night upkeep (databaseUpkeep.ts), when due and claimed here; true when it ran.
   * Apart from runDue: it is the database's, not the bakery's work, and touches no record.
   */
  upkeep(): Promise<boolean>;
  stop(): void;
}

export function startJobs(ctx: AppContext, log: FastifyBaseLogger, onTimer: boolean): Jobs {
  let running: Promise<string[]> | null = null;
  const runDue = () =>
    (running ??= (async () => {
      const ran: string[] = [];
      if (await dailyBackup(ctx, log)) ran.push(DAILY_BACKUP);
      // Every minute on every server: the stops are claimed one by one, so none is told twice.
      if ((await noteDelayedDeliveries(ctx.db, ctx.now(), (await readSettings(ctx.db)).deliveryDelayMinutes)) > 0) ran.push(DELIVERY_DELAYS);
      if ((await sendDueMail(ctx, log)) > 0) ran.push(MAIL);
      if ((await standingOrdersJob(ctx, log)) > 0) ran.push(STANDING_JOB);
      if ((await applyDuePrices(ctx.db, bakeryDate(ctx.now()))) > 0) ran.push(DUE_PRICES);
      if (await dailyInvoices(ctx, log, claimJob)) ran.push(DAILY_INVOICES);
      return ran;
    })().finally(() => {
      running = null;
    }));
  const upkeep = () => databaseUpkeep(ctx, log);
  const timer = onTimer
    ? setInterval(() => {
        runDue()
          .then(upkeep)
          .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs failed'));
      }, CHECK_EVERY_MS)
    : null;
  timer?.unref();
  return {
    runDue,
    upkeep,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
