import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCallAt } from '../../src/providers/data/apiCall';
import { routeCalls } from '../../src/providers/data/routeCalls';
import { callOf, mockFetch } from './fetchMock';

// The distributor's route calls at the fetch level: what the schedule API receives.

const calls = routeCalls(apiCallAt('/api'));

afterEach(() => vi.unstubAllGlobals());

describe('routeCalls', () => {
  it('reads today’s own route, or a named day', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { schedule_date: '2026-11-25' } } },
      { body: { success: true, data: {} } },
    );
    expect(await calls.mySchedule()).toEqual({ schedule_date: '2026-11-25' });
    await calls.mySchedule('2026-11-26');
    expect(callOf(fetchMock, 0).url).toBe('/api/distribution/schedules/mine');
    expect(callOf(fetchMock, 1).url).toBe('/api/distribution/schedules/mine?schedule_date=2026-11-26');
  });

  it('arrives, and delays with the reason', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { id: 4 } } },
      { body: { success: true, data: { id: 4 } } },
    );
    await calls.setVisitStatus(4, 'in_progress');
    await calls.setVisitStatus(4, 'delayed', 'زحمة');
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: '/api/distribution/visits/4/status',
      method: 'PATCH',
      body: { status: 'in_progress' },
    });
    expect(callOf(fetchMock, 1).body).toEqual({ status: 'delayed', delay_reason: 'زحمة' });
  });

  it('sends the proof as multipart: the signature file, the receiver, the cash and the position', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 4, visit_status: 'completed' } } });
    const signature = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const visit = await calls.deliverVisit(4, {
      signature,
      receiver_name: 'ليلى',
      cash_amount: 25.5,
      latitude: 50.85,
      longitude: 4.35,
    });
    const sent = callOf(fetchMock);
    expect(sent).toMatchObject({ url: '/api/distribution/visits/4/proof', method: 'POST' });
    const form = sent.body as FormData;
    expect(form.get('signature')).toBeInstanceOf(Blob);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'signature'))).toEqual({
      receiver_name: 'ليلى',
      cash_amount: '25.5',
      latitude: '50.85',
      longitude: '4.35',
    });
    expect(visit).toEqual({ id: 4, visit_status: 'completed' });
  });

  it('shares a position and stops sharing', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { distributor_id: 1 } } },
      { body: { success: true, data: { distributor_id: 1 } } },
    );
    await calls.sharePosition({ latitude: 50.85, longitude: 4.35, accuracy_m: 12 });
    await calls.stopSharing();
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: '/api/distribution/positions',
      method: 'POST',
      body: { latitude: 50.85, longitude: 4.35, accuracy_m: 12 },
    });
    expect(callOf(fetchMock, 1)).toMatchObject({ url: '/api/distribution/positions/mine', method: 'DELETE' });
  });
});
