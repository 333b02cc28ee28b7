import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { countRows, product } from './ordersKit';
import { api, rows } from './productsKit';
import { expectFiguresExact } from './keptKit';

// Issue 25's credit limit: an order that would take a shop on credit terms above its limit (balance plus
// open orders, the new one with them) is refused in Arabic naming the limit and the amount over it; an
// admin or manager may save it with a reason, which the audit log keeps; twenty orders at once never
// take the shop over. PGlite, and PostgreSQL with TEST_DATABASE_URL (real concurrency there).

let server: TestServer;
let cookies: Record<'admin' | 'manager' | 'cashier', string>;
let ten: number;

beforeAll(async () => {
  server = await startTestServer();
  cookies = { admin: await server.login('admin'), manager: await server.login('manager'), cashier: await server.login('cashier') };
  ten = (await product(api(server, cookies.admin), null, 10)).id;
});
afterAll(async () => {
  await server?.close();
});

/** A new active shop with these terms; its id. */
async function shop(terms: string, limit: number | null): Promise<number> {
  const response = await server.request({
    method: 'POST',
    url: '/api/stores',
    cookie: cookies.admin,
    payload: {
      name: `محل الائتمان ${randomBytes(3).toString('hex')}`,
      address: 'شارع الاختبار 25، بروكسل',
      phone: '+32470112233',
      payment_terms: terms,
      credit_limit_eur: limit,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id;
}

const order = (who: keyof typeof cookies, storeId: number, units: number, extra: object = {}) =>
  server.request({ method: 'POST', url: '/api/orders', cookie: cookies[who], payload: { store_id: storeId, items: [{ product_id: ten, quantity: units }], ...extra } });

async function figures(storeId: number) {
  const [row] = await rows<Record<string, unknown>>(server, sql`select current_balance_eur, open_orders_eur, total_orders from stores where id = ${storeId}`);
  return { balance: Number(row!.current_balance_eur), open: Number(row!.open_orders_eur), orders: Number(row!.total_orders) };
}

const ordersOf = (storeId: number) => countRows(server, sql`select count(*)::int as n from orders where store_id = ${storeId}`);

describe('the credit limit on a new order', () => {
  it('refuses a cashier over the limit, naming the limit and the amount over, and writes nothing', async () => {
    const id = await shop('credit_30', 100);
    const refused = await order('cashier', id, 12);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('يتجاوز هذا الطلب حد الائتمان للمتجر (100.00 €) بمبلغ 20.00 €');
    expect(refused.body.credit).toMatchObject({ credit_limit_eur: 100, over_eur: 20, may_override: false });
    // A reason does not help a role that may not override.
    expect((await order('cashier', id, 12, { credit_override_reason: 'عميل قديم' })).status).toBe(409);
    expect(await ordersOf(id)).toBe(0);
    expect(await figures(id)).toEqual({ balance: 0, open: 0, orders: 0 });
    expect((await order('cashier', id, 10)).status).toBe(201);
    expect(await figures(id)).toEqual({ balance: 0, open: 100, orders: 1 });
  });

  it('lets a manager override with a reason only, and the audit log keeps it', async () => {
    const id = await shop('credit_15', 50);
    const missing = await order('manager', id, 6);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('يتجاوز هذا الطلب حد الائتمان للمتجر (50.00 €) بمبلغ 10.00 €. للتأكيد رغم ذلك اكتب سبب تجاوز الحد');
    expect(missing.body.credit.may_override).toBe(true);
    expect((await order('manager', id, 6, { credit_override_reason: '   ' })).status).toBe(409);
    expect(await ordersOf(id)).toBe(0);

    const saved = await order('manager', id, 6, { credit_override_reason: 'دفعة متفق عليها الأسبوع القادم' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const [entry] = await rows<{ action: string; changes: any }>(
      server,
      sql`select action, changes from audit_log where entity = 'order' and entity_id = ${String(saved.body.data.id)} and action = 'credit_override'`,
    );
    expect(entry?.changes).toMatchObject({ store_id: id, credit_limit_eur: 50, over_eur: 10, reason: 'دفعة متفق عليها الأسبوع القادم' });
    expect(await figures(id)).toMatchObject({ open: 60 });
  });

  it('checks an edit that raises the total, never one that lowers it', async () => {
    const id = await shop('credit_30', 100);
    const made = await order('cashier', id, 8);
    expect(made.status).toBe(201);
    const orderId = made.body.data.id;
    const edit = async (units: number, extra: object = {}) => {
      const { version } = (await server.request({ method: 'GET', url: `/api/orders/${orderId}`, cookie: cookies.manager })).body.data;
      const payload = { version, items: [{ product_id: ten, quantity: units }], ...extra };
      return server.request({ method: 'PUT', url: `/api/orders/${orderId}`, cookie: cookies.manager, payload });
    };
    const raised = await edit(13);
    expect(raised.status).toBe(409);
    expect(raised.body.message).toContain('بمبلغ 30.00 €');
    expect(await figures(id)).toMatchObject({ open: 80 });
    expect((await edit(10)).status).toBe(200);
    expect((await edit(4)).status).toBe(200);
    expect((await edit(11, { credit_override_reason: 'طلبية عيد' })).status).toBe(200);
    expect(await figures(id)).toMatchObject({ open: 110 });
    // Already over the limit: lowering is still allowed.
    expect((await edit(9)).status).toBe(200);
  });

  it('does not check a shop paying cash or without a limit; a limit of 0 gives no credit at all', async () => {
    expect((await order('cashier', await shop('cash', 10), 50)).status).toBe(201);
    expect((await order('cashier', await shop('credit_30', null), 500)).status).toBe(201);
    const none = await order('cashier', await shop('credit_30', 0), 1);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('يتجاوز هذا الطلب حد الائتمان للمتجر (0.00 €) بمبلغ 10.00 €');
  });

  it('counts what delivered orders still owe: a payment frees credit', async () => {
    const id = await shop('credit_30', 100);
    const made = await order('cashier', id, 9);
    const orderId = made.body.data.id;
    for (const status of ['confirmed', 'in_progress', 'delivered'])
      expect((await server.request({ method: 'PUT', url: `/api/orders/${orderId}/status`, cookie: cookies.manager, payload: { status } })).status).toBe(200);
    expect(await figures(id)).toMatchObject({ balance: 90, open: 0 });
    expect((await order('cashier', id, 2)).status).toBe(409);
    const paid = await server.request({ method: 'PUT', url: `/api/orders/${orderId}/payment`, cookie: cookies.cashier, payload: { amount: 40, method: 'cash' } });
    expect(paid.status).toBe(200);
    expect(await figures(id)).toMatchObject({ balance: 50 });
    expect((await order('cashier', id, 2)).status).toBe(201);
  });
});

describe('GET /stores/{id}/credit', () => {
  it("gives the order forms the shop's kept balance and the credit left, a distributor too", async () => {
    const id = await shop('credit_30', 100);
    expect((await order('cashier', id, 3)).status).toBe(201);
    const driver = await server.login('distributor');
    for (const [cookie, mayOverride] of [[cookies.manager, true], [cookies.cashier, false], [driver, false]] as const) {
      const reply = await server.request({ method: 'GET', url: `/api/stores/${id}/credit`, cookie });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        store_id: id,
        payment_terms: 'credit_30',
        credit_limit_eur: 100,
        current_balance_eur: 0,
        open_orders_eur: 30,
        remaining_eur: 70,
        may_override: mayOverride,
      });
    }
    expect((await server.request({ method: 'GET', url: '/api/stores/999999/credit', cookie: cookies.cashier })).status).toBe(404);
  });
});

describe('twenty orders at once for one shop near its limit', () => {
  it('never take it over: exactly the ones that fit are saved, and the figures stay exact', async () => {
    const id = await shop('credit_60', 100);
    // 45 EUR open already; 20 orders of 10 EUR arrive together: 5 fit (95), the 6th would make 105.
    const first = await server.request({
      method: 'POST',
      url: '/api/orders',
      cookie: cookies.cashier,
      payload: { store_id: id, items: [{ product_id: (await product(api(server, cookies.admin), null, 45)).id, quantity: 1 }] },
    });
    expect(first.status).toBe(201);
    const replies = await Promise.all(Array.from({ length: 20 }, () => order('cashier', id, 1)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await figures(id)).toEqual({ balance: 0, open: 95, orders: 6 });
    const [sum] = await rows<{ s: unknown }>(server, sql`select sum(final_amount_eur) as s from orders where store_id = ${id}`);
    expect(Number(sum!.s)).toBe(95);
    await expectFiguresExact(server, 'after the concurrent orders');
  });
});
