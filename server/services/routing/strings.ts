import { randomInt, type Random } from './random';
import type { SearchState } from './state';

// The ruin of SISR (Christiaens and Vanden Berghe, "Slack induction by string removals for vehicle
// routing problems", Transportation Science 2020): strings of consecutive stops are cut out of a few
// routes that lie near one another, so the recreate can rebuild a whole neighbourhood differently.
// Removing whole strings, not scattered stops, is what frees room in several routes at one place.

export interface StringRuinOptions {
  /** Average number of stops removed (the paper's c̄). */
  averageRemoved: number;
  /** Longest string (the paper's L^max). */
  maxString: number;
  /** Chance of a split string: a string cut out with a run of stops left standing inside it. */
  splitRate: number;
  /** Chance, at each step, that the run left standing stops growing (the paper's β). */
  splitDepth: number;
}

export const STRING_RUIN: StringRuinOptions = { averageRemoved: 10, maxString: 10, splitRate: 0.5, splitDepth: 0.01 };

/**
 * The stops of route `route` (an array of stop ordinals) that a string of `length` stops containing
 * position `at` removes, starting `offset` places before `at` (0 <= offset < length, the string must fit).
 * With `kept` > 0 a split string: `length + kept` consecutive places, of which a run of `kept` starting
 * `keptAt` places into it stays.
 */
export function stringOf(route: readonly number[], start: number, length: number, kept = 0, keptAt = 0): number[] {
  const removed: number[] = [];
  for (let k = 0; k < length + kept; k++) {
    if (kept > 0 && k >= keptAt && k < keptAt + kept) continue;
    removed.push(route[start + k]!);
  }
  return removed;
}

/** Picks the string around position `at` of a route of `size` stops: its first place, and the run kept inside. */
function pickString(
  random: Random,
  size: number,
  at: number,
  length: number,
  options: StringRuinOptions,
): { start: number; kept: number; keptAt: number } {
  let kept = 0;
  if (length < size && random() < options.splitRate) {
    kept = 1;
    while (length + kept < size && random() >= options.splitDepth) kept++;
  }
  const span = length + kept;
  // Every window of `span` places that holds `at` and fits in the route, equally likely.
  const lowest = Math.max(0, at - span + 1);
  const highest = Math.min(at, size - span);
  const start = lowest + randomInt(random, highest - lowest + 1);
  // The kept run lies after the string's first stop, so a split string always removes its first place.
  const keptAt = kept > 0 ? 1 + randomInt(random, length) : 0;
  return { start, kept, keptAt };
}

/**
 * Removes strings from routes near a random stop and returns the stops taken out (in the order taken).
 * `adjacency[s]` lists every stop ordinal by increasing distance from s (s first).
 */
export function ruinStrings(
  state: SearchState,
  random: Random,
  adjacency: readonly Int32Array[],
  options: StringRuinOptions = STRING_RUIN,
): number[] {
  const { routes, routeOf } = state;
  let stops = 0;
  let used = 0;
  for (const route of routes)
    if (route.length > 0) {
      stops += route.length;
      used++;
    }
  if (stops === 0) return [];
  const averageLength = stops / used;
  const longest = Math.min(options.maxString, averageLength);
  const maxStrings = (4 * options.averageRemoved) / (1 + longest) - 1;
  const strings = Math.max(1, Math.floor(1 + random() * maxStrings));
  // A random placed stop: draw until one is (nearly every stop is placed, so this ends quickly).
  const m = adjacency.length - 1;
  let seed = 1 + randomInt(random, m);
  while (routeOf[seed]! < 0) seed = 1 + randomInt(random, m);
  const ruined = new Set<number>();
  const removed: number[] = [];
  for (const s of adjacency[seed]!) {
    if (ruined.size >= strings) break;
    const r = routeOf[s]!;
    if (r < 0 || ruined.has(r)) continue;
    const route = routes[r]!;
    const length = 1 + randomInt(random, Math.max(1, Math.floor(Math.min(route.length, longest))));
    const at = state.positionOf[s]!;
    const { start, kept, keptAt } = pickString(random, route.length, at, Math.min(length, route.length), options);
    const taken = stringOf(route, start, Math.min(length, route.length), kept, keptAt);
    ruined.add(r);
    for (const stop of taken) {
      removed.push(stop);
      state.remove(stop);
    }
  }
  return removed;
}
