import { describe, expect, it } from 'vitest';
import { belgianHolidays, cutoffPassed, dayToGenerate, easterSunday, isoWeekday, plannedLines, type StandingOrderRecord, type StandingPlan } from '../../src/domain/standing';
import { linesOf, rowsOf } from '../../src/resources/stores/detail/standingWeek';

const EMPTY_RECORD: StandingOrderRecord = {
  store_id: 1,
  exists: true,
  lines: [],
  valid_from: '2026-11-30',
  valid_until: null,
  paused: [],
  exceptions: [],
  cutoff_time: '14:00',
  updated_at: null,
  suggestions: [],
  suggestion_share: 15,
  suggestion_from: '2026-10-30',
  suggestion_to: '2026-11-26',
};

// Issue 30: Easter and Belgium's holidays, the planned lines of a standing order, the cut-off.

describe('Easter and the Belgian public holidays', () => {
  it('computes Easter Sunday of known years', () => {
    const known: Record<number, string> = {
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
    };
    for (const [year, day] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(day);
  });

  it("lists 2026's ten holidays, the moving ones from Easter", () => {
    expect(belgianHolidays(2026).map((day) => day.date)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect(belgianHolidays(2024).map((day) => day.date)).toContain('2024-05-09');
    expect(belgianHolidays(2024).every((day) => day.name.length > 0)).toBe(true);
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-05')).toBe(6);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });
});

const plan: StandingPlan = {
  valid_from: '2026-11-30',
  valid_until: '2026-12-31',
  paused: [{ from: '2026-12-10', to: '2026-12-12' }],
  lines: [
    { weekday: 1, product_id: 2, quantity: 40 },
    { weekday: 1, product_id: 1, quantity: 10 },
    { weekday: 2, product_id: 1, quantity: 12 },
  ],
};

describe('the lines a standing order gives on a day', () => {
  it("gives the weekday's lines, ordered by product", () => {
    expect(plannedLines(plan, [], '2026-11-30', false)).toEqual([
      { product_id: 1, quantity: 10 },
      { product_id: 2, quantity: 40 },
    ]);
    expect(plannedLines(plan, [], '2026-12-06', false)).toEqual([]);
  });

  it('lets a one-off change replace, remove or add a product on its own date only', () => {
    const changes = [
      { date: '2026-11-30', product_id: 2, quantity: 50 },
      { date: '2026-11-30', product_id: 1, quantity: 0 },
      { date: '2026-11-30', product_id: 7, quantity: 3 },
      { date: '2026-12-07', product_id: 2, quantity: 1 },
    ];
    expect(plannedLines(plan, changes, '2026-11-30', false)).toEqual([
      { product_id: 2, quantity: 50 },
      { product_id: 7, quantity: 3 },
    ]);
  });

  it('keeps a product’s sizes apart: a change for one size leaves the other and the product’s own line (issue 30)', () => {
    const sized = { ...plan, lines: [...plan.lines, { weekday: 1, product_id: 3, variant_id: 31, quantity: 5 }, { weekday: 1, product_id: 3, variant_id: 30, quantity: 4 }] };
    const changes = [
      { date: '2026-11-30', product_id: 3, variant_id: 31, quantity: 0 },
      { date: '2026-11-30', product_id: 3, variant_id: 32, quantity: 2 },
    ];
    expect(plannedLines(sized, changes, '2026-11-30', false)).toEqual([
      { product_id: 1, quantity: 10 },
      { product_id: 2, quantity: 40 },
      { product_id: 3, variant_id: 30, quantity: 4 },
      { product_id: 3, variant_id: 32, quantity: 2 },
    ]);
  });

  it('gives nothing on a closed day, in a pause, before or after the validity', () => {
    expect(plannedLines(plan, [], '2026-11-30', true)).toEqual([]);
    expect(plannedLines(plan, [], '2026-11-23', false)).toEqual([]);
    expect(plannedLines({ ...plan, lines: [{ weekday: 4, product_id: 1, quantity: 1 }] }, [], '2026-12-10', false)).toEqual([]);
    expect(plannedLines({ ...plan, lines: [{ weekday: 1, product_id: 1, quantity: 1 }] }, [], '2027-01-04', false)).toEqual([]);
    expect(plannedLines({ ...plan, valid_until: null, lines: [{ weekday: 1, product_id: 1, quantity: 1 }] }, [], '2027-01-04', false)).toHaveLength(1);
  });
});

describe('the cut-off', () => {
  const at = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
  it('closes one-off changes at the cut-off time of the day before', () => {
    expect(cutoffPassed('2026-11-28', '2026-11-27', at(13, 59), '14:00')).toBe(false);
    expect(cutoffPassed('2026-11-28', '2026-11-27', at(14), '14:00')).toBe(true);
    expect(cutoffPassed('2026-11-28', '2026-11-28', at(6), '14:00')).toBe(true);
    expect(cutoffPassed('2026-11-30', '2026-11-27', at(23), '14:00')).toBe(false);
  });

  it("makes tomorrow's orders from the cut-off on, nothing before", () => {
    expect(dayToGenerate('2026-12-31', at(14), '14:00')).toBe('2027-01-01');
    expect(dayToGenerate('2026-12-31', at(13, 59), '14:00')).toBeNull();
  });
});

describe('the week grid of the shop page', () => {
  it('sends the typed units as lines, leaves empty and 0 out, and refuses anything but whole numbers', () => {
    const rows = rowsOf({ ...EMPTY_RECORD, lines: [{ weekday: 1, product_id: 4, quantity: 10 }] });
    expect(rows).toEqual([{ product_id: 4, cells: { 1: '10' } }]);
    expect(linesOf([{ product_id: 4, cells: { 1: '10', 2: '', 3: '0', 7: ' 5 ' } }])).toEqual([
      { weekday: 1, product_id: 4, quantity: 10 },
      { weekday: 7, product_id: 4, quantity: 5 },
    ]);
    for (const bad of ['1.5', '-1', '1e3', '٣', '100001']) expect(linesOf([{ product_id: 4, cells: { 2: bad } }]), bad).toBeNull();
  });
});
