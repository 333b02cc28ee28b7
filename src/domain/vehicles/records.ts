import { z } from 'zod';
import { CURRENCIES, FUEL_TYPES, TRANSMISSION_TYPES, VEHICLE_STATUSES, VEHICLE_TYPES } from '../enums';
import { count, day, money, timestamp } from '../schemas/replies';
import { AVAILABILITY_STATUSES } from './rules';

// What the vehicles API sends (spec 002 sections 3 and 7; server/services/vehicles*.ts). The reply schemas
// are also Fastify's serialisers: a key not named here never leaves the server.

/** The distributor driving the vehicle, as the card and the details page show them. */
export const assignedDistributor = z.object({
  id: count,
  full_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** A vehicle as GET /vehicles and GET /vehicles/{id} send it: every column and what follows from them. */
export const vehicleRecord = z.object({
  id: count,
  vehicle_type: z.enum(VEHICLE_TYPES),
  vehicle_model: z.string(),
  vehicle_plate: z.string(),
  vehicle_year: count,
  vehicle_color: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  fuel_type: z.enum(FUEL_TYPES),
  transmission_type: z.enum(TRANSMISSION_TYPES).nullable(),
  engine_capacity: z.string().nullable(),
  carrying_capacity: z.number().nullable(),
  fuel_consumption: z.number().nullable(),
  current_km: count,
  purchase_km: count.nullable(),
  next_maintenance_km: count.nullable(),
  last_maintenance_date: day.nullable(),
  last_maintenance_km: count.nullable(),
  maintenance_interval_km: count.nullable(),
  insurance_company: z.string().nullable(),
  insurance_expiry_date: day.nullable(),
  registration_date: day.nullable(),
  registration_expiry_date: day.nullable(),
  purchase_date: day.nullable(),
  /** Always the EUR value; when entered in SYP, converted at purchase_exchange_rate (SYP per EUR). */
  purchase_price_eur: money.nullable(),
  /** The SYP amount entered, or null when the price was entered in EUR. */
  purchase_price_syp: money.nullable(),
  purchase_currency: z.enum(CURRENCIES),
  purchase_exchange_rate: z.number().nullable(),
  is_company_owned: z.boolean(),
  notes: z.string().nullable(),
  assigned_distributor_id: count.nullable(),
  assigned_at: timestamp.nullable(),
  assigned_by: count.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  assignedDistributor: assignedDistributor.nullable(),
  isAvailable: z.boolean(),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES),
  maintenance_due: z.boolean(),
});

/** GET /vehicles/statistics: the four cards of the list plus the money and trips of the whole fleet. */
export const vehicleStatistics = z.object({
  total: count,
  active: count,
  assigned: count,
  maintenance: count,
  /** Sum of every expense's EUR value. */
  totalExpenses: money,
  /** Days with deliveries, per vehicle, by the distributor assigned at the time, summed over the fleet. */
  totalTrips: count,
  maintenanceDue: count,
});

/** One row of the history tab: an assignment, open until unassigned. */
export const vehicleAssignmentRecord = z.object({
  id: count,
  vehicle_id: count,
  distributor_id: count,
  distributor_name: z.string().nullable(),
  assigned_at: timestamp,
  assigned_by: count.nullable(),
  assigned_by_name: z.string().nullable(),
  unassigned_at: timestamp.nullable(),
  unassigned_by: count.nullable(),
  unassigned_by_name: z.string().nullable(),
});

export const vehicleHistory = z.object({ history: z.array(vehicleAssignmentRecord) });

/** DELETE /vehicles/{id}. */
export const vehicleDeleted = z.object({ id: count, deleted: z.literal(true) });

/** GET /vehicles/available and /vehicles/all-with-status: every vehicle, no paging (a fleet is small). */
export const vehicleChoices = z.object({ vehicles: z.array(vehicleRecord), total: count });

/** GET /vehicles/distributor/{id}: the vehicle the distributor drives, or null. */
export const distributorVehicle = z.object({ vehicle: vehicleRecord.nullable() });

