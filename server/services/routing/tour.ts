import { routeCost, routeStats, type Compiled } from './model';
import { randomInt, type Random } from './random';
import type { Problem } from './types';

// Improvement of one route: 2-opt and Or-opt (segments of 1 to 3 stops, either way round) over the
// route [depot, stops..., END], driven by each stop's nearest neighbours and a queue of stops whose
// surroundings changed (don't-look bits), with O(1) move costs from prefix sums of the legs forwards
// and backwards (road durations need not be symmetric). A route with receiving windows accepts a move
// only when the whole route, re-timed, costs less (lateness first).

const EPSILON = 1e-7;

export function tourProblem(matrix: number[][]): Problem {
  return {
    matrix: { durations: matrix, distances: matrix },
    stops: matrix.slice(1).map((_, i) => ({ id: i + 1, index: i + 1, serviceSeconds: 0 })),
    vehicles: [{ id: 0, startSeconds: 0 }],
    returnToDepot: true,
  };
}

export class RouteImprover {
  /** The route: t[0] the depot, t[1..length] the stops, t[length + 1] END. */
  private t: Int32Array;
  private scratch: Int32Array;
  private saved: Int32Array;
  private savedLength = 0;
  /** Position of a stop in t, -1 when it is not on this route. */
  private pos: Int32Array;
  private forward: Float64Array;
  private backward: Float64Array;
  private queued: Uint8Array;
  private queue: number[] = [];
  length = 0;
  private vehicle = 0;
  private windowed = false;

  constructor(private readonly c: Compiled) {
    this.t = new Int32Array(c.size + 1);
    this.scratch = new Int32Array(c.size + 1);
    this.saved = new Int32Array(c.size + 1);
    this.pos = new Int32Array(c.size).fill(-1);
    this.forward = new Float64Array(c.size + 1);
    this.backward = new Float64Array(c.size + 1);
    this.queued = new Uint8Array(c.size);
  }

  load(vehicle: number, route: ArrayLike<number>): void {
    for (let k = 1; k <= this.length; k++) this.pos[this.t[k]!] = -1;
    this.vehicle = vehicle;
    this.length = route.length;
    this.t[0] = 0;
    this.windowed = false;
    for (let k = 0; k < route.length; k++) {
      this.t[k + 1] = route[k]!;
      if (this.c.windowed[route[k]!]) this.windowed = true;
    }
    this.t[route.length + 1] = this.c.end;
    this.refresh(0);
  }

  route(): number[] {
    return Array.from(this.t.subarray(1, this.length + 1));
  }

  /** The route's cost: its driving, plus lateness when it has windows. */
  cost(): number {
    if (!this.windowed) return this.forward[this.length + 1]!;
    return routeCost(this.c, this.vehicle, routeStats(this.c, this.vehicle, this.t.subarray(1, this.length + 1)));
  }

  private refresh(from: number): void {
    const { t, pos, forward, backward } = this;
    const { duration, size } = this.c;
    for (let k = Math.max(1, from); k <= this.length; k++) pos[t[k]!] = k;
    for (let k = Math.max(0, from); k <= this.length; k++) {
      forward[k + 1] = forward[k]! + duration[t[k]! * size + t[k + 1]!]!;
      backward[k + 1] = backward[k]! + duration[t[k + 1]! * size + t[k]!]!;
    }
  }

  private d(a: number, b: number): number {
    return this.c.duration[a * this.c.size + b]!;
  }

  private push(node: number): void {
    if (node === 0 || node === this.c.end || this.queued[node]) return;
    this.queued[node] = 1;
    this.queue.push(node);
  }

  /** Local search until no move improves; from the given stops, or from all. Returns whether it changed. */
  improve(start?: Iterable<number>): boolean {
    if (this.length < 3) return false;
    if (start) for (const node of start) this.push(node);
    else for (let k = 1; k <= this.length; k++) this.push(this.t[k]!);
    let changed = false;
    let head = 0;
    while (head < this.queue.length) {
      const a = this.queue[head++]!;
      this.queued[a] = 0;
      if (this.pos[a]! < 0) continue;
      if (this.twoOpt(a) || this.orOpt(a)) {
        changed = true;
        this.push(a);
      }
      if (head > 4096) {
        this.queue = this.queue.slice(head);
        head = 0;
      }
    }
    this.queue.length = 0;
    return changed;
  }

  /** Accepts a materialised candidate (scratch) when the route has windows and it costs less. */
  private windowedBetter(candidateLength: number): boolean {
    const before = this.cost();
    const stats = routeStats(this.c, this.vehicle, this.scratch.subarray(1, candidateLength + 1));
    return routeCost(this.c, this.vehicle, stats) < before - EPSILON;
  }

  private commitScratch(): void {
    const swap = this.t;
    this.t = this.scratch;
    this.scratch = swap;
    this.refresh(0);
  }

  private twoOptDelta(i: number, j: number): number {
    const { t, forward, backward } = this;
    return (
      this.d(t[i]!, t[j]!) +
      this.d(t[i + 1]!, t[j + 1]!) -
      this.d(t[i]!, t[i + 1]!) -
      this.d(t[j]!, t[j + 1]!) +
      backward[j]! -
      backward[i + 1]! -
      (forward[j]! - forward[i + 1]!)
    );
  }

  private twoOpt(a: number): boolean {
    const p = this.pos[a]!;
    const near = this.c.neighbours[a]!;
    let bestDelta = -EPSILON;
    let bestI = -1;
    let bestJ = -1;
    for (let n = 0; n < near.length; n++) {
      const q = this.pos[near[n]!]!;
      if (q < 0) continue;
      const low = Math.min(p, q);
      const high = Math.max(p, q);
      for (let shift = 0; shift <= 1; shift++) {
        const i = low - shift;
        const j = high - shift;
        if (j - i < 2) continue;
        const delta = this.twoOptDelta(i, j);
        if (delta < bestDelta) {
          if (this.windowed) {
            this.materialiseTwoOpt(i, j);
            if (!this.windowedBetter(this.length)) continue;
          }
          bestDelta = delta;
          bestI = i;
          bestJ = j;
        }
      }
    }
    if (bestI < 0) return false;
    const { t } = this;
    this.push(t[bestI]!);
    this.push(t[bestI + 1]!);
    this.push(t[bestJ]!);
    this.push(t[bestJ + 1]!);
    for (let low = bestI + 1, high = bestJ; low < high; low++, high--) {
      const swap = t[low]!;
      t[low] = t[high]!;
      t[high] = swap;
    }
    this.refresh(bestI);
    return true;
  }

  private materialiseTwoOpt(i: number, j: number): void {
    const { t, scratch } = this;
    for (let k = 0; k <= this.length + 1; k++) scratch[k] = k > i && k <= j ? t[i + 1 + j - k]! : t[k]!;
  }

  /** Moves t[s..e] between t[g] and t[g + 1], reversed or not, into scratch. */
  private materialiseOrOpt(s: number, e: number, g: number, reversed: boolean): void {
    const { t, scratch } = this;
    let w = 0;
    const put = () => {
      for (let k = 0; k <= e - s; k++) scratch[w++] = t[reversed ? e - k : s + k]!;
    };
    for (let k = 0; k <= this.length + 1; k++) {
      if (k >= s && k <= e) continue;
      scratch[w++] = t[k]!;
      if (k === g) put();
    }
  }

  /** Without windows every cheaper move is taken; with them, only when the re-timed route costs less. */
  private acceptable(s: number, e: number, g: number, reversed: boolean): boolean {
    if (!this.windowed) return true;
    this.materialiseOrOpt(s, e, g, reversed);
    return this.windowedBetter(this.length);
  }

  /** The Or-opt segment under study and the best place found for it. */
  private segment = {
    s: 0,
    e: 0,
    removeGain: 0,
    turn: 0,
    bestDelta: 0,
    best: null as [number, number, number, boolean] | null,
  };

  /** Puts the segment between t[g] and t[g + 1], either way round, if that is the best so far. */
  private tryGap(g: number): void {
    const segment = this.segment;
    const { s, e } = segment;
    if (g < 0 || g > this.length || (g >= s - 1 && g <= e)) return;
    const { t } = this;
    const first = t[s]!;
    const last = t[e]!;
    const x = t[g]!;
    const y = t[g + 1]!;
    const base = -this.d(x, y) - segment.removeGain;
    const straight = base + this.d(x, first) + this.d(last, y);
    const turned = base + this.d(x, last) + this.d(first, y) + segment.turn;
    if (straight < segment.bestDelta && this.acceptable(s, e, g, false)) {
      segment.bestDelta = straight;
      segment.best = [s, e, g, false];
    }
    if (turned < segment.bestDelta && this.acceptable(s, e, g, true)) {
      segment.bestDelta = turned;
      segment.best = [s, e, g, true];
    }
  }

  private orOpt(a: number): boolean {
    const p = this.pos[a]!;
    const { t, forward, backward } = this;
    const near = this.c.neighbours;
    this.segment.bestDelta = -EPSILON;
    this.segment.best = null;
    for (let k = 1; k <= 3; k++) {
      for (let side = 0; side <= 1; side++) {
        if (k === 1 && side === 1) continue;
        const s = side === 0 ? p : p - k + 1;
        const e = s + k - 1;
        if (s < 1 || e > this.length) continue;
        const first = t[s]!;
        const last = t[e]!;
        const removeGain = this.d(t[s - 1]!, first) + this.d(last, t[e + 1]!) - this.d(t[s - 1]!, t[e + 1]!);
        this.segment.s = s;
        this.segment.e = e;
        this.segment.removeGain = removeGain;
        this.segment.turn = backward[e]! - backward[s]! - (forward[e]! - forward[s]!);
        this.tryGap(0);
        this.tryGap(this.length);
        for (let side2 = 0; side2 < (k === 1 ? 1 : 2); side2++) {
          const list = near[side2 === 0 ? first : last]!;
          for (let n = 0; n < list.length; n++) {
            const q = this.pos[list[n]!]!;
            if (q < 0) continue;
            this.tryGap(q);
            this.tryGap(q - 1);
          }
        }
      }
    }
    // Read back what tryGap recorded (TypeScript still sees the null assigned above).
    const chosen = this.segment.best as [number, number, number, boolean] | null;
    if (!chosen) return false;
    const [s, e, g, reversed] = chosen;
    for (const k of [s - 1, s, e, e + 1, g, g + 1]) this.push(t[k]!);
    this.materialiseOrOpt(s, e, g, reversed);
    this.commitScratch();
    return true;
  }

  private save(): void {
    this.saved.set(this.t.subarray(0, this.length + 2));
    this.savedLength = this.length;
  }

  private restore(): void {
    this.t.set(this.saved.subarray(0, this.savedLength + 2));
    this.refresh(0);
  }

  /** Double bridge on nearby segments: A B C D becomes A C B D; returns the stops at the cuts. */
  private doubleBridge(random: Random): number[] {
    const length = this.length;
    const span = Math.max(1, Math.min(50, Math.floor(length / 3)));
    const first = 1 + randomInt(random, span);
    const second = 1 + randomInt(random, span);
    let p1 = 1 + randomInt(random, Math.max(1, length - first - second + 1));
    if (p1 < 1) p1 = 1;
    const p2 = p1 + first;
    const p3 = p2 + second;
    const { t, scratch } = this;
    let w = 0;
    for (let k = 0; k < p1; k++) scratch[w++] = t[k]!;
    for (let k = p2; k < p3; k++) scratch[w++] = t[k]!;
    for (let k = p1; k < p2; k++) scratch[w++] = t[k]!;
    for (let k = p3; k <= length + 1; k++) scratch[w++] = t[k]!;
    const touched = [t[p1 - 1]!, t[p1]!, t[p2 - 1]!, t[p2]!, t[p3 - 1]!, t[p3]!];
    this.commitScratch();
    return touched;
  }

  /**
   * Iterated local search on this route: double bridge, local search, keep if not worse. Stops at the
   * deadline, after maxIterations, or after `stall` rounds without a better route. Ends on the best.
   */
  iterate(random: Random, limits: { deadline: number; maxIterations: number; stall: number }): number {
    this.improve();
    let current = this.cost();
    if (this.length < 8) return current;
    let sinceBetter = 0;
    for (let iteration = 0; iteration < limits.maxIterations && sinceBetter < limits.stall; iteration++) {
      if ((iteration & 15) === 0 && performance.now() > limits.deadline) break;
      this.save();
      this.improve(this.doubleBridge(random));
      const cost = this.cost();
      if (cost < current - EPSILON) {
        current = cost;
        sinceBetter = 0;
      } else {
        sinceBetter++;
        if (cost > current + EPSILON) this.restore();
      }
    }
    return current;
  }
}
