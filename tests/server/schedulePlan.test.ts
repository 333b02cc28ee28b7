import { describe, expect, it } from 'vitest';
import type { Problem } from '../../server/services/routing';
import { orderAfterKept } from '../../server/services/schedulePlan';

// Regenerating a started day: the open stops are ordered from the last kept shop, not from the bakery.

/** Shops on one straight road: row k stands `positions[k]` km from the bakery (row 0). 1 km = 120 s. */
function roadProblem(positions: number[]): Problem {
  const distances = positions.map((a) => positions.map((b) => Math.abs(a - b) * 1000));
  return {
    matrix: { distances, durations: distances.map((row) => row.map((metres) => metres * 0.12)) },
    stops: positions.slice(1).map((_, k) => ({ id: `s${k + 1}`, index: k + 1, serviceSeconds: 900 })),
    vehicles: [{ id: 7, startSeconds: 7 * 3600 }],
  };
}

describe('orderAfterKept', () => {
  it('drives on from the last kept shop: the nearest side first, the bakery side last', () => {
    // The van has visited the shop at 10 km; the rest lie at 1, 9 and 11 km.
    const problem = roadProblem([0, 10, 1, 9, 11]);
    // From the bakery the best open order would be 1, 9, 11; from 10 km it is 11, 9, 1 (1 + 2 + 8 km).
    expect(orderAfterKept(problem, 7, ['s1'], ['s2', 's3', 's4'])).toEqual(['s4', 's3', 's2']);
  });

  it('counts the kept visits\' time, so a receiving window is met from where the van really is', () => {
    const problem = roadProblem([0, 10, 12, 8]);
    // Kept visit done at 07:20 + 15 min = 07:35. The shop at 12 km receives only until 07:45: it comes first.
    problem.stops[1]!.window = { from: 0, to: 7 * 3600 + 45 * 60 };
    expect(orderAfterKept(problem, 7, ['s1'], ['s3', 's2'])).toEqual(['s2', 's3']);
    // Without a window, the nearer side (8 km, then 12 km = 2 + 4 km) and the far one (12, then 8 = 2 + 4) tie;
    // what matters is the order stays the same for the same input.
    problem.stops[1]!.window = null;
    const first = orderAfterKept(problem, 7, ['s1'], ['s3', 's2']);
    expect(orderAfterKept(problem, 7, ['s1'], ['s3', 's2'])).toEqual(first);
  });

  it('leaves a route with nothing kept, or a single open stop, as the joint plan had it', () => {
    const problem = roadProblem([0, 10, 1, 9]);
    expect(orderAfterKept(problem, 7, [], ['s3', 's2'])).toEqual(['s3', 's2']);
    expect(orderAfterKept(problem, 7, ['s1'], ['s2'])).toEqual(['s2']);
  });
});
