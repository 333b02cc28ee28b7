import type { ClosedDay } from '../../domain/standing';
import { belgianHolidays, CLOSED_DAY_NAME_MAX, MAX_CLOSED_DAYS } from '../../domain/standing/calendar';
import { dateProblem } from '../../ui/dateValue';

// The closed-days screen's own checks of a day before it joins the list, the same rules as the server's
// PUT /calendar/closed-days (src/domain/standing/schemas.ts): a real day, of the year shown, not twice,
// a name of at most 100 characters. Each answer is a translation key for the field it concerns.

export interface NewClosedDay {
  date?: string | null;
  name?: string | null;
}

export function newClosedDayProblems(
  value: NewClosedDay,
  year: number,
  days: readonly ClosedDay[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const date = value.date ?? '';
  if (!date) errors.date = 'bakery.closed_days.date_required';
  else if (dateProblem(date)) errors.date = 'bakery.validation.dateInvalid';
  else if (!date.startsWith(`${year}-`)) errors.date = 'bakery.closed_days.other_year';
  else if (days.some((day) => day.date === date)) errors.date = 'bakery.closed_days.repeated';
  else if (days.length >= MAX_CLOSED_DAYS) errors.date = 'bakery.closed_days.too_many';
  if ((value.name ?? '').trim().length > CLOSED_DAY_NAME_MAX) errors.name = 'bakery.validation.tooLong';
  return errors;
}

/** The list with a new day in its place (date order). */
export const withDay = (days: readonly ClosedDay[], day: ClosedDay) =>
  [...days, day].sort((a, b) => a.date.localeCompare(b.date));

/** Whether a day of the list is one of Belgium's public holidays of its year (shown as such). */
export function publicHolidayDates(year: number): Set<string> {
  return new Set(belgianHolidays(year).map((day) => day.date));
}
