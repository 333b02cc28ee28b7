import { exactOrder, EXACT_LIMIT } from './exact';
import {
  OVER_KG,
  editedRouteStats,
  objective,
  routeCost,
  type Compiled,
  type RouteStats,
} from './model';
import { insertionRoutes, nearestNeighbourRoutes } from './construct';
import { anneal } from './anneal';
import { mulberry32, type Random } from './random';
import { SearchState } from './state';
import { RouteImprover } from './tour';
import type { SolveOptions } from './types';

// Module-local copies: the TypeScript loader turns imported bindings into getters, costly in the hot loops.
const overKgWeight = OVER_KG;

// The search: the cheaper of two constructions, then, for one vehicle, iterated local search with
// double-bridge kicks on its route; for several, ruin and recreate with string removals under simulated
// annealing (anneal.ts), finished by intra-route 2-opt/Or-opt and inter-route relocate and exchange.
// Routes of up to 12 stops finish with the exact order.

const EPSILON = 1e-7;
export const DEFAULT_TIME_LIMIT_MS = 800;

/** The annealing's rounds for m stops: enough to settle a bakery day, and the CVRPLIB cases within 2 % (README). */
export function annealRounds(m: number): number {
  return Math.round(ROUNDS_PER_STOP * m);
}
const ROUNDS_PER_STOP = 600;

interface Limits {
  deadline: number;
  maxIterations: number;
  stall: number;
}

export function searchRoutes(c: Compiled, options: SolveOptions): { routes: number[][]; unassigned: number[] } {
  const started = performance.now();
  const limits: Limits = {
    deadline: started + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS),
    maxIterations: options.maxIterations ?? Number.POSITIVE_INFINITY,
    // One route: kicks without a better route before stopping, so small days settle well before the time
    // limit (and are reproducible). Several routes follow the annealing's own budget instead.
    stall: 1000 + 30 * c.m,
  };
  const random = mulberry32(options.seed ?? 1);
  const baseline = nearestNeighbourRoutes(c);
  const baselineCost = objective(c, baseline.routes, baseline.unassigned.length);
  const inserted = insertionRoutes(c);
  const start =
    objective(c, inserted.routes, inserted.unassigned.length) < baselineCost - EPSILON ? inserted : baseline;
  const state = new SearchState(c, start.routes, start.unassigned);
  if (c.problem.vehicles.length === 1) {
    singleRoute(state, random, limits);
  } else if (c.problem.vehicles.length > 1) {
    anneal(state, random, {
      iterations: Math.min(limits.maxIterations, annealRounds(c.m)),
      deadline: limits.deadline,
      started,
    });
    new Search(state).polish();
  }
  state.routes.forEach((_, r) => state.repairLate(r));
  exactFinish(state);
  // Never return worse than the baseline (a windowed route's heuristic DP cannot sneak past it).
  if (state.total() > baselineCost + EPSILON) return baseline;
  return state.snapshot();
}

function singleRoute(state: SearchState, random: Random, limits: Limits): void {
  const improver = new RouteImprover(state.c);
  if (state.routes[0]!.length <= EXACT_LIMIT) return;
  const before = state.total();
  const kept = state.routes[0]!;
  improver.load(0, state.routes[0]!);
  improver.iterate(random, limits);
  state.routes[0] = improver.route();
  state.recompute(0);
  // The route's own cost ignores waiting, which the whole objective counts: keep the start if it was better.
  if (state.total() > before + EPSILON) {
    state.routes[0] = kept;
    state.recompute(0);
  }
}

/** Routes short enough get the exact order when it is better. */
function exactFinish(state: SearchState): void {
  const { c } = state;
  state.routes.forEach((route, r) => {
    if (route.length < 2 || route.length > EXACT_LIMIT) return;
    const order = exactOrder(c, r, route);
    const before = state.total();
    const kept = [...route];
    state.routes[r] = order;
    state.recompute(r);
    if (state.total() > before - EPSILON) {
      state.routes[r] = kept;
      state.recompute(r);
    }
  });
}

class Search {
  private readonly improver: RouteImprover;
  private readonly dirty: boolean[];
  private readonly candidates: Int32Array;

  constructor(
    private readonly state: SearchState,
  ) {
    this.improver = new RouteImprover(state.c);
    this.dirty = state.routes.map(() => true);
    this.candidates = new Int32Array(
      2 * state.routes.length + 4 * state.c.neighbours.reduce((most, list) => Math.max(most, list.length), 0),
    );
  }

  /** Local search on every route until no move improves: the finish after the annealing. */
  polish(): void {
    this.localSearch();
  }

  private markDirty(r: number): void {
    this.dirty[r] = true;
  }

  private localSearch(): void {
    const { state, improver } = this;
    for (let round = 0; round < 1000; round++) {
      for (let r = 0; r < state.routes.length; r++) {
        if (!this.dirty[r]) continue;
        this.dirty[r] = false;
        if (state.routes[r]!.length < 3) continue;
        improver.load(r, state.routes[r]!);
        if (improver.improve()) {
          // Shorter driving can mean more waiting for a window: the whole objective decides.
          const before = state.total();
          const kept = state.routes[r]!;
          state.routes[r] = improver.route();
          state.recompute(r);
          if (state.total() > before + EPSILON) {
            state.routes[r] = kept;
            state.recompute(r);
          }
        }
      }
      if (!this.relocatePass() && !this.exchangePass()) break;
    }
  }

  /** Moves one free stop to another route when the objective falls. First improvement, stops in order. */
  private relocatePass(): boolean {
    const { state } = this;
    const { c } = state;
    let improved = false;
    for (let s = 1; s <= c.m; s++) {
      const a = state.routeOf[s]!;
      if (a < 0 || c.fixed[s]! >= 0) continue;
      const routeA = state.routes[a]!;
      const p = routeA.indexOf(s);
      const previous = p === 0 ? 0 : routeA[p - 1]!;
      const next = p === routeA.length - 1 ? c.end : routeA[p + 1]!;
      const removeDriving = state.d(previous, next) - state.d(previous, s) - state.d(s, next);
      const longest = state.longest();
      // Candidates: the front of every other route (an idle van included), and next to each near neighbour.
      let count = 0;
      for (let b = 0; b < state.routes.length; b++) {
        this.candidates[count++] = b;
        this.candidates[count++] = 0;
      }
      for (const n of c.neighbours[s]!) {
        const b = state.routeOf[n]!;
        if (b < 0 || b === a) continue;
        const q = state.routes[b]!.indexOf(n);
        this.candidates[count++] = b;
        this.candidates[count++] = q;
        this.candidates[count++] = b;
        this.candidates[count++] = q + 1;
      }
      let best: { route: number; gap: number; delta: number } | null = null;
      for (let k = 0; k < count; k += 2) {
        const b = this.candidates[k]!;
        const g = this.candidates[k + 1]!;
        if (b === a || !state.allowed(s, b)) continue;
        const delta = this.relocateDelta(s, a, p, removeDriving, b, g, longest);
        if (delta < -EPSILON && (!best || delta < best.delta)) best = { route: b, gap: g, delta };
      }
      if (best) {
        const chosen: { route: number; gap: number } = best;
        routeA.splice(p, 1);
        state.routeOf[s] = -1;
        state.recompute(a);
        state.routes[chosen.route]!.splice(chosen.gap, 0, s);
        state.recompute(chosen.route);
        this.markDirty(a);
        this.markDirty(chosen.route);
        improved = true;
      }
    }
    return improved;
  }

  private relocateDelta(
    s: number,
    a: number,
    p: number,
    removeDriving: number,
    b: number,
    g: number,
    longest: number,
  ): number {
    const { state } = this;
    const { c } = state;
    const routeB = state.routes[b]!;
    const longestOther = state.longestExcept(a, b);
    if (!state.windowedRoute[a] && !state.windowedRoute[b]) {
      const x = g === 0 ? 0 : routeB[g - 1]!;
      const y = g === routeB.length ? c.end : routeB[g]!;
      const addDriving = state.d(x, s) + state.d(s, y) - state.d(x, y);
      const statsA = state.stats[a]!;
      const statsB = state.stats[b]!;
      const demand = c.demand[s]!;
      const overA = Math.max(0, statsA.load - demand - c.capacity[a]!) - Math.max(0, statsA.load - c.capacity[a]!);
      const overB = Math.max(0, statsB.load + demand - c.capacity[b]!) - Math.max(0, statsB.load - c.capacity[b]!);
      const durationA = statsA.duration + removeDriving - c.service[s]!;
      const durationB = statsB.duration + addDriving + c.service[s]!;
      const evening = state.spreadOf(durationA) + state.spreadOf(durationB) - state.spreadOf(statsA.duration) - state.spreadOf(statsB.duration);
      return (
        removeDriving +
        addDriving +
        overKgWeight * (overA + overB) +
        evening +
        state.c.balance * (Math.max(longestOther, durationA, durationB) - longest)
      );
    }
    const statsA = editedRouteStats(c, a, state.routes[a]!, p, -1, 0);
    const statsB = editedRouteStats(c, b, routeB, -1, g, s);
    return this.pairDelta(a, statsA, b, statsB, longest, longestOther);
  }

  private pairDelta(
    a: number,
    statsA: RouteStats,
    b: number,
    statsB: RouteStats,
    longest: number,
    longestOther: number,
  ): number {
    const { state } = this;
    return (
      routeCost(state.c, a, statsA) +
      routeCost(state.c, b, statsB) -
      state.costs[a]! -
      state.costs[b]! +
      state.spreadOf(statsA.duration) +
      state.spreadOf(statsB.duration) -
      state.spreadOf(state.stats[a]!.duration) -
      state.spreadOf(state.stats[b]!.duration) +
      state.c.balance * (Math.max(longestOther, statsA.duration, statsB.duration) - longest)
    );
  }

  /** Swaps two free stops of different routes, each taking the other's place. */
  private exchangePass(): boolean {
    const { state } = this;
    const { c } = state;
    let improved = false;
    for (let s = 1; s <= c.m; s++) {
      const a = state.routeOf[s]!;
      if (a < 0 || c.fixed[s]! >= 0) continue;
      for (const u of c.neighbours[s]!) {
        const b = state.routeOf[u]!;
        if (b < 0 || b === a || c.fixed[u]! >= 0) continue;
        const change = c.demand[u]! - c.demand[s]!;
        if (!state.allowed(u, a, change) || !state.allowed(s, b, -change)) continue;
        const routeA = state.routes[a]!;
        const routeB = state.routes[b]!;
        const p = routeA.indexOf(s);
        const q = routeB.indexOf(u);
        const delta = this.exchangeDelta(s, a, p, u, b, q);
        if (delta < -EPSILON) {
          routeA[p] = u;
          routeB[q] = s;
          state.recompute(a);
          state.recompute(b);
          this.markDirty(a);
          this.markDirty(b);
          improved = true;
          break;
        }
      }
    }
    return improved;
  }

  private exchangeDelta(s: number, a: number, p: number, u: number, b: number, q: number): number {
    const { state } = this;
    const { c } = state;
    const routeA = state.routes[a]!;
    const routeB = state.routes[b]!;
    const longest = state.longest();
    const longestOther = state.longestExcept(a, b);
    if (!state.windowedRoute[a] && !state.windowedRoute[b]) {
      const drivingA = this.replaceDriving(routeA, p, s, u);
      const drivingB = this.replaceDriving(routeB, q, u, s);
      const change = c.demand[u]! - c.demand[s]!;
      const statsA = state.stats[a]!;
      const statsB = state.stats[b]!;
      const overA = Math.max(0, statsA.load + change - c.capacity[a]!) - Math.max(0, statsA.load - c.capacity[a]!);
      const overB = Math.max(0, statsB.load - change - c.capacity[b]!) - Math.max(0, statsB.load - c.capacity[b]!);
      const serviceChange = c.service[u]! - c.service[s]!;
      const durationA = statsA.duration + drivingA + serviceChange;
      const durationB = statsB.duration + drivingB - serviceChange;
      const evening = state.spreadOf(durationA) + state.spreadOf(durationB) - state.spreadOf(statsA.duration) - state.spreadOf(statsB.duration);
      return (
        drivingA +
        drivingB +
        overKgWeight * (overA + overB) +
        evening +
        state.c.balance * (Math.max(longestOther, durationA, durationB) - longest)
      );
    }
    const statsA = editedRouteStats(c, a, routeA, p, p, u);
    const statsB = editedRouteStats(c, b, routeB, q, q, s);
    return this.pairDelta(a, statsA, b, statsB, longest, longestOther);
  }

  /** Driving change of putting `into` in place of `out` at position k of a route. */
  private replaceDriving(route: number[], k: number, out: number, into: number): number {
    const { state } = this;
    const x = k === 0 ? 0 : route[k - 1]!;
    const y = k === route.length - 1 ? state.c.end : route[k + 1]!;
    return state.d(x, into) + state.d(into, y) - state.d(x, out) - state.d(out, y);
  }
}
