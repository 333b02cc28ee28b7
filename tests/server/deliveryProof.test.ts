import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleReply } from '../../src/domain/schedule';
import { errors } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './helpers';
import { USERS } from './ordersKit';
import { api, rows } from './productsKit';
import { addStore, dayFromToday, dayOrder, PNG, proofForm } from './scheduleKit';

// Issue 23 point 1: after a distributor delivers with the receiver's name and a signature, the office
// reads how the order was handed over in the order itself (GET /orders/{id}: who received it, when,
// where, who recorded it, the signature's address), and every role that reads the order sees the
// signature's image; another distributor does not.

const DAY = dayFromToday(30);
const OFFICE = ['admin', 'manager', 'accountant', 'cashier'] as const;
let server: TestServer;
const cookies = {} as Record<(typeof OFFICE)[number] | 'distributor' | 'distributor2', string>;
let delivered: number;
let waiting: number;
let signatureUrl = '';

beforeAll(async () => {
  server = await startTestServer();
  for (const name of [...OFFICE, 'distributor', 'distributor2'] as const) cookies[name] = await server.login(name);
  const call = api(server, cookies.manager);
  const shop = await addStore(server, 'متجر الإثبات', { lat: 50.85, lng: 4.36 });
  const other = await addStore(server, 'متجر الانتظار', { lat: 50.86, lng: 4.37 });
  delivered = await dayOrder(call, shop, DAY, { distributorId: USERS.distributor });
  waiting = await dayOrder(call, other, DAY, { distributorId: USERS.distributor });
  const generated = await server.request({
    method: 'POST',
    url: '/api/distribution/system/trigger-schedule-generation',
    cookie: cookies.manager,
    payload: { schedule_date: DAY },
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const visit = (generated.body.data as ScheduleReply).distributors_schedules
    .flatMap((route) => route.schedule_items)
    .find((item) => item.orders.some((order) => order.id === delivered))!;
  const form = proofForm({ receiver_name: 'سارة المستلمة', latitude: '50.8501', longitude: '4.3602' });
  const proof = await server.request({
    method: 'POST',
    url: `/api/distribution/visits/${visit.id}/proof`,
    cookie: cookies.distributor,
    payload: form.payload,
    headers: form.headers,
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('the proof of delivery in the order', () => {
  it.each(OFFICE)('GET /orders/{id} as %s names the receiver, the time, the place, who recorded it and the signature', async (role) => {
    const response = await server.request({ method: 'GET', url: `/api/orders/${delivered}`, cookie: cookies[role] });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('delivered');
    const proof = response.body.data.delivery_proof;
    const [stored] = await rows<{ signed_at: Date }>(server, sql`select signed_at from delivery_proofs where receiver_name = 'سارة المستلمة'`);
    expect(proof).toEqual({
      receiver_name: 'سارة المستلمة',
      signed_at: new Date(stored!.signed_at).toISOString(),
      latitude: 50.8501,
      longitude: 4.3602,
      signature_url: expect.stringMatching(/^\/api\/uploads\/signatures\/[0-9a-f]+\.png$/),
      recorded_by_name: 'محمد أحمد العلي',
    });
    signatureUrl = proof.signature_url;
  });

  it('is null for an order not delivered yet', async () => {
    const response = await server.request({ method: 'GET', url: `/api/orders/${waiting}`, cookie: cookies.accountant });
    expect(response.status).toBe(200);
    expect(response.body.data.delivery_proof).toBeNull();
  });
});

describe("the signature's image", () => {
  const image = (cookie: string, url = signatureUrl) => server.app.inject({ method: 'GET', url, headers: { cookie } });

  it.each([...OFFICE, 'distributor'] as const)('is shown to %s, who reads the order', async (role) => {
    expect(signatureUrl).not.toBe('');
    const response = await image(cookies[role]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("is refused to another distributor, who may not read the order", async () => {
    const response = await image(cookies.distributor2);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(errors.forbidden);
  });

  it('is 404 with the Arabic message for a file no proof names', async () => {
    const response = await image(cookies.manager, `/api/uploads/signatures/${'ab'.repeat(16)}.png`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(errors.fileNotFound);
  });
});
