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
 * Assigns the stops to the vehicles and orders each route: construction, then iterated local search
 * (2-opt, Or-opt, relocate, exchange, ruin and recreate) and exact dynamic programming for routes of
 * up to 12 stops. Deterministic for the same problem and options.seed (the time limit can only cut it short).
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
