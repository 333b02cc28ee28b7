import { LATE_SECOND, LATE_STOP, type Compiled } from './model';

// Module-local copies: the TypeScript loader turns imported bindings into getters, costly in the hot loops.
const lateStopWeight = LATE_STOP;
const lateSecondWeight = LATE_SECOND;

// Held-Karp dynamic programming: the best order of a route of up to EXACT_LIMIT stops, over subsets.
// Without receiving windows it is exact for the driving time (open or closed route). With windows a
// state keeps the cheapest partial route (lateness penalties first), breaking ties on the earlier clock:
// a strong heuristic there, and the caller keeps it only when it beats the local search.

export const EXACT_LIMIT = 12;

/** The best order of the given stop ordinals for vehicle v (a permutation of `stops`). */
export function exactOrder(c: Compiled, v: number, stops: readonly number[]): number[] {
  const n = stops.length;
  if (n <= 1) return [...stops];
  if (n > EXACT_LIMIT) throw new Error(`routing: exact order is for up to ${EXACT_LIMIT} stops`);
  const { duration, size, from, to, service, end } = c;
  const full = (1 << n) - 1;
  const states = (1 << n) * n;
  const cost = new Float64Array(states).fill(Infinity);
  const clock = new Float64Array(states);
  const parent = new Int8Array(states).fill(-1);
  const start = c.start[v]!;
  const arrive = (time: number, s: number): [number, number] => {
    let t = time < from[s]! ? from[s]! : time;
    const penalty = t > to[s]! ? lateStopWeight + lateSecondWeight * (t - to[s]!) : 0;
    t += service[s]!;
    return [t, penalty];
  };
  for (let k = 0; k < n; k++) {
    const s = stops[k]!;
    const leg = duration[s]!; // row 0: from the depot
    const [time, penalty] = arrive(start + leg, s);
    const state = (1 << k) * n + k;
    cost[state] = leg + penalty;
    clock[state] = time;
  }
  for (let mask = 1; mask <= full; mask++) {
    for (let last = 0; last < n; last++) {
      if (!(mask & (1 << last))) continue;
      const state = mask * n + last;
      const base = cost[state]!;
      if (base === Infinity) continue;
      const row = stops[last]! * size;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const s = stops[next]!;
        const leg = duration[row + s]!;
        const [time, penalty] = arrive(clock[state]! + leg, s);
        const value = base + leg + penalty;
        const target = (mask | (1 << next)) * n + next;
        if (value < cost[target]! - 1e-9 || (Math.abs(value - cost[target]!) <= 1e-9 && time < clock[target]!)) {
          cost[target] = value;
          clock[target] = time;
          parent[target] = last;
        }
      }
    }
  }
  let bestLast = 0;
  let best = Infinity;
  for (let last = 0; last < n; last++) {
    const value = cost[full * n + last]! + duration[stops[last]! * size + end]!;
    if (value < best) {
      best = value;
      bestLast = last;
    }
  }
  const order: number[] = [];
  let mask = full;
  let last = bestLast;
  while (last >= 0) {
    order.push(stops[last]!);
    const previous = parent[mask * n + last]!;
    mask &= ~(1 << last);
    last = previous;
  }
  return order.reverse();
}
