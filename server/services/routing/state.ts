import {
  OVER_KG,
  UNASSIGNED,
  editedRouteStats,
  routeCost,
  routeStats,
  spread,
  type Compiled,
  type RouteStats,
} from './model';

// Module-local copies: the TypeScript loader turns imported bindings into getters, costly in the hot loops.
const overKgWeight = OVER_KG;
const spreadOf = spread;

// A solution under search: the routes with their timings kept current, and the cheapest place to
// insert a stop (the construction and the ruin-and-recreate share it). Every delta is the change of
// the objective described in model.ts, including the longest-route term.

export interface Insertion {
  route: number;
  gap: number;
  delta: number;
}

export class SearchState {
  routes: number[][];
  stats: RouteStats[] = [];
  costs: number[] = [];
  windowedRoute: boolean[] = [];
  unassigned: number[];
  routeOf: Int32Array;
  /** Each placed stop's place in its route (meaningless for a stop not placed): kept with routeOf. */
  positionOf: Int32Array;

  constructor(
    readonly c: Compiled,
    routes: number[][],
    unassigned: number[],
  ) {
    this.routes = routes.map((route) => [...route]);
    this.unassigned = [...unassigned];
    this.routeOf = new Int32Array(c.size).fill(-1);
    this.positionOf = new Int32Array(c.size);
    this.routes.forEach((_, r) => this.recompute(r));
  }

  recompute(r: number): void {
    const route = this.routes[r]!;
    const stats = routeStats(this.c, r, route);
    this.stats[r] = stats;
    this.costs[r] = routeCost(this.c, r, stats);
    let windowed = false;
    for (let k = 0; k < route.length; k++) {
      const s = route[k]!;
      this.routeOf[s] = r;
      this.positionOf[s] = k;
      if (this.c.windowed[s]) windowed = true;
    }
    this.windowedRoute[r] = windowed;
  }

  /** The evening-out term of a route of this duration (nothing when the problem does not even out). */
  spreadOf(duration: number): number {
    return this.c.spreadFactor === 0 ? 0 : spreadOf(duration);
  }

  longest(): number {
    let longest = 0;
    for (const stats of this.stats) if (stats.duration > longest) longest = stats.duration;
    return longest;
  }

  longestExcept(a: number, b = -1): number {
    let longest = 0;
    for (let r = 0; r < this.stats.length; r++)
      if (r !== a && r !== b && this.stats[r]!.duration > longest) longest = this.stats[r]!.duration;
    return longest;
  }

  total(): number {
    let sum = UNASSIGNED * this.unassigned.length;
    for (const cost of this.costs) sum += cost;
    if (this.c.balance === 0) return sum;
    for (const stats of this.stats) sum += spreadOf(stats.duration);
    return sum + this.c.balance * this.longest();
  }

  snapshot(): { routes: number[][]; unassigned: number[] } {
    return { routes: this.routes.map((route) => [...route]), unassigned: [...this.unassigned] };
  }

  restore(snapshot: { routes: number[][]; unassigned: number[] }): void {
    this.routes = snapshot.routes.map((route) => [...route]);
    this.unassigned = [...snapshot.unassigned];
    this.routeOf.fill(-1);
    this.routes.forEach((_, r) => this.recompute(r));
  }

  /** Whether stop s may join route r: its own van if fixed; else a load that stays within capacity (or does not grow). */
  allowed(s: number, r: number, loadChange = this.c.demand[s]!): boolean {
    const fixed = this.c.fixed[s]!;
    if (fixed === -2) return false;
    if (fixed >= 0) return fixed === r;
    const load = this.stats[r]!.load;
    return loadChange <= 0 || load + loadChange <= this.c.capacity[r]! + 1e-9;
  }

  d(a: number, b: number): number {
    return this.c.duration[a * this.c.size + b]!;
  }

  /** Cost change of putting s into gap g of route r (between route[g - 1] or the depot and route[g] or END). */
  insertionDelta(s: number, r: number, g: number, longest: number, longestOther: number): number {
    const { c } = this;
    const route = this.routes[r]!;
    const x = g === 0 ? 0 : route[g - 1]!;
    const y = g === route.length ? c.end : route[g]!;
    if (!this.windowedRoute[r] && !c.windowed[s]) {
      const driving = this.d(x, s) + this.d(s, y) - this.d(x, y);
      const stats = this.stats[r]!;
      const cap = c.capacity[r]!;
      const over = overKgWeight * (Math.max(0, stats.load + c.demand[s]! - cap) - Math.max(0, stats.load - cap));
      const duration = stats.duration + driving + c.service[s]!;
      if (c.balance === 0) return driving + over;
      return (
        driving +
        over +
        spreadOf(duration) -
        spreadOf(stats.duration) +
        c.balance * (Math.max(longestOther, duration) - longest)
      );
    }
    const stats = editedRouteStats(c, r, route, -1, g, s);
    const change =
      routeCost(c, r, stats) - this.costs[r]! + this.spreadOf(stats.duration) - this.spreadOf(this.stats[r]!.duration);
    return change + c.balance * (Math.max(longestOther, stats.duration) - longest);
  }

  bestInsertion(s: number): Insertion | null {
    let best: Insertion | null = null;
    const longest = this.longest();
    for (let r = 0; r < this.routes.length; r++) {
      if (!this.allowed(s, r)) continue;
      const longestOther = this.longestExcept(r);
      for (let g = 0; g <= this.routes[r]!.length; g++) {
        const delta = this.insertionDelta(s, r, g, longest, longestOther);
        if (!best || delta < best.delta - 1e-9) best = { route: r, gap: g, delta };
      }
    }
    return best;
  }

  /**
   * Moves each windowed stop of route r to the place in that route where the objective falls most: the
   * moves that cut lateness may lengthen the drive, which the neighbour-driven moves never try.
   */
  repairLate(r: number): void {
    if (!this.windowedRoute[r] || this.stats[r]!.late === 0) return;
    const route = this.routes[r]!;
    for (const s of [...route]) {
      if (!this.c.windowed[s]) continue;
      const from = route.indexOf(s);
      let best = this.total();
      let bestGap = from;
      route.splice(from, 1);
      for (let g = 0; g <= route.length; g++) {
        if (g === from) continue;
        route.splice(g, 0, s);
        this.recompute(r);
        const total = this.total();
        if (total < best - 1e-7) {
          best = total;
          bestGap = g;
        }
        route.splice(g, 1);
      }
      route.splice(bestGap, 0, s);
      this.recompute(r);
    }
  }

  insert(s: number, at: Insertion): void {
    const route = this.routes[at.route]!;
    if (this.windowedRoute[at.route] || this.c.windowed[s]) {
      route.splice(at.gap, 0, s);
      this.recompute(at.route);
      return;
    }
    const x = at.gap === 0 ? 0 : route[at.gap - 1]!;
    const y = at.gap === route.length ? this.c.end : route[at.gap]!;
    route.splice(at.gap, 0, s);
    this.routeOf[s] = at.route;
    this.renumber(route, at.gap);
    this.shift(at.route, this.d(x, s) + this.d(s, y) - this.d(x, y), this.c.service[s]!, this.c.demand[s]!);
  }

  remove(s: number): void {
    const r = this.routeOf[s]!;
    if (r < 0) return;
    const route = this.routes[r]!;
    const p = this.positionOf[s]!;
    const x = p === 0 ? 0 : route[p - 1]!;
    const y = p === route.length - 1 ? this.c.end : route[p + 1]!;
    route.splice(p, 1);
    this.routeOf[s] = -1;
    this.renumber(route, p);
    if (this.windowedRoute[r]) this.recompute(r);
    else this.shift(r, this.d(x, y) - this.d(x, s) - this.d(s, y), -this.c.service[s]!, -this.c.demand[s]!);
  }

  /** The places of a route's stops from place `from` on, after a stop came or went there. */
  private renumber(route: number[], from: number): void {
    for (let k = from; k < route.length; k++) this.positionOf[route[k]!] = k;
  }

  /**
   * A route without windows after one stop came or went: no waiting and no lateness, so its driving and
   * length change by the detour and the visit, with no need to time it again (the search's busiest step).
   */
  private shift(r: number, driving: number, service: number, demand: number): void {
    const before = this.stats[r]!;
    const stats: RouteStats = {
      driving: before.driving + driving,
      duration: before.duration + driving + service,
      late: 0,
      lateSeconds: 0,
      load: before.load + demand,
    };
    this.stats[r] = stats;
    this.costs[r] = routeCost(this.c, r, stats);
  }
}
