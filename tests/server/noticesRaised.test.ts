import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../src/domain/access';
import { ROLES } from '../../src/domain/enums';
import { noticeTexts } from '../../src/domain/notifications/messages';
import { systemErrors } from '../../src/domain/backups';
import { startTestServer, type TestServer } from './helpers';
import { placeOrder, product } from './ordersKit';
import { api, rows } from './productsKit';
import { daysAgo, newVehicle, recorded } from './expensesKit';
import { addStore } from './scheduleKit';

// Issue 27: notifications raised by events. A product falling to its minimum raises one notification for
// the roles that manage stock, once per crossing; a failed daily backup tells the admins; a stop not
// delivered deliveryDelayMinutes after its planned arrival tells the route roles and its driver, once.

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'manager', 'cashier']) cookies[role] = await server.login(role);
});
afterAll(async () => server?.close());

const noticesAbout = async (link: string) => rows<{ role: string }>(server, sql`select role from notifications where link = ${link} order by role`);
const bellOf = async (role: string, link: string) =>
  ((await server.request({ method: 'GET', url: '/api/notifications?limit=100', cookie: cookies[role] })).body.data.notifications as { link: string; title: string }[]).filter(
    (notice) => notice.link === link,
  );

describe('orders turning overdue', () => {
  it('raise one notice a day for the roles that follow payments, naming how many turned', async () => {
    const overdue = async () => (await rows<{ n: number }>(server, sql`select count(*)::int as n from orders where payment_status = 'overdue'`))[0]!.n;
    const before = await overdue();
    expect((await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie: cookies.admin })).status).toBe(200);
    const turned = (await overdue()) - before;
    expect(turned, 'the demo data has delivered orders past their terms').toBeGreaterThan(0);
    const notices = await rows<{ role: string; message: string }>(server, sql`select role, message from notifications where title = ${noticeTexts.overdueTitle}`);
    expect(notices.map((row) => row.role)).toContain('accountant');
    expect(notices.map((row) => row.role)).not.toContain('distributor');
    expect(notices[0]!.message).toContain(String(turned));
    await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie: cookies.manager });
    expect(await rows(server, sql`select id from notifications where title = ${noticeTexts.overdueTitle}`)).toHaveLength(notices.length);
  });
});

describe('low stock', () => {
  it('raises one notification for the roles that manage stock when a product falls to its minimum, and again only after it went back above', async () => {
    const call = api(server, cookies.admin!);
    const bread = await product(call, 10, 2.5, { minimum_stock: 5 });
    const link = `/products/${bread.id}`;
    const stockRoles = ROLES.filter((role) => canAccess(role, 'products', 'edit'));

    await placeOrder(call, [{ product_id: bread.id, quantity: 3 }]); // 7: above
    expect(await noticesAbout(link)).toEqual([]);
    await placeOrder(call, [{ product_id: bread.id, quantity: 3 }]); // 4: crossed
    expect((await noticesAbout(link)).map((row) => row.role)).toEqual([...stockRoles].sort());
    await placeOrder(call, [{ product_id: bread.id, quantity: 1 }]); // 3: still low, nothing new
    expect(await noticesAbout(link)).toHaveLength(stockRoles.length);

    const manager = await bellOf('manager', link);
    expect(manager).toHaveLength(1);
    expect(manager[0]!.title).toBe(noticeTexts.lowStockTitle);
    expect(await bellOf('cashier', link)).toEqual([]);

    // Restocked above the minimum, then an adjustment takes it down again: a second crossing.
    const adjust = (quantity_change: number) => call.send('POST', `/api/products/${bread.id}/stock`, { quantity_change, reason: 'جرد' });
    expect((await adjust(10)).status).toBe(200);
    expect(await noticesAbout(link)).toHaveLength(stockRoles.length);
    expect((await adjust(-9)).status).toBe(200);
    expect(await noticesAbout(link)).toHaveLength(2 * stockRoles.length);
    expect(await bellOf('manager', link)).toHaveLength(2);
  });
});

describe('a van reaching its maintenance km', () => {
  it('raises one notice for the fleet roles when a reading crosses the due km', async () => {
    const van = await newVehicle(server, { current_km: 49_800, next_maintenance_km: 50_000 });
    const link = `/vehicles/details/${van.id}`;
    const fuel = (km: number) => ({ type: 'fuel', amount: 60, currency: 'EUR', description: 'تعبئة وقود', expense_date: daysAgo(0), vehicle_id: van.id, km });
    await recorded(server, cookies.admin!, fuel(49_900));
    expect(await noticesAbout(link)).toEqual([]);
    await recorded(server, cookies.admin!, fuel(50_050));
    const fleet = ROLES.filter((role) => canAccess(role, 'vehicles', 'edit'));
    expect((await noticesAbout(link)).map((row) => row.role)).toEqual([...fleet].sort());
    await recorded(server, cookies.admin!, fuel(50_200));
    expect(await noticesAbout(link)).toHaveLength(fleet.length);
    expect((await bellOf('manager', link))[0]!.title).toBe(noticeTexts.maintenanceDueTitle);
  });
});

describe('an order over its shop’s credit', () => {
  it('tells the roles that follow payments when the office saves it with a reason', async () => {
    const call = api(server, cookies.admin!);
    const ten = await product(call, null, 10);
    const shop = await call.send('POST', '/api/stores', { name: 'محل الإشعار', address: 'شارع الاختبار 25، بروكسل', phone: '+32470112233', payment_terms: 'credit_30', credit_limit_eur: 50 });
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    const saved = await call.send('POST', '/api/orders', { store_id: shop.body.data.id, items: [{ product_id: ten.id, quantity: 6 }], credit_override_reason: 'دفعة متفق عليها' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const link = `/orders/${saved.body.data.id}`;
    const notices = await noticesAbout(link);
    expect(notices.map((row) => row.role)).toContain('admin');
    expect(notices.map((row) => row.role)).not.toContain('distributor');
    expect((await bellOf('admin', link))[0]!.title).toBe(noticeTexts.overCreditTitle);
  });
});

describe('a failed daily backup', () => {
  it('tells the admins and records the failure', async () => {
    // A backups folder that cannot be made: a file stands where it would be.
    fs.mkdirSync(server.dataDir, { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, 'backups'), 'not a folder');
    expect(await server.app.jobs.runDue()).toEqual(['daily-backup']);
    const [job] = await rows<{ last_status: string; last_error: string }>(server, sql`select last_status, last_error from scheduled_jobs where name = 'daily-backup'`);
    expect(job!.last_status).toBe('failed');
    const bell = ((await server.request({ method: 'GET', url: '/api/notifications', cookie: cookies.admin })).body.data.notifications as { title: string }[]).map((n) => n.title);
    expect(bell).toContain(systemErrors.backupFailedTitle);
  });
});

describe('a delivery delayed', () => {
  it('is told once per stop, to the route roles and its driver, once its planned arrival is deliveryDelayMinutes past', async () => {
    // The stop is planned 10 minutes from the server's now, bakery time (date and time together, so a run
    // near midnight plans it on the right day).
    const parts = (at: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(at)
          .map((part) => [part.type, part.value]),
      );
    const at = parts(new Date(server.clock.now.getTime() + 10 * 60_000));
    const day = `${at.year}-${at.month}-${at.day}`;
    const storeId = await addStore(server, 'محل التأخير', null);
    const [driver] = await rows<{ id: number }>(server, sql`select id from users where username = 'distributor'`);
    const [schedule] = await rows<{ id: number }>(
      server,
      sql`insert into schedules (schedule_date) values (${day}) on conflict (schedule_date) do update set schedule_date = excluded.schedule_date returning id`,
    );
    const [visit] = await rows<{ id: number }>(
      server,
      sql`insert into schedule_visits (schedule_id, distributor_id, store_id, visit_order, planned_arrival)
          values (${schedule!.id}, ${driver!.id}, ${storeId}, 99, ${`${at.hour}:${at.minute}`}) returning id`,
    );
    const told = async () => rows<{ role: string | null; user_id: number | null }>(server, sql`select role, user_id from notifications where title = ${noticeTexts.deliveryDelayedTitle} and message like ${`%${(await rows<{ name: string }>(server, sql`select name from stores where id = ${storeId}`))[0]!.name}%`} order by role nulls last`);

    // Not yet late (planned in 10 minutes; the default allows 30 after it).
    expect(await server.app.jobs.runDue()).not.toContain('delivery-delays');
    expect(await told()).toEqual([]);

    server.clock.advance(41 * 60);
    expect(await server.app.jobs.runDue()).toContain('delivery-delays');
    const routeRoles = ROLES.filter((role) => canAccess(role, 'schedule', 'edit'));
    expect(await told()).toEqual([...routeRoles.sort().map((role) => ({ role, user_id: null })), { role: null, user_id: driver!.id }]);
    const manager = await bellOf('manager', `/scheduling/daily?date=${day}`);
    expect(manager.map((notice) => notice.title)).toEqual([noticeTexts.deliveryDelayedTitle]);

    // Still not delivered a minute later: nothing new; delivered stops are never told.
    server.clock.advance(60);
    expect(await server.app.jobs.runDue()).not.toContain('delivery-delays');
    expect(await told()).toHaveLength(routeRoles.length + 1);
    const [claimed] = await rows<{ delay_noticed_at: string | null }>(server, sql`select delay_noticed_at from schedule_visits where id = ${visit!.id}`);
    expect(claimed!.delay_noticed_at).not.toBeNull();
  });
});
