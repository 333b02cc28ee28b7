import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { positionRecord, ScheduleItem, ScheduleReply } from '../../domain/schedule';
import { pathId, type ApiCall } from './apiCall';

// The distributor's calls on the road (issue 16): their own route of the day, arriving or delaying at a
// shop, delivering with a signed proof, and sharing the phone's position while the route runs.

export type PositionRecord = z.infer<typeof positionRecord>;

/** What the proof dialog collects; sent as multipart to POST /distribution/visits/:id/proof. */
export interface DeliveryProofInput {
  signature: Blob;
  receiver_name: string;
  latitude?: number;
  longitude?: number;
  /** EUR; only roles with orders.payment may send it (the server answers 403 otherwise). */
  cash_amount?: number;
}

export interface SharedPosition {
  latitude: number;
  longitude: number;
  accuracy_m?: number | null;
}

export interface RouteCalls {
  /** GET /distribution/schedules/mine: the caller's route of `date` (today when omitted). */
  mySchedule: (date?: string) => Promise<ScheduleReply>;
  /** PATCH /distribution/visits/:id/status: arrive (in_progress) or delay with a reason. */
  setVisitStatus: (id: Identifier, status: 'in_progress' | 'delayed', reason?: string) => Promise<ScheduleItem>;
  /** POST /distribution/visits/:id/proof: the completed visit with its proof. */
  deliverVisit: (id: Identifier, proof: DeliveryProofInput) => Promise<ScheduleItem>;
  /** POST /distribution/positions: 409 when no route of theirs runs today. */
  sharePosition: (position: SharedPosition) => Promise<PositionRecord>;
  /** DELETE /distribution/positions/mine: the last position is forgotten. */
  stopSharing: () => Promise<void>;
}

export function routeCalls(call: ApiCall): RouteCalls {
  const visitPath = (id: Identifier, rest: string) => `/distribution/visits/${pathId(id)}${rest}`;
  return {
    async mySchedule(date) {
      return (await call<ScheduleReply>('/distribution/schedules/mine', { query: { schedule_date: date } })).data as ScheduleReply;
    },

    async setVisitStatus(id, status, reason) {
      const body = status === 'delayed' ? { status, delay_reason: reason } : { status };
      return (await call<ScheduleItem>(visitPath(id, '/status'), { method: 'PATCH', body })).data as ScheduleItem;
    },

    async deliverVisit(id, proof) {
      const form = new FormData();
      form.append('receiver_name', proof.receiver_name);
      if (proof.latitude !== undefined) form.append('latitude', String(proof.latitude));
      if (proof.longitude !== undefined) form.append('longitude', String(proof.longitude));
      if (proof.cash_amount !== undefined) form.append('cash_amount', String(proof.cash_amount));
      form.append('signature', proof.signature, 'signature.png');
      return (await call<ScheduleItem>(visitPath(id, '/proof'), { method: 'POST', body: form })).data as ScheduleItem;
    },

    async sharePosition(position) {
      return (await call<PositionRecord>('/distribution/positions', { method: 'POST', body: position })).data as PositionRecord;
    },

    async stopSharing() {
      await call('/distribution/positions/mine', { method: 'DELETE' });
    },
  };
}
