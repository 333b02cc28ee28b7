import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignCrates, type CrateLine } from '../../src/domain/production';

// Issue 30's crates: one product to a crate, never more than its units per crate, numbered per van in
// loading order (the route backwards, so the first shop's crates come out first), totals kept.

const line = (product_id: number, quantity: number, per_crate: number | null): CrateLine => ({ product_id, name: `P${product_id}`, quantity, per_crate });

describe('crates of a van', () => {
  it('numbers a hand-made van from its last shop back to its first', () => {
    // Route: shop A (first stop), shop B, shop C (last stop).
    const shopA = [line(1, 40, 15), line(9, 2, null), line(2, 12, 12)];
    const shopB = [line(1, 15, 15)];
    const shopC = [line(2, 5, 12), line(1, 31, 15)];
    const van = assignCrates([shopA, shopB, shopC]);
    // C is loaded first: its crates are 1..4; then B's one crate, 5; A's last: 6..9, at the door.
    expect(van.shops[2]).toEqual([
      { product_id: 2, name: 'P2', from: 1, to: 1, quantity: 5, per_crate: 12, last_units: 5 },
      { product_id: 1, name: 'P1', from: 2, to: 4, quantity: 31, per_crate: 15, last_units: 1 },
    ]);
    expect(van.shops[1]).toEqual([{ product_id: 1, name: 'P1', from: 5, to: 5, quantity: 15, per_crate: 15, last_units: 15 }]);
    expect(van.shops[0]).toEqual([
      // 40 at 15 a crate: 15, 15 and 10; the cake box between (P9, no per-crate figure) is in no crate.
      { product_id: 1, name: 'P1', from: 6, to: 8, quantity: 40, per_crate: 15, last_units: 10 },
      { product_id: 2, name: 'P2', from: 9, to: 9, quantity: 12, per_crate: 12, last_units: 12 },
    ]);
    expect(van.crate_count).toBe(9);
  });

  it('gives an empty van and a van of loose products no crates', () => {
    expect(assignCrates([])).toEqual({ shops: [], crate_count: 0 });
    expect(assignCrates([[line(9, 3, null)], [line(1, 0, 10)]])).toEqual({ shops: [[], []], crate_count: 0 });
  });

  it('never puts more than a crate holds, numbers 1..n without gaps, and carries exactly the lines', () => {
    const lines = fc.array(
      fc.record({
        product_id: fc.integer({ min: 1, max: 50 }),
        name: fc.constant('x'),
        quantity: fc.integer({ min: 0, max: 500 }),
        per_crate: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(fc.array(lines, { maxLength: 8 }), (shops) => {
        const van = assignCrates(shops);
        const numbers: number[] = [];
        for (const [index, runs] of van.shops.entries()) {
          const crated = shops[index]!.filter((item) => item.per_crate !== null && item.quantity > 0);
          expect(runs.map((run) => [run.product_id, run.quantity])).toEqual(crated.map((item) => [item.product_id, item.quantity]));
          for (const run of runs) {
            const count = run.to - run.from + 1;
            expect(run.last_units).toBeGreaterThan(0);
            expect(run.last_units).toBeLessThanOrEqual(run.per_crate);
            expect(run.per_crate * (count - 1) + run.last_units).toBe(run.quantity);
            for (let crate = run.from; crate <= run.to; crate++) numbers.push(crate);
          }
        }
        // Each crate once, 1..n; a later shop's crates all come before an earlier shop's.
        expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: van.crate_count }, (_, i) => i + 1));
        const firsts = van.shops.map((runs) => runs[0]?.from).filter((from): from is number => from !== undefined);
        expect(firsts).toEqual([...firsts].sort((a, b) => b - a));
      }),
      { seed: 30, numRuns: 200 },
    );
  });
});
