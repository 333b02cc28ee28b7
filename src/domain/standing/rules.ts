import { shiftDay } from '../dates';
import { isoWeekday } from './calendar';
import type { StandingException, StandingPlan } from './records';

// What a shop's standing order gives on one delivery day, and when one-off changes close (issue 30).
// Pure: the generation, the bake sheet's pending part and the screens all read them.

/** Whether a standing order gives anything on `date`: inside its validity and outside its pauses. */
export function planActiveOn(plan: StandingPlan, date: string): boolean {
  if (date < plan.valid_from) return false;
  if (plan.valid_until && date > plan.valid_until) return false;
  return !plan.paused.some((pause) => pause.from <= date && date <= pause.to);
}

/**
 * The lines a shop gets on `date`: the weekday's lines, each one-off change of that date replacing its
 * product's quantity (0 removes it, a product not in the week is added). Nothing on a closed day, before
 * or after the validity, or in a pause. Ordered by product.
 */
export function plannedLines(
  plan: StandingPlan,
  exceptions: readonly StandingException[],
  date: string,
  closed: boolean,
): { product_id: number; quantity: number }[] {
  if (closed || !planActiveOn(plan, date)) return [];
  const weekday = isoWeekday(date);
  const quantities = new Map<number, number>();
  for (const line of plan.lines) if (line.weekday === weekday) quantities.set(line.product_id, line.quantity);
  for (const change of exceptions) if (change.date === date) quantities.set(change.product_id, change.quantity);
  return [...quantities]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b)
    .map(([product_id, quantity]) => ({ product_id, quantity }));
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
