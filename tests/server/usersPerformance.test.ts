import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { userErrors, userValidation as v } from '../../src/domain/users/messages';
import { rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';
import { createEmployee, expectFieldError } from './usersKit';

// A distributor's figures are computed from their orders (issue 14): the test writes a new distributor's
// orders itself and expects exactly what those orders imply. Also the work status and the activity tab.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string) => server.request({ method: 'GET', url, cookie: admin });

function dayOffset(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

interface TestOrder {
  status: string;
  due: number | null;
  /** Days from today it was delivered on (Brussels), or null. */
  deliveredOn?: number;
  amount: number;
}

let sequence = 0;
async function insertOrder(distributorId: number, today: string, order: TestOrder) {
  sequence += 1;
  const due = order.due === null ? null : dayOffset(today, order.due);
  // 11:00 UTC is midday in Brussels, winter or summer: the same calendar day there.
  const delivered = order.deliveredOn === undefined ? null : `${dayOffset(today, order.deliveredOn)}T11:00:00Z`;
  await server.database.db.execute(sql`
    insert into orders (order_number, store_id, assigned_distributor_id, status, order_date, delivery_date, exchange_rate,
      total_amount_eur, final_amount_eur, delivered_at)
    values (${`PERF-${distributorId}-${sequence}`}, 1, ${distributorId}, ${order.status}, ${dayOffset(today, -300)}, ${due}, 15000,
      ${order.amount}, ${order.amount}, ${delivered})`);
}

describe("a distributor's details", () => {
  it('counts deliveries, today, workload, the month and the punctuality rating from their own orders', async () => {
    const user = await createEmployee(server, admin, { role: 'distributor' });
    const today = bakeryDate(server.clock.now);
    const orders: TestOrder[] = [
      { status: 'delivered', due: 0, deliveredOn: 0, amount: 10.5 }, // today, on time
      { status: 'delivered', due: -5, deliveredOn: -3, amount: 20 }, // late
      { status: 'delivered', due: -10, deliveredOn: -10, amount: 5.25 }, // on time
      { status: 'confirmed', due: -2, amount: 7 }, // overdue, open
      { status: 'in_progress', due: 1, amount: 3 }, // open, not due yet
      { status: 'cancelled', due: -1, amount: 9 },
      { status: 'delivered', due: -200, deliveredOn: -200, amount: 40 }, // outside the 90 days
      { status: 'draft', due: 0, amount: 2 },
    ];
    for (const order of orders) await insertOrder(user.id, today, order);

    const monthStart = `${today.slice(0, 7)}-01`;
    const monthly = orders
      .filter((order) => order.deliveredOn !== undefined && dayOffset(today, order.deliveredOn) >= monthStart)
      .reduce((sum, order) => sum + order.amount, 0);

    const response = await get(`/api/users/distributors/${user.id}/details`);
    expect(response.status).toBe(200);
    expect(response.body.data.statistics).toEqual({
      total_orders: 8,
      successful_deliveries: 4,
      today_deliveries: 1,
      current_workload: 2,
      monthly_delivered_eur: Math.round(monthly * 100) / 100,
      // Rated: the three delivered in the window and the overdue one; on time: two of them.
      rated_orders: 4,
      on_time_orders: 2,
      performance_rating: 2.5,
    });
    expect(response.body.data.performance_summary).toMatchObject({
      workload_level: 'light',
      performance_level: 'average',
      availability: { work_status: 'available' },
    });
    expect(response.body.data.user).toMatchObject({ id: user.id, performance_rating: 2.5 });
    expect(response.body.data.location_info).toBeNull();
  });

  it('has no rating and no level when nothing was due, and the shared location when there is one', async () => {
    const user = await createEmployee(server, admin, { role: 'distributor' });
    await server.database.db.execute(sql`update users set latitude = 50.85, longitude = 4.35, location_updated_at = now() where id = ${user.id}`);
    const response = await get(`/api/users/distributors/${user.id}/details`);
    expect(response.body.data.statistics.performance_rating).toBeNull();
    expect(response.body.data.performance_summary.performance_level).toBeNull();
    expect(response.body.data.performance_summary.workload_level).toBe('none');
    expect(response.body.data.location_info).toMatchObject({ latitude: 50.85, longitude: 4.35 });
  });

  it('refuses the details of someone who is not a distributor', async () => {
    const response = await get('/api/users/distributors/6/details');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(userErrors.notADistributor);
  });
});

describe("a distributor's work status", () => {
  it('is set by the admin, audited, and refused in Arabic when unknown', async () => {
    const response = await server.request({ method: 'PATCH', url: '/api/users/distributors/3/status', cookie: admin, payload: { work_status: 'break' } });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(userErrors.workStatusUpdated);
    const [row] = await rows<{ work_status: string }>(server, sql`select work_status from users where id = 3`);
    expect(row!.work_status).toBe('break');
    expectFieldError(
      await server.request({ method: 'PATCH', url: '/api/users/distributors/3/status', cookie: admin, payload: { work_status: 'asleep' } }),
      'work_status',
      v.workStatusInvalid,
    );
  });
});

describe('the activity tab', () => {
  it("pages the employee's own audited actions, newest first", async () => {
    const user = await createEmployee(server, admin, { role: 'manager' });
    const cookie = await server.login(user.username, user.password);
    // Three actions of theirs: product changes a manager may make.
    const created = await server.request({ method: 'POST', url: '/api/products', cookie, payload: { name: 'خبز النشاط', category: 'bread', unit: 'piece', price_eur: 1.5 } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    await server.request({ method: 'PUT', url: `/api/products/${id}`, cookie, payload: { price_eur: 1.75 } });
    await server.request({ method: 'DELETE', url: `/api/products/${id}`, cookie });
    const [count] = await rows<{ n: number }>(server, sql`select count(*)::int as n from audit_log where user_id = ${user.id}`);
    expect(Number(count!.n)).toBeGreaterThanOrEqual(3);

    const first = await get(`/api/users/${user.id}/activity?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toMatchObject({ page: 1, limit: 2, total: Number(count!.n) });
    expect(first.body.data.activity).toHaveLength(2);
    const all = await get(`/api/users/${user.id}/activity?limit=100`);
    const times = all.body.data.activity.map((entry: any) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.data.activity.every((entry: any) => entry.entity === 'product' || entry.entity === 'session' || entry.entity === 'user')).toBe(true);
    expect(all.body.data.activity.map((entry: any) => entry.action)).toContain('create');
    // Only their entries: the admin's creation of this employee is the admin's, not theirs.
    const admins = await get('/api/users/1/activity?limit=100');
    expect(admins.body.data.activity.some((entry: any) => entry.entity === 'user' && entry.entity_id === String(user.id) && entry.action === 'create')).toBe(true);
    expect(all.body.data.activity.some((entry: any) => entry.entity === 'user' && entry.action === 'create')).toBe(false);
  });
});
