import { sql, type SQL } from 'drizzle-orm';
import { daysFrom, shiftDay } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { reportErrors } from '../../src/domain/reports/messages';
import { daysBetween, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from '../../src/domain/reports/range';
import { badRequest } from '../lib/errors';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';

// What every report shares: the range asked for (or the last 30 days up to today), the previous period
// of the same length, the days of a range, and raw reads of the kept figures with sums as numbers.

export interface Range {
  date_from: string;
  date_to: string;
  days: number;
}

/** The range of a query; a missing end is today (date_to) or 29 days before date_to (date_from). */
export function resolveRange(query: { date_from?: string; date_to?: string }, today: string): Range {
  const to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const from = query.date_from ?? shiftDay(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysBetween(from, to);
  // The schema checks a range given whole; one end alone is measured against today here.
  if (days > MAX_RANGE_DAYS) {
    const message = format(reportErrors.rangeTooLong, { max: MAX_RANGE_DAYS });
    throw badRequest(message, [{ field: 'date_from', message }]);
  }
  return { date_from: from, date_to: to, days };
}

/** The days just before `range`, as many as it has. */
export function previousRange(range: Range): Range {
  return { date_from: shiftDay(range.date_from, -range.days), date_to: shiftDay(range.date_from, -1), days: range.days };
}

/** The range a preset period ends today with (spec 000 section 9: today, week, month, quarter, year). */
export function lastDays(today: string, days: number): Range {
  return { date_from: shiftDay(today, -(days - 1)), date_to: today, days };
}

/** Every day of the range, in order. */
export function daysOf(range: Range): string[] {
  return daysFrom(range.date_from, range.days);
}

/** A numeric sum as the driver gives it (text or number) to a number; null and undefined are 0. */
export const num = (value: unknown) => Number(value ?? 0);
/** Euros rounded to the cent (sums of numeric(14,2) are exact, but products and shares are not). */
export const euros = (value: number) => Math.round(value * 100) / 100;
/** a / b, or null when b is 0. */
export const ratio = (a: number, b: number) => (b ? a / b : null);

export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** `column between from and to` for a date column. */
export const within = (column: SQL, range: Range) => sql`${column} between ${range.date_from}::date and ${range.date_to}::date`;
