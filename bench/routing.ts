import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BAKERY_LOCATION } from '../src/domain/geo';
import {
  greatCircleMatrix,
  nearestNeighbour,
  solve,
  solveTour,
  type Problem,
  type Solution,
  type SolveOptions,
} from '../server/services/routing';
import { ROUTE_PLAN_SECONDS } from '../src/domain/schedule';
import { solveCvrp } from './cvrp';
import { mulberry32 } from '../server/services/routing/random';

// The route optimiser's figures (issue 16), printed, not asserted:
// - TSPLIB instances from ../shared/bench-data/tsplib/: tour length, gap to the proven optimum, time;
// - CVRPLIB "X" instances from ../shared/bench-data/cvrp/: distance, gap to the best known, time;
// - generated bakery days around Brussels: total km of the optimised routes against the spec's
//   unoptimised order and against nearest neighbour, and the time taken.
// BENCH_DATA_DIR names the bench-data folder when ../shared (beside the repository) is not there, as in a
// worktree kept elsewhere. BENCH_TIME_LIMIT_MS and BENCH_ITERATIONS change the CVRP and bakery runs' limits.

const here = path.dirname(fileURLToPath(import.meta.url));
const BESIDE_REPO = path.resolve(here, '..', '..', 'shared', 'bench-data');
const DATA_DIR = fs.existsSync(BESIDE_REPO) ? BESIDE_REPO : (process.env.BENCH_DATA_DIR ?? BESIDE_REPO);
const TSPLIB_DIR = path.join(DATA_DIR, 'tsplib');
const CVRP_DIR = path.join(DATA_DIR, 'cvrp');
const LIMITS: SolveOptions = {
  timeLimitMs: Number(process.env.BENCH_TIME_LIMIT_MS ?? ROUTE_PLAN_SECONDS * 1000),
  maxIterations: process.env.BENCH_ITERATIONS ? Number(process.env.BENCH_ITERATIONS) : undefined,
};
const INSTANCES = [
  { file: 'berlin52.tsp', optimum: 7542 },
  { file: 'ch150.tsp', optimum: 6528 },
];

/** A TSPLIB EUC_2D instance as a matrix of rounded Euclidean distances (TSPLIB's nint). */
export function readTsplib(file: string): number[][] {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  const type = lines.find((line) => line.startsWith('EDGE_WEIGHT_TYPE'));
  if (!type?.includes('EUC_2D')) throw new Error(`${file}: only EUC_2D instances are read`);
  const points: [number, number][] = [];
  let inside = false;
  for (const line of lines) {
    const text = line.trim();
    if (text === 'NODE_COORD_SECTION') inside = true;
    else if (text === 'EOF' || !text) inside = inside && text !== 'EOF';
    else if (inside) {
      const [, x, y] = text.split(/\s+/).map(Number);
      points.push([x!, y!]);
    }
  }
  return points.map(([xa, ya]) => points.map(([xb, yb]) => Math.round(Math.hypot(xa - xb, ya - yb))));
}

function tsplib() {
  console.log(`\n== Route optimiser: TSPLIB (closed tour, one vehicle; limit ${LIMITS.timeLimitMs} ms) ==`);
  console.log(
    'instance'.padEnd(12),
    'nodes'.padStart(6),
    'length'.padStart(8),
    'optimum'.padStart(8),
    'gap %'.padStart(7),
    'ms'.padStart(7),
  );
  for (const { file, optimum } of INSTANCES) {
    const full = path.join(TSPLIB_DIR, file);
    if (!fs.existsSync(full)) {
      console.log(`${file}: not found in ${TSPLIB_DIR}`);
      continue;
    }
    const matrix = readTsplib(full);
    const started = performance.now();
    const tour = solveTour(matrix, LIMITS);
    const ms = performance.now() - started;
    const gap = ((tour.length - optimum) / optimum) * 100;
    console.log(
      file.replace('.tsp', '').padEnd(12),
      String(matrix.length).padStart(6),
      String(tour.length).padStart(8),
      String(optimum).padStart(8),
      gap.toFixed(2).padStart(7),
      ms.toFixed(0).padStart(7),
    );
  }
}

/**
 * A day: shops scattered within about 15 km of the bakery (denser towards the centre, as towns are),
 * 15 minutes at each, 5-60 kg of bread each, vans leaving at 6:00, open routes.
 */
function bakeryDay(shops: number, vans: number, seed: number): Problem {
  const random = mulberry32(seed);
  const points = [BAKERY_LOCATION];
  for (let k = 0; k < shops; k++) {
    const radiusKm = 15 * Math.sqrt(random()) * (0.4 + 0.6 * random());
    const angle = random() * 2 * Math.PI;
    points.push({
      lat: BAKERY_LOCATION.lat + (radiusKm / 111.2) * Math.sin(angle),
      lng:
        BAKERY_LOCATION.lng + (radiusKm / (111.2 * Math.cos((BAKERY_LOCATION.lat * Math.PI) / 180))) * Math.cos(angle),
    });
  }
  return {
    matrix: greatCircleMatrix(points, { detour: 1.3, speedKmh: 30 }),
    stops: points
      .slice(1)
      .map((_, k) => ({ id: k + 1, index: k + 1, serviceSeconds: 900, demandKg: 5 + Math.round(random() * 55) })),
    vehicles: Array.from({ length: vans }, (_, v) => ({ id: v + 1, capacityKg: null, startSeconds: 6 * 3600 })),
    returnToDepot: false,
  };
}

/** The spec's order: shops by id dealt to the distributors in turn, each route driven in that order (no optimisation). */
function unoptimisedKm(problem: Problem): number {
  const vans = problem.vehicles.length;
  let metres = 0;
  for (let v = 0; v < vans; v++) {
    let previous = 0;
    for (let k = v; k < problem.stops.length; k += vans) {
      const row = problem.stops[k]!.index;
      metres += problem.matrix.distances[previous]![row]!;
      previous = row;
    }
  }
  return metres / 1000;
}

const km = (solution: Solution) => solution.routes.reduce((sum, route) => sum + route.distanceM, 0) / 1000;
const longestHours = (solution: Solution) => Math.max(...solution.routes.map((route) => route.durationS)) / 3600;

function bakeryDays() {
  console.log(
    '\n== Route optimiser: bakery days around Brussels (open routes, 15 min a shop, vans without a load limit) ==',
  );
  console.log(
    'shops'.padStart(5),
    'vans'.padStart(5),
    'spec km'.padStart(9),
    'NN km'.padStart(8),
    'opt km'.padStart(8),
    'vs spec'.padStart(8),
    'vs NN'.padStart(7),
    'longest h NN/opt'.padStart(17),
    'unplaced'.padStart(9),
    'ms'.padStart(6),
  );
  for (const shops of [20, 40, 80, 150]) {
    for (const vans of [1, 2, 4, 6]) {
      const problem = bakeryDay(shops, vans, shops * 100 + vans);
      const baseline = nearestNeighbour(problem);
      const started = performance.now();
      const solution = solve(problem, LIMITS);
      const ms = performance.now() - started;
      const spec = unoptimisedKm(problem);
      const percent = (value: number, of: number) => `${(((value - of) / of) * 100).toFixed(1)}%`;
      console.log(
        String(shops).padStart(5),
        String(vans).padStart(5),
        spec.toFixed(1).padStart(9),
        km(baseline).toFixed(1).padStart(8),
        km(solution).toFixed(1).padStart(8),
        percent(km(solution), spec).padStart(8),
        percent(km(solution), km(baseline)).padStart(7),
        `${longestHours(baseline).toFixed(1)}/${longestHours(solution).toFixed(1)}`.padStart(17),
        String(solution.unassigned.length).padStart(9),
        ms.toFixed(0).padStart(6),
      );
    }
  }
}

function cvrp() {
  console.log(
    `\n== Route optimiser: CVRPLIB X (closed routes, capacity, routes free; limit ${LIMITS.timeLimitMs} ms${
      LIMITS.maxIterations ? `, ${LIMITS.maxIterations} rounds` : ''
    }, seed 1) ==`,
  );
  console.log(
    'instance'.padEnd(12),
    'depot'.padEnd(7),
    'best known'.padStart(11),
    'ours'.padStart(8),
    'gap %'.padStart(7),
    'routes'.padStart(7),
    'ms'.padStart(7),
  );
  const results = solveCvrp(CVRP_DIR, LIMITS);
  if (!results.length) console.log(`no instance found in ${CVRP_DIR}`);
  for (const result of results) {
    console.log(
      result.instance.padEnd(12),
      result.depot.padEnd(7),
      String(result.best).padStart(11),
      String(result.distance).padStart(8),
      result.gap.toFixed(2).padStart(7),
      String(result.routes).padStart(7),
      result.ms.toFixed(0).padStart(7),
    );
  }
}

export function benchRouting(): void {
  console.log(`load average: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  // BENCH_ONLY=tsplib|cvrp|days: one table (while tuning).
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'tsplib') tsplib();
  if (!only || only === 'cvrp') cvrp();
  if (!only || only === 'days') bakeryDays();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) benchRouting();
