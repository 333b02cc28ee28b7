import { oneThread } from '../lib/tsWorker';
import type { PlanJob } from './routePlannerWorker';
import type { DayPlan } from './schedulePlan';

// The optimiser runs in a worker thread, a pool of one: a search of several seconds would otherwise hold
// the thread that answers every request and, with the embedded database, runs every query. Problems
// queue in the worker and are solved one after the other. The worker is started on first use and does
// not keep the process alive.

const WORKER_URL = new URL('./routePlannerWorker.ts', import.meta.url).href;

const planner = oneThread<Omit<PlanJob, 'id'>, { plan: DayPlan }, DayPlan>(WORKER_URL, 'routing', (answer) => answer.plan);

/** planDay() in the planner's thread. Rejects when the problem is refused or the thread fails. */
export function planDayInWorker(job: Omit<PlanJob, 'id'>): Promise<DayPlan> {
  return planner.run(job);
}
