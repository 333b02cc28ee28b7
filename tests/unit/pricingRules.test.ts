import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkPrice, compareRules, roundToStep, rulePrice, sypAfterEurChange, variantPrice, type RankedRule } from '../../src/domain/pricing/rules';
import { bulkPricesSchema, priceListSchema } from '../../src/domain/pricing/schemas';

// Issue 30's pricing rules: bulk prices on the nearest 0.05, list discounts to the cent, which rule wins,
// and the bodies' refusals.

describe('bulk prices', () => {
  it('rounds to the nearest 0.05, half up, through whole cents', () => {
    expect(roundToStep(1.133)).toBe(1.15);
    expect(roundToStep(2.4205)).toBe(2.4);
    expect(roundToStep(1.025)).toBe(1.05);
    expect(roundToStep(2.675)).toBe(2.7);
    expect(bulkPrice(4.99, { percent: 3 })).toBe(5.15);
    expect(bulkPrice(2, { amount: 0.42 })).toBe(2.4);
    expect(bulkPrice(0.1, { amount: -1 })).toBeLessThanOrEqual(0);
  });

  it('always lands on a multiple of 5 cents within 2.5 cents of the exact price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -90, max: 200 }), (cents, percent) => {
        const old = cents / 100;
        const next = bulkPrice(old, { percent });
        const nextCents = Math.round(next * 100);
        expect(nextCents % 5).toBe(0);
        expect(Math.abs(nextCents - cents * (1 + percent / 100))).toBeLessThanOrEqual(2.5 + 1e-6);
      }),
      { seed: 30, numRuns: 300 },
    );
  });
});

describe('the SYP price when the EUR price moves', () => {
  it('follows the rate when it followed it, else moves by the same factor, to the cent; none stays none', () => {
    // 1.80 € at 15,000: 27,000 followed the rate, so 1.85 € is 27,750 at the rate.
    expect(sypAfterEurChange(27000, 1.8, 1.85, 15000)).toBe(27750);
    // Set by hand (17,000 for 1.10 €): +3 % rounded to 1.15 € moves it by 1.15 / 1.10.
    expect(sypAfterEurChange(17000, 1.1, 1.15, 15000)).toBe(17772.73);
    // The rate changed since the SYP price was worked out: it no longer follows it, it scales.
    expect(sypAfterEurChange(27000, 1.8, 1.85, 16000)).toBe(27750);
    expect(sypAfterEurChange(30000, 2, 1, 0)).toBe(15000);
    expect(sypAfterEurChange(null, 1.8, 1.85, 15000)).toBeNull();
  });

  it('lands on whole cents and keeps the ratio of SYP to EUR within half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1e9 }), (oldCents, newCents, sypCents) => {
        const syp = sypAfterEurChange(sypCents / 100, oldCents / 100, newCents / 100, 15000)!;
        expect(Math.abs(syp * 100 - Math.round(syp * 100))).toBeLessThan(1e-3);
        expect(Math.abs(syp * 100 - (sypCents * newCents) / oldCents)).toBeLessThanOrEqual(0.5 + 1e-6 * sypCents);
      }),
      { seed: 30, numRuns: 300 },
    );
  });
});

describe('price list rules', () => {
  const rule = (extra: Partial<RankedRule>): RankedRule => ({
    price_eur: null,
    discount_percent: 10,
    list_stores: 2,
    for_product: false,
    list_valid_from: '2026-01-01',
    list_id: 1,
    ...extra,
  });

  it('takes a discount off to the cent, and a fixed price as it is', () => {
    expect(rulePrice(2.35, { price_eur: null, discount_percent: 10 })).toBe(2.12);
    expect(rulePrice(4, { price_eur: 3.5, discount_percent: null })).toBe(3.5);
    expect(rulePrice(0.01, { price_eur: null, discount_percent: 99 })).toBe(0.01);
  });

  it("prices a variant at its own price less the product's list discount; a fixed list price is the product's only", () => {
    expect(variantPrice(6, null)).toBe(6);
    expect(variantPrice(6, { discount_percent: 20 })).toBe(4.8);
    expect(variantPrice(2.99, { discount_percent: 15 })).toBe(2.54);
    expect(variantPrice(6, { discount_percent: null })).toBe(6);
  });

  it("prefers one shop's list, then a product rule, then the later list, then the newer one", () => {
    const group = rule({ for_product: true, price_eur: 3, discount_percent: null });
    const own = rule({ list_stores: 1, list_id: 2 });
    expect([group, own].sort(compareRules)[0]).toBe(own);
    const category = rule({});
    const product = rule({ for_product: true, list_id: 3 });
    expect([category, product].sort(compareRules)[0]).toBe(product);
    const older = rule({ list_valid_from: '2026-01-01', list_id: 9 });
    const later = rule({ list_valid_from: '2026-02-01', list_id: 4 });
    expect([older, later].sort(compareRules)[0]).toBe(later);
    expect([rule({ list_id: 5 }), rule({ list_id: 6 })].sort(compareRules)[0]!.list_id).toBe(6);
  });
});

describe('pricing bodies', () => {
  it('refuses a bulk body naming both or neither target, or both or neither change', () => {
    const issues = (body: object) => bulkPricesSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ category: 'bread', percent: 3, from: '2026-12-01' })).toEqual([]);
    expect(issues({ percent: 3, from: '2026-12-01' })).toContain('حدد المنتجات أو الفئة، وليس الاثنين');
    expect(issues({ category: 'bread', from: '2026-12-01' })).toContain('حدد نسبة مئوية أو مبلغاً، وليس الاثنين');
    expect(issues({ category: 'bread', percent: '3,5', from: '2026-12-01' })).toEqual([]);
  });

  it('refuses a list naming the same product twice', () => {
    const parsed = priceListSchema.safeParse({
      name: 'قائمة',
      store_ids: [1],
      valid_from: '2026-12-01',
      rules: [
        { product_id: 1, price_eur: 1 },
        { product_id: 1, discount_percent: 5 },
      ],
    });
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: ['rules', 1, 'product_id'], message: 'المنتج أو الفئة مذكور أكثر من مرة في القائمة' }));
  });
});
