import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csvTable';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { USERS, placeOrder, product, type Call } from './ordersKit';
import { api, rows } from './productsKit';

// GET /orders/statistics and /orders/export over the demo data: the figures are computed here from the
// orders table, and the file's rows are the list's rows for the same filters.

let server: TestServer;
let admin: Call;
let driver: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.login('admin'));
  driver = api(server, await server.login('distributor'));
});
afterAll(async () => {
  await server?.close();
});

interface Figures {
  total: number;
  pending: number;
  by_status: Record<string, number>;
  by_payment_status: Record<string, number>;
  total_revenue_eur: number;
  total_value_eur: number;
  paid_eur: number;
  outstanding_eur: number;
}

/** The statistics computed in JavaScript from the raw rows that `where` keeps. */
async function expectedFigures(where: ReturnType<typeof sql>): Promise<Figures> {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select status, payment_status, final_amount_eur, paid_amount_eur from orders o where ${where}`,
  );
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  const count = (key: string, value: string) => raw.filter((row) => row[key] === value).length;
  const sum = (keep: (row: Record<string, unknown>) => boolean, value: (row: Record<string, unknown>) => number) =>
    raw.filter(keep).reduce((total, row) => total + value(row), 0) / 100;
  const live = (row: Record<string, unknown>) => row.status !== 'cancelled';
  return {
    total: raw.length,
    pending: raw.filter((row) => row.status === 'confirmed' || row.status === 'in_progress').length,
    by_status: Object.fromEntries(
      ['draft', 'confirmed', 'in_progress', 'delivered', 'cancelled'].map((s) => [s, count('status', s)]),
    ),
    by_payment_status: Object.fromEntries(
      ['pending', 'partial', 'paid', 'overdue'].map((s) => [s, count('payment_status', s)]),
    ),
    total_revenue_eur: sum(
      (row) => row.status === 'delivered',
      (row) => cents(row.final_amount_eur),
    ),
    total_value_eur: sum(live, (row) => cents(row.final_amount_eur)),
    paid_eur: sum(
      () => true,
      (row) => cents(row.paid_amount_eur),
    ),
    outstanding_eur: sum(live, (row) => cents(row.final_amount_eur) - cents(row.paid_amount_eur)),
  };
}

describe('statistics', () => {
  it('equal the figures of the whole orders table', async () => {
    const reply = await admin.get('/api/orders/statistics');
    expect(reply.status).toBe(200);
    const figures = await expectedFigures(sql`true`);
    expect(figures.total).toBeGreaterThan(100);
    expect(reply.body.data).toEqual(figures);
  });

  it('follow the filters and the distributor scope', async () => {
    const filtered = await admin.get('/api/orders/statistics?status=delivered,cancelled&store_id=3');
    expect(filtered.body.data).toEqual(
      await expectedFigures(sql`o.status in ('delivered', 'cancelled') and o.store_id = 3`),
    );
    const scoped = await driver.get('/api/orders/statistics');
    expect(scoped.body.data).toEqual(await expectedFigures(sql`o.assigned_distributor_id = ${USERS.distributor}`));
    const bad = await admin.get('/api/orders/statistics?status=lost');
    expect(bad.status).toBe(400);
  });
});

describe('export', () => {
  it('CSV: a header and one row per order of the filtered list, in its order, named by the day', async () => {
    const query = 'status=delivered&sortBy=order_number&sortOrder=ASC';
    const file = await admin.get(`/api/orders/export?format=csv&${query}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="orders_${bakeryDate(new Date())}.csv"`);
    const [header, ...records] = parseCsv(file.raw.replace(/^\uFEFF/, '')).filter((r) => r.some(Boolean));
    expect(header).toEqual([
      'order_number',
      'store_name',
      'status',
      'payment_status',
      'order_date',
      'delivery_date',
      'distributor_name',
      'final_amount_eur',
      'final_amount_syp',
      'paid_amount_eur',
    ]);
    const listed: any[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await admin.get(`/api/orders?${query}&limit=500&page=${page}`);
      listed.push(...reply.body.data.orders);
      if (page >= reply.body.data.pagination.totalPages) break;
    }
    expect(listed.length).toBeGreaterThan(500);
    const expected = listed.map((o: any) => [
      o.order_number,
      o.store_name,
      o.status,
      o.payment_status,
      o.order_date,
      o.delivery_date ?? '',
      o.distributor_name ?? '',
      String(o.final_amount_eur),
      String(o.final_amount_syp),
      String(o.paid_amount_eur),
    ]);
    expect(records).toEqual(expected);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    await rows(server, sql`update stores set name = '=HYPERLINK("http://x","y")' where id = 5`);
    const item = await product(admin, null);
    const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }], { store_id: 5 });
    const file = await admin.get('/api/orders/export?format=csv&store_id=5');
    const records = parseCsv(file.raw.replace(/^\uFEFF/, ''));
    const row = records.find((r) => r[0] === order.order_number)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('JSON: the list rows of the filters', async () => {
    const file = await admin.get('/api/orders/export?format=json&payment_status=paid&store_id=2');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="orders_${bakeryDate(new Date())}.json"`);
    const body = JSON.parse(file.raw);
    const list = await admin.get('/api/orders?payment_status=paid&store_id=2&limit=500');
    expect(body).toEqual(list.body.data.orders);
    expect((await admin.get('/api/orders/export?format=xml')).status).toBe(400);
  });
});
