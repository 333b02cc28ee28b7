import { z } from 'zod';
import { CURRENCIES, EXPENSE_TYPES } from '../enums';
import { count, day, money, paginated, timestamp } from '../schemas/replies';

// What the expenses, maintenance and vehicle-figures calls answer (server/routes/expenses.ts and
// maintenance.ts): the reply serialiser sends these keys and nothing else, the screens read them.

/** One expense, with its vehicle's plate, its driver's name and the name of who recorded it. */
export const expenseRecord = z.object({
  id: count,
  vehicle_id: count.nullable(),
  vehicle_plate: z.string().nullable(),
  distributor_id: count.nullable(),
  distributor_name: z.string().nullable(),
  type: z.enum(EXPENSE_TYPES),
  amount: money,
  currency: z.enum(CURRENCIES),
  /** The EUR value, at the exchange rate of the day it was recorded. */
  amount_eur: money,
  /** SYP per EUR used for amount_eur; null for an amount in EUR. */
  exchange_rate: z.number().nullable(),
  description: z.string(),
  expense_date: day,
  km: count.nullable(),
  litres: z.number().nullable(),
  recorded_by: count.nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExpenseRecord = z.infer<typeof expenseRecord>;

/** The expenses screen's cards, over the list's filters (every page): daily average = month total / 30. */
export const expenseSummary = z.object({
  month_total_eur: money,
  count,
  last_date: day.nullable(),
  daily_average_eur: money,
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;

export const expenseList = paginated('expenses', expenseRecord, { summary: expenseSummary });

export const maintenanceRecord = z.object({
  id: count,
  vehicle_id: count,
  maintenance_date: day,
  km: count,
  work_done: z.string(),
  cost_eur: money.nullable(),
  /** The 'maintenance' expense the cost was recorded as; null without a cost. */
  expense_id: count.nullable(),
  recorded_by: count.nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecord>;

export const maintenanceList = z.object({ maintenance: z.array(maintenanceRecord) });

/** GET /vehicles/:id/statistics: computed from the records (server/services/vehicleFigures.ts says how). */
export const vehicleFigures = z.object({
  vehicle_id: count,
  current_km: count,
  /** The km the distance starts from: at purchase, else the first recorded reading; null when unknown. */
  start_km: count.nullable(),
  distance_km: count,
  total_expenses_eur: money,
  expense_count: count,
  by_type: z.record(z.enum(EXPENSE_TYPES), money),
  fuel_litres: z.number(),
  /** L/100 km; null when not computable (fewer than two fuel readings with km). */
  average_consumption_l_100km: z.number().nullable(),
  /** null when the distance is 0. */
  cost_per_km_eur: z.number().nullable(),
  /** Days with deliveries by the distributor the vehicle was assigned to at the time. */
  trips: count,
  maintenance: z.object({
    last_date: day.nullable(),
    last_km: count.nullable(),
    next_km: count.nullable(),
    due: z.boolean(),
  }),
});
export type VehicleFigures = z.infer<typeof vehicleFigures>;
