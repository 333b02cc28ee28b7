import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, bakerySecondsOfDay } from '../../src/domain/dates';
import { distanceKm } from '../../src/domain/geo';
import { addDays, timeToSeconds, type ScheduleItem, type ScheduleReply } from '../../src/domain/schedule';
import { startTestServer, type TestServer } from './helpers';
import { USERS } from './ordersKit';
import { api } from './productsKit';
import { addStore, dayOrder, proofForm } from './scheduleKit';

// Issue 23 point 9: a day planned after its start time. The office generates today's schedule at 11:14
// in Brussels (the server's clock, injected); the routes leave at 07:00 by the settings, yet no visit is
// planned before 11:15, and the distributor's own route says so too. Another day keeps 07:00. Planned
// again later, the stops after a delivered visit are planned from that shop and from the new now; a visit
// moved by hand is timed from now as well.

/** A clock standing at today 11:14:20 in Brussels, moved forward by the tests. */
function brusselsClock(hh: number, mm: number) {
  const real = new Date();
  let current = new Date(real.getTime() - (bakerySecondsOfDay(real) - (hh * 3600 + mm * 60 + 20)) * 1000);
  return {
    get now() {
      return current;
    },
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

const clock = brusselsClock(11, 14);
const TODAY = bakeryDate(clock.now);
let server: TestServer;
let manager: string;
let distributor: string;
let call: ReturnType<typeof api>;

const generate = (date: string) =>
  server.request({ method: 'POST', url: '/api/distribution/system/trigger-schedule-generation', cookie: manager, payload: { schedule_date: date } });
const itemsOf = (reply: ScheduleReply) => reply.distributors_schedules.flatMap((route) => route.schedule_items);
const seconds = (hhmm: string | null) => timeToSeconds(hhmm!);

/** Driving seconds of a leg without a road server: its metres at 30 km/h. */
const drive = (metres: number) => Math.ceil((metres / 1000 / 30) * 3600);

/** A visit without a receiving window reached straight after leaving at `departure` (a minute's rounding). */
function expectReachedFrom(item: ScheduleItem, departure: number) {
  expect(seconds(item.planned_arrival)).toBeGreaterThanOrEqual(departure + drive(item.distance_from_previous_m) - 60);
  expect(seconds(item.planned_arrival)).toBeLessThanOrEqual(departure + drive(item.distance_from_previous_m) + 60);
}

/** Time moves on; the sessions of an hour have ended, so the office and the distributor sign in again. */
async function later(secondsOn: number) {
  clock.advance(secondsOn);
  [manager, distributor] = await Promise.all([server.login('manager'), server.login('distributor')]);
}

beforeAll(async () => {
  server = await startTestServer({ clock });
  [manager, distributor] = await Promise.all([server.login('manager'), server.login('distributor')]);
  call = api(server, manager);
  const near = await addStore(server, 'متجر اليوم 1', { lat: 50.85, lng: 4.36 });
  const far = await addStore(server, 'متجر اليوم 2', { lat: 50.88, lng: 4.41 });
  await dayOrder(call, near, TODAY, { distributorId: USERS.distributor });
  await dayOrder(call, far, TODAY, { distributorId: USERS.distributor });
  await dayOrder(call, near, addDays(TODAY, 1), { distributorId: USERS.distributor });
});
afterAll(async () => {
  await server?.close();
});

describe('a day generated after its start time', () => {
  it('plans every visit of today from now (11:15), not from the 07:00 start', async () => {
    const response = await generate(TODAY);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const items = itemsOf(response.body.data);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(seconds(item.planned_arrival), item.store.name).toBeGreaterThanOrEqual(timeToSeconds('11:15'));
    // Leaving now: the first stop is reached after the drive from the bakery, not hours later.
    const mine = (response.body.data as ScheduleReply).distributors_schedules.find((route) => route.distributor.id === USERS.distributor)!;
    expectReachedFrom(mine.schedule_items[0]!, timeToSeconds('11:15'));
  });

  it("shows the distributor their route from now on", async () => {
    const response = await server.request({ method: 'GET', url: '/api/distribution/schedules/mine', cookie: distributor });
    expect(response.status).toBe(200);
    const items = itemsOf(response.body.data);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(seconds(item.planned_arrival)).toBeGreaterThanOrEqual(timeToSeconds('11:15'));
  });

  it("plans tomorrow from the settings' start time, 07:00", async () => {
    const response = await generate(addDays(TODAY, 1));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const items = itemsOf(response.body.data);
    expect(items.length).toBeGreaterThanOrEqual(1);
    const mine = (response.body.data as ScheduleReply).distributors_schedules.find((route) => route.distributor.id === USERS.distributor)!;
    expectReachedFrom(mine.schedule_items[0]!, timeToSeconds('07:00'));
  });
});

describe('the same day planned again later', () => {
  it('plans the stops after a delivered visit from that shop, leaving no earlier than the new now', async () => {
    const mine = (await server.request({ method: 'GET', url: '/api/distribution/schedules/mine', cookie: distributor })).body.data as ScheduleReply;
    const [done] = itemsOf(mine);
    const form = proofForm({ receiver_name: 'سارة' });
    const url = `/api/distribution/visits/${done!.id}/proof`;
    const delivered = await server.request({ method: 'POST', url, cookie: distributor, payload: form.payload, headers: form.headers });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    await later(2 * 3600); // 13:14:20
    const response = await generate(TODAY);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const route = (response.body.data as ScheduleReply).distributors_schedules.find((entry) => entry.distributor.id === USERS.distributor)!;
    expect(route.schedule_items[0]!.id).toBe(done!.id);
    expect(route.schedule_items[0]!.visit_status).toBe('completed');
    const next = route.schedule_items[1]!;
    // Leaving the delivered shop at 13:15: the leg is the drive between the two shops (great circle x 1.3).
    const [a, b] = [done!, next].map((item) => ({ lat: item.store.coordinates!.latitude, lng: item.store.coordinates!.longitude }));
    expect(Math.abs(next.distance_from_previous_m - distanceKm(a!, b!) * 1.3 * 1000)).toBeLessThan(20);
    expectReachedFrom(next, timeToSeconds('13:15'));
  });

  it('times a visit moved by hand from now as well', async () => {
    await later(30 * 60); // 13:44:20
    const before = (await server.request({ method: 'GET', url: `/api/distribution/schedules/auto?schedule_date=${TODAY}`, cookie: manager })).body
      .data as ScheduleReply;
    const route = before.distributors_schedules.find((entry) => entry.distributor.id === USERS.distributor)!;
    const open = route.schedule_items.find((item) => item.visit_status === 'scheduled')!;
    const moved = await server.request({
      method: 'POST',
      url: `/api/distribution/visits/${open.id}/move`,
      cookie: manager,
      payload: { distributor_id: USERS.distributor2, position: 1 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const target = (moved.body.data as ScheduleReply).distributors_schedules.find((entry) => entry.distributor.id === USERS.distributor2)!;
    const placed = target.schedule_items.find((item) => item.id === open.id)!;
    expect(seconds(placed.planned_arrival)).toBeGreaterThanOrEqual(timeToSeconds('13:45'));
    for (const item of target.schedule_items) expect(seconds(item.planned_arrival)).toBeGreaterThanOrEqual(timeToSeconds('13:45'));
  });
});
