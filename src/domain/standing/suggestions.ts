import { shiftDay } from '../dates';
import { isoWeekday } from './calendar';
import type { StandingPlan, StandingSuggestion } from './records';

// Suggestions from returns (issue 30): where a shop gave back, unsold, more than a share of what it took of
// a product over the last four weeks, its standing order shows a lower quantity per weekday with the
// figures behind it. A person decides: nothing here changes the order. Pure, so the rule has unit tests.

/** The days the rule looks back over: the four weeks before today (today's deliveries are not done). */
export const SUGGESTION_WINDOW_DAYS = 28;

/** The window's first and last delivery days for `today`. */
export const suggestionWindow = (today: string) => ({ from: shiftDay(today, -SUGGESTION_WINDOW_DAYS), to: shiftDay(today, -1) });

/** One product's delivery on one day: the units delivered and the units given back unsold from them. */
export interface DeliveredDay {
  date: string;
  product_id: number;
  taken: number;
  unsold: number;
}

/** One weekday of a suggestion, as the reply carries it (./records.ts). */
type SuggestionDay = StandingSuggestion['days'][number];

/** A suggestion as the rule makes it: the reply's shape without the product's name, which the server adds. */
type Suggestion = Omit<StandingSuggestion, 'product_name'>;

/**
 * The suggestions for a standing order from the window's deliveries. A product of the order is suggested
 * when its unsold returns exceed `sharePercent` of what it took (strictly). Each weekday of the order's
 * product then gets its quantity less the average unsold per delivery on that weekday, the average rounded
 * down (never more than what was on average left over), never below 0; a weekday without a delivery in the
 * window keeps its quantity. A product none of whose weekdays would go down is not suggested.
 */
export function suggestFromReturns(lines: StandingPlan['lines'], history: readonly DeliveredDay[], sharePercent: number): Suggestion[] {
  const products = [...new Set(lines.map((line) => line.product_id))].sort((a, b) => a - b);
  return products.flatMap((productId) => {
    const days = history.filter((day) => day.product_id === productId && day.taken > 0);
    const taken = days.reduce((sum, day) => sum + day.taken, 0);
    const returned = days.reduce((sum, day) => sum + day.unsold, 0);
    if (!taken || returned * 100 <= taken * sharePercent) return [];
    const weekdays = lines
      .filter((line) => line.product_id === productId)
      .sort((a, b) => a.weekday - b.weekday)
      .map((line): SuggestionDay => {
        const same = days.filter((day) => isoWeekday(day.date) === line.weekday);
        const unsold = same.reduce((sum, day) => sum + day.unsold, 0);
        const cut = same.length ? Math.floor(unsold / same.length) : 0;
        return { weekday: line.weekday, quantity: line.quantity, deliveries: same.length, returned: unsold, suggested: Math.max(0, line.quantity - cut) };
      });
    if (!weekdays.some((day) => day.suggested < day.quantity)) return [];
    return [{ product_id: productId, taken, returned, share: Math.round((returned * 1000) / taken) / 10, days: weekdays }];
  });
}
