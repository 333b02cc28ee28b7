import { shiftDay } from '../../domain/dates';
import { MAX_RANGE_DAYS } from '../../domain/reports/range';

// The period a report covers. /reports/daily, /monthly and /yearly fix it to one day, month or year (the
// user picks which); /reports and /analytics take any range. The comparison is always with the period
// just before, of the same length (issue 26), so a month is compared with the days just before it.

export type PeriodKind = 'range' | 'day' | 'month' | 'year';

export interface DayRange {
  /** First day, 'YYYY-MM-DD', included. */
  from: string;
  /** Last day, included. */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in the years the product takes (2000-2100, the API's rule for dates). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value && year >= 2000 && year <= 2100;
}

/** Days from `from` to `to`, both counted. */
export function rangeDays({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day, month or year holding `anchor`; a free range is the `days` days ending on it. */
export function periodAround(kind: PeriodKind, anchor: string, days = 30): DayRange {
  const year = anchor.slice(0, 4);
  const month = anchor.slice(5, 7);
  switch (kind) {
    case 'day':
      return { from: anchor, to: anchor };
    case 'month': {
      const last = lastDayOfMonth(Number(year), Number(month));
      return { from: `${year}-${month}-01`, to: `${year}-${month}-${String(last).padStart(2, '0')}` };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    default:
      return { from: shiftDay(anchor, -(days - 1)), to: anchor };
  }
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeDays(range);
  const to = shiftDay(range.from, -1);
  return { from: shiftDay(to, -(length - 1)), to };
}

/** The next or previous day, month or year of a fixed period (the arrows beside its picker). */
export function stepPeriod(kind: PeriodKind, range: DayRange, step: 1 | -1): DayRange {
  if (kind === 'day') return periodAround('day', shiftDay(range.from, step));
  if (kind === 'month') {
    const at = new Date(`${range.from}T12:00:00Z`);
    at.setUTCMonth(at.getUTCMonth() + step, 1);
    return periodAround('month', at.toISOString().slice(0, 10));
  }
  if (kind === 'year') return periodAround('year', `${Number(range.from.slice(0, 4)) + step}-01-01`);
  const length = rangeDays(range);
  return { from: shiftDay(range.from, step * length), to: shiftDay(range.to, step * length) };
}

export type RangeProblem = 'from_invalid' | 'to_invalid' | 'reversed' | 'too_long';

/** What is wrong with a typed range, or null when the report can ask for it. */
export function rangeProblem(range: { from: unknown; to: unknown }): RangeProblem | null {
  if (!isDay(range.from)) return 'from_invalid';
  if (!isDay(range.to)) return 'to_invalid';
  if (range.from > range.to) return 'reversed';
  if (rangeDays(range as DayRange) > MAX_RANGE_DAYS) return 'too_long';
  return null;
}

/**
 * The period in the address (?from=…&to=…), fitted to the page's kind: a fixed page takes the period
 * holding `from`; a missing or wrong one gives the period around today (a free range: `days` days).
 */
export function periodFromSearch(kind: PeriodKind, search: URLSearchParams, today: string, days = 30): DayRange {
  const from = search.get('from');
  const to = search.get('to');
  if (kind !== 'range') return periodAround(kind, isDay(from) ? from : today);
  if (rangeProblem({ from, to }) === null) return { from: from as string, to: to as string };
  return periodAround(kind, today, days);
}
