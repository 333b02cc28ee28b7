import type { Compiled } from './model';
import { blinkInsertion, type NearStops } from './insertion';
import { randomInt, type Random } from './random';
import type { SearchState } from './state';
import { ruinStrings } from './strings';

// The tests and the bench reach the insertion through the annealing that uses it.
export { blinkInsertion } from './insertion';

// Ruin and recreate under simulated annealing (the SISR scheme): each round cuts strings out of nearby
// routes and puts the stops back one by one at their cheapest place, skipping each place with a small
// chance ("blinks", so the same stops do not always fall back where they were). A worse solution is
// kept with a chance that shrinks as the temperature falls; the best one seen is the answer.

export const BLINK_RATE = 0.01;
/** The share of the time limit after which the clock may set the temperature (see anneal). */
const CLOCK_FROM = 0.5;
/** Near stops beside which the recreate tries a stop (README, route optimiser: 30 kept the quality). */
export const NEAR_STOPS = 30;

export interface AnnealLimits {
  /** Rounds; the temperature falls from start to end over them. */
  iterations: number;
  /** performance.now() at which to stop; past half the limit a run behind its rounds' pace cools by the clock. */
  deadline: number;
  started: number;
}

/** Every stop ordinal's list of stops by increasing distance from it (itself first). */
export function adjacencyOf(c: Compiled): Int32Array[] {
  const lists: Int32Array[] = [new Int32Array(0)];
  const { duration, size, m } = c;
  for (let a = 1; a <= m; a++) {
    const others: number[] = [];
    for (let b = 1; b <= m; b++) others.push(b);
    const weight = (b: number) => (b === a ? -1 : duration[a * size + b]! + duration[b * size + a]!);
    others.sort((x, y) => weight(x) - weight(y) || x - y);
    lists.push(Int32Array.from(others));
  }
  return lists;
}

/**
 * The order the removed stops go back in: stops fixed to a van first (so a free stop is admitted only
 * where the van's fixed load leaves room, and never ends up on a van its fixed orders overload), then
 * random, heaviest first, farthest first or nearest first (4:4:2:1).
 */
function recreateOrder(c: Compiled, removed: number[], random: Random): void {
  const pick = randomInt(random, 11);
  if (pick < 4) {
    for (let k = removed.length - 1; k > 0; k--) {
      const j = randomInt(random, k + 1);
      [removed[k], removed[j]] = [removed[j]!, removed[k]!];
    }
  } else {
    const key =
      pick < 8 ? (s: number) => -c.demand[s]! : pick < 10 ? (s: number) => -c.duration[s]! : (s: number) => c.duration[s]!;
    removed.sort((x, y) => key(x) - key(y) || x - y);
  }
  const free = (s: number) => (c.fixed[s]! >= 0 ? 0 : 1);
  // A stable sort: the order above stays within each part.
  removed.sort((x, y) => free(x) - free(y));
}

/** Puts the removed stops (and any unplaced one) back, each at its cheapest place with blinks (granular with `near`). */
export function recreate(
  state: SearchState,
  removed: number[],
  random: Random,
  blinkRate = BLINK_RATE,
  near?: NearStops,
): void {
  removed.push(...state.unassigned);
  state.unassigned = [];
  recreateOrder(state.c, removed, random);
  for (const s of removed) {
    const at = blinkInsertion(state, s, random, blinkRate, near);
    if (at) state.insert(s, at);
    else state.unassigned.push(s);
  }
  state.unassigned.sort((x, y) => x - y);
}

/** The temperatures: a hundredth of the mean leg to the nearest stop at the end, 100 times that at the start. */
function temperatures(c: Compiled, adjacency: readonly Int32Array[]): { first: number; last: number } {
  let sum = 0;
  let count = 0;
  for (let s = 1; s <= c.m; s++) {
    const nearest = adjacency[s]![1];
    if (nearest === undefined) continue;
    sum += c.duration[s * c.size + nearest]!;
    count++;
  }
  const leg = count ? sum / count : 1;
  return { first: Math.max(1e-3, 2.5 * leg), last: Math.max(1e-5, 0.025 * leg) };
}

/** Runs the annealing on `state` and leaves the best solution found in it. Returns the rounds run. */
export function anneal(state: SearchState, random: Random, limits: AnnealLimits): number {
  const { c } = state;
  const adjacency = adjacencyOf(c);
  const { first, last } = temperatures(c, adjacency);
  let current = state.total();
  let best = state.snapshot();
  let bestCost = current;
  const span = Math.max(1, limits.deadline - limits.started);
  const savedRouteOf = new Int32Array(state.routeOf.length);
  const savedPositionOf = new Int32Array(state.positionOf.length);
  const near: NearStops = { lists: adjacency, count: NEAR_STOPS };
  let iteration = 0;
  for (; iteration < limits.iterations; iteration++) {
    const now = performance.now();
    if (now >= limits.deadline) break;
    // The temperature follows the rounds, so a run that its round budget ends is the same on a busy
    // machine and an idle one (deterministic for a seed). Only a run past half its time limit and behind
    // the limit's pace (one the limit is about to cut) cools by the clock instead, so it still ends cold.
    const rounds = iteration / limits.iterations;
    const clock = (now - limits.started) / span;
    const progress = clock > CLOCK_FROM && clock > rounds ? clock : rounds;
    const temperature = first * Math.pow(last / first, progress);
    // A rejected round is undone by putting back the arrays it replaced: a route's stats are rebuilt,
    // never changed in place, so keeping the lists is enough (no route is timed again).
    const saved = state.routes.map((route) => route.slice());
    const savedStats = state.stats.slice();
    const savedCosts = state.costs.slice();
    const savedWindowed = state.windowedRoute.slice();
    savedRouteOf.set(state.routeOf);
    savedPositionOf.set(state.positionOf);
    const savedUnassigned = state.unassigned.slice();
    const removed = ruinStrings(state, random, adjacency);
    if (removed.length === 0 && state.unassigned.length === 0) break;
    recreate(state, removed, random, BLINK_RATE, near);
    const cost = state.total();
    if (cost < current - temperature * Math.log(random())) {
      current = cost;
      if (cost < bestCost - 1e-7) {
        bestCost = cost;
        best = state.snapshot();
      }
    } else {
      state.routes = saved;
      state.stats = savedStats;
      state.costs = savedCosts;
      state.windowedRoute = savedWindowed;
      state.routeOf.set(savedRouteOf);
      state.positionOf.set(savedPositionOf);
      state.unassigned = savedUnassigned;
    }
  }
  state.restore(best);
  return iteration;
}
