// `npm test`: the static checks and every vitest project, then one table of what each took.
//
// Typecheck (TypeScript 7's native compiler), lint and the light logic project run side by side with the
// walls and dead-code checks and share the two cores; the jsdom,
// server and end-to-end projects each spread over both cores themselves and run one after another. Every step runs even when one fails, so
// the table shows the whole state; the exit code is non-zero when any step failed.
//
// `node --import tsx scripts/test.ts unit server` runs only the steps named.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '--concurrency', '2', '.'] },
  vitestProject('logic'),
  ...EXTRA_CHECKS.filter((name) => name in scripts).map((name) => ({
    name,
    command: ['npm', 'run', '--silent', name],
  })),
];
const sequential: Step[] = [
  vitestProject('unit'),
  vitestProject('server'),
  vitestProject('e2e'),
];

const wanted = process.argv.slice(2);
const chosen = (steps: Step[]) => (wanted.length === 0 ? steps : steps.filter((step) => wanted.includes(step.name)));

/** Runs a step; its output is printed as it comes when alone, or at its end when beside others. */
function run(step: Step, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
for (const step of chosen(sequential)) outcomes.push(await run(step, false));
rmSync(reports, { recursive: true, force: true });

process.stdout.write(`\n${table(outcomes, (performance.now() - started) / 1000)}\n`);
process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length > 0 ? 0 : 1;
