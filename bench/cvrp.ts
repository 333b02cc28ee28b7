import fs from 'node:fs';
import path from 'node:path';
import { solve, type Problem, type SolveOptions } from '../server/services/routing';

// CVRPLIB instances (the "X" set) for the route optimiser's bench: closed routes from the depot, loads
// within one capacity, as many vans as wanted, Euclidean distances rounded to the nearest integer.

export const CVRP_INSTANCES = [
  { file: 'X-n110-k13.vrp', depot: 'centre', best: 14971 },
  { file: 'X-n115-k10.vrp', depot: 'centre', best: 12747 },
  { file: 'X-n143-k7.vrp', depot: 'corner', best: 15700 },
  { file: 'X-n167-k10.vrp', depot: 'corner', best: 20557 },
];

/**
 * A CVRPLIB file as a problem: the depot is row 0, driving only counts (no evening out), and there are
 * a few more vans than the instance's k (its least number of routes), so the number of routes is free.
 */
export function readCvrp(file: string): Problem {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).map((line) => line.trim());
  const value = (key: string) => lines.find((line) => line.startsWith(key))?.split(':')[1]?.trim();
  if (!value('EDGE_WEIGHT_TYPE')?.includes('EUC_2D')) throw new Error(`${file}: only EUC_2D instances are read`);
  const capacity = Number(value('CAPACITY'));
  const section = (name: string) => {
    const from = lines.indexOf(name) + 1;
    const rows: number[][] = [];
    for (let k = from; k < lines.length && /^\d/.test(lines[k]!); k++) rows.push(lines[k]!.split(/\s+/).map(Number));
    return rows;
  };
  const points = section('NODE_COORD_SECTION').map(([, x, y]) => [x!, y!] as const);
  const demands = section('DEMAND_SECTION').map(([, demand]) => demand!);
  const depot = section('DEPOT_SECTION')[0]![0]!;
  if (depot !== 1) throw new Error(`${file}: the depot must be node 1`);
  const matrix = points.map(([xa, ya]) => points.map(([xb, yb]) => Math.round(Math.hypot(xa - xb, ya - yb))));
  const total = demands.reduce((sum, demand) => sum + demand, 0);
  const vans = Math.ceil(total / capacity) + 3;
  return {
    matrix: { durations: matrix, distances: matrix },
    stops: points.slice(1).map((_, k) => ({ id: k + 1, index: k + 1, serviceSeconds: 0, demandKg: demands[k + 1]! })),
    vehicles: Array.from({ length: vans }, (_, v) => ({ id: v + 1, capacityKg: capacity, startSeconds: 0 })),
    returnToDepot: true,
    evenOut: false,
  };
}

export interface CvrpResult {
  instance: string;
  depot: string;
  best: number;
  distance: number;
  gap: number;
  routes: number;
  ms: number;
  unassigned: number;
}

export function solveCvrp(dir: string, options: SolveOptions): CvrpResult[] {
  const results: CvrpResult[] = [];
  for (const { file, depot, best } of CVRP_INSTANCES) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    const problem = readCvrp(full);
    const started = performance.now();
    const solution = solve(problem, options);
    const ms = performance.now() - started;
    const distance = solution.routes.reduce((sum, route) => sum + route.distanceM, 0);
    results.push({
      instance: file.replace('.vrp', ''),
      depot,
      best,
      distance,
      gap: ((distance - best) / best) * 100,
      routes: solution.routes.filter((route) => route.stops.length > 0).length,
      ms,
      unassigned: solution.unassigned.length,
    });
  }
  return results;
}
