// The bakery works on Brussels time: "today" is the Brussels calendar day, wherever the server or phone is.
export const BAKERY_TIME_ZONE = 'Europe/Brussels';

/** 'YYYY-MM-DD' of the calendar day at `at` in the bakery's time zone. */
export function bakeryDate(at: Date = new Date(), timeZone: string = BAKERY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
