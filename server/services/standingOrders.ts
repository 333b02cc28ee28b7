import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { bakeryDate, bakerySecondsOfDay } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import {
  cutoffPassed,
  standingMessages as m,
  type StandingExceptionInput,
  type StandingOrderInput,
  type StandingOrderRecord,
  type StandingPlan,
  type StandingException,
} from '../../src/domain/standing';
import type { Db, Tx } from '../db/client';
import { generatedOrders, products, productVariants, standingOrderExceptions, standingOrderLines, standingOrders, stores } from '../db/schema';
import type { Actor } from '../lib/actor';
import { badRequest, conflict, notFound } from '../lib/errors';
import { audit } from './audit';
import { readSettings } from './settings';
import { standingSuggestions } from './standingSuggestions';

// A shop's standing order (issue 30): its week of lines, validity and pauses, and its one-off changes.
// The generation (standingGenerate.ts) and the bake sheet read the plans through standingPlans().

/** The source a generated order's unique key names: one order per shop, day and source. */
export const STANDING_SOURCE = 'standing';

async function checkStoreExists(db: Db | Tx, storeId: number) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound(m.storeNotFound);
}

/**
 * Refuses (400 on the line's field) a product that does not exist or is not active, and one sold only as
 * one of its variants (issue 30): a standing order's line names no variant, so the order it would make
 * every day would be refused; the shop orders such a product on its orders instead.
 */
async function checkProducts(db: Db | Tx, ids: readonly number[], field: (index: number) => string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db.select({ id: products.id, name: products.name, status: products.status }).from(products).where(inArray(products.id, unique));
  const active = new Set(found.filter((row) => row.status === 'active').map((row) => row.id));
  const bad = ids.flatMap((id, index) => (active.has(id) ? [] : [{ field: field(index), message: m.productNotFound }]));
  if (bad.length) throw badRequest(m.productNotFound, bad);
  const sized = new Set(
    (
      await db
        .select({ id: productVariants.product_id })
        .from(productVariants)
        .where(and(inArray(productVariants.product_id, unique), eq(productVariants.status, 'active')))
    ).map((row) => row.id),
  );
  const nameOf = new Map(found.map((row) => [row.id, row.name]));
  const withVariants = ids.flatMap((id, index) =>
    sized.has(id) ? [{ field: field(index), message: format(m.productHasVariants, { name: nameOf.get(id) ?? '' }) }] : [],
  );
  if (withVariants.length) throw badRequest(withVariants[0]!.message, withVariants);
}

/** Every standing order (or one shop's), with its lines: what generation and the bake sheet plan from. */
export async function standingPlans(db: Db | Tx, storeIds?: readonly number[]): Promise<Map<number, StandingPlan>> {
  const heads = await db
    .select()
    .from(standingOrders)
    .where(storeIds ? inArray(standingOrders.store_id, [...storeIds]) : undefined);
  const plans = new Map<number, StandingPlan>();
  for (const head of heads) plans.set(head.store_id, { valid_from: head.valid_from, valid_until: head.valid_until, paused: head.paused, lines: [] });
  if (!plans.size) return plans;
  const lines = await db
    .select()
    .from(standingOrderLines)
    .where(inArray(standingOrderLines.store_id, [...plans.keys()]))
    .orderBy(asc(standingOrderLines.weekday), asc(standingOrderLines.product_id));
  for (const line of lines) (plans.get(line.store_id)!.lines as StandingPlan['lines'][number][]).push(line);
  return plans;
}

/** The one-off changes of one day, by shop. */
export async function exceptionsOn(db: Db | Tx, date: string): Promise<Map<number, StandingException[]>> {
  const rows = await db.select().from(standingOrderExceptions).where(eq(standingOrderExceptions.date, date));
  const out = new Map<number, StandingException[]>();
  for (const row of rows) out.set(row.store_id, [...(out.get(row.store_id) ?? []), row]);
  return out;
}

/** GET /stores/{id}/standing-orders. */
export async function readStandingOrder(db: Db, storeId: number, now: Date): Promise<StandingOrderRecord> {
  await checkStoreExists(db, storeId);
  const settings = await readSettings(db);
  const [head] = await db.select().from(standingOrders).where(eq(standingOrders.store_id, storeId));
  const plan = (await standingPlans(db, [storeId])).get(storeId);
  const exceptions = head
    ? await db
        .select({ date: standingOrderExceptions.date, product_id: standingOrderExceptions.product_id, quantity: standingOrderExceptions.quantity })
        .from(standingOrderExceptions)
        .where(and(eq(standingOrderExceptions.store_id, storeId), gte(standingOrderExceptions.date, bakeryDate(now))))
        .orderBy(asc(standingOrderExceptions.date), asc(standingOrderExceptions.product_id))
    : [];
  const { suggestions, window } = await standingSuggestions(db, storeId, plan, settings.standingReturnShare, now);
  return {
    store_id: storeId,
    exists: Boolean(head),
    lines: plan ? [...plan.lines].map(({ weekday, product_id, quantity }) => ({ weekday, product_id, quantity })) : [],
    valid_from: head?.valid_from ?? null,
    valid_until: head?.valid_until ?? null,
    paused: head?.paused ?? [],
    exceptions,
    cutoff_time: settings.standingCutoffTime,
    updated_at: head ? head.updated_at.toISOString() : null,
    suggestions,
    suggestion_share: settings.standingReturnShare,
    suggestion_from: window.from,
    suggestion_to: window.to,
  };
}

/** PUT /stores/{id}/standing-orders: the week replaces the one kept; one-off changes already entered stay. */
export async function saveStandingOrder(db: Db, storeId: number, input: StandingOrderInput, actor: Actor, now: Date) {
  await checkStoreExists(db, storeId);
  await checkProducts(db, input.lines.map((line) => line.product_id), (index) => `lines.${index}.product_id`);
  await db.transaction(async (tx) => {
    const values = { valid_from: input.valid_from, valid_until: input.valid_until, paused: input.paused, updated_by: actor.auth.user.id, updated_at: now };
    await tx
      .insert(standingOrders)
      .values({ store_id: storeId, ...values })
      .onConflictDoUpdate({ target: standingOrders.store_id, set: values });
    await tx.delete(standingOrderLines).where(eq(standingOrderLines.store_id, storeId));
    if (input.lines.length) await tx.insert(standingOrderLines).values(input.lines.map((line) => ({ store_id: storeId, ...line })));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'update',
      entity: 'standing_order',
      entityId: storeId,
      changes: { lines: input.lines.length, valid_from: input.valid_from, valid_until: input.valid_until, paused: input.paused },
      ip: actor.ip,
    });
  });
  return readStandingOrder(db, storeId, now);
}

/**
 * POST /stores/{id}/standing-orders/exceptions: before the cut-off of the day before only, and only while
 * that day's order is not made yet; afterwards the order itself is what changes (409 in Arabic).
 */
export async function saveException(db: Db, storeId: number, input: StandingExceptionInput, actor: Actor, now: Date) {
  await checkStoreExists(db, storeId);
  const [head] = await db.select({ id: standingOrders.store_id }).from(standingOrders).where(eq(standingOrders.store_id, storeId));
  if (!head) throw conflict(m.noStandingOrder);
  const { standingCutoffTime: cutoff } = await readSettings(db);
  if (cutoffPassed(input.date, bakeryDate(now), bakerySecondsOfDay(now), cutoff)) {
    throw conflict(format(m.cutoffPassed, { cutoff }));
  }
  await checkProducts(db, [input.product_id], () => 'product_id');
  await db.transaction(async (tx) => {
    // The shop's standing order, locked, as the generation locks it before reading the day's changes: a
    // generation running now either made the order already (refused here) or waits and includes this change.
    await tx.select({ id: standingOrders.store_id }).from(standingOrders).where(eq(standingOrders.store_id, storeId)).for('update');
    const [made] = await tx
      .select({ order_id: generatedOrders.order_id })
      .from(generatedOrders)
      .where(and(eq(generatedOrders.store_id, storeId), eq(generatedOrders.delivery_date, input.date), eq(generatedOrders.source, STANDING_SOURCE)));
    if (made) throw conflict(m.alreadyGenerated);
    await tx
      .insert(standingOrderExceptions)
      .values({ store_id: storeId, ...input, created_by: actor.auth.user.id, created_at: now })
      .onConflictDoUpdate({
        target: [standingOrderExceptions.store_id, standingOrderExceptions.date, standingOrderExceptions.product_id],
        set: { quantity: input.quantity, created_by: actor.auth.user.id, created_at: now },
      });
    await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'standing_order', entityId: storeId, changes: { exception: input }, ip: actor.ip });
  });
  return { store_id: storeId, ...input };
}
