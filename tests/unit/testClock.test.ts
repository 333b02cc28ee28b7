import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { CLOCK_OFFSET_ENV, clockOffsetAt, shiftedClockEnv, shiftedDateScript } from '../clock';

const MINUTE = 60_000;
// 30 November: Brussels is UTC+1.
const brussels = (time: string) => Date.parse(`2026-11-30T${time}+01:00`);

describe("npm test's clock near the bakery's midnight", () => {
  it('keeps the real clock from 00:30 to 22:00 in Brussels', () => {
    expect(clockOffsetAt(brussels('00:30:00'))).toBe(0);
    expect(clockOffsetAt(brussels('12:00:00'))).toBe(0);
    expect(clockOffsetAt(brussels('21:59:59.999'))).toBe(0);
  });

  it('moves a run starting near midnight to 00:30, on the same day it will stay on', () => {
    for (const start of ['22:00:00', '23:58:30.250', '00:00:00', '00:29:59']) {
      const shifted = brussels(start) + clockOffsetAt(brussels(start));
      const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeStyle: 'medium' }).format(shifted);
      expect(shown, start).toBe('00:30:00');
      // The whole run, two hours at most, stays on that day.
      expect(bakeryDate(new Date(shifted + 120 * MINUTE))).toBe(bakeryDate(new Date(shifted)));
    }
    expect(clockOffsetAt(brussels('23:58:30'))).toBe(31.5 * MINUTE);
  });

  it("gives the child processes libfaketime's variables, adding this process's own offset", () => {
    const env = shiftedClockEnv(31.5 * MINUTE, { FAKETIME: '+600', LD_PRELOAD: '/lib/other.so' })!;
    expect(env.FAKETIME).toBe('+2490');
    expect(env.LD_PRELOAD!.split(':')).toEqual([expect.stringMatching(/libfaketime\.so\.1$/), '/lib/other.so']);
    expect(env.FAKETIME_DONT_FAKE_MONOTONIC).toBe('1');
    expect(env[CLOCK_OFFSET_ENV]).toBe(String(2490 * 1000));
    expect(shiftedClockEnv(0, {})).toEqual({});
  });

  it("moves a page's Date and nothing else", () => {
    const offset = 31.5 * MINUTE;
    const page = runInNewContext(
      `${shiftedDateScript(offset)}
       ({ now: Date.now(), made: new Date().getTime(), given: new Date(0).getTime(), parsed: Date.parse('1970-01-01T00:00:01Z'),
          isDate: new Date() instanceof Date, text: Date(), utc: Date.UTC(1970, 0, 2) })`,
      {},
    );
    const real = Date.now();
    expect(page.now - real).toBeGreaterThan(offset - MINUTE);
    expect(page.now - real).toBeLessThanOrEqual(offset);
    expect(page.made - page.now).toBeLessThan(MINUTE);
    expect(page.given).toBe(0);
    expect(page.parsed).toBe(1000);
    expect(page.isDate).toBe(true);
    expect(Date.parse(page.text) - real).toBeGreaterThan(offset - MINUTE);
    expect(page.utc).toBe(24 * 3600 * 1000);
  });
});
