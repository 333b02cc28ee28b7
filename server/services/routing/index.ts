// The route optimiser (issue 16): pure functions over a duration/distance matrix. The schedule
// generation calls solve(); the bench calls solveTour() on TSPLIB instances with the same search.
import { compile, planRoute, toSolution } from './model';
import { nearestNeighbourRoutes } from './construct';
import { searchRoutes } from './search';
import { tourProblem } from './tour';
import type { Problem, Route, Solution, SolveOptions, Stop, Tour, Vehicle } from './types';

export type * from './types';
export { greatCircleMatrix, type GreatCircleOptions } from './geo';

/**
 * Assigns the stops to the vehicles and orders each route: construction, then (several vehicles) ruin and
 * recreate with string removals under simulated annealing, or (one) iterated 2-opt/Or-opt, then local
 * search and exact dynamic programming for routes of up to 12 stops. Deterministic for the same problem
 * and options.seed when its round budget ends the search before half the time limit (README, route optimiser).
 */
export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const compiled = compile(problem);
  const { routes, unassigned } = searchRoutes(compiled, options);
  return toSolution(compiled, routes, unassigned);
}

/** A closed tour through every node of a square matrix, starting at node 0 (the TSPLIB case). */
export function solveTour(matrix: number[][], options: SolveOptions = {}): Tour {
  const problem = tourProblem(matrix);
  const compiled = compile(problem);
  const { routes } = searchRoutes(compiled, options);
  const order = [0, ...routes[0]!.map((s) => problem.stops[s - 1]!.index)];
  let length = 0;
  for (let k = 0; k < order.length; k++) length += matrix[order[k]!]![order[(k + 1) % order.length]!]!;
  return { order, length };
}

/**
 * The driving metres of the spec's unoptimised order: the stops in the order given, each fixed one on its
 * own vehicle and the others dealt to the vehicles in turn, every vehicle driving its stops in that order
 * from the depot (and back when routes are closed). What the schedule page and the bench compare against.
 */
export function unoptimisedDistance(problem: Problem): number {
  const vehicles = problem.vehicles.length;
  if (!vehicles) return 0;
  const position = new Map(problem.vehicles.map((vehicle, v) => [vehicle.id, v] as const));
  const last = new Array<number>(vehicles).fill(0);
  const { distances } = problem.matrix;
  let metres = 0;
  let turn = 0;
  for (const stop of problem.stops) {
    const fixed = stop.fixedVehicle === null || stop.fixedVehicle === undefined ? undefined : position.get(stop.fixedVehicle);
    if (stop.fixedVehicle !== null && stop.fixedVehicle !== undefined && fixed === undefined) continue;
    const v = fixed ?? turn++ % vehicles;
    metres += distances[last[v]!]![stop.index]!;
    last[v] = stop.index;
  }
  if (problem.returnToDepot) for (const row of last) metres += distances[row]![0]!;
  return metres;
}

/** The baseline: each vehicle in turn (the one free earliest) drives to the nearest stop that fits. */
export function nearestNeighbour(problem: Problem): Solution {
  const compiled = compile(problem);
  const { routes, unassigned } = nearestNeighbourRoutes(compiled);
  return toSolution(compiled, routes, unassigned);
}

/**
 * Times a route in a given order (a visit reordered or moved by hand): arrivals, waits, lateness and
 * distances as solve() would report them. Unknown stop ids are an error.
 */
export function planRouteOrder(problem: Problem, vehicleId: Vehicle['id'], stopIds: Stop['id'][]): Route {
  const compiled = compile(problem);
  const v = problem.vehicles.findIndex((vehicle) => vehicle.id === vehicleId);
  if (v < 0) throw new Error(`routing: no vehicle ${String(vehicleId)}`);
  const ordinal = new Map(problem.stops.map((stop, i) => [stop.id, i + 1] as const));
  const route = stopIds.map((id) => {
    const s = ordinal.get(id);
    if (s === undefined) throw new Error(`routing: no stop ${String(id)}`);
    return s;
  });
  return planRoute(compiled, v, route);
}
