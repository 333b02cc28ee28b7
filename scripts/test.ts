// `npm test`: the static checks and every vitest project, then one table of what each took.
//
// Three rounds, each step of a round side by side (the machine has two cores and every round keeps both
// busy; a round's output is printed as each step ends):
// 1. typecheck (TypeScript 7's native compiler), lint, the logic project, the walls and dead-code checks,
//    and `prepare` (tests/prepare.ts: the UI build and the databases the later projects copy, which their
//    own setups would otherwise make one core at a time);
// 2. the component (unit, happy-dom) and server projects: the unit tests wait on timers a fifth of their time, which the
//    server tests fill (181 s side by side against 86 + 100 s one after the other);
// 3. the end-to-end project, from the moment the first of those two ends: Chromium takes both cores.
// (Starting it as soon as the UI is built, beside everything else, ended no sooner: 513.6 s against 515 to
// 522 s, the machine's two cores being busy either way; and its tests waited longer on a loaded machine.)
// Every step runs even when one fails, so the table shows the whole state; the exit code is non-zero when
// any step failed.
//
// `node --import tsx scripts/test.ts unit server` runs only the steps named.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
const middle: Step[] = [vitestProject('unit'), vitestProject('server')];
const last = vitestProject('e2e');

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
const outcomes = await Promise.all(firstSteps.map((step) => run(step, firstSteps.length > 1)));
// The end-to-end project starts when the first of the unit and server projects ends: the other one's last
// files leave a core idle now and then, which the end-to-end setup (server, Chromium, sign-ins) fills.
const middleSteps = chosen(middle);
const lastSteps = chosen([last]);
const alone = middleSteps.length + lastSteps.length <= 1;
const middleRuns = middleSteps.map((step) => run(step, !alone));
const lastRun = (middleRuns.length ? Promise.race(middleRuns) : Promise.resolve()).then(() =>
  Promise.all(lastSteps.map((step) => run(step, !alone))),
);
outcomes.push(...(await Promise.all(middleRuns)), ...(await lastRun));
if (existsSync(templates)) {
  const { seeded } = JSON.parse(readFileSync(templates, 'utf8')) as { seeded: string };
  rmSync(dirname(seeded), { recursive: true, force: true });
}
rmSync(reports, { recursive: true, force: true });

process.stdout.write(`\n${table(outcomes, (performance.now() - started) / 1000)}\n`);
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length > 0 ? 0 : 1;
