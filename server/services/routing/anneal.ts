import { OVER_KG, type Compiled } from './model';
import { randomInt, type Random } from './random';
import type { Insertion, SearchState } from './state';
import { ruinStrings } from './strings';

// Ruin and recreate under simulated annealing (the SISR scheme): each round cuts strings out of nearby
// routes and puts the stops back one by one at their cheapest place, skipping each place with a small
// chance ("blinks", so the same stops do not always fall back where they were). A worse solution is
// kept with a chance that shrinks as the temperature falls; the best one seen is the answer.

export const BLINK_RATE = 0.01;
// A module-local copy: the TypeScript loader turns imported bindings into getters, costly in the hot loop.
const OVER_KG_WEIGHT = OVER_KG;

export interface AnnealLimits {
  /** Rounds; the temperature falls from start to end over them. */
  iterations: number;
  /** performance.now() at which to stop; the temperature also follows the time used, whichever is further on. */
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

/** Places to try before the next blink, for log(1 - blink rate) (0: never blink). */
function untilBlink(random: Random, logStay: number): number {
  return logStay === 0 ? Infinity : Math.floor(Math.log(1 - random()) / logStay);
}

/**
 * The cheapest place for stop s over every route that may take it, each place skipped with chance
 * `blinkRate` (0: the true cheapest). null when no route may take it.
 */
export function blinkInsertion(state: SearchState, s: number, random: Random, blinkRate: number): Insertion | null {
  let bestRoute = -1;
  let bestGap = 0;
  let bestDelta = Infinity;
  const { c } = state;
  // Places to try before the next blink: geometric, one draw per blink rather than one per place.
  const logStay = Math.log(1 - blinkRate);
  let tries = untilBlink(random, logStay);
  let blinked = false;
  const even = c.balance !== 0;
  const longest = even ? state.longest() : 0;
  const { duration, size } = c;
  const service = c.service[s]!;
  for (let r = 0; r < state.routes.length; r++) {
    if (!state.allowed(s, r)) continue;
    const longestOther = even ? state.longestExcept(r) : 0;
    const route = state.routes[r]!;
    const gaps = route.length;
    // Without windows a place's cost is its detour (plus the route's new length when days are evened out):
    // worked out here, where most of the search's time goes, rather than through insertionDelta.
    const plain = !state.windowedRoute[r] && !c.windowed[s];
    const stats = state.stats[r]!;
    const capacity = c.capacity[r]!;
    const over = OVER_KG_WEIGHT * (Math.max(0, stats.load + c.demand[s]! - capacity) - Math.max(0, stats.load - capacity));
    const spreadBefore = even ? state.spreadOf(stats.duration) : 0;
    for (let g = 0; g <= gaps; g++) {
      if (tries-- === 0) {
        tries = untilBlink(random, logStay);
        blinked = true;
        continue;
      }
      let delta: number;
      if (plain) {
        const x = g === 0 ? 0 : route[g - 1]!;
        const y = g === gaps ? c.end : route[g]!;
        const detour = duration[x * size + s]! + duration[s * size + y]! - duration[x * size + y]!;
        delta = detour + over;
        if (even) {
          const length = stats.duration + detour + service;
          delta += state.spreadOf(length) - spreadBefore + c.balance * (Math.max(longestOther, length) - longest);
        }
      } else delta = state.insertionDelta(s, r, g, longest, longestOther);
      if (delta < bestDelta - 1e-9) {
        bestRoute = r;
        bestGap = g;
        bestDelta = delta;
      }
    }
  }
  // Every place the stop may take was skipped: blinks vary the choice, they never leave a stop out.
  if (bestRoute < 0 && blinked) return blinkInsertion(state, s, random, 0);
  return bestRoute < 0 ? null : { route: bestRoute, gap: bestGap, delta: bestDelta };
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

/** Puts the removed stops (and any unplaced one) back, each at its cheapest place with blinks. */
export function recreate(state: SearchState, removed: number[], random: Random, blinkRate = BLINK_RATE): void {
  removed.push(...state.unassigned);
  state.unassigned = [];
  recreateOrder(state.c, removed, random);
  for (const s of removed) {
    const at = blinkInsertion(state, s, random, blinkRate);
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
  let iteration = 0;
  for (; iteration < limits.iterations; iteration++) {
    const now = performance.now();
    if (now >= limits.deadline) break;
    const progress = Math.max(iteration / limits.iterations, (now - limits.started) / span);
    const temperature = first * Math.pow(last / first, progress);
    // A rejected round is undone by putting back the arrays it replaced: a route's stats are rebuilt,
    // never changed in place, so keeping the lists is enough (no route is timed again).
    const saved = state.routes.map((route) => route.slice());
    const savedStats = state.stats.slice();
    const savedCosts = state.costs.slice();
    const savedWindowed = state.windowedRoute.slice();
    savedRouteOf.set(state.routeOf);
    const savedUnassigned = state.unassigned.slice();
    const removed = ruinStrings(state, random, adjacency);
    if (removed.length === 0 && state.unassigned.length === 0) break;
    recreate(state, removed, random);
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
      state.unassigned = savedUnassigned;
    }
  }
  state.restore(best);
  return iteration;
}
