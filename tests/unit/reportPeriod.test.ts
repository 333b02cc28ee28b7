import { describe, expect, it } from 'vitest';
import { changeOf } from '../../src/custom/reports/comparison';
import { isDay, periodAround, periodFromSearch, previousRange, rangeDays, rangeProblem, stepPeriod } from '../../src/custom/reports/period';
import { arrangeCards, moveCard, toggleCard } from '../../src/custom/dashboard/dashboardCards';

// Issue 26: the period a report page shows, the comparison with the period just before, and the
// dashboard's per-user card list, as pure functions.

describe('the period of a report', () => {
  it('fixes a day, a month (its real length, February of a leap year too) or a year around a day', () => {
    expect(periodAround('day', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(periodAround('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodAround('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodAround('year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodAround('range', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeDays(periodAround('range', '2026-11-27', 90))).toBe(90);
  });

  it('compares with the days just before, as many as the period has (the server\'s rule)', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    // 365 days before 2025: 2024 had 366, so its first day is left out.
    expect(previousRange({ from: '2025-01-01', to: '2025-12-31' })).toEqual({ from: '2024-01-02', to: '2024-12-31' });
  });

  it('steps to the month, year or day before and after, and a free range by its own length', () => {
    expect(stepPeriod('month', { from: '2026-01-01', to: '2026-01-31' }, -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(stepPeriod('month', { from: '2026-01-01', to: '2026-01-31' }, 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(stepPeriod('year', { from: '2026-01-01', to: '2026-12-31' }, 1)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(stepPeriod('day', { from: '2026-03-01', to: '2026-03-01' }, -1)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(stepPeriod('range', { from: '2026-11-01', to: '2026-11-10' }, -1)).toEqual({ from: '2026-10-22', to: '2026-10-31' });
  });

  it('refuses a wrong range with the reason, before anything is asked of the server', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-11-30' })).toBe('from_invalid');
    expect(rangeProblem({ from: '2026-11-01', to: null })).toBe('to_invalid');
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe('reversed');
    expect(rangeProblem({ from: '2020-01-01', to: '2026-11-30' })).toBe('too_long');
    expect(isDay('1999-12-31')).toBe(false);
    expect(isDay('2026-11-27')).toBe(true);
  });

  it('reads the period from the address, fitted to the page, and today\'s when the address has none or a wrong one', () => {
    const search = (text: string) => new URLSearchParams(text);
    expect(periodFromSearch('month', search('from=2026-02-14&to=2026-02-20'), '2026-11-27')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodFromSearch('range', search('from=2026-02-14&to=2026-02-20'), '2026-11-27')).toEqual({ from: '2026-02-14', to: '2026-02-20' });
    expect(periodFromSearch('range', search('from=2026-02-20&to=2026-02-14'), '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(periodFromSearch('year', search('from=<script>'), '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('the change against the previous period', () => {
  it('is the share of the previous figure gained or lost, and "new" when there was nothing before', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf('75.00', '100.00')).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(100, 100)).toEqual({ direction: 'none', percent: 0 });
    expect(changeOf(10, 0)).toEqual({ direction: 'new' });
    expect(changeOf(0, 0)).toEqual({ direction: 'none', percent: 0 });
    expect(changeOf(-50, -100)).toEqual({ direction: 'up', percent: 50 });
  });
});

describe("a user's dashboard cards", () => {
  const known = ['headline', 'sales_trend', 'alerts', 'activity'] as const;

  it('follows the saved order, drops cards this screen does not know and adds the ones the list lacks, shown', () => {
    expect(arrangeCards(undefined, known).map((card) => card.id)).toEqual(['headline', 'sales_trend', 'alerts', 'activity']);
    const saved = [
      { id: 'alerts', visible: false },
      { id: 'health', visible: true },
      { id: 'headline', visible: true },
    ] as const;
    expect(arrangeCards(saved, known)).toEqual([
      { id: 'alerts', visible: false },
      { id: 'headline', visible: true },
      { id: 'sales_trend', visible: true },
      { id: 'activity', visible: true },
    ]);
  });

  it('moves a card one place and hides or shows it, leaving the list alone at either end', () => {
    const cards = arrangeCards(undefined, known);
    expect(moveCard(cards, 'alerts', -1).map((card) => card.id)).toEqual(['headline', 'alerts', 'sales_trend', 'activity']);
    expect(moveCard(cards, 'headline', -1)).toEqual(cards);
    expect(moveCard(cards, 'activity', 1)).toEqual(cards);
    expect(toggleCard(cards, 'sales_trend').find((card) => card.id === 'sales_trend')?.visible).toBe(false);
    expect(toggleCard(toggleCard(cards, 'sales_trend'), 'sales_trend')).toEqual(cards);
  });
});
