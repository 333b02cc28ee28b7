import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BAKERY_TIME_ZONE, bakeryDate } from '../../src/domain/dates';
import { addDays } from '../../src/domain/invoices/rules';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { orders, stores } from '../db/schema';
import { ApiError } from '../lib/errors';
import { issueInvoice } from './invoicesIssue';
import { readSettings } from './settings';

// The daily invoicing run (issue 29), through the jobs framework: claimed once a day by one server on the
// database (claimJob), it issues each shop's invoices at its rhythm, for periods that have ended:
// per delivery, one invoice per past delivery day not invoiced yet; weekly, on Monday, last Monday to
// Sunday; monthly, on the 1st, last month. A shop that cannot be invoiced (details missing) or has
// nothing to bill is passed over; the screen says what is missing when someone issues by hand. Off until
// the setting invoiceAutoIssue is on. (A run cut short is not retried that day: the next day's run picks
// up per-delivery days left, weekly and monthly periods are then issued by hand.)

export const DAILY_INVOICES = 'daily-invoices';
const DAY_MS = 24 * 3600 * 1000;

const deliveredOn = sql<string>`coalesce((${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date, ${orders.delivery_date}, ${orders.order_date})::text`;

/** The periods due today for each rhythm (none when the day is not the one). */
export function periodsDue(today: string): { weekly: [string, string] | null; monthly: [string, string] | null } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekly: [string, string] | null = weekday === 1 ? [addDays(today, -7), addDays(today, -1)] : null;
  const firstOfMonth = today.endsWith('-01');
  const lastMonthEnd = addDays(today, -1);
  const monthly: [string, string] | null = firstOfMonth ? [`${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd] : null;
  return { weekly, monthly };
}

/** Issues what is due today; the numbers issued. */
export async function issueDueInvoices(db: Db, now: Date): Promise<string[]> {
  const today = bakeryDate(now);
  const { weekly, monthly } = periodsDue(today);
  const requests: { storeId: number; from: string; to: string }[] = [];
  const shops = await db
    .select({ id: stores.id, rhythm: stores.invoice_rhythm })
    .from(stores)
    .where(and(eq(stores.status, 'active'), isNotNull(stores.enterprise_number)));
  for (const shop of shops) {
    if (shop.rhythm === 'weekly' && weekly) requests.push({ storeId: shop.id, from: weekly[0], to: weekly[1] });
    if (shop.rhythm === 'monthly' && monthly) requests.push({ storeId: shop.id, from: monthly[0], to: monthly[1] });
  }
  const perDelivery = shops.filter((shop) => shop.rhythm === 'per_delivery').map((shop) => shop.id);
  if (perDelivery.length) {
    const days = await db
      .selectDistinct({ storeId: orders.store_id, day: deliveredOn })
      .from(orders)
      .where(and(eq(orders.status, 'delivered'), isNull(orders.invoice_id), sql`${orders.store_id} in (${sql.join(perDelivery.map((id) => sql`${id}`), sql`, `)})`, sql`${deliveredOn} < ${today}`));
    for (const row of days) requests.push({ storeId: row.storeId, from: row.day, to: row.day });
  }
  const issued: string[] = [];
  for (const request of requests) {
    try {
      const invoice = await issueInvoice(db, { storeId: request.storeId, dateFrom: request.from, dateTo: request.to, by: null, now });
      issued.push(invoice.number);
    } catch (error) {
      // Nothing to bill or details missing (409): passed over. Anything else is the run's failure.
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  }
  return issued;
}

/** The job: once a day across servers, when the setting invoiceAutoIssue is on; true when it issued any. */
export async function dailyInvoices(
  ctx: AppContext,
  log: FastifyBaseLogger,
  // The jobs framework's claim (services/jobs.ts), passed in so the two modules do not import each other.
  claimJob: (db: Db, name: string, now: Date, everyMs: number) => Promise<boolean>,
): Promise<boolean> {
  if (!(await readSettings(ctx.db)).invoiceAutoIssue) return false;
  const now = ctx.now();
  if (!(await claimJob(ctx.db, DAILY_INVOICES, now, DAY_MS))) return false;
  try {
    const issued = await issueDueInvoices(ctx.db, now);
    log.info({ invoices: issued.length }, 'daily invoices issued');
    await ctx.db.execute(sql`update scheduled_jobs set last_status = 'done' where name = ${DAILY_INVOICES}`);
    return issued.length > 0;
  } catch (error) {
    log.error({ err: error }, 'daily invoices failed');
    await ctx.db.execute(
      sql`update scheduled_jobs set last_status = 'failed', last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)} where name = ${DAILY_INVOICES}`,
    );
  }
  return true;
}
