import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PlanAnswer, PlanJob } from './routePlannerWorker';
import type { DayPlan } from './schedulePlan';

// The optimiser runs in a worker thread, a pool of one: a search of several seconds would otherwise hold
// the thread that answers every request and, with the embedded database, runs every query. Problems
// queue in the worker and are solved one after the other. The worker is started on first use and does
// not keep the process alive.

const WORKER_URL = new URL('./routePlannerWorker.ts', import.meta.url).href;

/**
 * The worker's source is TypeScript: it loads it through tsx's API, so it starts the same under
 * `node --import tsx` and under vitest (a worker does not inherit a loader registered with --import).
 */
function workerSource(): string {
  const api = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs');
  const worker = JSON.stringify(WORKER_URL);
  return `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ tsImport }) => tsImport(${worker}, ${worker}))`;
}

interface Pending {
  resolve: (plan: DayPlan) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  // No inherited --import: the source above registers the loader, the same way in every host process.
  const created = new Worker(workerSource(), { eval: true, execArgv: [] });
  created.unref();
  created.on('message', (answer: PlanAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve(answer.plan);
  });
  created.on('error', (error) => {
    worker = null;
    failAll(error);
  });
  created.on('exit', (code) => {
    if (worker === created) worker = null;
    failAll(new Error(`routing: the planner's thread stopped (${code})`));
  });
  worker = created;
  return created;
}

/** planDay() in the planner's thread. Rejects when the problem is refused or the thread fails. */
export function planDayInWorker(job: Omit<PlanJob, 'id'>): Promise<DayPlan> {
  const thread = started();
  const id = nextId++;
  return new Promise<DayPlan>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.postMessage({ id, ...job } satisfies PlanJob);
  });
}
