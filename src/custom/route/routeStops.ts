import { formatDistance, secondsToTime, timeToSeconds, type ScheduleItem } from '../../domain/schedule';
import type { Translate } from '../../i18n/format';

// What the route page reads from the distributor's visits: which stop is current, what is left to
// collect, when the day should end.

export function inVisitOrder(items: readonly ScheduleItem[]): ScheduleItem[] {
  return [...items].sort((a, b) => a.visit_order - b.visit_order);
}

/**
 * The stop to work on: the one they arrived at (even out of order, the shop may have called them in),
 * otherwise the first not yet completed. Null when every stop is done.
 */
export function currentStop(items: readonly ScheduleItem[]): ScheduleItem | null {
  const ordered = inVisitOrder(items);
  return (
    ordered.find((item) => item.visit_status === 'in_progress') ??
    ordered.find((item) => item.visit_status !== 'completed') ??
    null
  );
}

/** EUR still owed on the visit's orders (cancelled ones owe nothing), to the cent. */
export function remainingOf(item: ScheduleItem): number {
  const cents = item.orders
    .filter((order) => order.status !== 'cancelled')
    .reduce((sum, order) => sum + Math.round(order.remaining_eur * 100), 0);
  return cents / 100;
}

/** The last stop's planned arrival plus its time at the shop: 'HH:MM', or null without a plan. */
export function estimatedEnd(items: readonly ScheduleItem[]): string | null {
  const last = inVisitOrder(items).at(-1);
  if (!last?.planned_arrival) return null;
  return secondsToTime(timeToSeconds(last.planned_arrival) + last.estimated_duration * 60);
}

/** Metres under 1 km, else km with one decimal. */
export function distanceLabel(km: number, translate: Translate): string {
  const { value, unit } = formatDistance(km);
  return translate(unit === 'm' ? 'bakery.route.metres' : 'bakery.route.km', { value });
}

/** The shop's receiving window as one line, or null when it has none. */
export function windowLabel(window: ScheduleItem['window'], translate: Translate): string | null {
  if (!window || (!window.from && !window.to)) return null;
  if (window.from && window.to) return translate('bakery.route.window', { from: window.from, to: window.to });
  return window.from
    ? translate('bakery.route.window_from', { from: window.from })
    : translate('bakery.route.window_to', { to: window.to });
}

/** A phone number as a tel: link takes it: digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
