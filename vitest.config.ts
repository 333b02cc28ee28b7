import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The .ts unit tests that read the browser's storage or events, so run in the test DOM with the components.
const DOM_TS_TESTS = [
  'tests/unit/authProvider.test.ts',
  'tests/unit/csv.test.ts',
  'tests/unit/dataProvider.test.ts',
  'tests/unit/profileCalls.test.ts',
];

// Server tests of pure code (the routing optimiser, the schedule plan, the server's stop): no app, no database.
const SERVER_PURE_TESTS = [
  'tests/server/routing.test.ts',
  'tests/server/routingMoves.test.ts',
  'tests/server/schedulePlan.test.ts',
  'tests/server/shutdown.test.ts',
  'tests/server/statementsParse.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        // Pure logic (rules, schemas, providers over a fetch stub, the routing optimiser): no DOM to set up,
        // and no module isolation: the files share one module graph per worker.
        test: {
          name: 'logic',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', ...SERVER_PURE_TESTS],
          exclude: DOM_TS_TESTS,
          environment: 'node',
          isolate: false,
          // The optimiser's property tests run for seconds, longer on a busy machine (the server project's limit).
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx', ...DOM_TS_TESTS],
          // happy-dom rather than jsdom: the same 684 tests pass on both, and happy-dom took a fifth less CPU
          // (116 against 143 CPU-seconds for the project on this machine).
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // A first render of a react-admin page in the test DOM can take seconds when the two cores are shared.
          testTimeout: 30_000,
          // Vitest's default is one worker fewer than the cores: one on a two-core machine. Two workers ran
          // the unit tests in 370 s instead of 476 s here.
          maxWorkers: 2,
          // Files share a worker's imported modules (react-admin, MUI and the app): importing them again for
          // each file cost more than the tests themselves. Each test still renders with a fresh store,
          // query client and provider (renderAdmin), so nothing a test sees comes from another.
          isolate: false,
          // ...and a global a test stubbed (the navigator, URL) is the real one again for the next test.
          unstubGlobals: true,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: SERVER_PURE_TESTS,
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database (a worker's PGlite engine put back as the template left it, or a
          // PostgreSQL database of its own); two files at a time keeps PGlite's memory in check on 2 cores.
          maxWorkers: 2,
          // Files share a worker's imported server graph (each still builds its own app on its own
          // database): importing it again per file cost about 4 CPU-seconds a file.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One server and one Chromium for the run, and each demo account signed in once (globalSetup).
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A screen settles after a debounce and a round trip; on a busy two-core machine that can take
          // longer than expect.poll's one-second default.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time. Three took 180 s against 199 s alone (two leave the machine at 1.6 cores of
          // 2), but beside the server project and under a CPU hog, the shared server's data moved under the
          // tests more often and a run failed twice; kept at two until those tests stand it.
          maxWorkers: 2,
          // Files share a worker's imported modules (playwright-core and the helpers): importing them again
          // cost each file over a second. Each file still connects to the browser and opens its own pages.
          isolate: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
