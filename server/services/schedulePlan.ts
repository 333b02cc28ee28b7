import { timeToSeconds } from '../../src/domain/schedule';
import { planRouteOrder, type Matrix, type Problem, type Route, type Stop, type Vehicle } from './routing';

// The bridge between the schedule's rows and the optimiser's problem: stops keyed by a string, rows of
// the matrix by shop (row 0 the bakery), windows and departures in seconds since the bakery's midnight.

export interface PlanStop {
  key: string;
  storeId: number;
  serviceMinutes: number;
  demandKg: number | null;
  window: { from: number; to: number } | null;
  fixedVehicle: number | null;
}

export interface PlanVehicle {
  id: number;
  capacityKg: number | null;
  startSeconds: number;
}

/** A shop's receiving window in seconds; an open side is the day's start or end, none at all is null. */
export function windowOf(from: string | null, to: string | null): PlanStop['window'] {
  if (!from && !to) return null;
  return { from: from ? timeToSeconds(from) : 0, to: to ? timeToSeconds(to) : 24 * 3600 };
}

export function toProblem(matrix: Matrix, rowOf: ReadonlyMap<number, number>, stops: PlanStop[], vehicles: PlanVehicle[]): Problem {
  const problemStops: Stop[] = stops.map((stop) => ({
    id: stop.key,
    index: rowOf.get(stop.storeId)!,
    serviceSeconds: stop.serviceMinutes * 60,
    demandKg: stop.demandKg,
    window: stop.window,
    fixedVehicle: stop.fixedVehicle,
  }));
  const problemVehicles: Vehicle[] = vehicles.map((vehicle) => ({
    id: vehicle.id,
    capacityKg: vehicle.capacityKg,
    startSeconds: vehicle.startSeconds,
  }));
  return { matrix, stops: problemStops, vehicles: problemVehicles, returnToDepot: false };
}

/** Times each route in the order given: arrivals, waits, lateness, distances from the previous stop. */
export function timeRoutes(problem: Problem, routes: { vehicleId: number; keys: string[] }[]): Map<number, Route> {
  const timed = new Map<number, Route>();
  for (const { vehicleId, keys } of routes) timed.set(vehicleId, planRouteOrder(problem, vehicleId, keys));
  return timed;
}
