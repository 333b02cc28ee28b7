import { describe, expect, it } from 'vitest';
import {
  canMoveVisit,
  distributorStatusOf,
  formatDistance,
  improvedDurationMinutes,
  isVisitStarted,
  scheduleDateBounds,
  secondsToTime,
  timeToSeconds,
  visitStatusOf,
} from '../../src/domain/schedule';

// The schedule's rules (spec 001 sections 2, 4 and 9; issue 16) as the server and the screens share them.

describe('the schedule rules', () => {
  it("computes the spec's improved duration: visits plus driving at 30 km/h, plus 10 minutes, plus 5 %", () => {
    // 2 x 15 min + 15 km at 30 km/h (30 min) + 10 = 70 min, x 1.05 = 73.5 -> 74.
    expect(improvedDurationMinutes([{ estimated_duration: 15, distance_from_previous: 10 }, { estimated_duration: 15, distance_from_previous: 5 }])).toBe(74);
    expect(improvedDurationMinutes([])).toBe(0);
  });

  it("derives the distributor's status from the visits and reads unknown visit statuses as scheduled", () => {
    expect(distributorStatusOf([])).toBe('scheduled');
    expect(distributorStatusOf([{ visit_status: 'completed' }, { visit_status: 'scheduled' }])).toBe('in_progress');
    expect(distributorStatusOf([{ visit_status: 'completed' }, { visit_status: 'completed' }])).toBe('completed');
    expect(distributorStatusOf([{ visit_status: 'delayed' }])).toBe('scheduled');
    expect(visitStatusOf('pending')).toBe('scheduled');
  });

  it('lets a visit be arrived at or delayed, never changed once completed', () => {
    expect(canMoveVisit('scheduled', 'in_progress')).toBe(true);
    expect(canMoveVisit('delayed', 'in_progress')).toBe(true);
    expect(canMoveVisit('in_progress', 'delayed')).toBe(true);
    expect(canMoveVisit('completed', 'in_progress')).toBe(false);
    expect(canMoveVisit('completed', 'delayed')).toBe(false);
  });

  it('counts a visit as started once arrived at, even when a delay was reported after', () => {
    expect(isVisitStarted('scheduled')).toBe(false);
    expect(isVisitStarted('delayed')).toBe(false);
    expect(isVisitStarted('delayed', '2026-11-24T08:10:00.000Z')).toBe(true);
    expect(isVisitStarted('in_progress')).toBe(true);
    expect(isVisitStarted('completed')).toBe(true);
  });

  it("bounds a schedule's day from the first order's date to a year ahead", () => {
    expect(scheduleDateBounds('2024-03-01', '2026-11-24')).toEqual({ min: '2024-03-01', max: '2027-11-24' });
    expect(scheduleDateBounds(null, '2026-11-24')).toEqual({ min: '2026-11-24', max: '2027-11-24' });
  });

  it('shows distances under 1 km in metres and converts times of day', () => {
    expect(formatDistance(0.4321)).toEqual({ value: 432, unit: 'm' });
    expect(formatDistance(12.34)).toEqual({ value: 12.3, unit: 'km' });
    expect(timeToSeconds('07:30')).toBe(27_000);
    expect(timeToSeconds('07:30:15')).toBe(27_015);
    expect(secondsToTime(27_000 + 29)).toBe('07:30');
  });
});
