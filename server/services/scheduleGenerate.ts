import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, not, notExists, sql, TransactionRollbackError } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import {
  DEFAULT_VISIT_MINUTES,
  sameDayNotBefore,
  scheduleDateBounds,
  scheduleMessages as m,
  secondsToTime,
  timeToSeconds,
  type ScheduleReply,
} from '../../src/domain/schedule';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { orders, schedules, scheduleVisitOrders, scheduleVisits, stores, users, vehicles } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import type { Outbound } from '../lib/outbound';
import { audit } from './audit';
import { assignDistributor } from './ordersStatus';
import { planDayInWorker } from './routePlanner';
import { unoptimisedDistance, type Route } from './routing';
import { orderWeights, readSchedule, schedulableOrders } from './schedule';
import { timeAfterKept, timeRoutes, toProblem, windowOf, type DayPlan, type PlanStop, type PlanVehicle } from './schedulePlan';
import { claimRun, releaseRun, waitForRun } from './scheduleRuns';
import { roadMatrix } from './scheduleRoads';
import { readSettings } from './settings';
import type { Actor } from '../lib/actor';

// POST /distribution/system/trigger-schedule-generation (issues 16, 31). The day is read, planned in the
// planner's thread, then written in one short transaction: the day's visits already started or completed
// stay as they are; the others are dropped and the day's confirmed and in-progress orders not in a kept
// visit are planned again. Orders assigned to a distributor stay with
// them; the others go to active distributors with an active van, within the vans' carrying capacity when
// the products have weights. One visit per shop per distributor; shops without a location are left out
// (the reply lists them). Unassigned orders that get a route are assigned through the orders' own rules.

/** 400 on schedule_date unless it lies between the first order's date and a year from today. */
export async function checkScheduleDate(db: Db | Tx, date: string, today: string): Promise<void> {
  const [first] = await db.select({ day: sql<string | null>`min(${orders.order_date})::text` }).from(orders);
  const { min, max } = scheduleDateBounds(first?.day ?? null, today);
  if (date < min || date > max) {
    const message = format(m.scheduleDateRange, { min, max });
    throw badRequest(message, [{ field: 'schedule_date', message }]);
  }
}

interface PoolOrder {
  id: number;
  store_id: number;
  distributor_id: number | null;
}

interface Group {
  key: string;
  storeId: number;
  distributorId: number | null;
  /** A kept visit the orders join instead of a new one. */
  keptVisitId: number | null;
  orders: PoolOrder[];
}

type Reader = Db | Tx;

/** isVisitStarted's rule in SQL: neither in progress nor completed, and never arrived at. */
const notStarted = and(inArray(scheduleVisits.status, ['scheduled', 'delayed']), isNull(scheduleVisits.arrived_at))!;

/**
 * What a generation plans from, read as it will stand once the day's visits not yet started are dropped:
 * the started visits, the day's orders in none of them, the vans and the shops. Read once before the
 * search (outside any transaction, so the database serves others meanwhile) and again in the writing
 * transaction after the drop; the plan is written only when both readings agree.
 */
async function readInputs(db: Reader, date: string) {
  const dayOrders = await db.select({ id: orders.id }).from(orders).where(schedulableOrders(date)).orderBy(asc(orders.id));
  const kept = await db
    .select({ visit: scheduleVisits })
    .from(scheduleVisits)
    .innerJoin(schedules, eq(schedules.id, scheduleVisits.schedule_id))
    .where(and(eq(schedules.schedule_date, date), not(notStarted)))
    .orderBy(asc(scheduleVisits.distributor_id), asc(scheduleVisits.visit_order))
    .then((found) => found.map((row) => row.visit));
  const inStartedVisit = db
    .select({ one: sql`1` })
    .from(scheduleVisitOrders)
    .innerJoin(scheduleVisits, eq(scheduleVisits.id, scheduleVisitOrders.visit_id))
    .where(and(eq(scheduleVisitOrders.order_id, orders.id), not(notStarted)));
  const pool = await db
    .select({ id: orders.id, store_id: orders.store_id, distributor_id: orders.assigned_distributor_id })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .where(and(schedulableOrders(date), sql`${stores.latitude} is not null and ${stores.longitude} is not null`, notExists(inStartedVisit)))
    .orderBy(asc(orders.id));
  const vans = await db
    .select({ distributor_id: users.id, capacity: vehicles.carrying_capacity })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.assigned_distributor_id, users.id))
    .where(and(eq(users.role, 'distributor'), eq(users.status, 'active'), eq(vehicles.status, 'active')))
    .orderBy(asc(users.id));
  const weights = await orderWeights(db, pool.map((order) => order.id));
  const storeIds = [...new Set([...kept.map((visit) => visit.store_id), ...pool.map((order) => order.store_id)])].sort((a, b) => a - b);
  const storeRows = storeIds.length
    ? await db
        .select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude, from: stores.receiving_from, to: stores.receiving_to })
        .from(stores)
        .where(inArray(stores.id, storeIds))
        .orderBy(asc(stores.id))
    : [];
  return { dayOrders, kept, pool, vans, weights: [...weights], storeRows };
}

type Inputs = Awaited<ReturnType<typeof readInputs>>;

/** Whether two readings would give the same plan (the visits' timestamps aside). */
function sameInputs(a: Inputs, b: Inputs): boolean {
  const plain = (inputs: Inputs) =>
    JSON.stringify({ ...inputs, kept: inputs.kept.map((visit) => [visit.id, visit.store_id, visit.distributor_id, visit.estimated_duration, visit.status]) });
  return plain(a) === plain(b);
}

/** What the search needs, built from a reading: the problem, and each van's kept stops in their order. */
interface Start {
  outbound: Outbound;
  routingUrl: string;
  bakery: { lat: number; lng: number };
  startSeconds: number;
  /** Today's day planned after its start: no van leaves, nor arrives anywhere, before this (sameDayNotBefore). */
  notBefore: number | null;
}

async function buildProblem(inputs: Inputs, { outbound, routingUrl, bakery, startSeconds, notBefore }: Start) {
  const { kept, pool, vans, storeRows } = inputs;
  const weights = new Map(inputs.weights);
  const groups = groupOrders(pool, kept);
  // Capacities apply only when some product of the day has a weight; otherwise no load is known.
  const weighed = [...weights.values()].some((kg) => kg !== null);
  const vehicleIds = new Set<number>([
    ...vans.map((van) => van.distributor_id),
    ...kept.map((visit) => visit.distributor_id),
    ...groups.flatMap((group) => (group.distributorId === null ? [] : [group.distributorId])),
  ]);
  // A van with kept visits left the bakery at the start time; the others leave now at the earliest.
  const planVehicles: PlanVehicle[] = [...vehicleIds].sort((a, b) => a - b).map((id) => ({
    id,
    capacityKg: weighed ? (vans.find((van) => van.distributor_id === id)?.capacity ?? null) : null,
    startSeconds: kept.some((visit) => visit.distributor_id === id) ? startSeconds : Math.max(startSeconds, notBefore ?? 0),
  }));
  // A kept visit's shop may have lost its location since: it stays on the route at the bakery's row.
  const located = storeRows.filter((row) => row.latitude !== null && row.longitude !== null);
  const rowOf = new Map<number, number>(storeRows.map((row) => [row.id, 0]));
  located.forEach((row, i) => rowOf.set(row.id, i + 1));
  const { matrix, source } = await roadMatrix(outbound, routingUrl, [bakery, ...located.map((row) => ({ lat: row.latitude!, lng: row.longitude! }))]);
  const windowOfStore = new Map(storeRows.map((row) => [row.id, windowOf(row.from, row.to)]));
  const kgOf = (list: PoolOrder[]) => {
    if (!weighed) return null;
    return list.reduce((sum, order) => sum + (weights.get(order.id) ?? 0), 0);
  };
  const keptStops: PlanStop[] = kept.map((visit) => ({
    key: `k${visit.id}`,
    storeId: visit.store_id,
    serviceMinutes: visit.estimated_duration,
    demandKg: kgOf(groups.find((group) => group.keptVisitId === visit.id)?.orders ?? []),
    window: windowOfStore.get(visit.store_id) ?? null,
    fixedVehicle: visit.distributor_id,
  }));
  const newGroups = groups.filter((group) => group.keptVisitId === null);
  const freeStops: PlanStop[] = newGroups.map((group) => ({
    key: group.key,
    storeId: group.storeId,
    serviceMinutes: DEFAULT_VISIT_MINUTES,
    demandKg: kgOf(group.orders),
    window: windowOfStore.get(group.storeId) ?? null,
    fixedVehicle: group.distributorId,
  }));
  const problem = toProblem(matrix, rowOf, [...keptStops, ...freeStops], planVehicles);
  const keptKeys = new Map<number, string[]>();
  for (const visit of kept) keptKeys.set(visit.distributor_id, [...(keptKeys.get(visit.distributor_id) ?? []), `k${visit.id}`]);
  return { problem, keptKeys, groups, newGroups, source };
}

/** Tries of a generation whose day changed during the search before it gives up with a 409. */
const ATTEMPTS = 3;

/**
 * The day's schedule, planned. The search runs in the planner's thread between two short database
 * steps; a request for a day already being planned waits for that run and answers its result.
 */
export async function generateSchedule(ctx: AppContext, date: string, actor: Actor): Promise<ScheduleReply> {
  const started = ctx.now();
  await checkScheduleDate(ctx.db, date, bakeryDate(started));
  const settings = await readSettings(ctx.db);
  const bakery = { lat: settings.bakeryLatitude, lng: settings.bakeryLongitude };
  const start: Start = {
    outbound: ctx.outbound,
    routingUrl: settings.routingUrl,
    bakery,
    startSeconds: timeToSeconds(settings.routeStartTime || '07:00'),
    notBefore: sameDayNotBefore(date, started),
  };
  const options = { seed: 1, timeLimitMs: settings.routePlanSeconds * 1000 };
  const replanOptions = { seed: 1, timeLimitMs: settings.routeReplanSeconds * 1000 };
  const runId = randomUUID();
  if (!(await claimRun(ctx.db, date, runId, options.timeLimitMs + replanOptions.timeLimitMs))) {
    await waitForRun(ctx.db, date);
    return readSchedule(ctx.db, ctx.outbound, settings, date);
  }
  try {
    for (let attempt = 1; ; attempt++) {
      const inputs = await readInputs(ctx.db, date);
      if (!inputs.dayOrders.length && !inputs.kept.length) throw conflict(m.noOrdersToSchedule);
      const built = await buildProblem(inputs, start);
      const plan = built.problem.vehicles.length
        ? await planDayInWorker({ problem: built.problem, keptKeys: built.keptKeys, notBefore: start.notBefore, options, replanOptions })
        : null;
      const written = await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        // The upsert locks the day's row: a visit moved meanwhile waits for this transaction.
        const [schedule] = await tx
          .insert(schedules)
          .values({ schedule_date: date, generated_at: now, generated_by: actor.auth.user.id })
          .onConflictDoUpdate({ target: schedules.schedule_date, set: { generated_at: now, generated_by: actor.auth.user.id, updated_at: now } })
          .returning();
        await dropOpenVisits(tx, schedule!.id, inputs.dayOrders.map((order) => order.id));
        if (!sameInputs(inputs, await readInputs(tx, date))) {
          // The day changed during the search (an order confirmed, a visit started): plan it again.
          tx.rollback();
        }
        await writePlan(tx, { schedule: schedule!, built, plan, inputs, actor, now, notBefore: start.notBefore });
        // This run ends as the transaction commits: the day it answers is no longer being planned.
        return { ...(await readSchedule(tx, ctx.outbound, settings, date)), planning_since: null };
      }).catch((error: unknown) => {
        if (error instanceof TransactionRollbackError && attempt < ATTEMPTS) return null;
        if (error instanceof TransactionRollbackError) throw conflict(m.dayChangedWhilePlanning);
        throw error;
      });
      if (written) return written;
    }
  } finally {
    await releaseRun(ctx.db, date, runId);
  }
}

/** Drops the day's visits not yet started, and the not-started visits of other days holding this day's orders. */
async function dropOpenVisits(tx: Tx, scheduleId: number, dayIds: number[]): Promise<void> {
  await tx.delete(scheduleVisits).where(and(eq(scheduleVisits.schedule_id, scheduleId), notStarted));
  if (!dayIds.length) return;
  // An order whose delivery day moved leaves the not-started visit of its old day.
  const open = tx.select({ id: scheduleVisits.id }).from(scheduleVisits).where(notStarted);
  await tx.delete(scheduleVisitOrders).where(and(inArray(scheduleVisitOrders.order_id, dayIds), inArray(scheduleVisitOrders.visit_id, open)));
  await tx
    .delete(scheduleVisits)
    .where(and(notStarted, notExists(tx.select({ one: sql`1` }).from(scheduleVisitOrders).where(eq(scheduleVisitOrders.visit_id, scheduleVisits.id)))));
}

interface WriteArgs {
  schedule: typeof schedules.$inferSelect;
  built: Awaited<ReturnType<typeof buildProblem>>;
  plan: DayPlan | null;
  inputs: Inputs;
  actor: Actor;
  now: Date;
  notBefore: number | null;
}

/** Stores the plan: new visits in route order, kept ones renumbered, orders assigned, the day's figures. */
async function writePlan(tx: Tx, { schedule, built, plan, inputs, actor, now, notBefore }: WriteArgs): Promise<void> {
  const { problem, groups, newGroups, source } = built;
  const unplaced: Record<string, 'capacity' | 'no_distributor'> = {};
  let whole = new Map<number, Route>();
  if (plan) {
    whole = timeRoutes(problem, plan.routes);
    for (const key of plan.solution.unassigned.map(String)) {
      for (const order of newGroups.find((group) => group.key === key)?.orders ?? []) unplaced[String(order.id)] = 'capacity';
    }
  } else {
    for (const group of newGroups) for (const order of group.orders) unplaced[String(order.id)] = 'no_distributor';
  }

  // Per van, its kept visits (their places only) then the new ones, timed from where the van will be.
  for (const { vehicleId: distributorId, keptKeys, restKeys } of plan?.routes ?? []) {
    for (const [i, key] of keptKeys.entries()) {
      await tx.update(scheduleVisits).set({ visit_order: i + 1, updated_at: now }).where(eq(scheduleVisits.id, Number(key.slice(1))));
    }
    for (const [j, stop] of timeAfterKept(problem, distributorId, keptKeys, restKeys, notBefore).entries()) {
      const i = keptKeys.length + j;
      const group = newGroups.find((item) => item.key === String(stop.id))!;
      const [visit] = await tx
        .insert(scheduleVisits)
        .values({
          schedule_id: schedule.id,
          distributor_id: distributorId,
          store_id: group.storeId,
          visit_order: i + 1,
          planned_arrival: secondsToTime(stop.arrivalSeconds),
          estimated_duration: DEFAULT_VISIT_MINUTES,
          distance_from_previous_m: Math.round(stop.distanceFromPreviousM),
          duration_from_previous_s: Math.round(stop.durationFromPreviousS),
          late: stop.late,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: scheduleVisits.id });
      group.keptVisitId = visit!.id;
      group.distributorId = distributorId;
    }
  }
  for (const group of groups) {
    if (group.keptVisitId === null || group.distributorId === null) continue;
    await tx.insert(scheduleVisitOrders).values(group.orders.map((order) => ({ visit_id: group.keptVisitId!, order_id: order.id })));
    for (const order of group.orders) {
      if (order.distributor_id !== group.distributorId) {
        await assignDistributor(tx, order.id, group.distributorId, undefined, actor, now);
      }
    }
  }
  const planned = [...whole.values()].reduce((sum, route) => sum + route.distanceM, 0);
  await tx
    .update(schedules)
    .set({
      road_source: source,
      unplaced,
      planned_distance_m: plan ? Math.round(planned) : null,
      unoptimised_distance_m: plan ? Math.round(unoptimisedDistance(problem)) : null,
      updated_at: now,
    })
    .where(eq(schedules.id, schedule.id));
  await audit(tx, {
    userId: actor.auth.user.id,
    action: 'generate',
    entity: 'schedule',
    entityId: schedule.id,
    changes: {
      schedule_date: schedule.schedule_date,
      kept_visits: inputs.kept.length,
      planned_orders: inputs.pool.length - Object.keys(unplaced).length,
      road_source: source,
    },
    ip: actor.ip,
  });
}

/**
 * Orders to visits: an assigned order's shop is one stop of its distributor; an unassigned order joins
 * a stop its shop already has (assigned or kept and still open), else its shop is one free stop.
 */
function groupOrders(pool: PoolOrder[], kept: (typeof scheduleVisits.$inferSelect)[]): Group[] {
  const groups: Group[] = [];
  const find = (storeId: number, distributorId: number | null) =>
    groups.find((group) => group.storeId === storeId && group.distributorId === distributorId);
  const open = kept.filter((visit) => visit.status !== 'completed');
  const add = (order: PoolOrder, distributorId: number | null) => {
    let group = find(order.store_id, distributorId);
    if (!group) {
      const keptVisit = open.find((visit) => visit.store_id === order.store_id && visit.distributor_id === distributorId);
      group = { key: `g${groups.length}`, storeId: order.store_id, distributorId, keptVisitId: keptVisit?.id ?? null, orders: [] };
      groups.push(group);
    }
    group.orders.push(order);
  };
  for (const order of pool) if (order.distributor_id !== null) add(order, order.distributor_id);
  for (const order of pool) {
    if (order.distributor_id !== null) continue;
    const assignedHere = groups.find((group) => group.storeId === order.store_id && group.distributorId !== null);
    const keptHere = open.find((visit) => visit.store_id === order.store_id);
    add(order, assignedHere?.distributorId ?? keptHere?.distributor_id ?? null);
  }
  return groups;
}
