import { describe, expect, it } from 'vitest';
import { daysFrom, shiftDay, weekdayOf } from '../../src/domain/dates';

// The days' arithmetic every report and rule leans on, against the plain Date arithmetic it replaced
// (a day parsed as noon UTC, moved with setUTCDate, written with toISOString).
const reference = (isoDay: string, days: number) => {
  const at = new Date(`${isoDay}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

describe('days', () => {
  it('moves a day forward and back as the calendar does, every day from 1990 to 2044', () => {
    let day = '1990-01-01';
    const moves = [1, -1, 29, -366, 1461];
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      for (const move of moves) if (shiftDay(day, move) !== reference(day, move)) wrong.push(`${day} ${move}`);
      day = shiftDay(day, 1);
    }
    expect(wrong).toEqual([]);
    expect(day).toBe('2044-10-04');
  });

  it('knows leap days, year ends and a year under 100', () => {
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2100-02-28', 1)).toBe('2100-03-01');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('lists a range of days in order, across a month, a year and a leap day', () => {
    expect(daysFrom('2027-12-30', 4)).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(daysFrom('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysFrom('2026-11-29', 0)).toEqual([]);
    const year = daysFrom('2025-11-30', 365);
    expect(year.at(-1)).toBe('2026-11-29');
    expect(year.every((day, i) => i === 0 || day === reference(year[i - 1]!, 1))).toBe(true);
  });

  it('tells the day of the week, Monday 0 to Sunday 6', () => {
    // 2026-11-23 is a Monday.
    expect(daysFrom('2026-11-23', 7).map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOf('2000-01-01')).toBe(5);
  });
});
