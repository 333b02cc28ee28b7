import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { scheduleMessages as m, type ScheduleReply } from '../../src/domain/schedule';
import { startTestServer, type TestServer } from './helpers';
import { product, USERS } from './ordersKit';
import { api, expectForbidden, rows } from './productsKit';
import { addStore, dayFromToday, dayOrder, visitsOf } from './scheduleKit';
import { createEmployee } from './usersKit';

// The schedule's distances from a road server (issue 16): with the setting routingUrl naming an
// OSRM-compatible server, the matrix comes from its table service and the map's lines from its route
// service (a stand-in here, on loopback); without one, or when it fails, estimates, said as such. Then
// the vans' carrying capacity when products have weights, and the live positions of the distributors.

const ROUTE_LINE = [
  [4.35, 50.85],
  [4.36, 50.86],
  [4.37, 50.84],
];

interface StandIn {
  url: string;
  calls: string[];
  stop(): Promise<void>;
}

/** An OSRM stand-in: every distance ends in 7 metres, so a figure that came from it is recognisable. */
async function startOsrm(): Promise<StandIn> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    calls.push(url.pathname);
    const points = decodeURIComponent(url.pathname.split('/').pop() ?? '').split(';');
    let body: unknown;
    if (url.pathname.startsWith('/table/v1/driving/')) {
      const distances = points.map((_, a) => points.map((__, b) => (a === b ? 0 : 1000 * (a + b) + 7)));
      body = { code: 'Ok', distances, durations: distances.map((row) => row.map((metres) => metres / 10)) };
    } else if (url.pathname.startsWith('/route/v1/driving/')) {
      body = { code: 'Ok', routes: [{ distance: 4321, duration: 432, geometry: { type: 'LineString', coordinates: ROUTE_LINE } }] };
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'InvalidUrl' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

let server: TestServer;
let admin: string;
let manager: string;
let distributor: string;
let osrm: StandIn;
let call: ReturnType<typeof api>;

const generate = (date: string) =>
  server.request({ method: 'POST', url: '/api/distribution/system/trigger-schedule-generation', cookie: manager, payload: { schedule_date: date } });
const setRoutingUrl = (routingUrl: string) =>
  server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { routingUrl } });

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, distributor] = await Promise.all([server.login('admin'), server.login('manager'), server.login('distributor')]);
  call = api(server, manager);
  osrm = await startOsrm();
});
afterAll(async () => {
  await osrm?.stop();
  await server?.close();
});

describe('distances from the road server', () => {
  const day = dayFromToday(60);

  it('plans on the road table and draws the road line when routingUrl is set', async () => {
    const first = await addStore(server, 'متجر الطريق 1', { lat: 50.86, lng: 4.35 });
    const second = await addStore(server, 'متجر الطريق 2', { lat: 50.84, lng: 4.37 });
    await dayOrder(call, first, day, { distributorId: USERS.distributor });
    await dayOrder(call, second, day, { distributorId: USERS.distributor });
    expect((await setRoutingUrl(osrm.url)).status).toBe(200);
    const response = await generate(day);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const reply = response.body.data as ScheduleReply;
    expect(reply.road_source).toBe('osrm');
    expect(osrm.calls.some((path) => path.startsWith('/table/v1/driving/'))).toBe(true);
    const visits = await visitsOf(server, day);
    expect(visits.length).toBeGreaterThanOrEqual(2);
    for (const visit of visits) expect(visit.distance_from_previous_m % 1000).toBe(7);
    const entry = reply.distributors_schedules.find((row) => row.distributor.id === USERS.distributor)!;
    expect(entry.route.geometry).toEqual(ROUTE_LINE.map(([lng, lat]) => [lat, lng]));
    // With road times, the duration is the visits plus the road's driving time (no spec formula).
    const driving = visits.filter((visit) => visit.distributor_id === USERS.distributor).reduce((sum, visit) => sum + visit.distance_from_previous_m / 10, 0);
    expect(entry.statistics.estimated_duration_minutes).toBe(Math.round(entry.schedule_items.length * 15 + driving / 60));
  });

  it('falls back to estimates when the road server does not answer, and says so', async () => {
    expect((await setRoutingUrl('http://127.0.0.1:9/osrm')).status).toBe(200);
    const reply = (await generate(day)).body.data as ScheduleReply;
    expect(reply.road_source).toBe('estimate');
    const entry = reply.distributors_schedules.find((row) => row.distributor.id === USERS.distributor)!;
    expect(entry.route.geometry[0]).toEqual([reply.bakery.latitude, reply.bakery.longitude]);
    expect((await visitsOf(server, day)).some((visit) => visit.distance_from_previous_m % 1000 !== 7)).toBe(true);
    expect((await setRoutingUrl('')).status).toBe(200);
  });
});

describe("the vans' carrying capacity", () => {
  it('never loads a van past its capacity when products have weights, and lists what did not fit', async () => {
    const day = dayFromToday(250);
    const heavy = await product(call, null, 3);
    // 60 kg a unit, 2 units an order: 120 kg; a van carries 150 kg, so one such order each.
    await rows(server, sql`update products set weight_grams = 60000 where id = ${heavy.id}`);
    await rows(server, sql`update vehicles set carrying_capacity = 150`);
    const [vans] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from users u join vehicles v on v.assigned_distributor_id = u.id
          where u.role = 'distributor' and u.status = 'active' and v.status = 'active'`,
    );
    const count = Number(vans!.n) + 1;
    for (let i = 0; i < count; i++) {
      const shop = await addStore(server, `متجر ثقيل ${i}`, { lat: 50.8 + i / 100, lng: 4.3 + i / 100 });
      await dayOrder(call, shop, day, { productId: heavy.id });
    }
    const response = await generate(day);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const reply = response.body.data as ScheduleReply;
    for (const entry of reply.distributors_schedules) {
      expect(entry.statistics.load_kg).not.toBeNull();
      expect(entry.statistics.load_kg!).toBeLessThanOrEqual(150);
      expect(entry.statistics.over_capacity).toBe(false);
    }
    expect(reply.unscheduled_orders.length).toBeGreaterThanOrEqual(1);
    expect(reply.unscheduled_orders.every((order) => order.reason === 'capacity')).toBe(true);
  });
});

describe('live positions', () => {
  const share = (cookie: string, payload: object = { latitude: 50.851, longitude: 4.352, accuracy_m: 12 }) =>
    server.request({ method: 'POST', url: '/api/distribution/positions', cookie, payload });

  it("keeps a distributor's latest position while their route is in progress, for the map and their location tab", async () => {
    const today = bakeryDate();
    const shop = await addStore(server, 'متجر اليوم', { lat: 50.85, lng: 4.34 });
    await dayOrder(call, shop, today, { distributorId: USERS.distributor });
    expect((await generate(today)).status).toBe(200);
    const response = await share(distributor);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ distributor_id: USERS.distributor, latitude: 50.851, longitude: 4.352, accuracy_m: 12 });
    const listed = await server.request({ method: 'GET', url: '/api/distribution/positions', cookie: manager });
    expect(listed.body.data).toContainEqual(expect.objectContaining({ distributor_id: USERS.distributor, latitude: 50.851 }));
    const [user] = await rows<{ latitude: number }>(server, sql`select latitude from users where id = ${USERS.distributor}`);
    expect(Number(user!.latitude)).toBe(50.851);
    const mine = await server.request({ method: 'GET', url: `/api/distribution/schedules/mine`, cookie: distributor });
    expect((mine.body.data as ScheduleReply).distributors_schedules[0]!.position).toMatchObject({ latitude: 50.851, longitude: 4.352 });
    const stopped = await server.request({ method: 'DELETE', url: '/api/distribution/positions/mine', cookie: distributor });
    expect(stopped.body.message).toBe(m.sharingStopped);
    const after = await server.request({ method: 'GET', url: '/api/distribution/positions', cookie: manager });
    expect(after.body.data.some((row: { distributor_id: number }) => row.distributor_id === USERS.distributor)).toBe(false);
  });

  it('refuses a position from the office, from a distributor with no route today, and a bad coordinate', async () => {
    expectForbidden(await share(manager));
    const newcomer = await createEmployee(server, admin, { role: 'distributor' });
    const cookie = await server.login(newcomer.username, newcomer.password);
    const idle = await share(cookie);
    expect(idle.status).toBe(409);
    expect(idle.body.message).toBe(m.noRouteInProgress);
    expect((await share(distributor, { latitude: 91, longitude: 4 })).status).toBe(400);
    expectForbidden(await server.request({ method: 'GET', url: '/api/distribution/positions', cookie: distributor }));
  });
});
