import { bakeryDate, bakerySecondsOfDay } from '../dates';

// The schedule's rules (spec 001 sections 4 and 9, issue 16): visit statuses and their moves, the
// distributor's status derived from the visits, the duration formula, the dates a schedule may have.

export const VISIT_STATUSES = ['scheduled', 'in_progress', 'completed', 'delayed'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Orders a schedule carries: confirmed or already on the road, delivered that day. */
export const SCHEDULABLE_ORDER_STATUSES = ['confirmed', 'in_progress'] as const;

export const DEFAULT_VISIT_MINUTES = 15;
/** The spec's average speed in town, and the detour of roads over the straight line (no road server). */
export const ROAD_SPEED_KMH = 30;
export const ROAD_DETOUR = 1.3;
export const SCHEDULE_DAYS_AHEAD = 365;
export const SCHEDULE_REFRESH_SECONDS = 60;
/** The optimiser's time limits (system settings routePlanSeconds, routeReplanSeconds): a day, the rest of one route. */
export const ROUTE_PLAN_SECONDS = 5;
export const ROUTE_REPLAN_SECONDS = 1;
export const ROUTE_PLAN_MAX_SECONDS = 60;
/** The spec's eight route colours, cycled per distributor. */
export const ROUTE_COLOURS = ['#1976d2', '#d32f2f', '#388e3c', '#f57c00', '#7b1fa2', '#0097a7', '#c2185b', '#5d4037'] as const;

/** Anything unknown shows as scheduled (spec 001 section 4). */
export function visitStatusOf(value: unknown): VisitStatus {
  return (VISIT_STATUSES as readonly unknown[]).includes(value) ? (value as VisitStatus) : 'scheduled';
}

/**
 * A visit started or completed is kept when the day is planned again and no longer moves. A distributor
 * who arrived and then reported a delay (the shop was shut, the receiver away) has still started it: it
 * stays theirs, in its place.
 */
export function isVisitStarted(status: VisitStatus, arrivedAt: string | Date | null = null): boolean {
  return status === 'in_progress' || status === 'completed' || arrivedAt !== null;
}

/** Moves made by hand: arriving, delaying (with a reason). Completing is the proof of delivery's. */
const VISIT_MOVES: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  scheduled: ['in_progress', 'delayed'],
  delayed: ['in_progress', 'delayed'],
  in_progress: ['delayed'],
  completed: [],
};

export function canMoveVisit(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_MOVES[from].includes(to);
}

/** Completed when every visit is; in progress when some are; otherwise scheduled (spec 001 section 4). */
export function distributorStatusOf(items: readonly { visit_status: string }[]): 'scheduled' | 'in_progress' | 'completed' {
  const done = items.filter((item) => item.visit_status === 'completed').length;
  if (items.length > 0 && done === items.length) return 'completed';
  return done > 0 ? 'in_progress' : 'scheduled';
}

/**
 * The spec's improved duration of a route in minutes: the visits' durations plus the driving at 30 km/h,
 * plus 10 minutes, plus 5 percent. Used when no road server gives the driving times.
 */
export function improvedDurationMinutes(items: readonly { estimated_duration: number; distance_from_previous: number }[]): number {
  if (items.length === 0) return 0;
  const visits = items.reduce((sum, item) => sum + item.estimated_duration, 0);
  const km = items.reduce((sum, item) => sum + item.distance_from_previous, 0);
  return Math.round((visits + (km / ROAD_SPEED_KMH) * 60 + 10) * 1.05);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The days a schedule may be built or read for: from the first order's date to a year ahead. */
export function scheduleDateBounds(firstOrderDate: string | null, today: string): { min: string; max: string } {
  const min = firstOrderDate && firstOrderDate < today ? firstOrderDate : today;
  return { min, max: addDays(today, SCHEDULE_DAYS_AHEAD) };
}

/**
 * The earliest a route of `date` may be planned from, in seconds since the bakery's midnight: on the
 * bakery's today, now (to the next whole minute), since a van cannot arrive anywhere in the past; null
 * on any other day, whose routes leave at the settings' start time. A schedule made at 11:14 plans from
 * 11:15, not from 07:00.
 */
export function sameDayNotBefore(date: string, now: Date): number | null {
  if (date !== bakeryDate(now)) return null;
  return Math.ceil(bakerySecondsOfDay(now) / 60) * 60;
}

/** 'HH:MM' or 'HH:MM:SS' to seconds since midnight. */
export function timeToSeconds(value: string): number {
  const [h = '0', m = '0', s = '0'] = value.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Seconds since midnight to 'HH:MM' (past midnight wraps, the day's route never gets there). */
export function secondsToTime(seconds: number): string {
  const minutes = Math.round(seconds / 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Metres under 1 km, else km with one decimal (spec 001 section 2). */
export function formatDistance(km: number): { value: number; unit: 'm' | 'km' } {
  return km < 1 ? { value: Math.round(km * 1000), unit: 'm' } : { value: Math.round(km * 10) / 10, unit: 'km' };
}

/** The figures of the schedule's distance summary from two distances in metres: km to one decimal, the saving in per cent. */
export function distanceSummary(plannedM: number, unoptimisedM: number) {
  const km = (metres: number) => Math.round(metres / 100) / 10;
  const saving = unoptimisedM - plannedM;
  return {
    planned_km: km(plannedM),
    unoptimised_km: km(unoptimisedM),
    saving_km: km(saving),
    saving_percent: unoptimisedM > 0 ? Math.round((saving / unoptimisedM) * 1000) / 10 : 0,
  };
}
