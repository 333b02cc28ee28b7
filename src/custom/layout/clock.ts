import { DEFAULT_TIME_ZONE, DISPLAY_LOCALE } from '../../i18n/format';

// The sidebar clock: Arabic with Latin digits, on the bakery's clock (Brussels) wherever the browser is.
const timeFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIME_ZONE,
});

const shortTimeFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIME_ZONE,
});

const dayFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});

/** 14:05:09 */
export function clockTime(date: Date): string {
  return timeFormat.format(date);
}

/** 14:05, for the collapsed sidebar. */
export function clockShortTime(date: Date): string {
  return shortTimeFormat.format(date);
}

/** الجمعة، 7 مارس 2026 */
export function clockDay(date: Date): string {
  return dayFormat.format(date);
}
