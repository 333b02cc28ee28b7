import { asc, and, eq, inArray, ne } from 'drizzle-orm';
import path from 'node:path';
import { canAccess, ownsRow } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import { errors, format } from '../../src/domain/messages';
import { fromCents, remainingCents, toCents } from '../../src/domain/orders/rules';
import { orderPaymentSchema } from '../../src/domain/orders/schemas';
import {
  canMoveVisit,
  sameDayNotBefore,
  scheduleMessages as m,
  secondsToTime,
  timeToSeconds,
  visitStatusNames,
  isVisitStarted,
  visitStatusOf,
  type DeliveryProofFields,
  type ScheduleItem,
  type ScheduleReply,
  type VisitMoveBody,
  type VisitStatusBody,
} from '../../src/domain/schedule';
import type { ServerConfig } from '../config';
import type { AppContext } from '../context';
import type { Outbound } from '../lib/outbound';
import type { Db, Tx } from '../db/client';
import { deliveryProofs, orders, schedules, scheduleVisitOrders, scheduleVisits, stores, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { audit } from './audit';
import { recordPayment } from './ordersPayments';
import { assignDistributor, setOrderStatus, type WriteClock } from './ordersStatus';
import { productImagesDir } from './productsImages';
import { readSchedule } from './schedule';
import { planRouteOrder } from './routing';
import { timeAfterKept, toProblem, windowOf, type PlanStop } from './schedulePlan';
import { roadMatrix } from './scheduleRoads';
import { readSettings } from './settings';
import type { Actor, Auth } from '../lib/actor';

// A visit worked through on the road (arrive, delay with a reason, deliver with proof) and rearranged
// from the office (another place in the route, another distributor). Orders move through the orders'
// own rules (status moves, assignment, payments), inside the visit's transaction.

export const SIGNATURE_URL_PREFIX = '/api/uploads/signatures/';
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

/** DATA_DIR/uploads/signatures, beside the products' images and the avatars. */
export function signaturesDir(config: Pick<ServerConfig, 'dataDir' | 'uploadsDir'>): string {
  return path.join(path.dirname(productImagesDir(config)), 'signatures');
}

/**
 * GET /uploads/signatures/{file}: a signature is part of the orders it proves, so whoever may read one
 * of them may see it; a distributor (limited to their own orders) only on their own visits' proofs.
 */
export async function checkSignatureReader(db: Db, auth: Auth, file: string): Promise<void> {
  const [proof] = await db
    .select({ visit_id: deliveryProofs.visit_id, distributor_id: scheduleVisits.distributor_id })
    .from(deliveryProofs)
    .innerJoin(scheduleVisits, eq(scheduleVisits.id, deliveryProofs.visit_id))
    .where(eq(deliveryProofs.signature_url, `${SIGNATURE_URL_PREFIX}${file}`));
  if (!proof) throw notFound(errors.fileNotFound);
  if (ownsRow(auth.user, 'orders', proof.distributor_id)) return;
  const owners = await db
    .select({ distributor: orders.assigned_distributor_id })
    .from(scheduleVisitOrders)
    .innerJoin(orders, eq(orders.id, scheduleVisitOrders.order_id))
    .where(eq(scheduleVisitOrders.visit_id, proof.visit_id));
  if (!owners.some((row) => ownsRow(auth.user, 'orders', row.distributor))) throw forbidden();
}

type VisitRow = typeof scheduleVisits.$inferSelect;

async function lockVisit(tx: Tx, id: number, auth: Auth): Promise<VisitRow & { schedule_date: string }> {
  const [row] = await tx
    .select({ visit: scheduleVisits, schedule_date: schedules.schedule_date })
    .from(scheduleVisits)
    .innerJoin(schedules, eq(schedules.id, scheduleVisits.schedule_id))
    .where(eq(scheduleVisits.id, id))
    .for('update', { of: scheduleVisits });
  if (!row) throw notFound(m.visitNotFound);
  if (!ownsRow(auth.user, 'schedule', row.visit.distributor_id)) throw forbidden();
  return { ...row.visit, schedule_date: row.schedule_date };
}

async function ordersOfVisit(tx: Tx, visitId: number) {
  return tx
    .select({ id: orders.id, status: orders.status, final: orders.final_amount_eur, paid: orders.paid_amount_eur, distributor: orders.assigned_distributor_id })
    .from(scheduleVisitOrders)
    .innerJoin(orders, eq(orders.id, scheduleVisitOrders.order_id))
    .where(eq(scheduleVisitOrders.visit_id, visitId))
    .orderBy(asc(orders.id))
    // Every order of the visit locked first, in id order: each order's write then locks its shop, so a
    // payment on one of them meanwhile cannot hold that order while this one holds the shop.
    .for('update', { of: orders });
}

const clockOf = (ctx: AppContext): WriteClock => {
  const now = ctx.now();
  return { now, today: bakeryDate(now) };
};

async function itemOf(tx: Tx, outbound: Outbound, visitId: number): Promise<ScheduleItem> {
  const [row] = await tx
    .select({ date: schedules.schedule_date, distributor: scheduleVisits.distributor_id })
    .from(scheduleVisits)
    .innerJoin(schedules, eq(schedules.id, scheduleVisits.schedule_id))
    .where(eq(scheduleVisits.id, visitId));
  const reply = await readSchedule(tx, outbound, await readSettings(tx), row!.date, row!.distributor);
  return reply.distributors_schedules.flatMap((entry) => entry.schedule_items).find((item) => item.id === visitId)!;
}

/** PATCH /distribution/visits/{id}/status: arriving (the visit's confirmed orders go on the road) or delaying. */
export async function setVisitStatus(ctx: AppContext, id: number, body: VisitStatusBody, actor: Actor): Promise<ScheduleItem> {
  const clock = clockOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const visit = await lockVisit(tx, id, actor.auth);
    const from = visitStatusOf(visit.status);
    if (!canMoveVisit(from, body.status)) {
      throw conflict(format(m.visitMoveRefused, { from: visitStatusNames[from], to: visitStatusNames[body.status] }));
    }
    await tx
      .update(scheduleVisits)
      .set({
        status: body.status,
        delay_reason: body.status === 'delayed' ? (body.delay_reason ?? null) : visit.delay_reason,
        arrived_at: body.status === 'in_progress' ? (visit.arrived_at ?? clock.now) : visit.arrived_at,
        updated_at: clock.now,
      })
      .where(eq(scheduleVisits.id, id));
    if (body.status === 'in_progress') {
      for (const order of await ordersOfVisit(tx, id)) {
        if (order.status === 'confirmed') await setOrderStatus(tx, order.id, { status: 'in_progress' }, actor, clock);
      }
    }
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'visit_status',
      entity: 'schedule_visit',
      entityId: id,
      changes: { status: { from, to: body.status }, ...(body.delay_reason ? { delay_reason: body.delay_reason } : {}) },
      ip: actor.ip,
    });
    return itemOf(tx, ctx.outbound, id);
  });
}

/** Re-times routes in the order their visits now have: arrivals, distances, lateness. */
async function retimeRoutes(tx: Tx, outbound: Outbound, schedule: { id: number; date: string; roadSource: string }, distributorIds: number[], now: Date) {
  const settings = await readSettings(tx);
  const rows = await tx
    .select({ visit: scheduleVisits, latitude: stores.latitude, longitude: stores.longitude, from: stores.receiving_from, to: stores.receiving_to })
    .from(scheduleVisits)
    .innerJoin(stores, eq(stores.id, scheduleVisits.store_id))
    .where(and(eq(scheduleVisits.schedule_id, schedule.id), inArray(scheduleVisits.distributor_id, distributorIds)))
    .orderBy(asc(scheduleVisits.visit_order), asc(scheduleVisits.id));
  const located = [...new Map(rows.filter((row) => row.latitude !== null && row.longitude !== null).map((row) => [row.visit.store_id, row])).values()];
  const rowOf = new Map<number, number>(rows.map((row) => [row.visit.store_id, 0]));
  located.forEach((row, i) => rowOf.set(row.visit.store_id, i + 1));
  const points = [
    { lat: settings.bakeryLatitude, lng: settings.bakeryLongitude },
    ...located.map((row) => ({ lat: row.latitude!, lng: row.longitude! })),
  ];
  const { matrix } = await roadMatrix(outbound, schedule.roadSource === 'osrm' ? settings.routingUrl : '', points);
  const stops: PlanStop[] = rows.map((row) => ({
    key: `v${row.visit.id}`,
    storeId: row.visit.store_id,
    serviceMinutes: row.visit.estimated_duration,
    demandKg: null,
    window: windowOf(row.from, row.to),
    fixedVehicle: row.visit.distributor_id,
  }));
  const start = timeToSeconds(settings.routeStartTime || '07:00');
  const problem = toProblem(matrix, rowOf, stops, distributorIds.map((id) => ({ id, capacityKg: null, startSeconds: start })));
  const notBefore = sameDayNotBefore(schedule.date, now);
  for (const id of distributorIds) {
    const route = rows.filter((row) => row.visit.distributor_id === id);
    // Up to the last visit begun, the route is what happened; what follows is planned from there, and
    // on the day itself never before now.
    const begun = route.findLastIndex((row) => isVisitStarted(visitStatusOf(row.visit.status), row.visit.arrived_at)) + 1;
    const keys = route.map((row) => `v${row.visit.id}`);
    const keptKeys = keys.slice(0, begun);
    const timed = [
      ...planRouteOrder(problem, id, keptKeys).stops,
      ...timeAfterKept(problem, id, keptKeys, keys.slice(begun), notBefore),
    ];
    for (const [i, stop] of timed.entries()) {
      await tx
        .update(scheduleVisits)
        .set({
          visit_order: i + 1,
          planned_arrival: secondsToTime(stop.arrivalSeconds),
          distance_from_previous_m: Math.round(stop.distanceFromPreviousM),
          duration_from_previous_s: Math.round(stop.durationFromPreviousS),
          late: stop.late,
          updated_at: now,
        })
        .where(eq(scheduleVisits.id, Number(String(stop.id).slice(1))));
    }
  }
}

/** POST /distribution/visits/{id}/move: another place in its route, or in another distributor's. */
export async function moveVisit(ctx: AppContext, id: number, body: VisitMoveBody, actor: Actor): Promise<ScheduleReply> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const visit = await lockVisit(tx, id, actor.auth);
    const status = visitStatusOf(visit.status);
    if (isVisitStarted(status, visit.arrived_at)) throw conflict(m.visitStartedNoMove);
    const target = body.distributor_id ?? visit.distributor_id;
    if (target !== visit.distributor_id) {
      const [person] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, target));
      if (!person || person.role !== 'distributor' || person.status !== 'active') {
        throw badRequest(m.distributorInvalid, [{ field: 'distributor_id', message: m.distributorInvalid }]);
      }
      const [twin] = await tx
        .select({ id: scheduleVisits.id })
        .from(scheduleVisits)
        .where(
          and(
            eq(scheduleVisits.schedule_id, visit.schedule_id),
            eq(scheduleVisits.distributor_id, target),
            eq(scheduleVisits.store_id, visit.store_id),
            ne(scheduleVisits.status, 'completed'),
          ),
        );
      if (twin) throw conflict(m.targetHasShop);
    }
    const routeOf = async (distributorId: number) =>
      (
        await tx
          .select({ id: scheduleVisits.id })
          .from(scheduleVisits)
          .where(and(eq(scheduleVisits.schedule_id, visit.schedule_id), eq(scheduleVisits.distributor_id, distributorId)))
          .orderBy(asc(scheduleVisits.visit_order), asc(scheduleVisits.id))
      )
        .map((row) => row.id)
        .filter((visitId) => visitId !== id);
    const targetRoute = await routeOf(target);
    if (body.position > targetRoute.length + 1) {
      throw badRequest(m.visitPositionInvalid, [{ field: 'position', message: m.visitPositionInvalid }]);
    }
    targetRoute.splice(body.position - 1, 0, id);
    await tx.update(scheduleVisits).set({ distributor_id: target, updated_at: now }).where(eq(scheduleVisits.id, id));
    // Provisional places; retimeRoutes numbers them 1..n again.
    for (const [i, visitId] of targetRoute.entries()) {
      await tx.update(scheduleVisits).set({ visit_order: i + 1 }).where(eq(scheduleVisits.id, visitId));
    }
    if (target !== visit.distributor_id) {
      for (const order of await ordersOfVisit(tx, id)) await assignDistributor(tx, order.id, target, undefined, actor, now);
    }
    const [schedule] = await tx.select().from(schedules).where(eq(schedules.id, visit.schedule_id));
    const day = { id: visit.schedule_id, date: visit.schedule_date, roadSource: schedule!.road_source };
    await retimeRoutes(tx, ctx.outbound, day, [...new Set([visit.distributor_id, target])], now);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'visit_move',
      entity: 'schedule_visit',
      entityId: id,
      changes: { distributor_id: { from: visit.distributor_id, to: target }, position: body.position },
      ip: actor.ip,
    });
    return readSchedule(tx, ctx.outbound, await readSettings(tx), visit.schedule_date);
  });
}

/** Refused before the signature is kept: cash from a role that may not record payments. */
export function checkCashRight(auth: Auth, fields: Pick<DeliveryProofFields, 'cash_amount'>): void {
  if (fields.cash_amount !== undefined && !canAccess(auth.user.role, 'orders', 'payment')) throw forbidden(m.cashNotAllowed);
}

/**
 * POST /distribution/visits/{id}/proof: the visit's orders become delivered (through their status
 * rules), the proof is kept, the visit is completed, and the cash collected is recorded as cash payments,
 * oldest order first. All or nothing.
 */
export async function deliverVisit(
  ctx: AppContext,
  id: number,
  fields: DeliveryProofFields,
  signatureName: string,
  actor: Actor,
): Promise<ScheduleItem> {
  checkCashRight(actor.auth, fields);
  const clock = clockOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const visit = await lockVisit(tx, id, actor.auth);
    if (visit.status === 'completed') throw conflict(m.visitAlreadyCompleted);
    for (const order of await ordersOfVisit(tx, id)) {
      if (order.status === 'confirmed') await setOrderStatus(tx, order.id, { status: 'in_progress' }, actor, clock);
      if (order.status === 'confirmed' || order.status === 'in_progress') {
        await setOrderStatus(tx, order.id, { status: 'delivered' }, actor, clock);
      }
    }
    if (fields.cash_amount !== undefined) {
      const owed = (await ordersOfVisit(tx, id)).filter((order) => order.status !== 'cancelled');
      const remaining = owed.reduce((sum, order) => sum + remainingCents(order.final, order.paid), 0);
      let left = toCents(fields.cash_amount);
      if (left > remaining) {
        const message = format(m.cashTooLarge, { remaining: fromCents(remaining).toFixed(2) });
        throw badRequest(message, [{ field: 'cash_amount', message }]);
      }
      for (const order of owed) {
        const pay = Math.min(left, remainingCents(order.final, order.paid));
        if (pay <= 0) continue;
        const body = orderPaymentSchema.parse({ amount: fromCents(pay), method: 'cash' });
        await recordPayment(tx, order.id, body, undefined, actor, clock);
        left -= pay;
      }
    }
    await tx.insert(deliveryProofs).values({
      visit_id: id,
      receiver_name: fields.receiver_name,
      signature_url: `${SIGNATURE_URL_PREFIX}${signatureName}`,
      signed_at: clock.now,
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      recorded_by: actor.auth.user.id,
      created_at: clock.now,
    });
    await tx
      .update(scheduleVisits)
      .set({ status: 'completed', arrived_at: visit.arrived_at ?? clock.now, completed_at: clock.now, updated_at: clock.now })
      .where(eq(scheduleVisits.id, id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'deliver',
      entity: 'schedule_visit',
      entityId: id,
      changes: { receiver_name: fields.receiver_name, cash_amount: fields.cash_amount ?? null },
      ip: actor.ip,
    });
    return itemOf(tx, ctx.outbound, id);
  });
}
