import { OVER_KG } from './model';
import type { Random } from './random';
import type { Insertion, SearchState } from './state';

// The recreate's insertion: the cheapest place for one stop, each place skipped with a small chance
// ("blinks", SISR), over every place or only the granular ones beside the stop's nearest stops.

// A module-local copy: the TypeScript loader turns imported bindings into getters, costly in the hot loop.
const OVER_KG_WEIGHT = OVER_KG;

/**
 * Granular places: only beside a stop's nearest stops. `lists[s]` holds stops by increasing distance from
 * s (s itself first, as adjacencyOf gives them); the first `count` others are s's near stops.
 */
export interface NearStops {
  lists: readonly Int32Array[];
  count: number;
}

// Scratch arrays reused from call to call (the recreate runs hundreds of thousands of times a search):
// the places to try as (route, gap) pairs, and each route's share of a place's cost that does not
// depend on the gap.
let places = new Int32Array(256);
let routeOver = new Float64Array(16);
let routeSpread = new Float64Array(16);
let routeLongestOther = new Float64Array(16);
let routeOpen = new Uint8Array(16);

function grow(routes: number, wanted: number): void {
  if (places.length < 2 * wanted) places = new Int32Array(4 * wanted);
  if (routeOver.length < routes) {
    routeOver = new Float64Array(2 * routes);
    routeSpread = new Float64Array(2 * routes);
    routeLongestOther = new Float64Array(2 * routes);
    routeOpen = new Uint8Array(2 * routes);
  }
}

/**
 * Writes into `places` the (route, gap) pairs to try for stop s and returns how many: every gap of
 * every route that may take s, or with `near` both ends of each such route (the bakery's side and the
 * last stop's) and the gaps before and after each of s's near stops that lies on one. A gap may come
 * twice, which changes nothing but the blinks drawn.
 */
function gatherPlaces(state: SearchState, s: number, near: NearStops | undefined): number {
  const { routes } = state;
  let wanted = 0;
  for (let r = 0; r < routes.length; r++) wanted += routes[r]!.length + 1;
  const list = near?.lists[s];
  const last = list ? Math.min(list.length - 1, near!.count) : 0;
  grow(routes.length, list ? 2 * routes.length + 2 * last : wanted);
  let count = 0;
  for (let r = 0; r < routes.length; r++) {
    routeOpen[r] = state.allowed(s, r) ? 1 : 0;
    if (!routeOpen[r]) continue;
    const length = routes[r]!.length;
    if (list) {
      places[2 * count] = r;
      places[2 * count++ + 1] = 0;
      if (length === 0) continue;
      places[2 * count] = r;
      places[2 * count++ + 1] = length;
    } else
      for (let g = 0; g <= length; g++) {
        places[2 * count] = r;
        places[2 * count++ + 1] = g;
      }
  }
  if (!list) return count;
  for (let k = 1; k <= last; k++) {
    const n = list[k]!;
    const r = state.routeOf[n]!;
    if (r < 0 || !routeOpen[r]) continue;
    const p = state.positionOf[n]!;
    if (p > 0) {
      places[2 * count] = r;
      places[2 * count++ + 1] = p;
    }
    if (p + 1 < routes[r]!.length) {
      places[2 * count] = r;
      places[2 * count++ + 1] = p + 1;
    }
  }
  return count;
}

/** Places to try before the next blink, for log(1 - blink rate) (0: never blink). */
function untilBlink(random: Random, logStay: number): number {
  return logStay === 0 ? Infinity : Math.floor(Math.log(1 - random()) / logStay);
}

/**
 * The cheapest place for stop s over every route that may take it, each place skipped with chance
 * `blinkRate` (0: the true cheapest). null when no route may take it. With `near`, only the granular
 * places (gatherPlaces) are tried: a stop's cheapest place is nearly always beside one of its nearest
 * stops, and a few dozen places instead of every gap of every route make the rounds cheaper (README,
 * route optimiser).
 */
export function blinkInsertion(
  state: SearchState,
  s: number,
  random: Random,
  blinkRate: number,
  near?: NearStops,
): Insertion | null {
  const { c } = state;
  const count = gatherPlaces(state, s, near);
  const even = c.balance !== 0;
  const longest = even ? state.longest() : 0;
  const { duration, size } = c;
  const service = c.service[s]!;
  const plainStop = !c.windowed[s];
  for (let r = 0; r < state.routes.length; r++) {
    if (!routeOpen[r]) continue;
    const stats = state.stats[r]!;
    const capacity = c.capacity[r]!;
    routeOver[r] =
      OVER_KG_WEIGHT * (Math.max(0, stats.load + c.demand[s]! - capacity) - Math.max(0, stats.load - capacity));
    routeSpread[r] = even ? state.spreadOf(stats.duration) : 0;
    routeLongestOther[r] = even ? state.longestExcept(r) : 0;
  }
  // Places to try before the next blink: geometric, one draw per blink rather than one per place.
  const logStay = Math.log(1 - blinkRate);
  let tries = untilBlink(random, logStay);
  let blinked = false;
  let bestRoute = -1;
  let bestGap = 0;
  let bestDelta = Infinity;
  for (let k = 0; k < count; k++) {
    if (tries-- === 0) {
      tries = untilBlink(random, logStay);
      blinked = true;
      continue;
    }
    const r = places[2 * k]!;
    const g = places[2 * k + 1]!;
    let delta: number;
    // Without windows a place's cost is its detour (plus the route's new length when days are evened out):
    // worked out here, where most of the search's time goes, rather than through insertionDelta.
    if (plainStop && !state.windowedRoute[r]) {
      const route = state.routes[r]!;
      const x = g === 0 ? 0 : route[g - 1]!;
      const y = g === route.length ? c.end : route[g]!;
      const detour = duration[x * size + s]! + duration[s * size + y]! - duration[x * size + y]!;
      delta = detour + routeOver[r]!;
      if (even) {
        const length = state.stats[r]!.duration + detour + service;
        delta +=
          state.spreadOf(length) - routeSpread[r]! + c.balance * (Math.max(routeLongestOther[r]!, length) - longest);
      }
    } else delta = state.insertionDelta(s, r, g, longest, routeLongestOther[r]!);
    if (delta < bestDelta - 1e-9) {
      bestRoute = r;
      bestGap = g;
      bestDelta = delta;
    }
  }
  // Every place the stop may take was skipped: blinks vary the choice, they never leave a stop out.
  if (bestRoute < 0 && blinked) return blinkInsertion(state, s, random, 0, near);
  return bestRoute < 0 ? null : { route: bestRoute, gap: bestGap, delta: bestDelta };
}
