import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { countRows, expectFieldError, orderRow, placeOrder, product, type Call } from './ordersKit';
import { api, rows } from './productsKit';

// PUT /orders/{id}/payment: the payment status follows the sums paid, an order is never paid beyond its
// total, and an Idempotency-Key records one payment however often the request comes.

let server: TestServer;
let cashier: string;
let call: Call;
let pay: Call;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.login('admin');
  cashier = await server.login('cashier');
  call = api(server, admin);
  pay = api(server, cashier);
});
afterAll(async () => {
  await server?.close();
});

/** An order of `total` EUR (one line of 1 unit). */
async function orderOf(total: number) {
  const item = await product(call, null, total);
  return placeOrder(call, [{ product_id: item.id, quantity: 1 }]);
}

const paymentsOf = (orderId: number) =>
  countRows(server, sql`select count(*)::int as n from payments where order_id = ${orderId}`);

function payWithKey(orderId: number, body: object, key: string) {
  return server.request({
    method: 'PUT',
    url: `/api/orders/${orderId}/payment`,
    cookie: cashier,
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

describe('payment status', () => {
  it('one payment makes it partial, a second reaching the total makes it paid', async () => {
    const order = await orderOf(30);
    const first = await pay.send('PUT', `/api/orders/${order.id}/payment`, {
      amount: 12.5,
      method: 'bank',
      reference: 'TR-1',
      status: 'paid',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('تم تسجيل الدفعة بنجاح');
    expect(first.body.data).toMatchObject({
      payment_status: 'partial',
      paid_amount_eur: 12.5,
      version: order.version + 1,
    });
    expect(first.body.data.payments).toEqual([
      expect.objectContaining({
        amount_eur: 12.5,
        method: 'bank',
        reference: 'TR-1',
        payment_date: bakeryDate(new Date()),
      }),
    ]);
    const second = await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 17.5 });
    expect(second.body.data).toMatchObject({ payment_status: 'paid', paid_amount_eur: 30 });
    // Newest first; the method defaults to cash.
    expect(second.body.data.payments.map((p: any) => [p.amount_eur, p.method])).toEqual([
      [17.5, 'cash'],
      [12.5, 'bank'],
    ]);
    expect(await orderRow(server, order.id)).toMatchObject({ payment_status: 'paid', paid_amount_eur: 30 });
  });

  it('a body status is ignored: a partial payment stays partial', async () => {
    const order = await orderOf(10);
    const reply = await pay.send('PUT', `/api/orders/${order.id}/payment`, {
      amount: 1,
      status: 'paid',
      payment_status: 'paid',
    });
    expect(reply.body.data.payment_status).toBe('partial');
  });

  it('refuses an overpayment, a zero or negative amount, a bad method and a future date, recording nothing', async () => {
    const order = await orderOf(20);
    await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 15 });
    const before = await orderRow(server, order.id);
    const future = new Date(Date.now() + 3 * 86_400_000);
    const cases: [object, string, string][] = [
      [{ amount: 5.01 }, 'amount', 'مبلغ الدفعة يتجاوز المبلغ المتبقي (5.00 €)'],
      [{ amount: 0 }, 'amount', 'مبلغ الدفعة يجب أن يكون أكبر من صفر'],
      [{ amount: -3 }, 'amount', 'مبلغ الدفعة يجب أن يكون أكبر من صفر'],
      [{}, 'amount', 'مبلغ الدفعة يجب أن يكون أكبر من صفر'],
      [{ amount: 1.234 }, 'amount', 'مبلغ الدفعة يجب ألا يتجاوز منزلتين عشريتين'],
      [{ amount: 1, method: 'bitcoin' }, 'method', 'طريقة الدفع غير صحيحة'],
      [{ amount: 1, payment_date: bakeryDate(future) }, 'payment_date', 'تاريخ الدفعة لا يمكن أن يكون في المستقبل'],
      [{ amount: 1, payment_date: '2026-02-31' }, 'payment_date', 'التاريخ غير صحيح'],
    ];
    for (const [body, field, message] of cases)
      expectFieldError(await pay.send('PUT', `/api/orders/${order.id}/payment`, body), field, message);
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('takes a payment dated within the last 31 days; the office dates one further back only with a reason, logged', async () => {
    const order = await orderOf(30);
    const today = bakeryDate(server.clock.now);
    const body = (daysBack: number, extra: object = {}) => ({ amount: 5, payment_date: shiftDay(today, -daysBack), ...extra });
    expect((await pay.send('PUT', `/api/orders/${order.id}/payment`, body(31))).status).toBe(200);

    const before = await orderRow(server, order.id);
    expectFieldError(
      await pay.send('PUT', `/api/orders/${order.id}/payment`, body(32)),
      'backdate_reason',
      'اذكر سبب تسجيل دفعة بتاريخ أقدم من 31 يوماً',
    );
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await paymentsOf(order.id)).toBe(1);

    const reason = 'شيك وصل متأخراً من المتجر';
    const late = await pay.send('PUT', `/api/orders/${order.id}/payment`, body(90, { backdate_reason: reason }));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(await paymentsOf(order.id)).toBe(2);
    const logged = await rows<{ changes: { backdate_reason?: string; payment_date?: string } }>(
      server,
      sql`select changes from audit_log where entity = 'order' and entity_id = ${String(order.id)} and action = 'payment' order by id desc limit 1`,
    );
    expect(logged[0]!.changes).toMatchObject({ backdate_reason: reason, payment_date: shiftDay(today, -90) });
  });

  it('a cancelled order takes no payment', async () => {
    const order = await orderOf(8);
    await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    const reply = await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('لا يمكن تسجيل دفعة على طلب ملغي');
    expect(await paymentsOf(order.id)).toBe(0);
  });

  it('checks a version when one is given', async () => {
    const order = await orderOf(8);
    await call.send('PUT', `/api/orders/${order.id}`, { version: order.version, notes: 'تغيير' });
    const stale = await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 1, version: order.version });
    expect(stale.status).toBe(409);
    expect(await paymentsOf(order.id)).toBe(0);
    const fresh = await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 1, version: order.version + 1 });
    expect(fresh.status).toBe(200);
  });

  it('an order that was paid cannot shrink below what was paid', async () => {
    const item = await product(call, null, 5);
    const order = await placeOrder(call, [{ product_id: item.id, quantity: 4 }]);
    await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 15 });
    const current = (await orderRow(server, order.id))!;
    const shrink = await call.send('PUT', `/api/orders/${order.id}`, {
      version: current.version,
      items: [{ id: order.items[0]!.id, product_id: item.id, quantity: 2 }],
    });
    expectFieldError(shrink, 'items', 'لا يمكن أن يصبح إجمالي الطلب أقل من المبلغ المدفوع (15.00 €)');
    // A paid draft is cancelled, not deleted.
    const remove = await call.send('DELETE', `/api/orders/${order.id}`);
    expect(remove.status).toBe(409);
    expect(await orderRow(server, order.id)).toEqual(current);
  });
});

describe('Idempotency-Key', () => {
  it('a replayed key records one payment and answers the same success', async () => {
    const order = await orderOf(50);
    const first = await payWithKey(order.id, { amount: 20 }, 'key-sequential-1');
    const again = await payWithKey(order.id, { amount: 20 }, 'key-sequential-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.data.payments).toEqual(first.body.data.payments);
    expect(again.body.data.paid_amount_eur).toBe(20);
    expect(await paymentsOf(order.id)).toBe(1);
    // Another key is another payment.
    await payWithKey(order.id, { amount: 20 }, 'key-sequential-2');
    expect(await paymentsOf(order.id)).toBe(2);
    expect((await orderRow(server, order.id))!.paid_amount_eur).toBe(40);
  });

  it('concurrent identical requests record one payment', async () => {
    const order = await orderOf(50);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => payWithKey(order.id, { amount: 30 }, 'key-concurrent')),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await paymentsOf(order.id)).toBe(1);
    expect(await orderRow(server, order.id)).toMatchObject({ paid_amount_eur: 30, payment_status: 'partial' });
  });

  it('concurrent payments without a key never exceed the total', async () => {
    const order = await orderOf(50);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 20 })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(4);
    expect((await orderRow(server, order.id))!.paid_amount_eur).toBe(40);
  });

  it('a key already used for another order is a 409', async () => {
    const a = await orderOf(10);
    const b = await orderOf(10);
    await payWithKey(a.id, { amount: 1 }, 'key-shared');
    const reply = await payWithKey(b.id, { amount: 1 }, 'key-shared');
    expect(reply.status).toBe(409);
    expect(await paymentsOf(b.id)).toBe(0);
  });

  it('writes one audit entry per recorded payment', async () => {
    const order = await orderOf(10);
    await payWithKey(order.id, { amount: 2 }, 'key-audit');
    await payWithKey(order.id, { amount: 2 }, 'key-audit');
    const entries = await rows<{ action: string; user_id: number }>(
      server,
      sql`select action, user_id from audit_log where entity = 'order' and entity_id = ${String(order.id)} and action = 'payment'`,
    );
    expect(entries.map((e) => [e.action, Number(e.user_id)])).toEqual([['payment', 6]]);
  });
});

describe('overdue', () => {
  it('a delivered order unpaid past its shop terms turns overdue; paying it in full makes it paid', async () => {
    // Shop 1 pays cash (0 days), shop 2 gets 7 days of credit.
    await rows(server, sql`update stores set payment_terms = 'cash' where id = 1`);
    await rows(server, sql`update stores set payment_terms = 'credit_7' where id = 2`);
    const item = await product(call, null, 10);
    const cash = await placeOrder(call, [{ product_id: item.id, quantity: 1 }], { store_id: 1 });
    const credit = await placeOrder(call, [{ product_id: item.id, quantity: 1 }], { store_id: 2 });
    for (const order of [cash, credit]) {
      for (const status of ['confirmed', 'in_progress', 'delivered'])
        await call.send('PUT', `/api/orders/${order.id}/status`, { status });
      await pay.send('PUT', `/api/orders/${order.id}/payment`, { amount: 4 });
    }
    expect((await orderRow(server, cash.id))!.payment_status).toBe('partial');

    server.clock.advance(2 * 86_400);
    const admin = api(server, await server.login('admin'));
    const listed = await admin.get('/api/orders?payment_status=overdue&limit=500');
    const overdueIds = listed.body.data.orders.map((o: { id: number }) => o.id);
    expect(overdueIds).toContain(cash.id);
    expect(overdueIds).not.toContain(credit.id);
    expect((await admin.get(`/api/orders/${credit.id}`)).body.data.payment_status).toBe('partial');

    const cashier2 = api(server, await server.login('cashier'));
    const settled = await cashier2.send('PUT', `/api/orders/${cash.id}/payment`, { amount: 6 });
    expect(settled.body.data.payment_status).toBe('paid');
  });
});
