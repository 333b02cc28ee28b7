import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solve, type Matrix, type Problem, type Solution } from '../../server/services/routing';
import { adjacencyOf, blinkInsertion, recreate } from '../../server/services/routing/anneal';
import { compile, objective, routeStats, type Compiled } from '../../server/services/routing/model';
import { mulberry32 } from '../../server/services/routing/random';
import { SearchState } from '../../server/services/routing/state';
import { ruinStrings, stringOf } from '../../server/services/routing/strings';

// The moves of the ruin-and-recreate search (issue 31), each checked against brute force on small
// problems, and a property test that no solution breaks a capacity, a receiving window or a fixed van.
// Pure: no database.

function randomMatrix(size: number, seed: number): Matrix {
  const random = mulberry32(seed);
  const points = Array.from({ length: size }, () => [random() * 10_000, random() * 10_000] as const);
  const distances = points.map(([xa, ya], a) =>
    points.map(([xb, yb], b) => (a === b ? 0 : Math.round(Math.hypot(xa - xb, ya - yb) * (1 + random() * 0.3)))),
  );
  return { distances, durations: distances.map((row) => row.map((metres) => Math.round(metres / 8.33))) };
}

/** A small problem with loads, some windows, a fixed stop and (evenOut) the bakery's objective or driving only. */
function smallProblem(seed: number, stops: number, vehicles: number, evenOut: boolean): Problem {
  const random = mulberry32(seed * 977);
  return {
    matrix: randomMatrix(stops + 1, seed),
    stops: Array.from({ length: stops }, (_, k) => ({
      id: k + 1,
      index: k + 1,
      serviceSeconds: 600,
      demandKg: 5 + Math.round(random() * 20),
      window:
        k % 4 === 1 ? { from: 21_600 + Math.round(random() * 3600), to: 25_200 + Math.round(random() * 3600) } : null,
      fixedVehicle: k === 2 ? 0 : null,
    })),
    vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: v, capacityKg: 60 + 20 * v, startSeconds: 21_600 })),
    returnToDepot: seed % 2 === 0,
    evenOut,
  };
}

/** Stops dealt to the vehicles in turn, each within its capacity where it can be. */
function startState(c: Compiled): SearchState {
  const state = new SearchState(
    c,
    c.problem.vehicles.map(() => []),
    [],
  );
  for (let s = 1; s <= c.m; s++) {
    const at = state.bestInsertion(s);
    if (at) state.insert(s, at);
    else state.unassigned.push(s);
  }
  return state;
}

describe('string removal (the ruin)', () => {
  it('takes from each route it touches exactly one string, or one string with a run left inside, and nothing else', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const c = compile(smallProblem(seed, 14, 3, seed % 3 !== 0));
      const state = startState(c);
      const before = state.routes.map((route) => [...route]);
      const adjacency = [
        new Int32Array(0),
        ...Array.from({ length: c.m }, (_, k) => Int32Array.from(c.neighbours[k + 1]!).map((n) => n)),
      ];
      // Every stop's list starts with itself, as ruinStrings expects.
      adjacency.forEach((list, s) => (adjacency[s] = s === 0 ? list : Int32Array.from([s, ...list])));
      const removed = ruinStrings(state, mulberry32(seed), adjacency);
      expect(removed.length).toBeGreaterThan(0);
      expect(new Set(removed).size).toBe(removed.length);
      before.forEach((route, r) => {
        const taken = route.filter((s) => removed.includes(s));
        // What stays keeps its order.
        expect(state.routes[r]).toEqual(route.filter((s) => !removed.includes(s)));
        if (!taken.length) return;
        // Brute force: some string (start, length, kept run) of the route removes exactly these stops.
        const key = [...taken].sort((a, b) => a - b).join();
        let found = false;
        for (let start = 0; start < route.length && !found; start++)
          for (let length = 1; start + length <= route.length && !found; length++)
            for (let kept = 0; start + length + kept <= route.length && !found; kept++)
              for (let keptAt = kept ? 1 : 0; keptAt <= (kept ? length : 0) && !found; keptAt++)
                found = [...stringOf(route, start, length, kept, keptAt)].sort((a, b) => a - b).join() === key;
        expect(found, `route ${r}: ${route} lost ${taken}`).toBe(true);
      });
      // The state stays consistent: stops out of every route, routes timed as if built.
      for (const s of removed) expect(state.routeOf[s]).toBe(-1);
      state.routes.forEach((route, r) => expectTimed(c, state, r, route));
    }
  });
});

function expectTimed(c: Compiled, state: SearchState, r: number, route: number[]): void {
  const built = routeStats(c, r, route);
  const kept = state.stats[r]!;
  expect(kept.driving).toBeCloseTo(built.driving, 6);
  expect(kept.duration).toBeCloseTo(built.duration, 6);
  expect(kept.load).toBeCloseTo(built.load, 6);
  expect(kept.late).toBe(built.late);
}

describe('cheapest insertion (the recreate)', () => {
  it('without blinks, picks a place no other place beats: brute force over every route and gap, whole objective', () => {
    for (let seed = 1; seed <= 30; seed++) {
      for (const evenOut of [true, false]) {
        const c = compile(smallProblem(seed, 9, 3, evenOut));
        const state = startState(c);
        const s = 1 + (seed % c.m);
        if (state.routeOf[s]! >= 0) state.remove(s);
        state.unassigned = state.unassigned.filter((u) => u !== s);
        const chosen = blinkInsertion(state, s, mulberry32(seed), 0);
        let best = Infinity;
        state.routes.forEach((route, r) => {
          if (!state.allowed(s, r)) return;
          for (let g = 0; g <= route.length; g++) {
            const routes = state.routes.map((other, k) =>
              k === r ? [...other.slice(0, g), s, ...other.slice(g)] : other,
            );
            best = Math.min(best, objective(c, routes, state.unassigned.length));
          }
        });
        expect(chosen).not.toBeNull();
        const routes = state.routes.map((route, k) =>
          k === chosen!.route ? [...route.slice(0, chosen!.gap), s, ...route.slice(chosen!.gap)] : route,
        );
        expect(objective(c, routes, state.unassigned.length)).toBeCloseTo(best, 6);
        // The delta it reports is the objective's change.
        expect(chosen!.delta).toBeCloseTo(best - state.total(), 6);
      }
    }
  });

  it('finds no place for a stop no route may take (too heavy, or fixed to a van not in the problem)', () => {
    const problem = smallProblem(3, 6, 2, false);
    for (const vehicle of problem.vehicles) vehicle.capacityKg = 500;
    problem.stops[0]!.demandKg = 1000;
    problem.stops[1]!.fixedVehicle = 'gone';
    const c = compile(problem);
    const state = new SearchState(c, [[], []], []);
    expect(blinkInsertion(state, 1, mulberry32(1), 0)).toBeNull();
    expect(blinkInsertion(state, 2, mulberry32(1), 0)).toBeNull();
    recreate(state, [1, 2, 3, 4, 5, 6], mulberry32(1));
    expect(state.unassigned).toEqual([1, 2]);
    expect(state.routes.flat().sort((a, b) => a - b)).toEqual([3, 4, 5, 6]);
  });

  it('keeps every route timed as if built after stops come and go (routes without windows are updated, not re-timed)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const c = compile(smallProblem(seed, 12, 3, seed % 2 === 0));
      const state = startState(c);
      const random = mulberry32(seed);
      for (let step = 0; step < 30; step++) {
        const s = 1 + Math.floor(random() * c.m);
        if (state.routeOf[s]! >= 0) state.remove(s);
        else {
          state.unassigned = state.unassigned.filter((u) => u !== s);
          const at = blinkInsertion(state, s, random, 0.3);
          if (at) state.insert(s, at);
          else state.unassigned.push(s);
        }
        state.routes.forEach((route, r) => expectTimed(c, state, r, route));
      }
    }
  });
});

/** The objective with stop s put at gap g of route r (the brute force's measure of a place). */
function withStopAt(c: Compiled, state: SearchState, s: number, r: number, g: number): number {
  const routes = state.routes.map((route, k) => (k === r ? [...route.slice(0, g), s, ...route.slice(g)] : route));
  return objective(c, routes, state.unassigned.length);
}

/** What no solution may break: capacities (free stops), fixed vans, windows (never early, late flagged), every stop once. */
function expectSound(problem: Problem, solution: Solution): void {
  const stopOf = new Map(problem.stops.map((stop) => [stop.id, stop]));
  const seen = [...solution.unassigned];
  const late: unknown[] = [];
  solution.routes.forEach((route, v) => {
    const vehicle = problem.vehicles[v]!;
    expect(route.vehicleId).toBe(vehicle.id);
    let load = 0;
    let freeLoad = 0;
    for (const planned of route.stops) {
      const stop = stopOf.get(planned.id)!;
      seen.push(stop.id);
      load += stop.demandKg ?? 0;
      if (stop.fixedVehicle === null || stop.fixedVehicle === undefined) freeLoad += stop.demandKg ?? 0;
      else expect(stop.fixedVehicle).toBe(vehicle.id);
      if (stop.window) {
        expect(planned.arrivalSeconds).toBeGreaterThanOrEqual(stop.window.from);
        expect(planned.late).toBe(planned.arrivalSeconds > stop.window.to);
      } else expect(planned.late).toBe(false);
      if (planned.late) late.push(stop.id);
    }
    expect(route.loadKg).toBe(load);
    // Free stops never put a van over its capacity: a van over it carries only what is fixed to it.
    if (vehicle.capacityKg !== null && vehicle.capacityKg !== undefined && load > vehicle.capacityKg)
      expect(freeLoad).toBe(0);
  });
  // Every stop once, planned or unassigned; a stop fixed to a van not in the problem is unassigned.
  expect([...seen].sort((a, b) => Number(a) - Number(b))).toEqual(problem.stops.map((stop) => stop.id));
  for (const stop of problem.stops)
    if (
      stop.fixedVehicle !== null &&
      stop.fixedVehicle !== undefined &&
      Number(stop.fixedVehicle) >= problem.vehicles.length
    )
      expect(solution.unassigned).toContain(stop.id);
  expect([...solution.flagged].sort()).toEqual([...late].sort());
}

describe('granular insertion (the recreate beside near stops)', () => {
  it('without blinks, picks a place no granular place beats: brute force over both ends of each route and beside each near stop', () => {
    let placed = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const evenOut of [true, false]) {
        const c = compile(smallProblem(seed, 14, 3, evenOut));
        const lists = adjacencyOf(c);
        const state = startState(c);
        const s = 1 + (seed % c.m);
        if (state.routeOf[s]! >= 0) state.remove(s);
        state.unassigned = state.unassigned.filter((u) => u !== s);
        const count = 1 + (seed % 4);
        const chosen = blinkInsertion(state, s, mulberry32(seed), 0, { lists, count });
        // The granular places worked out here from the routes themselves (indexOf, not the kept positions).
        const near = [...lists[s]!].filter((n) => n !== s).slice(0, count);
        let best = Infinity;
        state.routes.forEach((route, r) => {
          if (!state.allowed(s, r)) return;
          const gaps = new Set([0, route.length]);
          for (const n of near) {
            const p = route.indexOf(n);
            if (p >= 0) gaps.add(p).add(p + 1);
          }
          for (const g of gaps) best = Math.min(best, withStopAt(c, state, s, r, g));
        });
        if (best === Infinity) {
          // No van has room for it: no place, as without granularity.
          expect(chosen).toBeNull();
          continue;
        }
        placed++;
        expect(chosen).not.toBeNull();
        const gapsOfChosen = new Set([0, state.routes[chosen!.route]!.length]);
        for (const n of near) {
          const p = state.routes[chosen!.route]!.indexOf(n);
          if (p >= 0) gapsOfChosen.add(p).add(p + 1);
        }
        expect(gapsOfChosen.has(chosen!.gap)).toBe(true);
        expect(withStopAt(c, state, s, chosen!.route, chosen!.gap)).toBeCloseTo(best, 6);
        expect(chosen!.delta).toBeCloseTo(best - state.total(), 6);
      }
    }
    // Most cases place the stop (the check above is not vacuous).
    expect(placed).toBeGreaterThan(40);
  });

  it('with every stop near, is the full cheapest insertion: the same place as brute force over every gap', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const c = compile(smallProblem(seed, 10, 3, seed % 2 === 0));
      const lists = adjacencyOf(c);
      const state = startState(c);
      const s = 1 + (seed % c.m);
      if (state.routeOf[s]! >= 0) state.remove(s);
      state.unassigned = state.unassigned.filter((u) => u !== s);
      const granular = blinkInsertion(state, s, mulberry32(seed), 0, { lists, count: c.m });
      let best = Infinity;
      state.routes.forEach((route, r) => {
        if (!state.allowed(s, r)) return;
        for (let g = 0; g <= route.length; g++) best = Math.min(best, withStopAt(c, state, s, r, g));
      });
      expect(withStopAt(c, state, s, granular!.route, granular!.gap)).toBeCloseTo(best, 6);
    }
  });

  it('keeps the place of each stop in its route as stops come and go, and never leaves a stop out for its blinks', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const c = compile(smallProblem(seed, 16, 3, seed % 2 === 0));
      const near = { lists: adjacencyOf(c), count: 3 };
      const state = startState(c);
      const random = mulberry32(seed);
      for (let step = 0; step < 40; step++) {
        const s = 1 + Math.floor(random() * c.m);
        if (state.routeOf[s]! >= 0) state.remove(s);
        else if (state.routes.some((_, r) => state.allowed(s, r))) {
          state.unassigned = state.unassigned.filter((u) => u !== s);
          // A blink rate of 0.9 skips nearly every place: the stop must still be placed.
          const at = blinkInsertion(state, s, random, 0.9, near);
          expect(at).not.toBeNull();
          state.insert(s, at!);
        }
        state.routes.forEach((route, r) =>
          route.forEach((stop, k) => {
            expect(state.routeOf[stop]).toBe(r);
            expect(state.positionOf[stop]).toBe(k);
          }),
        );
      }
    }
  });
});

describe('solutions (property, fixed seed)', () => {
  type Range = { min: number; max: number };
  const problemsOf = (stopCount: Range, vehicleCount: Range) =>
    fc
      .record({
        stops: fc.integer(stopCount),
        vehicles: fc.integer(vehicleCount),
        seed: fc.integer({ min: 1, max: 1_000_000 }),
        closed: fc.boolean(),
        evenOut: fc.boolean(),
      })
      .map(({ stops, vehicles, seed, closed, evenOut }) => {
        const random = mulberry32(seed);
        const problem: Problem = {
          matrix: randomMatrix(stops + 1, seed),
          stops: Array.from({ length: stops }, (_, k) => ({
            id: k + 1,
            index: k + 1,
            serviceSeconds: 300 + Math.round(random() * 900),
            demandKg: Math.round(random() * 40),
            window:
              random() < 0.3
                ? { from: 21_600 + Math.round(random() * 7200), to: 25_200 + Math.round(random() * 7200) }
                : null,
            fixedVehicle: random() < 0.15 ? Math.floor(random() * (vehicles + 1)) : null,
          })),
          vehicles: Array.from({ length: vehicles }, (_, v) => ({
            id: v,
            capacityKg: random() < 0.2 ? null : 30 + Math.round(random() * 100),
            startSeconds: 21_600,
          })),
          returnToDepot: closed,
          evenOut,
        };
        return problem;
      });
  const problems = problemsOf({ min: 1, max: 18 }, { min: 1, max: 4 });
  const largeProblems = problemsOf({ min: 35, max: 60 }, { min: 2, max: 5 });

  it('never loads a free stop beyond a capacity, keeps fixed stops on their van, never serves before a window and flags every late stop', () => {
    fc.assert(
      fc.property(problems, (problem) => {
        const solution = solve(problem, { maxIterations: 200, timeLimitMs: 10_000 });
        expectSound(problem, solution);
      }),
      { seed: 31, numRuns: 60 },
    );
  });

  it('holds on days large enough for the granular recreate (more stops than a stop has near ones)', () => {
    fc.assert(
      fc.property(largeProblems, (problem) =>
        expectSound(problem, solve(problem, { maxIterations: 150, timeLimitMs: 10_000 })),
      ),
      { seed: 31, numRuns: 6 },
    );
  });
});

describe('the annealing and the clock', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the same solution for a seed however the clock runs, while the rounds end the search before half its limit', () => {
    const problem = smallProblem(7, 40, 4, false);
    const options = { seed: 5, maxIterations: 1500, timeLimitMs: 10_000 };
    const reference = solve(problem, options);
    // A busy machine: 49 % of the limit gone the moment the search starts, and no time passing after.
    let calls = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (calls++ === 0 ? 0 : 4_900));
    expect(solve(problem, options)).toEqual(reference);
    expect(calls).toBeGreaterThan(1500);
  });
});
