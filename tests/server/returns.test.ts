import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { countRows, expectFieldError, placeOrder, product, USERS, type Call } from './ordersKit';
import { api, rows } from './productsKit';
import { invoiceFor } from './statements/invoiceFixture';
import { creditWaitingReturns } from '../../server/services/returnsApprove';

// Issue 29: a distributor records the goods a shop gives back at one of their own deliveries; at most what
// was delivered, less what earlier returns took; the office lists them, a manager approves. A refusal
// writes nothing.

let server: TestServer;
let admin: Call;
let manager: Call;
let driver: Call;
let driver2: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.login('admin'));
  manager = api(server, await server.login('manager'));
  driver = api(server, await server.login('distributor'));
  driver2 = api(server, await server.login('distributor2'));
});
afterAll(async () => {
  await server?.close();
});

/** An order of 10 croissants at 1.20 and 4 loaves at 3.05 for `distributorId`, moved on to `status`. */
async function delivery(distributorId: number, status: 'confirmed' | 'in_progress' | 'delivered' = 'delivered') {
  const croissant = await product(admin, null, 1.2);
  const loaf = await product(admin, null, 3.05);
  const order = await placeOrder(admin, [{ product_id: croissant.id, quantity: 10 }, { product_id: loaf.id, quantity: 4 }], {
    distributor_id: distributorId,
  });
  const path = ['draft', 'confirmed', 'in_progress', 'delivered'];
  for (const step of path.slice(1, path.indexOf(status) + 1)) {
    const moved = await admin.send('PUT', `/api/orders/${order.id}/status`, { status: step });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { order, croissant, loaf };
}

const returnsOf = (orderId: number) => countRows(server, sql`select count(*)::int as n from returns where order_id = ${orderId}`);

describe('recording a return', () => {
  it('records the lines at the order prices and lists it for the distributor and the office', async () => {
    const { order, croissant, loaf } = await delivery(USERS.distributor);
    const created = await driver.send('POST', '/api/returns', {
      order_id: order.id,
      note: 'retour du jour',
      lines: [
        { product_id: croissant.id, quantity: 3, reason: 'unsold' },
        { product_id: loaf.id, quantity: 1, reason: 'damaged' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('تم تسجيل المرتجع، وهو بانتظار موافقة الإدارة');
    expect(created.body.data).toMatchObject({
      order_id: order.id,
      order_number: order.order_number,
      status: 'pending',
      distributor_id: USERS.distributor,
      total_eur: 6.65,
      credit_note_id: null,
      lines: [
        { product_id: croissant.id, quantity: 3, reason: 'unsold', unit_price_eur: 1.2 },
        { product_id: loaf.id, quantity: 1, reason: 'damaged', unit_price_eur: 3.05 },
      ],
    });
    const id = created.body.data.id;
    const mine = await driver.get(`/api/returns?order_id=${order.id}`);
    expect(mine.body.data.returns.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await manager.get(`/api/returns?status=pending&store_id=1&order_id=${order.id}`)).body.data.pagination.total).toBe(1);
    // Another distributor sees only what they recorded.
    expect((await driver2.get(`/api/returns?order_id=${order.id}`)).body.data.pagination.total).toBe(0);
  });

  it('also on an order being delivered; never above what was delivered less earlier returns', async () => {
    const { order, croissant } = await delivery(USERS.distributor, 'in_progress');
    const first = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 6, reason: 'unsold' }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const tooMany = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 5, reason: 'wrong_item' }] });
    expectFieldError(tooMany, 'lines.0.quantity', expect.stringContaining('يمكن إرجاع 4 على الأكثر') as unknown as string);
    expect(await returnsOf(order.id)).toBe(1);
  });

  it("refuses another distributor's delivery, an order not yet on the road, a product not in the order, and bad lines", async () => {
    const { order, croissant } = await delivery(USERS.distributor);
    const refused = await driver2.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 1, reason: 'unsold' }] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('يمكنك تسجيل المرتجعات على توصيلاتك فقط');

    const early = await delivery(USERS.distributor, 'confirmed');
    const notYet = await driver.send('POST', '/api/returns', { order_id: early.order.id, lines: [{ product_id: early.croissant.id, quantity: 1, reason: 'unsold' }] });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toMatch(/^لا يمكن تسجيل مرتجع على طلب حالته «.+»/);

    const other = await product(admin, null, 2);
    expectFieldError(
      await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: other.id, quantity: 1, reason: 'unsold' }] }),
      'lines.0.product_id',
      'المنتج المختار ليس في هذا الطلب',
    );
    const badReason = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 1, reason: 'stolen' }] });
    expect(badReason.status).toBe(400);
    expect(JSON.stringify(badReason.body)).toContain('سبب الإرجاع يجب أن يكون');
    const twice = await driver.send('POST', '/api/returns', {
      order_id: order.id,
      lines: [
        { product_id: croissant.id, quantity: 1, reason: 'unsold' },
        { product_id: croissant.id, quantity: 1, reason: 'damaged' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('المنتج مكرر في المرتجع');
    expect((await driver.send('POST', '/api/returns', { order_id: order.id, lines: [] })).status).toBe(400);
    // The office does not record returns: the distributor does, at the delivery.
    expect((await manager.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 1, reason: 'unsold' }] })).status).toBe(403);
    expect(await returnsOf(order.id)).toBe(0);
    expect(await returnsOf(early.order.id)).toBe(0);
  });
});

describe('approving a return', () => {
  it('a manager approves once; a distributor may not', async () => {
    const { order, loaf } = await delivery(USERS.distributor);
    const created = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: loaf.id, quantity: 2, reason: 'damaged' }] });
    const id = created.body.data.id;
    expect((await driver.send('POST', `/api/returns/${id}/approve`)).status).toBe(403);
    const approved = await manager.send('POST', `/api/returns/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', approved_by: USERS.manager });
    const again = await manager.send('POST', `/api/returns/${id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('تمت الموافقة على هذا المرتجع من قبل');
    expect((await manager.send('POST', '/api/returns/2147480000/approve')).status).toBe(404);
  });

  const balanceOf = async (storeId: number) =>
    Number((await rows<{ b: string }>(server, sql`select current_balance_eur as b from stores where id = ${storeId}`))[0]!.b);
  const creditNote = async (id: number) =>
    (await rows<{ total: string; invoice_id: number; reason: string }>(server, sql`select total_eur as total, invoice_id, reason from credit_notes where id = ${id}`))[0]!;

  it("on an invoiced order becomes a credit note against its invoice and lowers the shop's balance by its total", async () => {
    const { order, loaf } = await delivery(USERS.distributor);
    const invoice = await invoiceFor(server, [order.id]);
    const created = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: loaf.id, quantity: 2, reason: 'unsold' }] });
    const before = await balanceOf(1);
    const approved = await manager.send('POST', `/api/returns/${created.body.data.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe('تمت الموافقة على المرتجع وإصدار إشعار دائن');
    const noteId = approved.body.data.credit_note_id;
    expect(noteId).toEqual(expect.any(Number));
    const note = await creditNote(noteId);
    expect(note).toMatchObject({ invoice_id: invoice.id, reason: `Retour de marchandises à la livraison (commande ${order.order_number})` });
    expect(Number(note.total)).toBe(6.1);
    expect(await balanceOf(1)).toBeCloseTo(before - Number(note.total), 2);
  });

  it('on an order not invoiced yet waits, and is credited when its order is invoiced', async () => {
    const { order, croissant } = await delivery(USERS.distributor);
    const created = await driver.send('POST', '/api/returns', { order_id: order.id, lines: [{ product_id: croissant.id, quantity: 5, reason: 'damaged' }] });
    const approved = await manager.send('POST', `/api/returns/${created.body.data.id}/approve`);
    expect(approved.body).toMatchObject({ message: 'تمت الموافقة على المرتجع، وسيُصدر الإشعار الدائن عند فوترة الطلب', data: { status: 'approved', credit_note_id: null } });
    // The shop's invoice issued as the office does: the waiting return is credited in the same transaction.
    const before = await balanceOf(1);
    const issued = await admin.send('POST', '/api/invoices', { store_id: 1 });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const [waiting] = await rows<{ credit_note_id: number; invoice_id: number }>(
      server,
      sql`select r.credit_note_id, o.invoice_id from returns r join orders o on o.id = r.order_id where r.id = ${created.body.data.id}`,
    );
    expect(waiting!.invoice_id).toBe(issued.body.data.id);
    const noteId = waiting!.credit_note_id;
    expect(noteId).toEqual(expect.any(Number));
    expect(await creditNote(noteId)).toMatchObject({ invoice_id: issued.body.data.id });
    expect(Number((await creditNote(noteId)).total)).toBe(6);
    // Every return approved while its order waited is credited on it (the earlier test's too): the balance
    // falls by the credit notes' totals.
    const [notes] = await rows<{ total: string }>(server, sql`select sum(total_eur) as total from credit_notes where invoice_id = ${issued.body.data.id}`);
    expect(Number(notes!.total)).toBeGreaterThanOrEqual(6);
    expect(await balanceOf(1)).toBeCloseTo(before - Number(notes!.total), 2);
    const listed = await manager.get(`/api/returns?order_id=${order.id}`);
    expect(listed.body.data.returns[0].credit_note_id).toBe(noteId);
    // Credited once: a second call finds nothing waiting.
    expect(await server.database.db.transaction((tx) => creditWaitingReturns(tx, issued.body.data.id, USERS.admin, new Date()))).toEqual([]);
  });
});
