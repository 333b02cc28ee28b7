import type { PlannedStop, Problem, Route, Solution } from './types';

// The problem compiled for speed. Internally a node is an ordinal: 0 the depot, 1..m the stops in
// Problem.stops order, m+1 a virtual END every route finishes at. Driving to END costs the way back
// to the depot when routes are closed, nothing when they end at their last shop: with that one trick
// the same moves serve open and closed routes.

/*
 * The objective (smaller is better), compared as one number:
 *   LATE_STOP x late stops + LATE_SECOND x seconds late   (never silently late: lateness dominates)
 *   + driving seconds of all routes
 *   + BALANCE x the longest route's duration (driving + waiting + service)
 *   + the sum over routes of duration² / (2 x SPREAD_SCALE)
 *   + OVER_KG x kg over capacity (only orders fixed to a van can cause it) + UNASSIGNED x unplaced stops.
 * Why the longest-route term: open routes make a second van cost an extra leg from the bakery, so pure
 * driving time would pile every shop onto one distributor. Weighing the longest day as much as the
 * driving (BALANCE = 1) spreads the shops until moving one more costs more driving than it saves on the
 * busiest van; with one vehicle it changes nothing. The longest route alone leaves plateaus (two routes
 * tied for longest, a third nearly idle, and no single move lowers the maximum), so a mild quadratic
 * term also rewards evening out the others: moving w seconds of work from a route of duration a to
 * one of duration b < a gains about w (a - b - w) / SPREAD_SCALE, e.g. 84 s of driving for w = 15 min
 * and a one-hour gap.
 */
export const LATE_STOP = 1e7;
export const LATE_SECOND = 100;
export const BALANCE = 1;
export const OVER_KG = 1e6;
export const UNASSIGNED = 1e9;
export const SPREAD_SCALE = 4 * 3600;

/** The evening-out term of one route (see above). */
export function spread(duration: number): number {
  return (duration * duration) / (2 * SPREAD_SCALE);
}

export interface Compiled {
  problem: Problem;
  /** Number of stops. */
  m: number;
  /** Side of the ordinal matrices: m + 2. */
  size: number;
  end: number;
  duration: Float64Array;
  distance: Float64Array;
  service: Float64Array;
  demand: Float64Array;
  from: Float64Array;
  to: Float64Array;
  windowed: Uint8Array;
  anyWindow: boolean;
  /** Vehicle position a stop is fixed to; -1 free; -2 fixed to a vehicle not in the problem. */
  fixed: Int32Array;
  capacity: Float64Array;
  start: Float64Array;
  closed: boolean;
  /** Weight of the longest-route term: BALANCE, or 0 when the problem does not even out (Problem.evenOut). */
  balance: number;
  /** 1, or 0 when the problem does not even out: the factor of the evening-out term. */
  spreadFactor: number;
  /** For each stop ordinal, other stop ordinals by increasing (a->b + b->a). */
  neighbours: Int32Array[];
}

export function compile(problem: Problem, neighbourCount = 16): Compiled {
  const { stops, vehicles, matrix } = problem;
  const m = stops.length;
  const size = m + 2;
  const end = m + 1;
  const closed = problem.returnToDepot === true;
  const rows = [0, ...stops.map((s) => s.index)];
  const rowCount = matrix.durations.length;
  for (const stop of stops) {
    if (!Number.isInteger(stop.index) || stop.index < 0 || stop.index >= rowCount)
      throw new Error(`routing: stop ${stop.id} has no row ${stop.index} in the matrix`);
  }
  const duration = new Float64Array(size * size);
  const distance = new Float64Array(size * size);
  for (let a = 0; a <= m; a++) {
    const durationRow = matrix.durations[rows[a]!]!;
    const distanceRow = matrix.distances[rows[a]!]!;
    for (let b = 0; b <= m; b++) {
      duration[a * size + b] = durationRow[rows[b]!]!;
      distance[a * size + b] = distanceRow[rows[b]!]!;
    }
    duration[a * size + end] = closed ? durationRow[0]! : 0;
    distance[a * size + end] = closed ? distanceRow[0]! : 0;
  }
  for (let k = 0; k < duration.length; k++) {
    if (!Number.isFinite(duration[k]!) || !Number.isFinite(distance[k]!)) {
      const a = Math.floor(k / size);
      const b = k % size;
      throw new Error(`routing: no usable duration or distance from row ${rows[a] ?? 0} to row ${rows[b] ?? 0}`);
    }
  }
  const service = new Float64Array(size);
  const demand = new Float64Array(size);
  const from = new Float64Array(size).fill(-Infinity);
  const to = new Float64Array(size).fill(Infinity);
  const windowed = new Uint8Array(size);
  const fixed = new Int32Array(size).fill(-1);
  const vehiclePosition = new Map(vehicles.map((v, i) => [v.id, i] as const));
  stops.forEach((stop, i) => {
    const s = i + 1;
    service[s] = stop.serviceSeconds;
    demand[s] = stop.demandKg ?? 0;
    if (stop.window) {
      from[s] = stop.window.from;
      to[s] = stop.window.to;
      windowed[s] = 1;
    }
    if (stop.fixedVehicle !== null && stop.fixedVehicle !== undefined)
      fixed[s] = vehiclePosition.get(stop.fixedVehicle) ?? -2;
  });
  const neighbours: Int32Array[] = [new Int32Array(0)];
  const count = Math.min(neighbourCount, m - 1);
  for (let a = 1; a <= m; a++) {
    const others: number[] = [];
    for (let b = 1; b <= m; b++) if (b !== a) others.push(b);
    const weight = (b: number) => duration[a * size + b]! + duration[b * size + a]!;
    others.sort((x, y) => weight(x) - weight(y) || x - y);
    neighbours.push(Int32Array.from(others.slice(0, Math.max(0, count))));
  }
  return {
    problem,
    m,
    size,
    end,
    duration,
    distance,
    service,
    demand,
    from,
    to,
    windowed,
    anyWindow: windowed.some((w) => w === 1),
    fixed,
    capacity: Float64Array.from(vehicles.map((v) => v.capacityKg ?? Infinity)),
    start: Float64Array.from(vehicles.map((v) => v.startSeconds)),
    closed,
    balance: problem.evenOut === false ? 0 : BALANCE,
    spreadFactor: problem.evenOut === false ? 0 : 1,
    neighbours,
  };
}

export interface RouteStats {
  driving: number;
  duration: number;
  late: number;
  lateSeconds: number;
  load: number;
}

/** Times a route of stop ordinals for vehicle v: the edited walk below with nothing left out or put in. */
export function routeStats(c: Compiled, v: number, route: ArrayLike<number>): RouteStats {
  return editedRouteStats(c, v, route, -1, -1, -1);
}

/**
 * routeStats of a route edited on the fly, without building it: route[skip] left out (-1: none) and
 * `stop` put before route[insertAt] (insertAt = route.length: at the end; -1: nothing put). With
 * skip = insertAt, `stop` replaces route[skip].
 */
export function editedRouteStats(
  c: Compiled,
  v: number,
  route: ArrayLike<number>,
  skip: number,
  insertAt: number,
  stop: number,
): RouteStats {
  const { size, duration, from, to, service, demand } = c;
  const start = c.start[v]!;
  let time = start;
  let driving = 0;
  let late = 0;
  let lateSeconds = 0;
  let load = 0;
  let previous = 0;
  for (let k = 0; k <= route.length; k++) {
    for (let pass = 0; pass < 2; pass++) {
      let s: number;
      if (pass === 0) {
        if (k !== insertAt) continue;
        s = stop;
      } else {
        if (k === route.length || k === skip) continue;
        s = route[k]!;
      }
      const leg = duration[previous * size + s]!;
      driving += leg;
      time += leg;
      if (time < from[s]!) time = from[s]!;
      if (time > to[s]!) {
        late++;
        lateSeconds += time - to[s]!;
      }
      time += service[s]!;
      load += demand[s]!;
      previous = s;
    }
  }
  const back = duration[previous * size + c.end]!;
  driving += back;
  time += back;
  return { driving, duration: time - start, late, lateSeconds, load };
}

/** A route's share of the objective apart from the longest-route term. */
export function routeCost(c: Compiled, v: number, stats: RouteStats): number {
  const over = Math.max(0, stats.load - c.capacity[v]!);
  return stats.driving + LATE_STOP * stats.late + LATE_SECOND * stats.lateSeconds + OVER_KG * over;
}

export function objective(c: Compiled, routes: number[][], unassigned: number): number {
  let total = UNASSIGNED * unassigned;
  let longest = 0;
  routes.forEach((route, v) => {
    const stats = routeStats(c, v, route);
    total += routeCost(c, v, stats) + c.spreadFactor * spread(stats.duration);
    if (stats.duration > longest) longest = stats.duration;
  });
  return total + c.balance * longest;
}

/** The plan of one route as the API shows it. */
export function planRoute(c: Compiled, v: number, route: ArrayLike<number>): Route {
  const { size, duration, distance, from, to, service, demand } = c;
  const vehicle = c.problem.vehicles[v]!;
  const stops: PlannedStop[] = [];
  let time = vehicle.startSeconds;
  let driving = 0;
  let metres = 0;
  let load = 0;
  let previous = 0;
  for (let k = 0; k < route.length; k++) {
    const s = route[k]!;
    const leg = duration[previous * size + s]!;
    const legMetres = distance[previous * size + s]!;
    driving += leg;
    metres += legMetres;
    time += leg;
    const wait = time < from[s]! ? from[s]! - time : 0;
    time += wait;
    stops.push({
      id: c.problem.stops[s - 1]!.id,
      arrivalSeconds: time,
      waitSeconds: wait,
      late: time > to[s]!,
      distanceFromPreviousM: legMetres,
      durationFromPreviousS: leg,
    });
    time += service[s]!;
    load += demand[s]!;
    previous = s;
  }
  driving += duration[previous * size + c.end]!;
  metres += distance[previous * size + c.end]!;
  time += duration[previous * size + c.end]!;
  return {
    vehicleId: vehicle.id,
    stops,
    distanceM: metres,
    durationS: time - vehicle.startSeconds,
    drivingS: driving,
    loadKg: load,
    overCapacity: load > c.capacity[v]! + 1e-9,
  };
}

export function toSolution(c: Compiled, routes: number[][], unassigned: number[]): Solution {
  const planned = routes.map((route, v) => planRoute(c, v, route));
  const flagged: Solution['flagged'] = [];
  for (const route of planned) for (const stop of route.stops) if (stop.late) flagged.push(stop.id);
  return { routes: planned, unassigned: unassigned.map((s) => c.problem.stops[s - 1]!.id), flagged };
}
