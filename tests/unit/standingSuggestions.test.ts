import { describe, expect, it } from 'vitest';
import { suggestFromReturns, suggestionWindow, type DeliveredDay } from '../../src/domain/standing';

// Issue 30's suggestions from returns: the share that triggers them and the lower quantity per weekday.
// 2027-04-05 and 2027-04-12 are Mondays, 2027-04-10 a Saturday.

const P = 7;
const week = [
  { weekday: 1, product_id: P, quantity: 40 },
  { weekday: 6, product_id: P, quantity: 60 },
  { weekday: 3, product_id: P, quantity: 5 },
];
const day = (date: string, taken: number, unsold: number, product_id = P): DeliveredDay => ({ date, product_id, taken, unsold });

describe('suggestions from returns', () => {
  it('suggests each weekday its quantity less the average unsold per delivery, rounded down', () => {
    const history = [day('2027-04-05', 40, 7), day('2027-04-12', 40, 8), day('2027-04-10', 60, 3), day('2027-04-17', 60, 2)];
    // 20 unsold of 200 taken: 10 % — above 8 %.
    const [suggestion] = suggestFromReturns(week, history, 8);
    expect(suggestion).toEqual({
      product_id: P,
      taken: 200,
      returned: 20,
      share: 10,
      days: [
        { weekday: 1, quantity: 40, deliveries: 2, returned: 15, suggested: 33 }, // 7.5 a Monday → 7 fewer
        { weekday: 3, quantity: 5, deliveries: 0, returned: 0, suggested: 5 }, // no Wednesday delivered: unchanged
        { weekday: 6, quantity: 60, deliveries: 2, returned: 5, suggested: 58 }, // 2.5 → 2 fewer
      ],
    });
  });

  it('suggests nothing at or under the share, nor without deliveries', () => {
    const history = [day('2027-04-05', 40, 3), day('2027-04-10', 60, 12)]; // 15 of 100: exactly 15 %
    expect(suggestFromReturns(week, history, 15)).toEqual([]);
    expect(suggestFromReturns(week, history, 14)).toHaveLength(1);
    expect(suggestFromReturns(week, [], 15)).toEqual([]);
  });

  it('never goes below 0 and leaves out a product none of whose days would go down', () => {
    const history = [day('2027-04-05', 4, 4, 9), day('2027-04-10', 10, 1, 9)];
    const small = [{ weekday: 1, product_id: 9, quantity: 3 }];
    expect(suggestFromReturns(small, history, 15)[0]!.days).toEqual([{ weekday: 1, quantity: 3, deliveries: 1, returned: 4, suggested: 0 }]);
    // Saturdays only: 1 unsold of 20 over two deliveries is above 4 % but half a unit cuts nothing once rounded down.
    const saturdays = [day('2027-04-10', 10, 1, 9), day('2027-04-17', 10, 0, 9)];
    expect(suggestFromReturns([{ weekday: 6, product_id: 9, quantity: 10 }], saturdays, 4)).toEqual([]);
    expect(suggestFromReturns([{ weekday: 6, product_id: 9, quantity: 10 }], [saturdays[0]!], 4)[0]!.days[0]!.suggested).toBe(9);
  });

  it('reads only the products of the standing order, and the four weeks before today', () => {
    expect(suggestFromReturns(week, [day('2027-04-05', 10, 9, 99)], 15)).toEqual([]);
    expect(suggestionWindow('2027-05-01')).toEqual({ from: '2027-04-03', to: '2027-04-30' });
  });
});
