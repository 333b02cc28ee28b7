import { describe, expect, it } from 'vitest';
import {
  greatCircleMatrix,
  nearestNeighbour,
  planRouteOrder,
  solve,
  solveTour,
  type Matrix,
  type Problem,
  type Solution,
} from '../../server/services/routing';
import { exactOrder } from '../../server/services/routing/exact';
import { BALANCE, compile, editedRouteStats, routeStats, spread } from '../../server/services/routing/model';
import { mulberry32 } from '../../server/services/routing/random';
import { route, table, type FetchLike } from '../../server/services/routing/osrm';

// The route optimiser (issue 16): pure, no database. Exact on small routes, never worse than nearest
// neighbour, deterministic, capacities and receiving windows respected or reported.

/** Random points in a 10 km square; durations at 30 km/h, optionally skewed one way (one-way streets). */
function randomMatrix(size: number, seed: number, asymmetric = false): Matrix {
  const random = mulberry32(seed);
  const points = Array.from({ length: size }, () => [random() * 10_000, random() * 10_000] as const);
  const distances = points.map(([xa, ya], a) =>
    points.map(([xb, yb], b) =>
      a === b ? 0 : Math.round(Math.hypot(xa - xb, ya - yb) * (asymmetric ? 1 + random() * 0.5 : 1)),
    ),
  );
  return { distances, durations: distances.map((row) => row.map((metres) => Math.round(metres / 8.33))) };
}

function problemOf(matrix: Matrix, vehicles: number, extra: Partial<Problem> = {}): Problem {
  return {
    matrix,
    stops: matrix.durations.slice(1).map((_, k) => ({ id: `s${k + 1}`, index: k + 1, serviceSeconds: 600 })),
    vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: `v${v + 1}`, startSeconds: 21_600 })),
    ...extra,
  };
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, k) =>
    permutations([...items.slice(0, k), ...items.slice(k + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The shortest driving time over every order of the stops of a one-vehicle problem. */
function bruteForceDriving(problem: Problem): number {
  const compiled = compile(problem);
  const stops = problem.stops.map((_, k) => k + 1);
  return Math.min(...permutations(stops).map((order) => routeStats(compiled, 0, order).driving));
}

const driving = (solution: Solution) => solution.routes.reduce((sum, r) => sum + r.drivingS, 0);
/** The documented objective without windows or capacities (server/services/routing/model.ts). */
const objective = (solution: Solution) =>
  driving(solution) +
  BALANCE * Math.max(...solution.routes.map((r) => r.durationS)) +
  solution.routes.reduce((sum, r) => sum + spread(r.durationS), 0);
const visited = (solution: Solution) => solution.routes.flatMap((r) => r.stops.map((s) => s.id));
const quick = { maxIterations: 300, timeLimitMs: 10_000 };

describe('exact dynamic programming', () => {
  it('finds the brute-force optimum on random instances of 2 to 8 stops, open and closed, one-way costs', () => {
    for (let stops = 2; stops <= 8; stops++) {
      for (const returnToDepot of [false, true]) {
        const problem = problemOf(randomMatrix(stops + 1, stops * 7 + Number(returnToDepot), true), 1, {
          returnToDepot,
        });
        const compiled = compile(problem);
        const order = exactOrder(
          compiled,
          0,
          problem.stops.map((_, k) => k + 1),
        );
        const best = bruteForceDriving(problem);
        expect(routeStats(compiled, 0, order).driving).toBe(best);
        expect(driving(solve(problem, quick))).toBe(best);
      }
    }
  });

  it('is what solve returns for a route of 12 stops: the regular 12-gon tour is its perimeter', () => {
    // 12 shops on a circle around the bakery's row 0 (at the centre), listed in a shuffled order.
    const angleOf = [0, 7, 3, 10, 1, 5, 11, 2, 8, 4, 9, 6];
    const points = [
      [0, 0],
      ...angleOf.map((k) => [Math.cos((k * Math.PI) / 6) * 1000, Math.sin((k * Math.PI) / 6) * 1000]),
    ];
    const distances = points.map(([xa, ya]) => points.map(([xb, yb]) => Math.hypot(xa! - xb!, ya! - yb!)));
    const problem = problemOf({ distances, durations: distances }, 1, { returnToDepot: false });
    const solution = solve(problem, { maxIterations: 0 });
    const compiled = compile(problem);
    const exact = exactOrder(
      compiled,
      0,
      problem.stops.map((_, k) => k + 1),
    );
    // Open route: out to the circle (1000 m) then 11 sides of 2·1000·sin(15°).
    const expected = 1000 + 11 * 2000 * Math.sin(Math.PI / 12);
    expect(routeStats(compiled, 0, exact).driving).toBeCloseTo(expected, 6);
    expect(solution.routes[0]!.drivingS).toBeCloseTo(expected, 6);
  });

  it('solveTour closes a tour through every node and matches brute force on a small instance', () => {
    const matrix = randomMatrix(9, 99).distances;
    const tour = solveTour(matrix, quick);
    expect(tour.order[0]).toBe(0);
    expect([...tour.order].sort((a, b) => a - b)).toEqual(matrix.map((_, k) => k));
    const best = Math.min(
      ...permutations([1, 2, 3, 4, 5, 6, 7, 8]).map((order) =>
        [0, ...order, 0].reduce((sum, node, k, all) => (k === 0 ? 0 : sum + matrix[all[k - 1]!]![node]!), 0),
      ),
    );
    expect(tour.length).toBe(best);
  });
});

describe('solve', () => {
  it('is never worse than nearest neighbour and visits every stop once', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const stops = 10 + seed * 3;
      const problem = problemOf(randomMatrix(stops + 1, seed, seed % 2 === 0), 1 + (seed % 4), {
        returnToDepot: seed % 3 === 0,
      });
      const solution = solve(problem, quick);
      const baseline = nearestNeighbour(problem);
      expect(objective(solution)).toBeLessThanOrEqual(objective(baseline) + 1e-6);
      expect([...visited(solution)].sort()).toEqual(problem.stops.map((s) => s.id).sort());
      expect(solution.unassigned).toEqual([]);
    }
  });

  it('is deterministic: the same problem and seed give the same solution', () => {
    const problem = problemOf(randomMatrix(41, 5), 3);
    const first = solve(problem, { ...quick, seed: 42 });
    expect(solve(problem, { ...quick, seed: 42 })).toEqual(first);
    expect(solve(structuredClone(problem), { ...quick, seed: 42 })).toEqual(first);
  });

  it('spreads the shops over the distributors rather than giving one of them everything', () => {
    const problem = problemOf(randomMatrix(21, 8), 4);
    const solution = solve(problem, quick);
    for (const r of solution.routes) expect(r.stops.length).toBeGreaterThan(0);
    const durations = solution.routes.map((r) => r.durationS);
    expect(Math.max(...durations)).toBeLessThan(2 * Math.min(...durations));
  });

  it('never loads a van beyond its capacity and leaves a stop that fits nowhere unassigned', () => {
    const problem = problemOf(randomMatrix(16, 3), 2);
    problem.vehicles[0]!.capacityKg = 100;
    problem.vehicles[1]!.capacityKg = 150;
    problem.stops.forEach((stop, k) => (stop.demandKg = 10 + (k % 3) * 5));
    problem.stops[4]!.demandKg = 500;
    const solution = solve(problem, quick);
    expect(solution.unassigned).toContain('s5');
    const demand = new Map(problem.stops.map((s) => [s.id, s.demandKg ?? 0]));
    solution.routes.forEach((r, v) => {
      const load = r.stops.reduce((sum, s) => sum + demand.get(s.id)!, 0);
      expect(r.loadKg).toBe(load);
      expect(load).toBeLessThanOrEqual(problem.vehicles[v]!.capacityKg!);
      expect(r.overCapacity).toBe(false);
    });
    // 14 stops of 10-20 kg fit in 250 kg minus what is left out: only the 500 kg one is unassigned here.
    expect(visited(solution).length + solution.unassigned.length).toBe(15);
  });

  it('keeps an order on the distributor it is fixed to', () => {
    const problem = problemOf(randomMatrix(13, 4), 3);
    problem.stops[0]!.fixedVehicle = 'v3';
    problem.stops[1]!.fixedVehicle = 'v3';
    problem.stops[2]!.fixedVehicle = 'v1';
    problem.stops[3]!.fixedVehicle = 'gone';
    const solution = solve(problem, quick);
    const vehicleOf = new Map(solution.routes.flatMap((r) => r.stops.map((s) => [s.id, r.vehicleId] as const)));
    expect(vehicleOf.get('s1')).toBe('v3');
    expect(vehicleOf.get('s2')).toBe('v3');
    expect(vehicleOf.get('s3')).toBe('v1');
    expect(solution.unassigned).toEqual(['s4']);
  });

  it('keeps fixed orders on their van even beyond its capacity, and says so', () => {
    const problem = problemOf(randomMatrix(7, 6), 2);
    problem.vehicles[0]!.capacityKg = 50;
    problem.stops.forEach((stop) => (stop.demandKg = 30));
    problem.stops[0]!.fixedVehicle = 'v1';
    problem.stops[1]!.fixedVehicle = 'v1';
    const solution = solve(problem, quick);
    const first = solution.routes[0]!;
    expect(first.stops.map((s) => s.id).sort()).toEqual(['s1', 's2']);
    expect(first.loadKg).toBe(60);
    expect(first.overCapacity).toBe(true);
    expect(solution.routes[1]!.stops).toHaveLength(4);
    expect(solution.routes[1]!.overCapacity).toBe(false);
  });

  it('waits for a window that opens later, and plans a tight window early enough', () => {
    const problem = problemOf(randomMatrix(9, 11), 1);
    const start = problem.vehicles[0]!.startSeconds;
    problem.stops[0]!.window = { from: start + 10 * 3600, to: start + 11 * 3600 };
    // s2 must be first: its window closes right after the direct drive from the bakery.
    const direct = problem.matrix.durations[0]![2]!;
    problem.stops[1]!.window = { from: start, to: start + direct + 1 };
    const solution = solve(problem, quick);
    const stops = solution.routes[0]!.stops;
    expect(stops[0]!.id).toBe('s2');
    const late = stops.find((s) => s.id === 's1')!;
    expect(late.arrivalSeconds).toBeGreaterThanOrEqual(start + 10 * 3600);
    expect(late.late).toBe(false);
    expect(solution.flagged).toEqual([]);
    expect(stops.some((s) => s.waitSeconds > 0)).toBe(true);
  });

  it('flags a stop whose window cannot be met instead of hiding it', () => {
    const problem = problemOf(randomMatrix(7, 12), 2);
    const start = problem.vehicles[0]!.startSeconds;
    problem.stops[2]!.window = { from: 0, to: start - 60 };
    const solution = solve(problem, quick);
    expect(solution.flagged).toEqual(['s3']);
    const planned = solution.routes.flatMap((r) => r.stops).find((s) => s.id === 's3')!;
    expect(planned.late).toBe(true);
    expect(planned.arrivalSeconds).toBeGreaterThan(start - 60);
  });

  it('ends an open route at its last shop and a closed one back at the bakery', () => {
    // Shops every 1 km along a road from the bakery, listed out of order.
    const at = [0, 3, 1, 5, 2, 4];
    const distances = at.map((a) => at.map((b) => Math.abs(a - b) * 1000));
    const matrix = { distances, durations: distances.map((row) => row.map((m) => m / 10)) };
    const open = solve(problemOf(matrix, 1, { returnToDepot: false }), quick);
    const closed = solve(problemOf(matrix, 1, { returnToDepot: true }), quick);
    expect(open.routes[0]!.distanceM).toBe(5000);
    expect(open.routes[0]!.stops.map((s) => s.id)).toEqual(['s2', 's4', 's1', 's5', 's3']);
    expect(closed.routes[0]!.distanceM).toBe(10_000);
    expect(open.routes[0]!.stops[0]!.distanceFromPreviousM).toBe(1000);
  });

  it('times a route in a given order (a visit moved by hand)', () => {
    const distances = [
      [0, 1000, 2000],
      [1000, 0, 1000],
      [2000, 1000, 0],
    ];
    const problem = problemOf({ distances, durations: distances.map((row) => row.map((m) => m / 10)) }, 1);
    const planned = planRouteOrder(problem, 'v1', ['s2', 's1']);
    expect(planned.stops.map((s) => [s.id, s.arrivalSeconds, s.distanceFromPreviousM])).toEqual([
      ['s2', 21_600 + 200, 2000],
      ['s1', 21_600 + 200 + 600 + 100, 1000],
    ]);
    expect(planned.distanceM).toBe(3000);
    expect(planned.durationS).toBe(200 + 600 + 100 + 600);
    expect(() => planRouteOrder(problem, 'v1', ['nope'])).toThrow(/nope/);
  });

  it('times an edited route (one stop out, one in, or one replaced) as if it were built', () => {
    const problem = problemOf(randomMatrix(12, 21, true), 1);
    problem.stops.forEach(
      (stop, k) => (stop.window = k % 3 === 0 ? { from: 22_000 + k * 300, to: 23_000 + k * 300 } : null),
    );
    const compiled = compile(problem);
    const route = [3, 1, 7, 4, 9, 2];
    for (let skip = -1; skip < route.length; skip++) {
      for (let at = -1; at <= route.length; at++) {
        const built = route.flatMap((s, k) => [...(k === at ? [11] : []), ...(k === skip ? [] : [s])]);
        if (at === route.length) built.push(11);
        expect(editedRouteStats(compiled, 0, route, skip, at, 11)).toEqual(routeStats(compiled, 0, built));
      }
    }
  });

  it('refuses a matrix with a missing entry rather than planning with it', () => {
    const matrix = randomMatrix(4, 2);
    matrix.durations[2]![3] = Number.NaN;
    expect(() => solve(problemOf(matrix, 1))).toThrow(/row 2 to row 3/);
  });

  it('handles no stops and no vehicles', () => {
    const empty = solve(problemOf(randomMatrix(1, 1), 2));
    expect(empty.routes.map((r) => r.stops)).toEqual([[], []]);
    const noVan = solve(problemOf(randomMatrix(4, 1), 0));
    expect(noVan.routes).toEqual([]);
    expect(noVan.unassigned).toEqual(['s1', 's2', 's3']);
  });
});

describe('distances', () => {
  it('great circle x 1.3 at 30 km/h: Brussels to Antwerp', () => {
    const matrix = greatCircleMatrix([
      { lat: 50.8466, lng: 4.3528 },
      { lat: 51.2194, lng: 4.4025 },
    ]);
    // About 41.6 km as the crow flies.
    expect(matrix.distances[0]![1]! / 1.3).toBeGreaterThan(41_000);
    expect(matrix.distances[0]![1]! / 1.3).toBeLessThan(42_000);
    expect(matrix.distances[1]![0]).toBe(matrix.distances[0]![1]);
    expect(matrix.durations[0]![1]).toBeCloseTo(matrix.distances[0]![1]! / (30_000 / 3600), -1);
    expect(matrix.distances[0]![0]).toBe(0);
  });
});

describe('OSRM client', () => {
  const points = [
    { lat: 50.8466, lng: 4.3528 },
    { lat: 50.85, lng: 4.36 },
  ];
  const reply = (body: unknown, status = 200): FetchLike => {
    const calls: string[] = [];
    const fake: FetchLike & { calls?: string[] } = async (url) => {
      calls.push(url);
      return { ok: status < 400, status, json: async () => body };
    };
    fake.calls = calls;
    return fake;
  };

  it('reads the table service: durations and distances, lng,lat in the URL', async () => {
    const fake = reply({
      code: 'Ok',
      durations: [
        [0, 120],
        [130, 0],
      ],
      distances: [
        [0, 900],
        [950, 0],
      ],
    });
    const matrix = await table('http://osrm.test/', points, fake);
    expect(matrix).toEqual({
      durations: [
        [0, 120],
        [130, 0],
      ],
      distances: [
        [0, 900],
        [950, 0],
      ],
    });
    expect((fake as { calls?: string[] }).calls).toEqual([
      'http://osrm.test/table/v1/driving/4.352800,50.846600;4.360000,50.850000?annotations=duration,distance',
    ]);
  });

  it('asks for a table larger than the server allows in blocks of sources and destinations', async () => {
    const many = Array.from({ length: 5 }, (_, k) => ({ lat: 50.8 + k / 100, lng: 4.3 + k / 100 }));
    const calls: string[] = [];
    // A stand-in server: the duration from i to j is 100 i + j, the distance ten times that.
    const fake: FetchLike = async (url) => {
      calls.push(url);
      const query = new URL(url).searchParams;
      const sources = query.get('sources')!.split(';').map(Number);
      const destinations = query.get('destinations')!.split(';').map(Number);
      const durations = sources.map((i) => destinations.map((j) => 100 * i + j));
      return {
        ok: true,
        status: 200,
        json: async () => ({ code: 'Ok', durations, distances: durations.map((row) => row.map((d) => d * 10)) }),
      };
    };
    const matrix = await table('http://osrm.test', many, fake, { maxTableSize: 2 });
    expect(calls).toHaveLength(9);
    expect(matrix.durations).toEqual(many.map((_, i) => many.map((_, j) => 100 * i + j)));
    expect(matrix.distances[4]![3]).toBe(4030);
  });

  it('reads the route service: the GeoJSON line turned to [lat, lng]', async () => {
    const fake = reply({
      code: 'Ok',
      routes: [
        {
          distance: 1234.5,
          duration: 200.1,
          geometry: {
            type: 'LineString',
            coordinates: [
              [4.3528, 50.8466],
              [4.36, 50.85],
            ],
          },
        },
      ],
    });
    const road = await route('http://osrm.test', points, fake);
    expect(road).toEqual({
      geometry: [
        [50.8466, 4.3528],
        [50.85, 4.36],
      ],
      distanceM: 1234.5,
      durationS: 200.1,
    });
    expect((fake as { calls?: string[] }).calls![0]).toContain(
      '/route/v1/driving/4.352800,50.846600;4.360000,50.850000?overview=full&geometries=geojson',
    );
  });

  it('says clearly what went wrong', async () => {
    await expect(
      table(
        'http://osrm.test',
        points,
        reply({
          code: 'Ok',
          durations: [
            [0, null],
            [1, 0],
          ],
          distances: [
            [0, 1],
            [1, 0],
          ],
        }),
      ),
    ).rejects.toThrow('no road between points 0 and 1');
    await expect(
      table('http://osrm.test', points, reply({ code: 'InvalidQuery', message: 'Query string malformed' }, 400)),
    ).rejects.toThrow('HTTP 400: Query string malformed');
    await expect(
      route('http://osrm.test', points, reply({ code: 'NoRoute', message: 'Impossible route' })),
    ).rejects.toThrow('NoRoute: Impossible route');
    const unreachable: FetchLike = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    await expect(table('http://osrm.test', points, unreachable)).rejects.toThrow(
      'road server unreachable: connect ECONNREFUSED',
    );
    const silent: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(table('http://osrm.test', points, silent, { timeoutMs: 50 })).rejects.toThrow('no reply within 50 ms');
  });
});
