import { describe, expect, it } from 'vitest';
import { creditExcess, isCreditChecked, remainingCredit, type CreditFigures } from '../../src/domain/orders/credit';

// Issue 25's credit rule, shared by the server (which refuses) and the order forms (which warn first).

const shop = (over: Partial<CreditFigures> = {}): CreditFigures => ({
  payment_terms: 'credit_30',
  credit_limit_eur: 100,
  current_balance_eur: 30,
  open_orders_eur: 20.5,
  ...over,
});

describe('the credit rule', () => {
  it('counts the balance and the open orders against the limit', () => {
    expect(remainingCredit(shop())).toBe(49.5);
    expect(creditExcess(shop(), 49.5)).toBe(0);
    expect(creditExcess(shop(), 49.51)).toBe(0.01);
    expect(creditExcess(shop(), 60)).toBe(10.5);
  });

  it('checks nothing for a shop paying cash or with an empty limit', () => {
    expect(isCreditChecked(shop({ payment_terms: 'cash' }))).toBe(false);
    expect(creditExcess(shop({ payment_terms: 'cash', credit_limit_eur: 0 }), 1000)).toBe(0);
    expect(remainingCredit(shop({ credit_limit_eur: null }))).toBeNull();
    expect(creditExcess(shop({ credit_limit_eur: null }), 1_000_000)).toBe(0);
  });

  it('gives no credit at all for a limit of 0', () => {
    expect(isCreditChecked(shop({ credit_limit_eur: 0 }))).toBe(true);
    expect(creditExcess(shop({ credit_limit_eur: 0, current_balance_eur: 0, open_orders_eur: 0 }), 0.01)).toBe(0.01);
  });

  it('never refuses what adds nothing: an edit that lowers a total, even over the limit', () => {
    const over = shop({ current_balance_eur: 150 });
    expect(remainingCredit(over)).toBe(-70.5);
    expect(creditExcess(over, 0)).toBe(0);
    expect(creditExcess(over, -5)).toBe(0);
    expect(creditExcess(over, 1)).toBe(71.5);
  });

  it('adds in cents, without binary fractions', () => {
    expect(creditExcess(shop({ credit_limit_eur: 0.3, current_balance_eur: 0.1, open_orders_eur: 0.1 }), 0.1)).toBe(0);
    expect(creditExcess(shop({ credit_limit_eur: 0.3, current_balance_eur: 0.1, open_orders_eur: 0.1 }), 0.11)).toBe(0.01);
  });
});
