import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../lib/tsWorker';
import type { PlanAnswer, PlanJob } from './routePlannerWorker';
import type { DayPlan } from './schedulePlan';

// The optimiser runs in a worker thread, a pool of one: a search of several seconds would otherwise hold
// the thread that answers every request and, with the embedded database, runs every query. Problems
// queue in the worker and are solved one after the other. The worker is started on first use and does
// not keep the process alive.

const WORKER_URL = new URL('./routePlannerWorker.ts', import.meta.url).href;

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
  const created = startTsWorker(WORKER_URL);
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
