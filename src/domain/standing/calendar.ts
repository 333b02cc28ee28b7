import { shiftDay } from '../dates';
import type { ClosedDay } from './records';

// The bakery's closed days (issue 30): Belgium's ten public holidays, three of them moving with Easter.
// Pure, so the server (generation, the bake sheet) and the screens compute the same days.

/** The closed days a year's list may hold (a day a day) and the longest name of one. */
export const MAX_CLOSED_DAYS = 366;
export const CLOSED_DAY_NAME_MAX = 100;

/** Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" computation), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Belgium's legal public holidays of `year`, in date order, with their Arabic names. */
export function belgianHolidays(year: number): ClosedDay[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const days: ClosedDay[] = [
    { date: fixed(1, 1), name: 'رأس السنة' },
    { date: shiftDay(easter, 1), name: 'اثنين الفصح' },
    { date: fixed(5, 1), name: 'عيد العمال' },
    { date: shiftDay(easter, 39), name: 'عيد الصعود' },
    { date: shiftDay(easter, 50), name: 'اثنين العنصرة' },
    { date: fixed(7, 21), name: 'العيد الوطني البلجيكي' },
    { date: fixed(8, 15), name: 'عيد انتقال العذراء' },
    { date: fixed(11, 1), name: 'عيد جميع القديسين' },
    { date: fixed(11, 11), name: 'يوم الهدنة' },
    { date: fixed(12, 25), name: 'عيد الميلاد' },
  ];
  return days.sort((x, y) => x.date.localeCompare(y.date));
}

/** ISO weekday of a YYYY-MM-DD day: Monday 1 … Sunday 7. */
export function isoWeekday(isoDay: string): number {
  const day = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
