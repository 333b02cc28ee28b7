import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '../../src/domain/enums';
import { fromCents, remainingCents, toCents } from '../../src/domain/orders/rules';
import {
  distributorStatusOf,
  improvedDurationMinutes,
  SCHEDULABLE_ORDER_STATUSES,
  visitStatusOf,
  type DistributorSchedule,
  type ScheduleItem,
  type ScheduleOrder,
  type ScheduleReply,
  distanceSummary,
} from '../../src/domain/schedule';
import type { Settings } from '../../src/domain/settings';
import type { Outbound } from '../lib/outbound';
import type { Db, Tx } from '../db/client';
import {
  deliveryProofs,
  distributorPositions,
  orderItems,
  orders,
  products,
  schedules,
  scheduleVisitOrders,
  scheduleVisits,
  stores,
  users,
  vehicles,
} from '../db/schema';
import { routeLine, type RoadSource } from './scheduleRoads';
import { runningSince } from './scheduleRuns';

// The stored schedule of a day in the spec's shape (spec 001 section 3 "Schedule response", issue 16):
// per distributor the visits in order with their orders, the statistics, the line drawn on the map and
// the live position; the day's orders no route carries are listed apart (no location, not placed).

type Reader = Db | Tx;

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);
const km = (metres: number) => Math.round(metres) / 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The day's orders a schedule carries: confirmed or on the road, delivered that day. */
export const schedulableOrders = (date: string) =>
  and(eq(orders.delivery_date, date), inArray(orders.status, [...SCHEDULABLE_ORDER_STATUSES]));

/** Kilograms per order from its lines and the products' weights; null when no product has a weight. */
export async function orderWeights(db: Reader, orderIds: number[]): Promise<Map<number, number | null>> {
  const weights = new Map<number, number | null>(orderIds.map((id) => [id, null]));
  if (!orderIds.length) return weights;
  const lines = await db
    .select({
      order_id: orderItems.order_id,
      units: sql<number>`${orderItems.quantity} + ${orderItems.gift_quantity}`.mapWith(Number),
      grams: products.weight_grams,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .where(inArray(orderItems.order_id, orderIds));
  for (const line of lines) {
    if (line.grams === null) continue;
    weights.set(line.order_id, (weights.get(line.order_id) ?? 0) + (line.units * line.grams) / 1000);
  }
  return weights;
}

async function visitOrders(db: Reader, visitIds: number[]) {
  if (!visitIds.length) return [];
  return db
    .select({
      visit_id: scheduleVisitOrders.visit_id,
      id: orders.id,
      order_number: orders.order_number,
      version: orders.version,
      total_amount_eur: orders.total_amount_eur,
      final_amount_eur: orders.final_amount_eur,
      paid_amount_eur: orders.paid_amount_eur,
      status: orders.status,
      payment_status: orders.payment_status,
      order_date: orders.order_date,
      delivery_date: orders.delivery_date,
      notes: orders.notes,
      store_id: orders.store_id,
    })
    .from(scheduleVisitOrders)
    .innerJoin(orders, eq(orders.id, scheduleVisitOrders.order_id))
    .where(inArray(scheduleVisitOrders.visit_id, visitIds))
    .orderBy(asc(orders.id));
}

async function linesOf(db: Reader, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, ScheduleOrder['items']>();
  const rows = await db
    .select({
      order_id: orderItems.order_id,
      product_id: orderItems.product_id,
      product_name: orderItems.product_name,
      quantity: orderItems.quantity,
      unit_price_eur: orderItems.unit_price_eur,
    })
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, ScheduleOrder['items']>();
  for (const { order_id, ...line } of rows) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), line]);
  return byOrder;
}

/** The schedule of `date`; `only` limits it to one distributor (their own route). */
export async function readSchedule(db: Reader, outbound: Outbound, settings: Settings, date: string, only: number | null = null): Promise<ScheduleReply> {
  const [schedule] = await db.select().from(schedules).where(eq(schedules.schedule_date, date));
  const source: RoadSource = schedule?.road_source === 'osrm' ? 'osrm' : 'estimate';
  const bakery = { latitude: settings.bakeryLatitude, longitude: settings.bakeryLongitude };

  const visits = schedule
    ? await db
        .select({
          visit: scheduleVisits,
          store: {
            id: stores.id,
            name: stores.name,
            address: stores.address,
            phone: stores.phone,
            latitude: stores.latitude,
            longitude: stores.longitude,
            receiving_from: stores.receiving_from,
            receiving_to: stores.receiving_to,
            contact_person: stores.contact_person,
            owner_name: stores.owner_name,
          },
        })
        .from(scheduleVisits)
        .innerJoin(stores, eq(stores.id, scheduleVisits.store_id))
        .where(
          and(eq(scheduleVisits.schedule_id, schedule.id), only === null ? undefined : eq(scheduleVisits.distributor_id, only)),
        )
        .orderBy(asc(scheduleVisits.distributor_id), asc(scheduleVisits.visit_order))
    : [];
  const visitIds = visits.map((row) => row.visit.id);
  const linked = await visitOrders(db, visitIds);
  const lines = await linesOf(db, linked.map((row) => row.id));
  const weights = await orderWeights(db, linked.map((row) => row.id));
  const proofs = visitIds.length ? await db.select().from(deliveryProofs).where(inArray(deliveryProofs.visit_id, visitIds)) : [];
  const distributorIds = [...new Set(visits.map((row) => row.visit.distributor_id))];
  const people = distributorIds.length
    ? await db
        .select({ id: users.id, full_name: users.full_name, phone: users.phone, email: users.email })
        .from(users)
        .where(inArray(users.id, distributorIds))
    : [];
  const vans = distributorIds.length
    ? await db
        .select({
          id: vehicles.id,
          vehicle_plate: vehicles.vehicle_plate,
          vehicle_model: vehicles.vehicle_model,
          carrying_capacity: vehicles.carrying_capacity,
          distributor_id: vehicles.assigned_distributor_id,
        })
        .from(vehicles)
        .where(inArray(vehicles.assigned_distributor_id, distributorIds))
    : [];
  const positions = distributorIds.length
    ? await db.select().from(distributorPositions).where(inArray(distributorPositions.distributor_id, distributorIds))
    : [];

  const contactOf = new Map(visits.map((row) => [row.store.id, row.store]));
  const ordersOf = new Map<number, ScheduleOrder[]>();
  const weightOf = new Map<number, number | null>();
  for (const row of linked) {
    const store = contactOf.get(row.store_id);
    const order: ScheduleOrder = {
      id: row.id,
      order_number: row.order_number,
      version: row.version,
      total_amount_eur: row.total_amount_eur,
      total_amount: row.final_amount_eur,
      final_amount_eur: row.final_amount_eur,
      paid_amount_eur: row.paid_amount_eur,
      remaining_eur: fromCents(remainingCents(row.final_amount_eur, row.paid_amount_eur)),
      status: row.status as OrderStatus,
      payment_status: row.payment_status as PaymentStatus,
      order_date: row.order_date,
      delivery_date: row.delivery_date,
      notes: row.notes,
      customer: { name: store?.contact_person ?? store?.owner_name ?? store?.name ?? '', phone: store?.phone ?? null },
      items: lines.get(row.id) ?? [],
    };
    ordersOf.set(row.visit_id, [...(ordersOf.get(row.visit_id) ?? []), order]);
    const kg = weights.get(row.id) ?? null;
    if (kg !== null) weightOf.set(row.visit_id, (weightOf.get(row.visit_id) ?? 0) + kg);
  }
  const proofOf = new Map(proofs.map((proof) => [proof.visit_id, proof]));

  const routes = new Map<number, { items: ScheduleItem[]; drivingS: number; kg: number | null }>();
  for (const { visit, store } of visits) {
    const proof = proofOf.get(visit.id);
    const item: ScheduleItem = {
      id: visit.id,
      visit_order: visit.visit_order,
      store: {
        id: store.id,
        name: store.name,
        address: store.address,
        phone: store.phone,
        coordinates:
          store.latitude !== null && store.longitude !== null ? { latitude: store.latitude, longitude: store.longitude } : null,
      },
      window: store.receiving_from || store.receiving_to ? { from: hhmm(store.receiving_from), to: hhmm(store.receiving_to) } : null,
      planned_arrival: hhmm(visit.planned_arrival),
      late: visit.late,
      estimated_duration: visit.estimated_duration,
      distance_from_previous: km(visit.distance_from_previous_m),
      distance_from_previous_m: visit.distance_from_previous_m,
      visit_status: visitStatusOf(visit.status),
      delay_reason: visit.delay_reason,
      arrived_at: visit.arrived_at?.toISOString() ?? null,
      completed_at: visit.completed_at?.toISOString() ?? null,
      proof: proof
        ? {
            receiver_name: proof.receiver_name,
            signature_url: proof.signature_url,
            signed_at: proof.signed_at.toISOString(),
            latitude: proof.latitude,
            longitude: proof.longitude,
          }
        : null,
      orders: ordersOf.get(visit.id) ?? [],
    };
    const route: { items: ScheduleItem[]; drivingS: number; kg: number | null } = routes.get(visit.distributor_id) ?? { items: [], drivingS: 0, kg: null };
    route.items.push(item);
    route.drivingS += visit.duration_from_previous_s;
    const kg = weightOf.get(visit.id);
    if (kg !== undefined && kg !== null) route.kg = (route.kg ?? 0) + kg;
    routes.set(visit.distributor_id, route);
  }

  const distributors_schedules: DistributorSchedule[] = [];
  for (const person of people.sort((a, b) => a.full_name.localeCompare(b.full_name, 'ar') || a.id - b.id)) {
    const route = routes.get(person.id)!;
    const van = vans.find((row) => row.distributor_id === person.id);
    const position = positions.find((row) => row.distributor_id === person.id);
    const dayOrders = route.items.flatMap((item) => item.orders);
    const distanceKm = Math.round(route.items.reduce((sum, item) => sum + item.distance_from_previous_m, 0) / 100) / 10;
    const serviceMinutes = route.items.reduce((sum, item) => sum + item.estimated_duration, 0);
    const amount = fromCents(dayOrders.reduce((sum, order) => sum + toCents(order.final_amount_eur), 0));
    const points = [
      { lat: bakery.latitude, lng: bakery.longitude },
      ...route.items.flatMap((item) => (item.store.coordinates ? [{ lat: item.store.coordinates.latitude, lng: item.store.coordinates.longitude }] : [])),
    ];
    const loadKg = route.kg === null ? null : round2(route.kg);
    distributors_schedules.push({
      distributor: { id: person.id, full_name: person.full_name, name: person.full_name, phone: person.phone, email: person.email },
      vehicle: van
        ? { id: van.id, vehicle_plate: van.vehicle_plate, vehicle_model: van.vehicle_model, carrying_capacity: van.carrying_capacity }
        : null,
      status: distributorStatusOf(route.items),
      statistics: {
        total_orders: dayOrders.length,
        total_stores: new Set(route.items.map((item) => item.store.id)).size,
        total_amount: amount,
        total_amount_eur: amount,
        // The spec's formula without a road server; with one, its driving times plus the visits.
        estimated_duration_minutes:
          source === 'osrm' ? Math.round(serviceMinutes + route.drivingS / 60) : improvedDurationMinutes(route.items),
        total_distance_km: distanceKm,
        load_kg: loadKg,
        over_capacity: loadKg !== null && van?.carrying_capacity != null && loadKg > van.carrying_capacity,
        late_visits: route.items.filter((item) => item.late).length,
      },
      route: { geometry: await routeLine(outbound, settings.routingUrl, source, points) },
      position: position
        ? { latitude: position.latitude, longitude: position.longitude, accuracy_m: position.accuracy_m, recorded_at: position.recorded_at.toISOString() }
        : null,
      schedule_items: route.items,
    });
  }

  const { noLocation, unscheduled } = await unplacedOrders(db, date, only, schedule?.unplaced ?? {});
  const allItems = distributors_schedules.flatMap((entry) => entry.schedule_items);
  const totalDistributors =
    only !== null
      ? 1
      : Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(users)
              .where(and(eq(users.role, 'distributor'), eq(users.status, 'active')))
          )[0]?.n ?? 0,
        );
  return {
    schedule_date: date,
    generated_at: schedule?.generated_at.toISOString() ?? null,
    road_source: source,
    bakery,
    distance_summary:
      schedule?.planned_distance_m != null && schedule.unoptimised_distance_m != null
        ? distanceSummary(schedule.planned_distance_m, schedule.unoptimised_distance_m)
        : null,
    planning_since: (await runningSince(db, date))?.toISOString() ?? null,
    overall_statistics: {
      total_distributors: Math.max(totalDistributors, distributors_schedules.length),
      distributors_with_orders: distributors_schedules.filter((entry) => entry.statistics.total_orders > 0).length,
      total_orders: allItems.reduce((sum, item) => sum + item.orders.length, 0),
      total_stores: new Set(allItems.map((item) => item.store.id)).size,
      total_amount_eur: fromCents(distributors_schedules.reduce((sum, entry) => sum + toCents(entry.statistics.total_amount_eur), 0)),
      total_distance_km: Math.round(distributors_schedules.reduce((sum, entry) => sum + entry.statistics.total_distance_km, 0) * 10) / 10,
      estimated_duration_minutes: distributors_schedules.reduce((sum, entry) => sum + entry.statistics.estimated_duration_minutes, 0),
      total_visits: allItems.length,
      completed_visits: allItems.filter((item) => item.visit_status === 'completed').length,
      late_visits: allItems.filter((item) => item.late).length,
    },
    distributors_schedules,
    no_location: noLocation,
    unscheduled_orders: unscheduled,
  };
}

/** The day's orders in no visit: at shops without a location, or not placed (capacity, no van, came later). */
async function unplacedOrders(db: Reader, date: string, only: number | null, reasons: Record<string, 'capacity' | 'no_distributor'>) {
  const rows = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      final_amount_eur: orders.final_amount_eur,
      status: orders.status,
      store_id: stores.id,
      store_name: stores.name,
      address: stores.address,
      phone: stores.phone,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .where(
      and(
        schedulableOrders(date),
        only === null ? undefined : eq(orders.assigned_distributor_id, only),
        notExists(db.select({ one: sql`1` }).from(scheduleVisitOrders).where(eq(scheduleVisitOrders.order_id, orders.id))),
      ),
    )
    .orderBy(asc(stores.name), asc(orders.id));
  const noLocation: ScheduleReply['no_location'] = [];
  const unscheduled: ScheduleReply['unscheduled_orders'] = [];
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) {
      let entry = noLocation.find((item) => item.store.id === row.store_id);
      if (!entry) {
        entry = { store: { id: row.store_id, name: row.store_name, address: row.address, phone: row.phone }, orders: [] };
        noLocation.push(entry);
      }
      entry.orders.push({ id: row.id, order_number: row.order_number, final_amount_eur: row.final_amount_eur, status: row.status as OrderStatus });
    } else {
      unscheduled.push({
        id: row.id,
        order_number: row.order_number,
        store_id: row.store_id,
        store_name: row.store_name,
        final_amount_eur: row.final_amount_eur,
        reason: reasons[String(row.id)] ?? 'after_generation',
      });
    }
  }
  return { noLocation, unscheduled };
}
