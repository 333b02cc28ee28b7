import { bakeryDate } from '../dates';
import type { Currency, FuelType } from '../enums';

// The vehicles' business constants (spec 002 section 9) and the pure rules the server and the screens share.

export const VEHICLE_PAGE_SIZE = 12;
export const VEHICLE_YEAR_MIN = 1990;

/** Next year, on the bakery's calendar: the newest model year a vehicle may carry. */
export function vehicleYearMax(today: string = bakeryDate()): number {
  return Number(today.slice(0, 4)) + 1;
}

/** The hint shown under fuel consumption, in L/100 km, per fuel type (section 9). */
export const CONSUMPTION_HINTS: Record<FuelType, string> = {
  gasoline: '8-12',
  diesel: '6-9',
  electric: '15-25',
  hybrid: '4-7',
};

/** Same plate for the unique rule: case and spaces do not count ('1-abc- 123' is '1-ABC-123'). */
export function plateKey(plate: string): string {
  return plate.replace(/\s/g, '').toUpperCase();
}

/** How a plate is stored: trimmed, upper case, runs of spaces made one. */
export function normalizePlate(plate: string): string {
  return plate.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** EUR value of an amount; `rate` is SYP per EUR (the settings' exchange rate). Cents, rounded. */
export function toEur(amount: number, currency: Currency, rate: number): number {
  if (currency === 'EUR') return amount;
  return Math.round((amount / rate) * 100) / 100;
}

/** Next maintenance is due at the last maintenance's km plus the interval; null when either is unknown. */
export function nextMaintenanceKm(lastKm: number | null, intervalKm: number | null): number | null {
  return lastKm == null || intervalKm == null || intervalKm <= 0 ? null : lastKm + intervalKm;
}

/**
 * The most one odometer reading may move a van forward. Readings never go back, so a typing slip (an extra
 * digit) would otherwise fix a wrong km for good; a real jump this large is entered on the vehicle's form.
 */
export const ODOMETER_MAX_JUMP_KM = 20_000;

/** Maintenance is due when the odometer has reached the next due km (section 4). */
export function isMaintenanceDue(vehicle: { current_km: number; next_maintenance_km: number | null }): boolean {
  return vehicle.next_maintenance_km != null && vehicle.current_km >= vehicle.next_maintenance_km;
}

export const AVAILABILITY_STATUSES = ['available', 'assigned', 'maintenance', 'inactive', 'retired'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Whether a vehicle can be given to a distributor now, and why not: active and unassigned. */
export function availabilityOf(vehicle: { status: string; assigned_distributor_id: number | null }): AvailabilityStatus {
  if (vehicle.status === 'maintenance' || vehicle.status === 'inactive' || vehicle.status === 'retired') return vehicle.status;
  return vehicle.assigned_distributor_id == null ? 'available' : 'assigned';
}

/**
 * Average consumption in L/100 km from fuel fill-ups with both an odometer reading and litres, oldest first: the litres
 * bought after the first reading divided by the distance between the first and the last reading. Null when
 * fewer than two readings or no distance: the figure is then not computable and not shown.
 */
export function averageConsumption(fills: readonly { km: number | null; litres: number | null }[]): number | null {
  const read = fills.filter((fill): fill is { km: number; litres: number } => fill.km != null && fill.litres != null);
  if (read.length < 2) return null;
  const distance = read[read.length - 1].km - read[0].km;
  const litres = read.slice(1).reduce((sum, fill) => sum + fill.litres, 0);
  if (distance <= 0 || litres <= 0) return null;
  return Math.round((litres / distance) * 10000) / 100;
}
