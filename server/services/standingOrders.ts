import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { bakeryDate, bakerySecondsOfDay } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { sizeProblem, type SizeProblem } from '../../src/domain/pricing/rules';
import {
  cutoffPassed,
  standingMessages as m,
  type StandingExceptionInput,
  type StandingOrderInput,
  type StandingOrderRecord,
  type PlanException,
  type PlanLine,
  type StandingPlan,
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

/** A line as the checks read it: its product and the size it names, if any. */
interface LineChoice {
  product_id: number;
  variant_id: number | null;
}

/**
 * Refuses (400 at the line's fields, every problem at once) a product that does not exist or is not
 * active, and a line whose size does not fit (issue 30): a product with active variants is sold only as
 * one of them, so its line must name one (as an order line must, or the daily order would be refused);
 * a size named must be an active variant of that product.
 */
async function checkLines(db: Db | Tx, lines: readonly LineChoice[], field: (index: number, name: string) => string) {
  const unique = [...new Set(lines.map((line) => line.product_id))];
  if (!unique.length) return;
  const found = await db.select({ id: products.id, name: products.name, status: products.status }).from(products).where(inArray(products.id, unique));
  const active = new Set(found.filter((row) => row.status === 'active').map((row) => row.id));
  const bad = lines.flatMap((line, index) => (active.has(line.product_id) ? [] : [{ field: field(index, 'product_id'), message: m.productNotFound }]));
  if (bad.length) throw badRequest(m.productNotFound, bad);
  const named = lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id]));
  const variantRows = await db
    .select({ id: productVariants.id, product_id: productVariants.product_id, status: productVariants.status })
    .from(productVariants)
    .where(or(inArray(productVariants.product_id, unique), named.length ? inArray(productVariants.id, named) : undefined));
  const variants = new Map(variantRows.map((row) => [row.id, row]));
  const sized = new Set(variantRows.filter((row) => row.status === 'active').map((row) => row.product_id));
  const nameOf = new Map(found.map((row) => [row.id, row.name]));
  const wrong = lines.flatMap((line, index) => {
    const problem = sizeProblem(line, variants.get(line.variant_id ?? 0), sized.has(line.product_id));
    return problem ? [{ field: field(index, 'variant_id'), message: sizeMessage(problem, nameOf.get(line.product_id) ?? '') }] : [];
  });
  if (wrong.length) throw badRequest(wrong[0]!.message, wrong);
}

/** The standing-order words for a size problem (sizeProblem, the rule order lines share). */
function sizeMessage(problem: SizeProblem, name: string): string {
  if (problem === 'required') return format(m.variantRequired, { name });
  if (problem === 'not_found') return m.variantNotFound;
  return problem === 'other_product' ? m.variantNotOfProduct : m.variantInactive;
}

/** Every standing order (or one shop's), with its lines: what generation and the bake sheet plan from. */
export async function standingPlans(db: Db | Tx, storeIds?: readonly number[]): Promise<Map<number, StandingPlan>> {
  const heads = await db
    .select()
    .from(standingOrders)
    .where(storeIds ? inArray(standingOrders.store_id, [...storeIds]) : undefined);
  const plans = new Map<number, StandingPlan & { lines: PlanLine[] }>();
  for (const head of heads) plans.set(head.store_id, { valid_from: head.valid_from, valid_until: head.valid_until, paused: head.paused, lines: [] });
  if (!plans.size) return plans;
  const lines = await db
    .select()
    .from(standingOrderLines)
    .where(inArray(standingOrderLines.store_id, [...plans.keys()]))
    .orderBy(asc(standingOrderLines.weekday), asc(standingOrderLines.product_id), asc(sql`coalesce(${standingOrderLines.variant_id}, 0)`));
  for (const line of lines) plans.get(line.store_id)!.lines.push(line);
  return plans;
}

/** The one-off changes of one day, by shop. */
export async function exceptionsOn(db: Db | Tx, date: string): Promise<Map<number, PlanException[]>> {
  const rows = await db.select().from(standingOrderExceptions).where(eq(standingOrderExceptions.date, date));
  const out = new Map<number, PlanException[]>();
  for (const row of rows) out.set(row.store_id, [...(out.get(row.store_id) ?? []), row]);
  return out;
}

/** A line's size fields: present only when it names a size, so a product's own line reads as before sizes. */
const withSize = (variant_id: number | null, variant_name: string | null) => (variant_id === null ? {} : { variant_id, variant_name });

/** The names of the sizes some lines name, by id. */
async function variantNames(db: Db | Tx, lines: readonly { variant_id?: number | null }[]): Promise<Map<number, string>> {
  const ids = [...new Set(lines.flatMap((line) => (line.variant_id == null ? [] : [line.variant_id])))];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** GET /stores/{id}/standing-orders. */
export async function readStandingOrder(db: Db, storeId: number, now: Date): Promise<StandingOrderRecord> {
  await checkStoreExists(db, storeId);
  const settings = await readSettings(db);
  const [head] = await db.select().from(standingOrders).where(eq(standingOrders.store_id, storeId));
  const plan = (await standingPlans(db, [storeId])).get(storeId);
  const exceptions = head
    ? await db
        .select({
          date: standingOrderExceptions.date,
          product_id: standingOrderExceptions.product_id,
          quantity: standingOrderExceptions.quantity,
          variant_id: standingOrderExceptions.variant_id,
          variant_name: productVariants.name,
        })
        .from(standingOrderExceptions)
        .leftJoin(productVariants, eq(productVariants.id, standingOrderExceptions.variant_id))
        .where(and(eq(standingOrderExceptions.store_id, storeId), gte(standingOrderExceptions.date, bakeryDate(now))))
        .orderBy(asc(standingOrderExceptions.date), asc(standingOrderExceptions.product_id), asc(productVariants.name))
    : [];
  // Suggestions come from returns, which name products, not sizes: they read the product's own lines.
  const ownLines = plan && { ...plan, lines: plan.lines.filter((line) => line.variant_id == null) };
  const { suggestions, window } = await standingSuggestions(db, storeId, ownLines, settings.standingReturnShare, now);
  const sizeNames = await variantNames(db, plan?.lines ?? []);
  return {
    store_id: storeId,
    exists: Boolean(head),
    lines: plan
      ? plan.lines.map(({ weekday, product_id, quantity, variant_id }) => ({
          weekday,
          product_id,
          quantity,
          ...withSize(variant_id ?? null, variant_id == null ? null : (sizeNames.get(variant_id) ?? null)),
        }))
      : [],
    valid_from: head?.valid_from ?? null,
    valid_until: head?.valid_until ?? null,
    paused: head?.paused ?? [],
    exceptions: exceptions.map(({ variant_id, variant_name, ...change }) => ({ ...change, ...withSize(variant_id, variant_name) })),
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
  await checkLines(db, input.lines, (index, name) => `lines.${index}.${name}`);
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
  await checkLines(db, [input], (_index, name) => name);
  await db.transaction(async (tx) => {
    // The shop's standing order, locked, as the generation locks it before reading the day's changes: a
    // generation running now either made the order already (refused here) or waits and includes this change.
    await tx.select({ id: standingOrders.store_id }).from(standingOrders).where(eq(standingOrders.store_id, storeId)).for('update');
    const [made] = await tx
      .select({ order_id: generatedOrders.order_id })
      .from(generatedOrders)
      .where(and(eq(generatedOrders.store_id, storeId), eq(generatedOrders.delivery_date, input.date), eq(generatedOrders.source, STANDING_SOURCE)));
    if (made) throw conflict(m.alreadyGenerated);
    // The day's change for this product and size replaces the one kept. Its unique index is over an
    // expression (a size of 0 for none), which an ON CONFLICT target cannot name here; the shop's lock
    // above lets no other change for it in between.
    await tx
      .delete(standingOrderExceptions)
      .where(
        and(
          eq(standingOrderExceptions.store_id, storeId),
          eq(standingOrderExceptions.date, input.date),
          eq(standingOrderExceptions.product_id, input.product_id),
          input.variant_id === null ? isNull(standingOrderExceptions.variant_id) : eq(standingOrderExceptions.variant_id, input.variant_id),
        ),
      );
    await tx.insert(standingOrderExceptions).values({ store_id: storeId, ...input, created_by: actor.auth.user.id, created_at: now });
    await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'standing_order', entityId: storeId, changes: { exception: input }, ip: actor.ip });
  });
  const { variant_id, ...change } = input;
  return { store_id: storeId, ...change, ...withSize(variant_id, variant_id === null ? null : ((await variantNames(db, [input])).get(variant_id) ?? null)) };
}
