import { timeToSeconds } from '../../src/domain/schedule';
import {
  planRouteOrder,
  solve,
  type Matrix,
  type Problem,
  type Route,
  type Solution,
  type SolveOptions,
  type Stop,
  type Vehicle,
} from './routing';

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

/**
 * The open part of a route that has started, ordered to be quickest from the last kept shop, leaving
 * when that visit ends. The joint solve() chose which van takes these stops; this orders them from
 * where the van will be, not from the bakery. Capacity was settled by the joint solve, so none applies.
 */
export function orderAfterKept(
  problem: Problem,
  vehicleId: number,
  keptKeys: string[],
  restKeys: string[],
  options: SolveOptions = { seed: 1 },
): string[] {
  if (!keptKeys.length || restKeys.length < 2) return restKeys;
  const vehicle = problem.vehicles.find((item) => item.id === vehicleId);
  if (!vehicle) throw new Error(`schedule: no vehicle ${vehicleId}`);
  const byKey = new Map(problem.stops.map((stop) => [String(stop.id), stop]));
  const stopOf = (key: string) => {
    const stop = byKey.get(key);
    if (!stop) throw new Error(`schedule: no stop ${key}`);
    return stop;
  };
  const prefix = planRouteOrder(problem, vehicleId, keptKeys);
  const restRows = [...new Set(restKeys.map((key) => stopOf(key).index))];
  // Row 0 of the smaller matrix is the last kept shop, standing in for the bakery.
  const rows = [stopOf(keptKeys.at(-1)!).index, ...restRows];
  const slice = (full: number[][]) => rows.map((a) => rows.map((b) => full[a]![b]!));
  const sub: Problem = {
    matrix: { durations: slice(problem.matrix.durations), distances: slice(problem.matrix.distances) },
    stops: restKeys.map((key) => ({ ...stopOf(key), index: restRows.indexOf(stopOf(key).index) + 1, demandKg: null, fixedVehicle: null })),
    vehicles: [{ id: vehicleId, capacityKg: null, startSeconds: vehicle.startSeconds + prefix.durationS }],
    returnToDepot: false,
  };
  return solve(sub, options).routes[0]!.stops.map((stop) => String(stop.id));
}

export interface DayPlan {
  solution: Solution;
  /** Each van's stops in driving order: its kept visits first, as they were, then the open ones. */
  routes: { vehicleId: number; keys: string[] }[];
}

/**
 * The whole planning of a day, run in the planner's thread: the joint solve, then each route with kept
 * visits ordered on from its last kept shop. `keptKeys` lists each van's kept stops in their order.
 */
export function planDay(
  problem: Problem,
  keptKeys: ReadonlyMap<number, string[]>,
  options: SolveOptions,
  replanOptions: SolveOptions,
): DayPlan {
  const solution = solve(problem, options);
  const routes = solution.routes.map((route) => {
    const vehicleId = Number(route.vehicleId);
    const kept = keptKeys.get(vehicleId) ?? [];
    const rest = route.stops.map((stop) => String(stop.id)).filter((key) => !kept.includes(key));
    return { vehicleId, keys: [...kept, ...orderAfterKept(problem, vehicleId, kept, rest, replanOptions)] };
  });
  return { solution, routes };
}
