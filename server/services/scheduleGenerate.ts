import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
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
import { audit } from './audit';
import { assignDistributor } from './ordersStatus';
import { solve, type PlannedStop } from './routing';
import { orderWeights, readSchedule, schedulableOrders } from './schedule';
import { orderAfterKept, timeAfterKept, toProblem, windowOf, type PlanStop, type PlanVehicle } from './schedulePlan';
import { roadMatrix } from './scheduleRoads';
import { readSettings } from './settings';
import type { Actor } from './stores';

// POST /distribution/system/trigger-schedule-generation (issue 16). In one transaction: the day's visits
// already started or completed stay as they are; the others are dropped and the day's confirmed and
// in-progress orders not in a kept visit are planned again. Orders assigned to a distributor stay with
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

export async function generateSchedule(ctx: AppContext, date: string, actor: Actor): Promise<ScheduleReply> {
  const now = ctx.now();
  await checkScheduleDate(ctx.db, date, bakeryDate(now));
  const settings = await readSettings(ctx.db);
  const bakery = { lat: settings.bakeryLatitude, lng: settings.bakeryLongitude };
  const startSeconds = timeToSeconds(settings.routeStartTime || '07:00');
  // Today's day planned after its start: no van leaves, nor arrives anywhere, before now.
  const notBefore = sameDayNotBefore(date, now);

  return ctx.db.transaction(async (tx) => {
    // The upsert locks the day's row: two generations of one day run one after the other.
    const [schedule] = await tx
      .insert(schedules)
      .values({ schedule_date: date, generated_at: now, generated_by: actor.auth.user.id })
      .onConflictDoUpdate({ target: schedules.schedule_date, set: { generated_at: now, generated_by: actor.auth.user.id, updated_at: now } })
      .returning();
    // isVisitStarted's rule in SQL: neither in progress nor completed, and never arrived at.
    const notStarted = and(inArray(scheduleVisits.status, ['scheduled', 'delayed']), isNull(scheduleVisits.arrived_at));
    await tx.delete(scheduleVisits).where(and(eq(scheduleVisits.schedule_id, schedule!.id), notStarted));

    const dayOrders = await tx
      .select({ id: orders.id, store_id: orders.store_id, distributor_id: orders.assigned_distributor_id })
      .from(orders)
      .where(schedulableOrders(date))
      .orderBy(asc(orders.id));
    const dayIds = dayOrders.map((order) => order.id);
    if (dayIds.length) {
      // An order whose delivery day moved leaves the not-started visit of its old day.
      const open = tx.select({ id: scheduleVisits.id }).from(scheduleVisits).where(notStarted);
      await tx.delete(scheduleVisitOrders).where(and(inArray(scheduleVisitOrders.order_id, dayIds), inArray(scheduleVisitOrders.visit_id, open)));
      await tx
        .delete(scheduleVisits)
        .where(and(notStarted, notExists(tx.select({ one: sql`1` }).from(scheduleVisitOrders).where(eq(scheduleVisitOrders.visit_id, scheduleVisits.id)))));
    }
    const kept = await tx
      .select()
      .from(scheduleVisits)
      .where(eq(scheduleVisits.schedule_id, schedule!.id))
      .orderBy(asc(scheduleVisits.distributor_id), asc(scheduleVisits.visit_order));
    const pool = await tx
      .select({ id: orders.id, store_id: orders.store_id, distributor_id: orders.assigned_distributor_id })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.store_id))
      .where(
        and(
          schedulableOrders(date),
          sql`${stores.latitude} is not null and ${stores.longitude} is not null`,
          notExists(tx.select({ one: sql`1` }).from(scheduleVisitOrders).where(eq(scheduleVisitOrders.order_id, orders.id))),
        ),
      )
      .orderBy(asc(orders.id));
    if (!dayOrders.length && !kept.length) throw conflict(m.noOrdersToSchedule);

    const vans = await tx
      .select({ distributor_id: users.id, capacity: vehicles.carrying_capacity })
      .from(users)
      .innerJoin(vehicles, eq(vehicles.assigned_distributor_id, users.id))
      .where(and(eq(users.role, 'distributor'), eq(users.status, 'active'), eq(vehicles.status, 'active')))
      .orderBy(asc(users.id));

    const groups = groupOrders(pool, kept);
    const weights = await orderWeights(tx, pool.map((order) => order.id));
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

    const storeIds = [...new Set([...kept.map((visit) => visit.store_id), ...groups.map((group) => group.storeId)])];
    const storeRows = storeIds.length
      ? await tx
          .select({ id: stores.id, latitude: stores.latitude, longitude: stores.longitude, from: stores.receiving_from, to: stores.receiving_to })
          .from(stores)
          .where(inArray(stores.id, storeIds))
      : [];
    // A kept visit's shop may have lost its location since: it stays on the route at the bakery's row.
    const located = storeRows.filter((row) => row.latitude !== null && row.longitude !== null);
    const rowOf = new Map<number, number>(storeIds.map((id) => [id, 0]));
    located.forEach((row, i) => rowOf.set(row.id, i + 1));
    const { matrix, source } = await roadMatrix(ctx.outbound, settings.routingUrl, [bakery, ...located.map((row) => ({ lat: row.latitude!, lng: row.longitude! }))]);
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
    const unplaced: Record<string, 'capacity' | 'no_distributor'> = {};
    // Per van, its kept visits (their places only) then the new ones, timed from where the van will be.
    const timed = new Map<number, { keptKeys: string[]; stops: PlannedStop[] }>();
    if (planVehicles.length) {
      const solution = solve(problem, { seed: 1 });
      for (const route of solution.routes) {
        const vehicleId = Number(route.vehicleId);
        const keptKeys = kept.filter((visit) => visit.distributor_id === vehicleId).map((visit) => `k${visit.id}`);
        const rest = route.stops.map((stop) => String(stop.id)).filter((key) => !key.startsWith('k'));
        const ordered = orderAfterKept(problem, vehicleId, keptKeys, rest, notBefore);
        timed.set(vehicleId, { keptKeys, stops: timeAfterKept(problem, vehicleId, keptKeys, ordered, notBefore) });
      }
      for (const key of solution.unassigned.map(String)) {
        for (const order of newGroups.find((group) => group.key === key)?.orders ?? []) unplaced[String(order.id)] = 'capacity';
      }
    } else {
      for (const group of newGroups) for (const order of group.orders) unplaced[String(order.id)] = 'no_distributor';
    }

    for (const [distributorId, route] of timed) {
      for (const [i, key] of route.keptKeys.entries()) {
        await tx.update(scheduleVisits).set({ visit_order: i + 1, updated_at: now }).where(eq(scheduleVisits.id, Number(key.slice(1))));
      }
      for (const [j, stop] of route.stops.entries()) {
        const i = route.keptKeys.length + j;
        const group = newGroups.find((item) => item.key === String(stop.id))!;
        const [visit] = await tx
          .insert(scheduleVisits)
          .values({
            schedule_id: schedule!.id,
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
    await tx.update(schedules).set({ road_source: source, unplaced, updated_at: now }).where(eq(schedules.id, schedule!.id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'generate',
      entity: 'schedule',
      entityId: schedule!.id,
      changes: { schedule_date: date, kept_visits: kept.length, planned_orders: pool.length - Object.keys(unplaced).length, road_source: source },
      ip: actor.ip,
    });
    return readSchedule(tx, ctx.outbound, settings, date);
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
