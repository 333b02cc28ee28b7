import type { Identifier } from 'react-admin';
import type { DistributorPosition, ScheduleReply, VisitMoveBody } from '../../domain/schedule';
import { pathId, type ApiCall } from './apiCall';

// The office's calls of the day's distribution schedule (issue 16, spec 001 section 7 "Schedule"):
// reading and generating a day, moving a visit, the distributors' live positions. A visit's status is the
// distributor's route call (routeCalls.setVisitStatus).

export interface ScheduleCalls {
  /** GET /distribution/schedules/auto?schedule_date=: the day's schedule (generated_at null when none is stored). */
  daySchedule: (date: string) => Promise<ScheduleReply>;
  /** POST /distribution/system/trigger-schedule-generation: builds or re-plans the day; the new schedule. */
  generateSchedule: (date: string) => Promise<ScheduleReply>;
  /** POST /distribution/visits/:id/move: another place (1-based) in its route or another distributor's. */
  moveVisit: (id: Identifier, body: VisitMoveBody) => Promise<ScheduleReply>;
  /** GET /distribution/positions: the last position each distributor shared. */
  distributorPositions: () => Promise<DistributorPosition[]>;
}

export function scheduleCalls(call: ApiCall): ScheduleCalls {
  const reply = async (path: string, options: Parameters<ApiCall>[1]) => (await call<ScheduleReply>(path, options)).data as ScheduleReply;

  return {
    daySchedule: (date) => reply('/distribution/schedules/auto', { query: { schedule_date: date } }),

    generateSchedule: (date) =>
      reply('/distribution/system/trigger-schedule-generation', { method: 'POST', body: { schedule_date: date } }),

    moveVisit: (id, body) => reply(`/distribution/visits/${pathId(id)}/move`, { method: 'POST', body }),

    async distributorPositions() {
      return (await call<DistributorPosition[]>('/distribution/positions')).data ?? [];
    },
  };
}
