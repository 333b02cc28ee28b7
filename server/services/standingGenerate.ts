import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bakeryDate, bakerySecondsOfDay } from '../../src/domain/dates';
import { dayToGenerate, plannedLines, secondsOfTime, standingMessages as m, type GenerateResult } from '../../src/domain/standing';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { generatedOrders, orders, sessions, standingOrders, stores, users } from '../db/schema';
import type { Actor } from '../lib/actor';
import { ApiError, badRequest } from '../lib/errors';
import { closedBetween } from './closedDays';
import { claimDaily, finishJob } from './jobClaim';
import { createOrder } from './ordersWrite';
import { setOrderStatus, type WriteClock } from './ordersStatus';
import { readSettings } from './settings';
import { exceptionsOn, STANDING_SOURCE, standingPlans } from './standingOrders';

// Orders made from standing orders (issue 30): POST /standing-orders/generate and the daily job at the
// cut-off. Each shop's order is made by the order-creation service itself (so it prices, checks credit and
// stock, numbers and audits like any order), in one transaction with its row in generated_orders, whose
// unique key (shop, delivery day, source) makes a second run, here or on another server, make nothing.

export const STANDING_JOB = 'standing-orders';

type MadeOrNot = { order_id: number; order_number: string } | 'already' | 'empty';

async function generateForShop(db: Db, storeId: number, date: string, status: 'confirmed' | 'draft', actor: Actor, clock: WriteClock): Promise<MadeOrNot> {
  return db.transaction(async (tx) => {
    // The shop's standing order, locked: a concurrent run for the same shop waits here, then finds the key
    // taken; a one-off change being entered (standingOrders.ts, saveException) waits or is refused.
    const [head] = await tx.select({ id: standingOrders.store_id }).from(standingOrders).where(eq(standingOrders.store_id, storeId)).for('update');
    if (!head) return 'empty';
    const [taken] = await tx
      .select({ order_id: generatedOrders.order_id })
      .from(generatedOrders)
      .where(and(eq(generatedOrders.store_id, storeId), eq(generatedOrders.delivery_date, date), eq(generatedOrders.source, STANDING_SOURCE)));
    if (taken) return 'already';
    const plan = (await standingPlans(tx, [storeId])).get(storeId);
    const lines = plan ? plannedLines(plan, (await exceptionsOn(tx, date)).get(storeId) ?? [], date, false) : [];
    if (!lines.length) return 'empty';
    // The key before the order: on PostgreSQL a twin transaction that slipped past the lock above fails
    // here on the primary key instead of making a second order.
    await tx.insert(generatedOrders).values({ store_id: storeId, delivery_date: date, source: STANDING_SOURCE });
    const items = lines.map((line) => ({ ...line, discount_amount: 0, gift_quantity: 0, gift_reason: null, notes: null }));
    const id = await createOrder(
      tx,
      { store_id: storeId, delivery_date: date, currency: 'EUR', notes: m.generatedNote, special_instructions: null, items },
      actor,
      clock,
    );
    if (status === 'confirmed') await setOrderStatus(tx, id, { status: 'confirmed' }, actor, clock);
    await tx
      .update(generatedOrders)
      .set({ order_id: id })
      .where(and(eq(generatedOrders.store_id, storeId), eq(generatedOrders.delivery_date, date), eq(generatedOrders.source, STANDING_SOURCE)));
    const [order] = await tx.select({ order_number: orders.order_number }).from(orders).where(eq(orders.id, id));
    return { order_id: id, order_number: order!.order_number };
  });
}

/**
 * Makes `date`'s orders from every active shop's standing order: nothing on a closed day, nothing for a
 * shop paused or outside its validity, one order per shop whatever the number of runs. A shop whose order
 * is refused (over its credit limit, a product short) is reported with the reason and tried again next run.
 */
export async function generateStandingOrders(db: Db, date: string, actor: Actor, clock: WriteClock): Promise<GenerateResult> {
  if (date < clock.today) throw badRequest(m.dateInPast, [{ field: 'date', message: m.dateInPast }]);
  const result: GenerateResult = { date, closed: (await closedBetween(db, date, date)).has(date), created: [], already: [], failed: [] };
  if (result.closed) return result;
  const { standingOrderStatus } = await readSettings(db);
  const planned = [...(await standingPlans(db)).keys()];
  if (!planned.length) return result;
  const shops = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, planned), eq(stores.status, 'active')))
    .orderBy(asc(stores.id));
  for (const { id } of shops) {
    try {
      const made = await generateForShop(db, id, date, standingOrderStatus, actor, clock);
      if (made === 'already') result.already.push(id);
      else if (made !== 'empty') result.created.push({ store_id: id, ...made });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.failed.push({ store_id: id, message: error.message });
    }
  }
  return result;
}

/**
 * Who the job's orders are made by: the bakery's first active admin (orders and audit entries name a
 * user). The session is a marker that exists nowhere: nothing the order services do reads it.
 */
async function jobActor(db: Db, now: Date): Promise<Actor | null> {
  const [admin] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return null;
  const session: typeof sessions.$inferSelect = {
    id: '00000000-0000-0000-0000-000000000000',
    token_hash: '',
    user_id: admin.id,
    created_at: now,
    expires_at: now,
    last_seen_at: now,
    revoked_at: now,
    ip: null,
    user_agent: STANDING_JOB,
    second_factor_pending: false,
  };
  return { auth: { user: { ...admin, role: 'admin' }, session }, ip: null };
}

/**
 * The daily job: once the cut-off has passed, tomorrow's orders. Claimed once a day across servers (its
 * scheduled_jobs row's last run must be before today's cut-off); the unique keys make even a second
 * claim harmless. Answers the number of orders made (jobs.ts names the job when it made any).
 */
export async function standingOrdersJob(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const { standingCutoffTime } = await readSettings(ctx.db);
  const now = ctx.now();
  const today = bakeryDate(now);
  const seconds = bakerySecondsOfDay(now);
  const date = dayToGenerate(today, seconds, standingCutoffTime);
  if (!date) return 0;
  if (!(await claimDaily(ctx.db, STANDING_JOB, now, secondsOfTime(standingCutoffTime)))) return 0;
  let failure: unknown = null;
  let made = 0;
  try {
    const actor = await jobActor(ctx.db, now);
    if (!actor) throw new Error('no active admin to make the orders as');
    const result = await generateStandingOrders(ctx.db, date, actor, { now, today });
    made = result.created.length;
    log.info({ date, created: result.created.length, already: result.already.length, failed: result.failed.length }, 'standing orders generated');
  } catch (error) {
    failure = error;
    log.error({ err: error }, 'standing orders generation failed');
  }
  await finishJob(ctx.db, STANDING_JOB, failure);
  return made;
}
