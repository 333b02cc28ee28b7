import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { countRows, expectFieldError, orderRow, placeOrder, product, USERS, type Call } from './ordersKit';
import { api, expectForbidden } from './productsKit';

// Issue 16: a distributor records the cash they collect, on orders assigned to them only, in cash only
// and never beyond what the shop still owes. A refusal writes nothing.

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

/** An order of `total` EUR (one line of 1 unit) assigned to `distributorId`. */
async function orderFor(distributorId: number, total: number) {
  const item = await product(admin, null, total);
  return placeOrder(admin, [{ product_id: item.id, quantity: 1 }], { distributor_id: distributorId });
}

const paymentsOf = (orderId: number) =>
  countRows(server, sql`select count(*)::int as n from payments where order_id = ${orderId}`);

describe('a distributor recording cash', () => {
  it('records cash on their own order: the paid amount and the payment status follow', async () => {
    const order = await orderFor(USERS.distributor, 20);
    const first = await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 8, method: 'cash' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('تم تسجيل الدفعة بنجاح');
    expect(first.body.data).toMatchObject({ paid_amount_eur: 8, payment_status: 'partial' });
    expect(first.body.data.payments).toEqual([expect.objectContaining({ amount_eur: 8, method: 'cash' })]);

    // No method named: cash, the schema's default.
    const rest = await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 12 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await orderRow(server, order.id)).toMatchObject({ paid_amount_eur: 20, payment_status: 'paid' });
    expect(await paymentsOf(order.id)).toBe(2);
  });

  it("is refused on another distributor's order, and nothing is paid", async () => {
    const order = await orderFor(USERS.distributor2, 15);
    const before = await orderRow(server, order.id);
    expectForbidden(await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 5, method: 'cash' }));
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await paymentsOf(order.id)).toBe(0);
  });

  it('is refused on an unassigned order', async () => {
    const item = await product(admin, null, 9);
    const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }]);
    expectForbidden(await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 9 }));
    expect(await paymentsOf(order.id)).toBe(0);
  });

  it('refuses any method but cash with its own message; the office may still book a transfer', async () => {
    const order = await orderFor(USERS.distributor, 10);
    const before = await orderRow(server, order.id);
    for (const method of ['bank', 'card', 'cheque']) {
      const refused = await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 5, method });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, message: 'يسجّل الموزع الدفعات النقدية فقط' });
    }
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await paymentsOf(order.id)).toBe(0);

    const booked = await admin.send('PUT', `/api/orders/${order.id}/payment`, { amount: 5, method: 'bank' });
    expect(booked.status).toBe(200);
  });

  it('refuses more than the order still owes, naming what remains', async () => {
    const order = await orderFor(USERS.distributor, 12.5);
    expect((await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 10 })).status).toBe(200);
    const before = await orderRow(server, order.id);
    expectFieldError(
      await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 2.51, method: 'cash' }),
      'amount',
      'مبلغ الدفعة يتجاوز المبلغ المتبقي (2.50 €)',
    );
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('still cannot read the company payments list', async () => {
    expectForbidden(await driver.get('/api/payments'));
  });
});
