import { shiftDay } from '../dates';
import { isoWeekday } from './calendar';
import type { PlanException, StandingPlan } from './records';

// What a shop's standing order gives on one delivery day, and when one-off changes close (issue 30).
// Pure: the generation, the bake sheet's pending part and the screens all read them.

/** Whether a standing order gives anything on `date`: inside its validity and outside its pauses. */
export function planActiveOn(plan: StandingPlan, date: string): boolean {
  if (date < plan.valid_from) return false;
  if (plan.valid_until && date > plan.valid_until) return false;
  return !plan.paused.some((pause) => pause.from <= date && date <= pause.to);
}

/** A planned line: a product, or one of its sizes (issue 30; `variant_id` only when it names one). */
export interface PlannedLine {
  product_id: number;
  variant_id?: number;
  quantity: number;
}

/**
 * The lines a shop gets on `date`: the weekday's lines, each one-off change of that date replacing its
 * product's (and size's) quantity (0 removes it, one not in the week is added); a product's sizes are
 * each their own line. Nothing on a closed day, before or after the validity, or in a pause. Ordered by
 * product, the product itself before its sizes, then by size.
 */
export function plannedLines(
  plan: StandingPlan,
  exceptions: readonly PlanException[],
  date: string,
  closed: boolean,
): PlannedLine[] {
  if (closed || !planActiveOn(plan, date)) return [];
  const weekday = isoWeekday(date);
  const quantities = new Map<string, PlannedLine>();
  const put = (line: PlanException | StandingPlan['lines'][number]) => {
    const base = { product_id: line.product_id, ...(line.variant_id != null ? { variant_id: line.variant_id } : {}) };
    quantities.set(`${line.product_id}:${line.variant_id ?? 0}`, { ...base, quantity: line.quantity });
  };
  for (const line of plan.lines) if (line.weekday === weekday) put(line);
  for (const change of exceptions) if (change.date === date) put(change);
  return [...quantities.values()]
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.product_id - b.product_id || (a.variant_id ?? 0) - (b.variant_id ?? 0));
}

/** '14:00' → seconds after midnight. */
export const secondsOfTime = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

/**
 * Whether one-off changes for `deliveryDate` are closed: the cut-off is `cutoff` (HH:MM, bakery time) of
 * the day before. `today` and `secondsOfDay` are the bakery's clock now.
 */
export function cutoffPassed(deliveryDate: string, today: string, secondsOfDay: number, cutoff: string): boolean {
  const eve = shiftDay(deliveryDate, -1);
  if (today !== eve) return today > eve;
  return secondsOfDay >= secondsOfTime(cutoff);
}

/** The delivery day the cut-off job makes orders for when it runs at this clock, or null before the cut-off. */
export function dayToGenerate(today: string, secondsOfDay: number, cutoff: string): string | null {
  return secondsOfDay >= secondsOfTime(cutoff) ? shiftDay(today, 1) : null;
}
