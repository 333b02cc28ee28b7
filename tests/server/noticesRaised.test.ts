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

// Issue 27: notifications raised by events. A product falling to its minimum raises one notification for
// the roles that manage stock, once per crossing; a failed daily backup tells the admins.

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
