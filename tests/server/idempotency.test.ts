import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { INACTIVE_STORE, countRows, orderBody, orderRow, product, stockOf, type Call } from './ordersKit';
import { api } from './productsKit';

// Idempotency-Key on POST /orders and PUT /orders/{id}/payment: the same key and body answer the first
// result and write nothing; the same key with another body is a 422 in Arabic; a key is per user and
// call, and a refused request leaves its key free.

const OTHER_BODY = 'سبق إرسال هذا الطلب ببيانات مختلفة. حدّث الصفحة وتحقق مما حُفظ قبل المحاولة من جديد';

let server: TestServer;
let admin: string;
let manager: string;
let cashier: string;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, cashier] = await Promise.all([
    server.login('admin'),
    server.login('manager'),
    server.login('cashier'),
  ]);
  call = api(server, admin);
});
afterAll(async () => {
  await server?.close();
});

function postOrder(body: object, key: string, cookie = admin) {
  return server.request({
    method: 'POST',
    url: '/api/orders',
    cookie,
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

function pay(orderId: number, body: object, key: string) {
  return server.request({
    method: 'PUT',
    url: `/api/orders/${orderId}/payment`,
    cookie: cashier,
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

const orderCount = () => countRows(server, sql`select count(*)::int as n from orders`);
const paymentsOf = (orderId: number) =>
  countRows(server, sql`select count(*)::int as n from payments where order_id = ${orderId}`);
const auditsOf = (orderId: number, action: string) =>
  countRows(
    server,
    sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${String(orderId)} and action = ${action}`,
  );

async function orderOf(total: number) {
  const item = await product(call, null, total);
  const reply = await call.send('POST', '/api/orders', orderBody([{ product_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as { id: number };
}

describe('a payment key', () => {
  it('reused with the same body answers the first result and records nothing new', async () => {
    const order = await orderOf(100);
    const first = await pay(order.id, { amount: 25, method: 'bank', reference: 'R-1' }, 'pay-same');
    const again = await pay(order.id, { reference: 'R-1', method: 'bank', amount: 25 }, 'pay-same');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.data.payments).toEqual(first.body.data.payments);
    expect(again.body.data.version).toBe(first.body.data.version);
    expect(await paymentsOf(order.id)).toBe(1);
    expect(await auditsOf(order.id, 'payment')).toBe(1);
    expect((await orderRow(server, order.id))!.paid_amount_eur).toBe(25);
  });

  it('reused with another amount is refused in Arabic and the paid sum stays (row 8)', async () => {
    const order = await orderOf(100);
    expect((await pay(order.id, { amount: 25 }, 'pay-K')).status).toBe(200);
    const other = await pay(order.id, { amount: 70 }, 'pay-K');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: OTHER_BODY });
    expect((await orderRow(server, order.id))!.paid_amount_eur).toBe(25);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('of a refused payment stays free for the corrected retry', async () => {
    const order = await orderOf(10);
    const tooMuch = await pay(order.id, { amount: 50 }, 'pay-retry');
    expect(tooMuch.status).toBe(400);
    const corrected = await pay(order.id, { amount: 5 }, 'pay-retry');
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await orderRow(server, order.id))!.paid_amount_eur).toBe(5);
  });
});

describe('an order key', () => {
  it('sent twice with the same body makes one order; both replies name it with 201', async () => {
    const item = await product(call, 40);
    const body = orderBody([{ product_id: item.id, quantity: 3 }], { notes: 'مرة واحدة' });
    const before = await orderCount();
    const first = await postOrder(body, 'order-twice');
    const again = await postOrder(body, 'order-twice');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.order_number).toBe(first.body.data.order_number);
    expect(await orderCount()).toBe(before + 1);
    // The stock was taken once.
    expect(await stockOf(server, item.id)).toBe(37);
    expect(await auditsOf(first.body.data.id, 'create')).toBe(1);
  });

  it('replays the order as it is now', async () => {
    const item = await product(call, null);
    const body = orderBody([{ product_id: item.id, quantity: 1 }]);
    const first = await postOrder(body, 'order-now');
    await call.send('PUT', `/api/orders/${first.body.data.id}/status`, { status: 'confirmed' });
    const again = await postOrder(body, 'order-now');
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'confirmed' });
  });

  it('with another body is refused in Arabic and makes nothing', async () => {
    const item = await product(call, 40);
    const first = await postOrder(orderBody([{ product_id: item.id, quantity: 2 }]), 'order-other');
    expect(first.status).toBe(201);
    const before = await orderCount();
    const other = await postOrder(orderBody([{ product_id: item.id, quantity: 5 }]), 'order-other');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: OTHER_BODY });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(server, item.id)).toBe(38);
  });

  it('sent concurrently with one body makes one order', async () => {
    const item = await product(call, 100);
    const body = orderBody([{ product_id: item.id, quantity: 4 }]);
    const before = await orderCount();
    const replies = await Promise.all(Array.from({ length: 6 }, () => postOrder(body, 'order-concurrent')));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(server, item.id)).toBe(96);
  });

  it('belongs to its user: another user may use the same key', async () => {
    const item = await product(call, null);
    const mine = await postOrder(orderBody([{ product_id: item.id, quantity: 1 }]), 'order-shared');
    const theirs = await postOrder(orderBody([{ product_id: item.id, quantity: 2 }]), 'order-shared', manager);
    expect(mine.status).toBe(201);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it('of a refused order stays free, and is forgotten after a day', async () => {
    const item = await product(call, null);
    const refused = await postOrder(
      orderBody([{ product_id: item.id, quantity: 1 }], { store_id: INACTIVE_STORE }),
      'order-day',
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const made = await postOrder(orderBody([{ product_id: item.id, quantity: 1 }]), 'order-day');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await countRows(server, sql`select count(*)::int as n from idempotency_keys where key = 'order-day'`)).toBe(
      1,
    );
    server.clock.advance(25 * 3600);
    // The session of the morning has ended by then.
    const later = await postOrder(
      orderBody([{ product_id: item.id, quantity: 2 }]),
      'order-day',
      await server.login('admin'),
    );
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.data.id).not.toBe(made.body.data.id);
  });
});
