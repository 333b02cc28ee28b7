import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../enums';
import { count, day, money, timestamp } from '../schemas/replies';
import { VISIT_STATUSES } from './rules';

// What the schedule API sends (spec 001 section 3 "Schedule response", with what issue 16 adds: the visit
// id, planned arrival, late flag, receiving window, proof, route line, live position, shops without a
// location). The reply schemas are also Fastify's serialisers: a key not named here never leaves the server.

const coordinates = z.object({ latitude: z.number(), longitude: z.number() });
const clock = z.string().describe("'HH:MM', bakery time");

export const scheduleOrderItem = z.object({
  product_id: count,
  product_name: z.string(),
  quantity: count,
  unit_price_eur: money,
});

export const scheduleOrder = z.object({
  id: count,
  order_number: z.string(),
  version: count,
  total_amount_eur: money,
  total_amount: money,
  final_amount_eur: money,
  paid_amount_eur: money,
  remaining_eur: money,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_date: day,
  delivery_date: day.nullable(),
  notes: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
  items: z.array(scheduleOrderItem),
});

export const deliveryProof = z.object({
  receiver_name: z.string(),
  signature_url: z.string(),
  signed_at: timestamp,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** One visit: a shop on a distributor's route with its orders of the day. `id` is the visit's. */
export const scheduleItem = z.object({
  id: count,
  visit_order: count,
  store: z.object({
    id: count,
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    // null only when the shop lost its location after the day was planned.
    coordinates: coordinates.nullable(),
  }),
  window: z.object({ from: clock.nullable(), to: clock.nullable() }).nullable(),
  planned_arrival: clock.nullable(),
  late: z.boolean(),
  estimated_duration: count,
  /** km; the first visit's is from the bakery. */
  distance_from_previous: z.number(),
  distance_from_previous_m: count,
  visit_status: z.enum(VISIT_STATUSES),
  delay_reason: z.string().nullable(),
  arrived_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  proof: deliveryProof.nullable(),
  orders: z.array(scheduleOrder),
});

export const positionRecord = z.object({
  distributor_id: count,
  latitude: z.number(),
  longitude: z.number(),
  accuracy_m: z.number().nullable(),
  recorded_at: timestamp,
});

export const distributorPosition = positionRecord.extend({ full_name: z.string(), phone: z.string().nullable() });
export const distributorPositions = z.array(distributorPosition);

export const distributorSchedule = z.object({
  distributor: z.object({ id: count, full_name: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  vehicle: z
    .object({ id: count, vehicle_plate: z.string(), vehicle_model: z.string(), carrying_capacity: z.number().nullable() })
    .nullable(),
  status: z.enum(['scheduled', 'in_progress', 'completed']),
  statistics: z.object({
    total_orders: count,
    total_stores: count,
    total_amount: money,
    total_amount_eur: money,
    estimated_duration_minutes: count,
    total_distance_km: z.number(),
    load_kg: z.number().nullable(),
    over_capacity: z.boolean(),
    late_visits: count,
  }),
  /** The line drawn on the map, [lat, lng] pairs from the bakery through every stop (the road's when OSRM). */
  route: z.object({ geometry: z.array(z.array(z.number())) }),
  position: positionRecord.omit({ distributor_id: true }).nullable(),
  schedule_items: z.array(scheduleItem),
});

export const scheduleReply = z.object({
  schedule_date: day,
  generated_at: timestamp.nullable(),
  road_source: z.enum(['osrm', 'estimate']),
  bakery: coordinates,
  overall_statistics: z.object({
    total_distributors: count,
    distributors_with_orders: count,
    total_orders: count,
    total_stores: count,
    total_amount_eur: money,
    total_distance_km: z.number(),
    estimated_duration_minutes: count,
    total_visits: count,
    completed_visits: count,
    late_visits: count,
  }),
  /**
   * The last generation's driving against the spec's unoptimised order of the same stops (issue 31);
   * null for a day not generated, or generated before these figures were kept.
   */
  distance_summary: z
    .object({ planned_km: z.number(), unoptimised_km: z.number(), saving_km: z.number(), saving_percent: z.number() })
    .nullable(),
  /** A generation of this day is under way since then (on any server); null when none is. */
  planning_since: timestamp.nullable(),
  distributors_schedules: z.array(distributorSchedule),
  no_location: z.array(
    z.object({
      store: z.object({ id: count, name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
      orders: z.array(z.object({ id: count, order_number: z.string(), final_amount_eur: money, status: z.enum(ORDER_STATUSES) })),
    }),
  ),
  unscheduled_orders: z.array(
    z.object({
      id: count,
      order_number: z.string(),
      store_id: count,
      store_name: z.string(),
      final_amount_eur: money,
      reason: z.enum(['capacity', 'no_distributor', 'after_generation']),
    }),
  ),
});

export const stoppedSharing = z.object({ distributor_id: count });
