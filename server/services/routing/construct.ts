import type { Compiled } from './model';
import { SearchState } from './state';

// Two starting solutions; the search begins from the cheaper.

/** Each time, the vehicle free earliest drives to the nearest stop it may take (fixed to it, or fitting its load). */
export function nearestNeighbourRoutes(c: Compiled): { routes: number[][]; unassigned: number[] } {
  const vehicles = c.problem.vehicles.length;
  const routes: number[][] = Array.from({ length: vehicles }, () => []);
  const unassigned: number[] = [];
  const open = new Set<number>();
  for (let s = 1; s <= c.m; s++) {
    if (c.fixed[s] === -2 || (c.fixed[s]! < 0 && vehicles === 0)) unassigned.push(s);
    else open.add(s);
  }
  const at = new Int32Array(vehicles);
  const clock = Float64Array.from(c.start);
  // A van's fixed orders are counted from the start, so free stops only fill what they leave: only fixed
  // orders can put a van over its capacity, never a free stop taken before them.
  const load = new Float64Array(vehicles);
  for (const s of open) if (c.fixed[s]! >= 0) load[c.fixed[s]!] += c.demand[s]!;
  const done = new Uint8Array(vehicles);
  while (open.size > 0) {
    let v = -1;
    for (let k = 0; k < vehicles; k++) if (!done[k] && (v < 0 || clock[k]! < clock[v]!)) v = k;
    if (v < 0) break;
    let best = -1;
    let bestLeg = Infinity;
    for (const s of open) {
      const fixed = c.fixed[s]!;
      if (fixed >= 0 ? fixed !== v : load[v]! + c.demand[s]! > c.capacity[v]! + 1e-9 && c.demand[s]! > 0) continue;
      const leg = c.duration[at[v]! * c.size + s]!;
      if (leg < bestLeg) {
        bestLeg = leg;
        best = s;
      }
    }
    if (best < 0) {
      done[v] = 1;
      continue;
    }
    open.delete(best);
    routes[v]!.push(best);
    const arrival = Math.max(clock[v]! + bestLeg, c.from[best]!);
    clock[v] = arrival + c.service[best]!;
    if (c.fixed[best]! < 0) load[v] = load[v]! + c.demand[best]!;
    at[v] = best;
  }
  unassigned.push(...open);
  unassigned.sort((a, b) => a - b);
  return { routes, unassigned };
}

/**
 * Cheapest insertion, fixed stops first, then the others from the farthest from the bakery inwards:
 * each into the route and place that raise the objective least (the longest-route term spreads them).
 */
export function insertionRoutes(c: Compiled): { routes: number[][]; unassigned: number[] } {
  const state = new SearchState(
    c,
    Array.from({ length: c.problem.vehicles.length }, () => []),
    [],
  );
  const order: number[] = [];
  for (let s = 1; s <= c.m; s++) order.push(s);
  const rank = (s: number) => (c.fixed[s]! >= 0 ? 0 : 1);
  order.sort((a, b) => rank(a) - rank(b) || c.duration[b]! - c.duration[a]! || a - b);
  for (const s of order) {
    const at = state.bestInsertion(s);
    if (at) state.insert(s, at);
    else state.unassigned.push(s);
  }
  return state.snapshot();
}
