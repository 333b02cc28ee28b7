// `npm test`: the static checks and every vitest project, then one table of what each took.
//
// The static checks side by side, then the unit, server and end-to-end projects one after the other:
// 1. typecheck (TypeScript 7's native compiler), lint, the logic project, the walls and dead-code checks,
//    and `prepare` (tests/prepare.ts: the UI build and the databases the later projects copy, which their
//    own setups would otherwise make one core at a time);
// 2. the component (unit, happy-dom) project, from the moment all but one of those have ended (lint, the
//    longest, runs on one core);
// 3. the server project, then the end-to-end project. Each of the three keeps the two cores busy on its own
//    (1.7 to 1.85 cores on average, measured alone); side by side they took longer than one after the
//    other (unit and server together 291 and 399 s, against 117 + 135 s alone, and the end-to-end project
//    started beside the server project's last files), so they take turns.
// Every step runs even when one fails, so the table shows the whole state; the exit code is non-zero when
// any step failed.
//
// `node --import tsx scripts/test.ts unit server` runs only the steps named.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clockOffsetAt, shiftedClockEnv } from '../tests/clock';

interface Step {
  name: string;
  command: string[];
  /** A vitest project: its tests are counted from vitest's JSON report. */
  project?: boolean;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  tests?: number;
}

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};

// Static checks other sessions may declare in package.json (the walls, dead code): run when present.
const EXTRA_CHECKS = ['walls', 'knip', 'lint:walls', 'lint:cycles', 'cycles', 'deadcode'];

// One clock for the whole run, moved past the bakery's midnight when the run starts near it (tests/clock.ts).
// BAKERY_TEST_CLOCK=real keeps the real clock (to see what a run across midnight does).
const clockOffset = process.env.BAKERY_TEST_CLOCK === 'real' ? 0 : clockOffsetAt(Date.now());
const clockEnv = shiftedClockEnv(clockOffset, process.env);
if (clockEnv === null) {
  process.stdout.write('Brussels is near midnight and libfaketime is not installed: this run may straddle the bakery\'s day.\n');
} else if (clockOffset > 0) {
  Object.assign(process.env, clockEnv);
  process.stdout.write(`Brussels is near midnight: this run's clock is moved ${Math.round(clockOffset / 60_000)} minutes forward, to 00:30.\n`);
}

const reports = mkdtempSync(join(tmpdir(), 'bakery-test-'));
// The databases the server and end-to-end projects copy, and the UI build, made beside the static checks
// (tests/prepare.ts): their own global setups would make them one core at a time while the other waits.
const templates = join(reports, 'templates.json');

function vitestProject(name: string): Step {
  return {
    name,
    project: true,
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      name,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${name}.json`)}`,
    ],
  };
}

const parallel: Step[] = [
  { name: 'prepare', command: ['node', '--import', 'tsx', 'tests/prepare.ts', templates] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  // One lint process: a second one parses the plugins and the compiler again (65 against 50 CPU-seconds),
  // and the other steps of the round keep the second core busy.
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  vitestProject('logic'),
  ...EXTRA_CHECKS.filter((name) => name in scripts).map((name) => ({
    name,
    command: ['npm', 'run', '--silent', name],
  })),
];

const wanted = process.argv.slice(2);
const chosen = (steps: Step[]) => (wanted.length === 0 ? steps : steps.filter((step) => wanted.includes(step.name)));

/** Runs a step; its output is printed as it comes when alone, or at its end when beside others. */
function run(step: Step, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: existsSync(templates) ? { ...process.env, BAKERY_TEST_TEMPLATES: templates } : process.env,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(1)} s) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: code === 0, seconds, tests: step.project ? testsIn(step.name) : undefined });
    });
  });
}

function testsIn(project: string): number | undefined {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${project}.json`), 'utf8')) as { numTotalTests: number };
    return report.numTotalTests;
  } catch {
    return undefined;
  }
}

function table(outcomes: Outcome[], totalSeconds: number) {
  const rows = outcomes.map((outcome) => [
    outcome.name,
    outcome.tests === undefined ? '-' : String(outcome.tests),
    outcome.seconds.toFixed(1),
    outcome.ok ? 'ok' : 'FAILED',
  ]);
  rows.push(['total (wall)', '', totalSeconds.toFixed(1), outcomes.every((outcome) => outcome.ok) ? 'ok' : 'FAILED']);
  const header = ['step', 'tests', 'seconds', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

const started = performance.now();
const firstSteps = chosen(parallel);
const later = chosen([vitestProject('unit'), vitestProject('server'), vitestProject('e2e')]);
const alone = firstSteps.length + later.length <= 1;
let running = firstSteps.length;
// The unit project starts when at most one of the first steps is still running.
let releaseLater!: () => void;
const laterMayStart = new Promise<void>((resolve) => (releaseLater = resolve));
if (running <= 1) releaseLater();
const firstRuns = firstSteps.map((step) =>
  run(step, !alone).then((outcome) => {
    running -= 1;
    if (running <= 1) releaseLater();
    return outcome;
  }),
);
const laterRuns = laterMayStart.then(async () => {
  const done: Outcome[] = [];
  for (const step of later) {
    // The server and end-to-end projects copy what `prepare` makes: they wait for the whole first round.
    if (step.name !== 'unit') await Promise.all(firstRuns);
    done.push(await run(step, !alone));
  }
  return done;
});
const outcomes: Outcome[] = [...(await Promise.all(firstRuns)), ...(await laterRuns)];
if (existsSync(templates)) {
  const { seeded } = JSON.parse(readFileSync(templates, 'utf8')) as { seeded: string };
  rmSync(dirname(seeded), { recursive: true, force: true });
}
rmSync(reports, { recursive: true, force: true });

process.stdout.write(`\n${table(outcomes, (performance.now() - started) / 1000)}\n`);
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length > 0 ? 0 : 1;
