import { i18nProvider } from '../providers/i18nProvider';

// Display formatting for the Arabic interface. All number and date work is done by Intl; the only
// string handling is putting Intl's own date parts in the DD/MM/YYYY order the settings default to.
//
// Digits: the locale 'ar-u-nu-latn' is Arabic (Arabic currency names, Arabic day periods, right-to-left
// marks) with the Latin numbering system, so figures read 1,234.50 and never ١٬٢٣٤٫٥٠, whatever the
// browser's ICU thinks Arabic digits should be.

export const DISPLAY_LOCALE = 'ar-u-nu-latn';

/** The bakery's clock (DEFAULT_SETTINGS.timezone): dates are shown as in Brussels unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

/** What a missing or unreadable value shows. */
export const EMPTY_VALUE = '—';

export type Numeric = number | string | null | undefined;
type DateInput = Date | string | number | null | undefined;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DISPLAY_LOCALE, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DISPLAY_LOCALE, options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A figure from the API (a number, or a numeric string from some drivers); null when absent or not a number. */
export function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date ('2026-03-07', as the API sends date columns) is a day, not an instant: it is read as
 * UTC midnight and shown in UTC so no time zone can move it to the day before.
 */
function toDate(value: DateInput): { date: Date; dateOnly: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

function parts(formatter: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/**
 * Money in Arabic with Latin digits: formatMoney(1234.5) is '\u200F1,234.50\u00A0€' (Intl's output: a
 * right-to-left mark, the amount, a no-break space, the symbol). The currency's own minor units apply:
 * two decimals for EUR and USD, none for SYP.
 */
export function formatMoney(amount: Numeric, currency: string = 'EUR'): string {
  const number = toNumber(amount);
  if (number === null) return EMPTY_VALUE;
  return numberFormat({ style: 'currency', currency }).format(number);
}

/** Syrian pounds, whole pounds only: formatSyp(1234567) is '\u200F1,234,567\u00A0ل.س.\u200F'. */
export function formatSyp(amount: Numeric): string {
  const number = toNumber(amount);
  if (number === null) return EMPTY_VALUE;
  return numberFormat({
    style: 'currency',
    currency: 'SYP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(number);
}

/** Euros without cents, for summary figures: formatWholeEuros(51641.35) is '\u200F51,641\u00A0€'. */
export function formatWholeEuros(amount: Numeric): string {
  return formatNumber(amount, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/** A plain figure with grouping and Latin digits: formatNumber(1234567.891) is '1,234,567.891'. */
export function formatNumber(value: Numeric, options: Intl.NumberFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_VALUE;
  return numberFormat(options).format(number);
}

export interface DateFormatOptions {
  /** IANA zone the instant is shown in; DEFAULT_TIME_ZONE by default. Ignored for 'YYYY-MM-DD' dates. */
  timeZone?: string;
}

export interface DateTimeFormatOptions extends DateFormatOptions {
  /** true for the '12h' setting: 02:05 م; false (default) for '24h': 14:05. */
  hour12?: boolean;
}

/** DD/MM/YYYY: formatDate(new Date('2026-03-07T10:00:00Z')) is '07/03/2026'. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const read = toDate(value);
  if (!read) return EMPTY_VALUE;
  const timeZone = read.dateOnly ? 'UTC' : (options.timeZone ?? DEFAULT_TIME_ZONE);
  const { day, month, year } = parts(
    dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone }),
    read.date,
  );
  return `${day}/${month}/${year}`;
}

/** HH:mm (24 h) or hh:mm ص/م (12 h). */
export function formatTime(value: DateInput, options: DateTimeFormatOptions = {}): string {
  const read = toDate(value);
  if (!read) return EMPTY_VALUE;
  const timeZone = read.dateOnly ? 'UTC' : (options.timeZone ?? DEFAULT_TIME_ZONE);
  const hour12 = options.hour12 ?? false;
  const { hour, minute, dayPeriod } = parts(
    dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: hour12 ? 'h12' : 'h23', timeZone }),
    read.date,
  );
  return hour12 && dayPeriod ? `${hour}:${minute} ${dayPeriod}` : `${hour}:${minute}`;
}

/** DD/MM/YYYY HH:mm: formatDateTime(new Date('2026-03-07T10:00:00Z')) is '07/03/2026 11:00' (Brussels). */
export function formatDateTime(value: DateInput, options: DateTimeFormatOptions = {}): string {
  const read = toDate(value);
  if (!read) return EMPTY_VALUE;
  return `${formatDate(read.date, options)} ${formatTime(read.date, options)}`;
}

/** react-admin's translate (useTranslate()) or i18nProvider.translate. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as the activity feed and the chat list show it (spec 000 sections 2 and 9): under a
 * minute 'الآن', then minutes, hours, days up to 7, then the date (DD/MM/YYYY).
 *
 * Choice: the words come from the bakery.time messages through a translate function, not from
 * Intl.RelativeTimeFormat('ar'). The messages carry the six Arabic plural forms chosen by polyglot
 * ('منذ دقيقتين', 'منذ 5 دقائق', 'منذ 15 دقيقة'), read the same in every browser whatever its ICU
 * version (RelativeTimeFormat's Arabic wording and digits vary by engine), and keep the spec's 'now'
 * and seven-day cut-off under our control. Pass react-admin's useTranslate() inside components; it
 * defaults to the app's i18nProvider. A date in the future (clock skew) reads 'now'.
 */
export function formatTimeAgo(
  date: DateInput,
  now: Date | number = Date.now(),
  translate: Translate = i18nProvider.translate,
): string {
  const read = toDate(date);
  if (!read) return EMPTY_VALUE;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - read.date.getTime();
  if (elapsed < MINUTE) return translate('bakery.time.now');
  if (elapsed < HOUR) return translate('bakery.time.minutes_ago', { smart_count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return translate('bakery.time.hours_ago', { smart_count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days <= 7) return translate('bakery.time.days_ago', { smart_count: days });
  return formatDate(read.date);
}
