// The bakery works on Brussels time: "today" is the Brussels calendar day, wherever the server or phone is.
export const BAKERY_TIME_ZONE = 'Europe/Brussels';

/** How far back an expense or a payment may be dated (issue 23): the last 31 days, today included. */
export const BACKDATE_LIMIT_DAYS = 31;

/** 'YYYY-MM-DD' `days` calendar days after (before, when negative) `isoDay`. */
export function shiftDay(isoDay: string, days: number): string {
  const at = new Date(`${isoDay}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
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
