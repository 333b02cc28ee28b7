import { timeToSeconds } from '../../src/domain/schedule';
import {
  planRouteOrder,
  solve,
  type Matrix,
  type PlannedStop,
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

/** The problem's stop `key`; an unknown one is a bug of the caller. */
function stopOf(problem: Problem, key: string): Stop {
  const stop = problem.stops.find((item) => String(item.id) === key);
  if (!stop) throw new Error(`schedule: no stop ${key}`);
  return stop;
}

/**
 * The route's stops after `keptKeys` as a problem of their own for one van: row 0 of its smaller matrix
 * is where the van is (the last kept shop; the bakery when nothing is kept), and it leaves there when
 * the kept visits end as planned, or at `notBefore` if that is later (a van leaves nowhere in the past).
 * Capacity was settled by the joint solve, so none applies.
 */
function problemAfter(problem: Problem, vehicleId: number, keptKeys: string[], restKeys: string[], notBefore: number | null): Problem {
  const vehicle = problem.vehicles.find((item) => item.id === vehicleId);
  if (!vehicle) throw new Error(`schedule: no vehicle ${vehicleId}`);
  const keptEnd = vehicle.startSeconds + planRouteOrder(problem, vehicleId, keptKeys).durationS;
  const startSeconds = Math.max(keptEnd, notBefore ?? keptEnd);
  const here = keptKeys.length ? stopOf(problem, keptKeys.at(-1)!).index : 0;
  const restRows = [...new Set(restKeys.map((key) => stopOf(problem, key).index))];
  const rows = [here, ...restRows];
  const slice = (full: number[][]) => rows.map((a) => rows.map((b) => full[a]![b]!));
  return {
    matrix: { durations: slice(problem.matrix.durations), distances: slice(problem.matrix.distances) },
    stops: restKeys.map((key) => ({ ...stopOf(problem, key), index: restRows.indexOf(stopOf(problem, key).index) + 1, demandKg: null, fixedVehicle: null })),
    vehicles: [{ id: vehicleId, capacityKg: null, startSeconds }],
    returnToDepot: false,
  };
}

/**
 * The open part of a route that has started, ordered to be quickest from the last kept shop. The joint
 * solve() chose which van takes these stops; this orders them from where the van will be, not from the
 * bakery.
 */
export function orderAfterKept(
  problem: Problem,
  vehicleId: number,
  keptKeys: string[],
  restKeys: string[],
  notBefore: number | null = null,
  options: SolveOptions = { seed: 1 },
): string[] {
  if (!keptKeys.length || restKeys.length < 2) return restKeys;
  return solve(problemAfter(problem, vehicleId, keptKeys, restKeys, notBefore), options).routes[0]!.stops.map((stop) => String(stop.id));
}

/**
 * Times `restKeys`, in that order, after the kept visits (see problemAfter): arrivals, waits, lateness
 * and the distance from the previous stop, the first one's from the last kept shop or the bakery.
 */
export function timeAfterKept(problem: Problem, vehicleId: number, keptKeys: string[], restKeys: string[], notBefore: number | null = null): PlannedStop[] {
  if (!restKeys.length) return [];
  return planRouteOrder(problemAfter(problem, vehicleId, keptKeys, restKeys, notBefore), vehicleId, restKeys).stops;
}

/** Each route timed whole from the bakery, its kept visits first: the day's driven distance. */
export function timeRoutes(problem: Problem, routes: DayPlan['routes']): Map<number, Route> {
  const timed = new Map<number, Route>();
  for (const { vehicleId, keptKeys, restKeys } of routes) timed.set(vehicleId, planRouteOrder(problem, vehicleId, [...keptKeys, ...restKeys]));
  return timed;
}

export interface DayPlan {
  solution: Solution;
  /** Each van's kept visits, as they were, then its open stops in driving order. */
  routes: { vehicleId: number; keptKeys: string[]; restKeys: string[] }[];
}

/**
 * The whole planning of a day, run in the planner's thread: the joint solve, then each route with kept
 * visits ordered on from its last kept shop, leaving no earlier than `notBefore` (see problemAfter).
 * `keptKeys` lists each van's kept stops in their order.
 */
export function planDay(
  problem: Problem,
  keptKeys: ReadonlyMap<number, string[]>,
  notBefore: number | null,
  options: SolveOptions,
  replanOptions: SolveOptions,
): DayPlan {
  const solution = solve(problem, options);
  const routes = solution.routes.map((route) => {
    const vehicleId = Number(route.vehicleId);
    const kept = keptKeys.get(vehicleId) ?? [];
    const rest = route.stops.map((stop) => String(stop.id)).filter((key) => !kept.includes(key));
    return { vehicleId, keptKeys: kept, restKeys: orderAfterKept(problem, vehicleId, kept, rest, notBefore, replanOptions) };
  });
  return { solution, routes };
}
