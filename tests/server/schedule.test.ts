import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../src/domain/messages';
import { addDays, scheduleMessages as m, type ScheduleReply } from '../../src/domain/schedule';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { USERS } from './ordersKit';
import { api, expectForbidden, rows } from './productsKit';
import { addStore, dayFromToday, dayOrder, orderState, PNG, proofForm, visitCounts, visitsOf } from './scheduleKit';
import { expectFieldError } from './usersKit';

// The day's schedule (spec 001 sections 3, 7, 8; issue 16) as the office and the distributors use it:
// generation puts every confirmed order of the day in exactly one visit, keeps assigned orders with their
// distributor and lists shops without a location apart; regenerating keeps the visits already started;
// a distributor reads and works only their own route; delivering with proof delivers the orders.

let server: TestServer;
let manager: string;
let distributor: string;
let distributor2: string;
let call: ReturnType<typeof api>;
const DAY = dayFromToday(40);

const generate = (date: string | undefined, cookie = manager) =>
  server.request({ method: 'POST', url: '/api/distribution/system/trigger-schedule-generation', cookie, payload: date === undefined ? {} : { schedule_date: date } });
const read = (url: string, cookie = manager) => server.request({ method: 'GET', url, cookie });
const items = (reply: ScheduleReply) => reply.distributors_schedules.flatMap((entry) => entry.schedule_items.map((item) => ({ ...item, distributor: entry.distributor.id })));

let stores: { a: number; b: number; c: number; d: number; nowhere: number };
let orders: { a1: number; a2: number; b: number; c: number; nowhere: number; draft: number };

beforeAll(async () => {
  server = await startTestServer();
  [manager, distributor, distributor2] = await Promise.all([server.login('manager'), server.login('distributor'), server.login('distributor2')]);
  call = api(server, manager);
  stores = {
    a: await addStore(server, 'متجر أ', { lat: 50.85, lng: 4.36 }),
    b: await addStore(server, 'متجر ب', { lat: 50.83, lng: 4.33 }),
    c: await addStore(server, 'متجر ج', { lat: 50.87, lng: 4.38 }),
    d: await addStore(server, 'متجر د', { lat: 50.82, lng: 4.4 }),
    nowhere: await addStore(server, 'متجر بلا موقع', null),
  };
  orders = {
    a1: await dayOrder(call, stores.a, DAY),
    a2: await dayOrder(call, stores.a, DAY, { status: 'in_progress' }),
    b: await dayOrder(call, stores.b, DAY),
    c: await dayOrder(call, stores.c, DAY, { distributorId: USERS.distributor }),
    nowhere: await dayOrder(call, stores.nowhere, DAY),
    draft: await dayOrder(call, stores.d, DAY, { status: 'draft' }),
  };
});
afterAll(async () => {
  await server?.close();
});

describe('generating a day', () => {
  let reply: ScheduleReply;

  it('puts every confirmed or in-progress order of the day in exactly one visit, except at shops without a location', async () => {
    const response = await generate(DAY);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(m.generated);
    reply = response.body.data;
    const counts = await visitCounts(server, DAY);
    const [noLocation] = await rows<{ ids: number[] }>(
      server,
      sql`select coalesce(array_agg(o.id), '{}') as ids from orders o join stores s on s.id = o.store_id
          where o.delivery_date = ${DAY} and o.status in ('confirmed', 'in_progress') and (s.latitude is null or s.longitude is null)`,
    );
    const unlocated = new Set(noLocation!.ids.map(Number));
    expect(counts.size).toBeGreaterThanOrEqual(5);
    for (const [id, n] of counts) expect(n, `order ${id}`).toBe(unlocated.has(id) ? 0 : 1);
    expect(counts.has(orders.draft)).toBe(false);
    const listed = items(reply).flatMap((item) => item.orders.map((order) => order.id));
    expect(listed).not.toContain(orders.draft);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists the shop without a location apart and never places it on the map', async () => {
    const entry = reply.no_location.find((item) => item.store.id === stores.nowhere);
    expect(entry?.orders.map((order) => order.id)).toEqual([orders.nowhere]);
    expect(items(reply).some((item) => item.store.id === stores.nowhere)).toBe(false);
    for (const item of items(reply)) expect(item.store.coordinates).not.toBeNull();
  });

  it('makes one visit per shop per distributor, keeps an assigned order with its distributor and assigns the others', async () => {
    const visits = await visitsOf(server, DAY);
    const keys = visits.map((visit) => `${visit.distributor_id}:${visit.store_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const atA = items(reply).filter((item) => item.store.id === stores.a);
    expect(atA).toHaveLength(1);
    expect(atA[0]!.orders.map((order) => order.id).sort((x, y) => x - y)).toEqual([orders.a1, orders.a2].sort((x, y) => x - y));
    expect(items(reply).find((item) => item.store.id === stores.c)?.distributor).toBe(USERS.distributor);
    for (const item of items(reply)) {
      for (const order of item.orders) expect((await orderState(server, order.id)).distributor).toBe(item.distributor);
    }
    // Unassigned orders go only to active distributors with an active van.
    const vans = await rows<{ id: number }>(
      server,
      sql`select u.id from users u join vehicles v on v.assigned_distributor_id = u.id
          where u.role = 'distributor' and u.status = 'active' and v.status = 'active'`,
    );
    const withVan = new Set(vans.map((row) => Number(row.id)));
    for (const id of [orders.a1, orders.b]) expect(withVan.has((await orderState(server, id)).distributor!)).toBe(true);
  });

  it("answers the spec's shape: numbered visits from the bakery, statistics by the spec's formula, estimates said as such", async () => {
    expect(reply.road_source).toBe('estimate');
    expect(reply.schedule_date).toBe(DAY);
    for (const entry of reply.distributors_schedules) {
      expect(entry.schedule_items.map((item) => item.visit_order)).toEqual(entry.schedule_items.map((_, i) => i + 1));
      const first = entry.schedule_items[0]!;
      expect(first.distance_from_previous).toBeGreaterThan(0);
      expect(first.estimated_duration).toBe(15);
      expect(first.planned_arrival).toMatch(/^\d{2}:\d{2}$/);
      expect(entry.route.geometry[0]).toEqual([reply.bakery.latitude, reply.bakery.longitude]);
      expect(entry.route.geometry).toHaveLength(entry.schedule_items.length + 1);
      const km = entry.schedule_items.reduce((sum, item) => sum + item.distance_from_previous, 0);
      const minutes = entry.schedule_items.reduce((sum, item) => sum + item.estimated_duration, 0);
      expect(entry.statistics.estimated_duration_minutes).toBe(Math.round((minutes + (km / 30) * 60 + 10) * 1.05));
      expect(entry.statistics.total_orders).toBe(entry.schedule_items.reduce((sum, item) => sum + item.orders.length, 0));
    }
    expect(reply.overall_statistics.total_orders).toBe(items(reply).reduce((sum, item) => sum + item.orders.length, 0));
    expect((await read(`/api/distribution/schedules/auto?schedule_date=${DAY}`)).body.data).toEqual(reply);
  });
});

describe("the spec's failure messages", () => {
  it('refuses a missing day, a day a year and more ahead, and a day before the first order, on schedule_date', async () => {
    expectFieldError(await generate(undefined), 'schedule_date', m.scheduleDateRequired);
    expectFieldError(await read('/api/distribution/schedules/auto'), 'schedule_date', m.scheduleDateRequired);
    const [first] = await rows<{ day: string }>(server, sql`select min(order_date)::text as day from orders`);
    const range = format(m.scheduleDateRange, { min: first!.day, max: addDays(bakeryDate(), 365) });
    expectFieldError(await generate(addDays(bakeryDate(), 366)), 'schedule_date', range);
    expectFieldError(await generate(addDays(first!.day, -1)), 'schedule_date', range);
    expect((await generate(addDays(bakeryDate(), 365))).body.message).toBe(m.noOrdersToSchedule);
  });

  it('says there is nothing to plan on a day without orders, and stores nothing', async () => {
    const empty = dayFromToday(300);
    const response = await generate(empty);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: m.noOrdersToSchedule });
    const [row] = await rows<{ n: number }>(server, sql`select count(*)::int as n from schedules where schedule_date = ${empty}`);
    expect(Number(row!.n)).toBe(0);
    const shown = await read(`/api/distribution/schedules/auto?schedule_date=${empty}`);
    expect(shown.body.data).toMatchObject({ generated_at: null, distributors_schedules: [] });
  });

  it('keeps generation and the whole day to admins and managers', async () => {
    expectForbidden(await generate(DAY, distributor));
    expectForbidden(await read(`/api/distribution/schedules/auto?schedule_date=${DAY}`, distributor));
    expectForbidden(await read('/api/distribution/positions', distributor));
  });
});

describe("a distributor's own route", () => {
  it('reads only their own schedule and gets 403 on another distributor', async () => {
    const mine = await read(`/api/distribution/schedules/mine?schedule_date=${DAY}`, distributor);
    expect(mine.status).toBe(200);
    const entries = (mine.body.data as ScheduleReply).distributors_schedules;
    expect(entries.map((entry) => entry.distributor.id)).toEqual([USERS.distributor]);
    expect(entries[0]!.schedule_items.some((item) => item.store.id === stores.c)).toBe(true);
    expect((await read(`/api/distribution/schedules/distributor/${USERS.distributor}?schedule_date=${DAY}`, distributor)).status).toBe(200);
    expectForbidden(await read(`/api/distribution/schedules/distributor/${USERS.distributor2}?schedule_date=${DAY}`, distributor));
    expect((await read(`/api/distribution/schedules/distributor/${USERS.distributor2}?schedule_date=${DAY}`)).status).toBe(200);
  });

  it("arrives at their own visit (its confirmed orders go on the road) and may not touch another's", async () => {
    const visits = await visitsOf(server, DAY);
    const own = visits.find((visit) => visit.store_id === stores.c)!;
    const response = await call.send('PATCH', `/api/distribution/visits/${own.id}/status`, { status: 'in_progress' }, distributor);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(m.visitStatusUpdated);
    expect(response.body.data).toMatchObject({ id: own.id, visit_status: 'in_progress' });
    expect(response.body.data.arrived_at).not.toBeNull();
    expect((await orderState(server, orders.c)).status).toBe('in_progress');
    const other = visits.find((visit) => visit.distributor_id !== USERS.distributor);
    if (other) expectForbidden(await call.send('PATCH', `/api/distribution/visits/${other.id}/status`, { status: 'in_progress' }, distributor));
    expectForbidden(await call.send('PATCH', `/api/distribution/visits/${own.id}/status`, { status: 'delayed', delay_reason: 'زحمة' }, distributor2));
  });

  it('needs a reason to delay', async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'scheduled')!;
    expectFieldError(await call.send('PATCH', `/api/distribution/visits/${visit.id}/status`, { status: 'delayed' }), 'delay_reason', m.delayReasonRequired);
    const delayed = await call.send('PATCH', `/api/distribution/visits/${visit.id}/status`, { status: 'delayed', delay_reason: 'عطل في المركبة' });
    expect(delayed.body.data).toMatchObject({ visit_status: 'delayed', delay_reason: 'عطل في المركبة' });
    expect((await call.send('PATCH', '/api/distribution/visits/99999999/status', { status: 'in_progress' })).body.message).toBe(m.visitNotFound);
  });
});

describe('regenerating', () => {
  it('keeps the started visit as it was and plans a late order in exactly one visit', async () => {
    const before = await visitsOf(server, DAY);
    const started = before.find((visit) => visit.status === 'in_progress')!;
    const late = await dayOrder(call, stores.d, DAY);
    const response = await generate(DAY);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await visitsOf(server, DAY);
    expect(after.find((visit) => visit.id === started.id)).toMatchObject({ status: 'in_progress', store_id: stores.c, distributor_id: USERS.distributor, visit_order: 1 });
    const [kept] = await rows<{ ids: number[] }>(server, sql`select array_agg(order_id) as ids from schedule_visit_orders where visit_id = ${started.id}`);
    expect(kept!.ids.map(Number)).toEqual([orders.c]);
    const counts = await visitCounts(server, DAY);
    expect(counts.get(late)).toBe(1);
    expect(counts.get(orders.nowhere)).toBe(0);
    for (const [id, n] of counts) if (id !== orders.nowhere) expect(n, `order ${id}`).toBeLessThanOrEqual(1);
  });

  it('keeps a visit the distributor arrived at and then reported delayed: it stays theirs, in place, and no longer moves', async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'scheduled' && row.distributor_id !== USERS.distributor && row.store_id !== stores.nowhere)!;
    expect((await call.send('PATCH', `/api/distribution/visits/${visit.id}/status`, { status: 'in_progress' })).status).toBe(200);
    const delayed = await call.send('PATCH', `/api/distribution/visits/${visit.id}/status`, { status: 'delayed', delay_reason: 'المتجر مغلق' });
    expect(delayed.body.data).toMatchObject({ visit_status: 'delayed', delay_reason: 'المتجر مغلق' });
    expect((await generate(DAY)).status).toBe(200);
    const after = (await visitsOf(server, DAY)).find((row) => row.id === visit.id);
    expect(after).toMatchObject({ status: 'delayed', distributor_id: visit.distributor_id, store_id: visit.store_id });
    const moved = await call.send('POST', `/api/distribution/visits/${visit.id}/move`, { distributor_id: USERS.distributor, position: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(m.visitStartedNoMove);
  });
});

describe('moving a visit', () => {
  it('moves a planned visit to another distributor first in line, with its orders, and renumbers both routes', async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'scheduled' && row.distributor_id !== USERS.distributor2 && row.store_id !== stores.nowhere)!;
    const response = await call.send('POST', `/api/distribution/visits/${visit.id}/move`, { distributor_id: USERS.distributor2, position: 1 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(m.visitMoved);
    const entry = (response.body.data as ScheduleReply).distributors_schedules.find((row) => row.distributor.id === USERS.distributor2)!;
    expect(entry.schedule_items[0]!.id).toBe(visit.id);
    for (const order of entry.schedule_items[0]!.orders) expect((await orderState(server, order.id)).distributor).toBe(USERS.distributor2);
    const after = await visitsOf(server, DAY);
    for (const id of [visit.distributor_id, USERS.distributor2]) {
      const route = after.filter((row) => row.distributor_id === id);
      expect(route.map((row) => row.visit_order)).toEqual(route.map((_, i) => i + 1));
    }
  });

  it('refuses to move a started visit, a place past the end, and is office work', async () => {
    const visits = await visitsOf(server, DAY);
    const started = visits.find((row) => row.status === 'in_progress')!;
    const moved = await call.send('POST', `/api/distribution/visits/${started.id}/move`, { distributor_id: USERS.distributor2, position: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(m.visitStartedNoMove);
    const planned = visits.find((row) => row.status === 'scheduled')!;
    expectFieldError(await call.send('POST', `/api/distribution/visits/${planned.id}/move`, { position: 99 }), 'position', m.visitPositionInvalid);
    expectForbidden(await call.send('POST', `/api/distribution/visits/${planned.id}/move`, { position: 1 }, distributor));
  });
});

describe('delivering with proof', () => {
  const deliver = (visitId: number, fields: Record<string, string>, cookie: string, signature: Buffer | null = PNG) => {
    const form = proofForm(fields, signature);
    return server.request({ method: 'POST', url: `/api/distribution/visits/${visitId}/proof`, cookie, ...form });
  };

  it('refuses a proof without a receiver or a signature, and changes nothing', async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'in_progress')!;
    expectFieldError(await deliver(visit.id, { receiver_name: ' ' }, distributor), 'receiver_name', m.receiverRequired);
    expectFieldError(await deliver(visit.id, { receiver_name: 'سمير' }, distributor, null), 'signature', m.signatureRequired);
    expectFieldError(await deliver(visit.id, { receiver_name: 'سمير' }, distributor, Buffer.from('not an image at all')), 'signature', m.signatureInvalid);
    expect((await orderState(server, orders.c)).status).toBe('in_progress');
    expect((await visitsOf(server, DAY)).find((row) => row.id === visit.id)!.status).toBe('in_progress');
  });

  it("moves the visit's orders to delivered, completes the visit and keeps the signature, time and place", async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'in_progress')!;
    const response = await deliver(visit.id, { receiver_name: 'سمير', latitude: '50.87', longitude: '4.38' }, distributor);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(m.delivered);
    expect(response.body.data).toMatchObject({ id: visit.id, visit_status: 'completed', proof: { receiver_name: 'سمير', latitude: 50.87, longitude: 4.38 } });
    expect((await orderState(server, orders.c)).status).toBe('delivered');
    const image = await read(response.body.data.proof.signature_url, manager);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const again = await deliver(visit.id, { receiver_name: 'سمير' }, distributor);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.visitAlreadyCompleted);
  });

  it('records the cash collected as a cash payment, and never more than the orders still owe', async () => {
    const visit = (await visitsOf(server, DAY)).find((row) => row.status === 'scheduled' || row.status === 'delayed')!;
    const [owed] = await rows<{ total: string }>(
      server,
      sql`select sum(o.final_amount_eur - o.paid_amount_eur) as total from orders o join schedule_visit_orders vo on vo.order_id = o.id where vo.visit_id = ${visit.id}`,
    );
    const total = Number(owed!.total);
    const tooMuch = await deliver(visit.id, { receiver_name: 'ليلى', cash_amount: String(total + 1) }, manager);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].field).toBe('cash_amount');
    const response = await deliver(visit.id, { receiver_name: 'ليلى', cash_amount: String(total) }, manager);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const paid = await rows<{ amount_eur: string; method: string }>(
      server,
      sql`select p.amount_eur, p.method from payments p join schedule_visit_orders vo on vo.order_id = p.order_id where vo.visit_id = ${visit.id}`,
    );
    expect(paid.every((row) => row.method === 'cash')).toBe(true);
    expect(paid.reduce((sum, row) => sum + Number(row.amount_eur), 0)).toBeCloseTo(total, 2);
    for (const order of response.body.data.orders) expect(order).toMatchObject({ status: 'delivered', payment_status: 'paid' });
  });
});

describe("shops' receiving windows", () => {
  const day = dayFromToday(45);

  it('are set on the shop in HH:MM and refused when malformed or backwards', async () => {
    const shop = await addStore(server, 'متجر بنافذة', { lat: 50.86, lng: 4.34 });
    expectFieldError(await call.send('PUT', `/api/stores/${shop}`, { receiving_from: '25:00' }), 'receiving_from', 'وقت الاستلام غير صحيح، استخدم الصيغة HH:MM');
    expectFieldError(await call.send('PUT', `/api/stores/${shop}`, { receiving_from: '11:00', receiving_to: '10:00' }), 'receiving_to', 'بداية وقت الاستلام يجب أن تسبق نهايته');
    const saved = await call.send('PUT', `/api/stores/${shop}`, { receiving_from: '10:00', receiving_to: '11:00' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ receiving_from: '10:00:00', receiving_to: '11:00:00' });
  });

  it('are respected by the planned arrival, and a visit that cannot make it is flagged late', async () => {
    const open = await addStore(server, 'متجر يفتح متأخراً', { lat: 50.86, lng: 4.34 }, { from: '10:00', to: '11:00' });
    const early = await addStore(server, 'متجر يغلق مبكراً', { lat: 50.84, lng: 4.36 }, { from: '05:00', to: '06:00' });
    await dayOrder(call, open, day, { distributorId: USERS.distributor2 });
    await dayOrder(call, early, day, { distributorId: USERS.distributor2 });
    const reply = (await generate(day)).body.data as ScheduleReply;
    const route = reply.distributors_schedules.find((entry) => entry.distributor.id === USERS.distributor2)!;
    const atOpen = route.schedule_items.find((item) => item.store.id === open)!;
    expect(atOpen.window).toEqual({ from: '10:00', to: '11:00' });
    expect(atOpen.planned_arrival! >= '10:00' && atOpen.planned_arrival! <= '11:00').toBe(true);
    expect(atOpen.late).toBe(false);
    const atEarly = route.schedule_items.find((item) => item.store.id === early)!;
    expect(atEarly.late).toBe(true);
    expect(route.statistics.late_visits).toBeGreaterThanOrEqual(1);
  });
});
