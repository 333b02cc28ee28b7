import { parentPort } from 'node:worker_threads';
import type { Problem, SolveOptions } from './routing';
import { planDay, type DayPlan } from './schedulePlan';

// The optimiser's thread (see routePlanner.ts): it plans one day at a time, in the order asked.

export interface PlanJob {
  id: number;
  problem: Problem;
  keptKeys: Map<number, string[]>;
  notBefore: number | null;
  options: SolveOptions;
  replanOptions: SolveOptions;
}

export type PlanAnswer = { id: number; plan: DayPlan } | { id: number; error: string };

parentPort!.on('message', (job: PlanJob) => {
  let answer: PlanAnswer;
  try {
    answer = { id: job.id, plan: planDay(job.problem, job.keptKeys, job.notBefore, job.options, job.replanOptions) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
