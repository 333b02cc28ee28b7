// The bakery works on Brussels time: "today" is the Brussels calendar day, wherever the server or phone is.
export const BAKERY_TIME_ZONE = 'Europe/Brussels';

/** How far back an expense or a payment may be dated (issue 23): the last 31 days, today included. */
export const BACKDATE_LIMIT_DAYS = 31;

const DAY_MS = 86_400_000;

// Days are counted on UTC midnights, where every day is 86,400,000 ms long. A day's text is read by its
// digits and written by its parts: parsing it as a Date and writing it with toISOString cost three times as
// much, and a report over a year and the year before it works out 730 days per request (a quarter of the
// monthly report's CPU went there).

/** The UTC midnight of `isoDay` ('YYYY-MM-DD'), in ms since the epoch. */
function midnightOf(isoDay: string): number {
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year under 100 as 19xx.
  at.setUTCFullYear(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));
  return at.getTime();
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' of the UTC day of `ms`. */
function isoDayOf(ms: number): string {
  const at = new Date(ms);
  return `${String(at.getUTCFullYear()).padStart(4, '0')}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
}

/** 'YYYY-MM-DD' `days` calendar days after (before, when negative) `isoDay`. */
export function shiftDay(isoDay: string, days: number): string {
  return isoDayOf(midnightOf(isoDay) + days * DAY_MS);
}

/** `count` days in a row from `isoDay` on, as 'YYYY-MM-DD'. */
export function daysFrom(isoDay: string, count: number): string[] {
  const start = midnightOf(isoDay);
  return Array.from({ length: Math.max(0, count) }, (_, i) => isoDayOf(start + i * DAY_MS));
}

/** The day of the week of `isoDay`, Monday 0 to Sunday 6. */
export function weekdayOf(isoDay: string): number {
  return (new Date(midnightOf(isoDay)).getUTCDay() + 6) % 7;
}

/** The oldest day an expense or a payment may carry without more ado. */
export const earliestPlausibleDay = (today: string = bakeryDate()) => shiftDay(today, -BACKDATE_LIMIT_DAYS);

// Making an Intl.DateTimeFormat costs about a hundred times its format(): the server asks for the day on
// every order read, so one formatter per time zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of the calendar day at `at` in the bakery's time zone. */
export function bakeryDate(at: Date = new Date(), timeZone: string = BAKERY_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** Seconds since the bakery's midnight at `at` (its wall clock: 11:14:30 in Brussels is 40470). */
export function bakerySecondsOfDay(at: Date = new Date(), timeZone: string = BAKERY_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  return (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
}
