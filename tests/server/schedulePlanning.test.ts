import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import type { ScheduleReply } from '../../src/domain/schedule';
import { startTestServer, type TestServer } from './helpers';
import { USERS } from './ordersKit';
import { rows } from './productsKit';
import { dayFromToday } from './scheduleKit';
import { waitingFor } from '../../server/services/scheduleRuns';

// Issue 31: the day's search runs in the planner's thread, so the server keeps answering while it plans;
// a second request for a day being planned (from this server or another on the same database) waits for
// that run instead of starting another; the reply says how far the plan drives against the spec's order.

let server: TestServer;
let manager: string;
const DAY = dayFromToday(50);
const SHOPS = 200;

const generate = (date: string) =>
  server.request({ method: 'POST', url: '/api/distribution/system/trigger-schedule-generation', cookie: manager, payload: { schedule_date: date } });
const readDay = (date: string) => server.request({ method: 'GET', url: `/api/distribution/schedules/auto?schedule_date=${date}`, cookie: manager });
const generations = async (date: string) => {
  const [row] = await rows<{ n: number }>(
    server,
    sql`select count(*)::int as n from audit_log where entity = 'schedule' and action = 'generate' and changes->>'schedule_date' = ${date}`,
  );
  return Number(row!.n);
};

let orderId: number;

// A client over a socket gives the server's event loop a turn between its requests. server.request is
// in-process and, on PGlite, every query resolves without one: a loop of them alone would starve the
// other request's body parsing and the planner thread's answer, which a real server never sees.
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin');
  manager = await server.login('manager');
  const settings = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { routePlanSeconds: 5 } });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  // A large day, written straight into the database: 200 shops around the bakery, one confirmed order each,
  // already given to the two demo distributors in turn (so writing the plan assigns nothing and stays short;
  // the search still orders each route for its whole time).
  const today = bakeryDate();
  const created = await rows<{ id: number }>(
    server,
    sql`with shops as (
          insert into stores (name, address, phone, status, latitude, longitude)
          select 'متجر التخطيط ' || g, 'Rue de test ' || g || ', Bruxelles', '+32470000000', 'active',
                 50.78 + ((g * 37) % 101) / 700.0, 4.25 + ((g * 61) % 103) / 500.0
          from generate_series(1, ${SHOPS}) as g
          returning id)
        insert into orders (order_number, store_id, order_date, delivery_date, status, exchange_rate, assigned_distributor_id)
        select 'PLAN-' || id, id, ${today}, ${DAY}, 'confirmed', 15000, case when id % 2 = 0 then ${USERS.distributor}::int else ${USERS.distributor2}::int end
        from shops
        returning id`,
  );
  orderId = Number(created[0]!.id);
});
afterAll(async () => {
  await server?.close();
});

describe('planning a day', () => {
  it('keeps answering other requests while a 5 s search runs, and says the day is being planned', async () => {
    let done = false;
    const generation = generate(DAY).finally(() => (done = true));
    let answered = 0;
    let sawPlanning = false;
    // Enough answers to prove the point, then let the generation have the machine (a busy one plans slowly).
    while (!done && answered < 40) {
      await turn();
      const health = await server.request({ method: 'GET', url: '/api/health' });
      const order = await server.request({ method: 'GET', url: `/api/orders/${orderId}`, cookie: manager });
      expect(health.status).toBe(200);
      expect(order.status).toBe(200);
      if (!done) answered += 2;
      if (!sawPlanning && !done) sawPlanning = (await readDay(DAY)).body.data.planning_since !== null;
    }
    const response = await generation;
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(answered).toBeGreaterThanOrEqual(20);
    expect(sawPlanning).toBe(true);
    const reply = response.body.data as ScheduleReply;
    expect(reply.planning_since).toBeNull();
    const placed = reply.distributors_schedules.reduce((sum, entry) => sum + entry.schedule_items.length, 0);
    expect(placed).toBe(SHOPS);
    // The summary: the plan's km are the visits' own, and shorter than the spec's unoptimised order.
    const summary = reply.distance_summary!;
    expect(summary.planned_km).toBeCloseTo(reply.overall_statistics.total_distance_km, 0);
    expect(summary.planned_km).toBeLessThan(summary.unoptimised_km);
    expect(summary.saving_km).toBeCloseTo(summary.unoptimised_km - summary.planned_km, 0);
    expect(summary.saving_percent).toBeCloseTo((100 * summary.saving_km) / summary.unoptimised_km, 0);
  }, 180_000);

  it('a second request for the day while it is planned waits for that run and answers its result', async () => {
    const before = await generations(DAY);
    const [first, second] = await Promise.all([generate(DAY), generate(DAY)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await generations(DAY)).toBe(before + 1);
    const visits = (reply: ScheduleReply) => reply.distributors_schedules.map((entry) => entry.schedule_items.map((item) => item.id));
    expect(visits(second.body.data)).toEqual(visits(first.body.data));
  }, 180_000);

  it("waits for another server's run of the day, and takes over a run whose server stopped", async () => {
    const day = dayFromToday(51);
    await rows(server, sql`update orders set delivery_date = ${day} where id = ${orderId}`);
    // Another server is planning the day: this one waits until that run's row goes, then answers the day as it stands.
    await rows(server, sql`insert into schedule_runs (schedule_date, run_id, expires_at) values (${day}, 'other', now() + interval '1 minute')`);
    let answered = false;
    const waiting = generate(day).finally(() => (answered = true));
    await expect
      .poll(async () => {
        await turn();
        return (await readDay(day)).body.data.planning_since;
      })
      .not.toBeNull();
    // The request is waiting for that run, not still reading the day before it asks for it (on a busy
    // machine it can be: it then finds the day free once the other run is gone, and plans it itself).
    await expect.poll(() => waitingFor(day), { timeout: 30_000 }).toBe(1);
    expect(answered).toBe(false);
    await rows(server, sql`delete from schedule_runs where schedule_date = ${day}`);
    const response = await waiting;
    expect(response.status).toBe(200);
    expect(await generations(day)).toBe(0);
    // A run whose server stopped expires: the next request plans the day.
    await rows(server, sql`insert into schedule_runs (schedule_date, run_id, expires_at) values (${day}, 'gone', now() - interval '1 second')`);
    const planned = await generate(day);
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(await generations(day)).toBe(1);
    expect(planned.body.data.distributors_schedules.flatMap((entry: any) => entry.schedule_items)).toHaveLength(1);
  });
});
