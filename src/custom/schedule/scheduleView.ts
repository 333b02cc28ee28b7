import { formatDistance, isVisitStarted, ROUTE_COLOURS, type DistributorSchedule, type ScheduleItem, type ScheduleReply } from '../../domain/schedule';

// The schedule page's rules kept free of React: colours, filters, what a drag or the move menu does to the
// day before the server answers, and how a distance reads.

/** The spec's eight colours cycled by the distributor's place in the day, so filtering keeps each colour. */
export function routeColour(index: number): string {
  return ROUTE_COLOURS[index % ROUTE_COLOURS.length] as string;
}

export function colourOf(reply: ScheduleReply, distributorId: number): string {
  const index = reply.distributors_schedules.findIndex((route) => route.distributor.id === distributorId);
  return routeColour(Math.max(index, 0));
}

/** Regenerating re-plans the day: confirm first when a distributor has already started a visit. */
export function hasStartedVisits(reply: ScheduleReply): boolean {
  return reply.distributors_schedules.some((route) => route.schedule_items.some((item) => isVisitStarted(item.visit_status, item.arrived_at)));
}

/** Only a visit not yet started may move (the server refuses the others with 409). */
export function canMove(item: ScheduleItem): boolean {
  return !isVisitStarted(item.visit_status, item.arrived_at);
}

/** Case, hamza and ta marbuta variants do not stop a match. */
function normalizeForSearch(text: string): string {
  return text.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي').trim();
}

export interface ScheduleFilter {
  /** A distributor's id, or '' for all. */
  distributor: number | '';
  search: string;
}

export const NO_FILTER: ScheduleFilter = { distributor: '', search: '' };

export function isFiltered(filter: ScheduleFilter): boolean {
  return filter.distributor !== '' || filter.search.trim() !== '';
}

function itemMatches(item: ScheduleItem, wanted: string): boolean {
  const texts = [item.store.name, item.store.address ?? '', ...item.orders.map((order) => order.order_number)];
  return texts.some((text) => normalizeForSearch(text).includes(wanted));
}

/** The routes the filter keeps, each with the visits it keeps; a route with no visit left is dropped. */
export function filterRoutes(reply: ScheduleReply, filter: ScheduleFilter): DistributorSchedule[] {
  const wanted = normalizeForSearch(filter.search);
  return reply.distributors_schedules
    .filter((route) => filter.distributor === '' || route.distributor.id === filter.distributor)
    .map((route) => (wanted ? { ...route, schedule_items: route.schedule_items.filter((item) => itemMatches(item, wanted)) } : route))
    .filter((route) => !wanted || route.schedule_items.length > 0);
}

/**
 * The day as it will look once a visit moved to `position` (1-based, its place after the move) in
 * `distributorId`'s route: shown at once while the server re-plans, and dropped again if it refuses.
 */
export function applyMove(reply: ScheduleReply, visitId: number, distributorId: number, position: number): ScheduleReply {
  let moving: ScheduleItem | undefined;
  const without = reply.distributors_schedules.map((route) => {
    const item = route.schedule_items.find((candidate) => candidate.id === visitId);
    if (!item) return route;
    moving = item;
    return { ...route, schedule_items: route.schedule_items.filter((candidate) => candidate.id !== visitId) };
  });
  if (!moving) return reply;
  const found = moving;
  const routes = without.map((route) => {
    if (route.distributor.id !== distributorId) return route;
    const items = [...route.schedule_items];
    items.splice(Math.min(Math.max(position - 1, 0), items.length), 0, found);
    return { ...route, schedule_items: items };
  });
  return {
    ...reply,
    distributors_schedules: routes.map((route) => ({
      ...route,
      schedule_items: route.schedule_items.map((item, index) => ({ ...item, visit_order: index + 1 })),
    })),
  };
}

/** Metres under 1 km, else km with one decimal (spec 001 section 2): the message key and its value. */
export function distanceLabel(km: number): { key: string; value: number } {
  const { value, unit } = formatDistance(km);
  return { key: unit === 'm' ? 'bakery.schedule.visit.distance_m' : 'bakery.schedule.visit.distance_km', value };
}

/** Hours as the spec's cards show them: minutes / 60, one decimal. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 10) / 10;
}

export function findOrder(reply: ScheduleReply | undefined, orderId: number) {
  for (const route of reply?.distributors_schedules ?? []) {
    for (const item of route.schedule_items) {
      const order = item.orders.find((candidate) => candidate.id === orderId);
      if (order) return { route, item, order };
    }
  }
  return undefined;
}

/**
 * Where a drop puts a dragged visit (1-based, as the move call takes it): on another visit, that visit's
 * place (before it from another route; where it was within the same route, as sortable lists do); on a
 * route's end, last. Null when nothing would change.
 */
export function dropPosition(reply: ScheduleReply, visitId: number, distributorId: number, onVisitId: number | null): number | null {
  const items = reply.distributors_schedules.find((route) => route.distributor.id === distributorId)?.schedule_items ?? [];
  const from = items.findIndex((item) => item.id === visitId);
  const position = onVisitId === null ? (from >= 0 ? items.length : items.length + 1) : items.findIndex((item) => item.id === onVisitId) + 1;
  if (position < 1 || (from >= 0 && position === from + 1)) return null;
  return position;
}
