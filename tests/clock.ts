import { existsSync } from 'node:fs';
import { bakerySecondsOfDay } from '../src/domain/dates';

// The bakery's day changes at midnight in Brussels. A test run that straddles it fails: the tests read the
// day once, the template databases hold that day's demo orders, and the server's scheduled jobs start the
// next day's work halfway through. So `npm test` (scripts/test.ts) reads the clock once, and when Brussels
// is near midnight it moves the run's clock forward to 00:30 for every process it starts: Node (the test
// workers, the servers and their PGlite threads, the scripts) through libfaketime, and Chromium's pages
// through a script that moves their Date (Chromium under libfaketime took 16 times as long to start).
// Forward, never back: a session cookie's Expires is absolute and Chromium's own clock reads it.

/** Brussels times of day (seconds) between which a run starts on the real clock. */
const REAL_FROM_SECOND = 30 * 60;
const REAL_UNTIL_SECOND = 22 * 3600;
const DAY_SECONDS = 24 * 3600;

/** How far Chromium's pages move their Date, in ms (set by scripts/test.ts beside libfaketime's variables). */
export const CLOCK_OFFSET_ENV = 'BAKERY_TEST_CLOCK_OFFSET_MS';

/** Debian's libfaketime (package libfaketime), which .ci/run installs. */
const FAKETIME_LIBRARIES = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
];
/** libfaketime's and the offset's variables: Chromium is started without them (it gets the page script). */
export const CLOCK_VARIABLES = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC', CLOCK_OFFSET_ENV];

/** How far (ms) a run starting at `nowMs` moves its clock: 0 by day, to the next 00:30 in Brussels near midnight. */
export function clockOffsetAt(nowMs: number): number {
  const second = bakerySecondsOfDay(new Date(nowMs));
  if (second >= REAL_FROM_SECOND && second < REAL_UNTIL_SECOND) return 0;
  const secondsLeft = (REAL_FROM_SECOND - second + DAY_SECONDS) % DAY_SECONDS;
  return secondsLeft * 1000 - (((nowMs % 1000) + 1000) % 1000);
}

/**
 * The variables that move every child process's clock `offsetMs` further than this process's (whose own
 * libfaketime offset, when it has one, is kept in the sum); none when the offset is 0. Null when the
 * clock must move and libfaketime is not installed.
 */
export function shiftedClockEnv(offsetMs: number, env: NodeJS.ProcessEnv): Record<string, string> | null {
  if (offsetMs === 0) return {};
  const library = FAKETIME_LIBRARIES.find((file) => existsSync(file));
  if (!library) return null;
  const inherited = /^[+-]\d+$/.test(env.FAKETIME ?? '') ? Number(env.FAKETIME) : 0;
  const seconds = inherited + Math.round(offsetMs / 1000);
  const preload = (env.LD_PRELOAD ?? '').split(/[\s:]+/).filter((entry) => entry && entry !== library);
  return {
    LD_PRELOAD: [library, ...preload].join(':'),
    FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`,
    // Timers and durations keep the real pace; only the wall clock moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    [CLOCK_OFFSET_ENV]: String(seconds * 1000),
  };
}

/** A page script that moves the page's Date by `offsetMs`; its dates stay real Dates. */
export function shiftedDateScript(offsetMs: number): string {
  return `(() => {
  const Real = Date;
  const offset = ${Math.trunc(offsetMs)};
  function Shifted(...args) {
    if (!new.target) return new Real(Real.now() + offset).toString();
    return args.length === 0 ? new Real(Real.now() + offset) : new Real(...args);
  }
  Object.setPrototypeOf(Shifted, Real);
  Shifted.prototype = Real.prototype;
  Shifted.now = () => Real.now() + offset;
  globalThis.Date = Shifted;
})();`;
}
