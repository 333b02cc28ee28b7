import { DEFAULT_TIME_ZONE, DISPLAY_LOCALE, type Translate } from '../../i18n/format';

export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** The hour (0-23) at `date` on the bakery's clock, wherever the browser is. */
export function hourIn(date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return Number(hour) % 24;
}

/** Morning 05-11, afternoon 12-16, evening 17-20, night 21-04. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}

/** The weekday's Arabic name on the bakery's clock: 'الأحد'. */
export function weekdayName(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, { weekday: 'long', timeZone }).format(date);
}

/**
 * Server uptime in Arabic words: 'يومان و3 ساعات و12 دقيقة'. Zero parts are left out; under a minute
 * reads 'أقل من دقيقة'. The parts are joined by Intl.ListFormat, which puts the Arabic 'و' right.
 */
export function formatUptime(seconds: number, translate: Translate): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const parts: string[] = [];
  if (days) parts.push(translate('bakery.dashboard.uptime_days', { smart_count: days }));
  if (hours) parts.push(translate('bakery.dashboard.uptime_hours', { smart_count: hours }));
  if (minutes || !parts.length) parts.push(translate('bakery.dashboard.uptime_minutes', { smart_count: minutes }));
  return new Intl.ListFormat(DISPLAY_LOCALE, { type: 'conjunction' }).format(parts);
}
