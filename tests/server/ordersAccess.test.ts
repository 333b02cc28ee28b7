import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { USERS, countRows, expectFieldError, orderRow, placeOrder, product, type Call } from './ordersKit';
import { api, expectForbidden } from './productsKit';

// Who may do what with orders: a distributor reaches only the orders assigned to them; deleting and
// assigning are for admins and managers, payments and exports for the money roles.

let server: TestServer;
let admin: Call;
let driver: Call;
let driver2: Call;
let cashier: Call;
let cookies: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const names = ['admin', 'distributor', 'distributor2', 'cashier', 'manager', 'accountant'];
  const signed = await Promise.all(names.map((name) => server.login(name)));
  cookies = Object.fromEntries(names.map((name, i) => [name, signed[i]!]));
  admin = api(server, cookies.admin!);
  driver = api(server, cookies.distributor!);
  driver2 = api(server, cookies.distributor2!);
  cashier = api(server, cookies.cashier!);
});
afterAll(async () => {
  await server?.close();
});

const assignedTo = (userId: number) =>
  countRows(server, sql`select count(*)::int as n from orders where assigned_distributor_id = ${userId}`);

describe('a distributor', () => {
  it('creates orders assigned to themselves, whatever the body names', async () => {
    const item = await product(admin, null);
    const order = await placeOrder(driver, [{ product_id: item.id, quantity: 1 }], {
      distributor_id: USERS.distributor2,
    });
    expect(order.assigned_distributor_id).toBe(USERS.distributor);
    expect((await orderRow(server, order.id))!.assigned_distributor_id).toBe(USERS.distributor);
  });

  it("gets 403 on another distributor's order, for reads and writes, and nothing changes", async () => {
    const item = await product(admin, null);
    const theirs = await placeOrder(driver2, [{ product_id: item.id, quantity: 1 }]);
    const before = await orderRow(server, theirs.id);
    expectForbidden(await driver.get(`/api/orders/${theirs.id}`));
    expectForbidden(await driver.send('PUT', `/api/orders/${theirs.id}`, { version: theirs.version, notes: 'x' }));
    expectForbidden(await driver.send('PUT', `/api/orders/${theirs.id}/status`, { status: 'confirmed' }));
    expect(await orderRow(server, theirs.id)).toEqual(before);
    expect((await driver2.get(`/api/orders/${theirs.id}`)).status).toBe(200);
  });

  it('sees only their own orders in the list, today and distributor/{id}', async () => {
    const list = await driver.get('/api/orders?limit=500');
    expect(list.status).toBe(200);
    expect(list.body.data.pagination.total).toBe(await assignedTo(USERS.distributor));
    expect(list.body.data.orders.every((o: any) => o.assigned_distributor_id === USERS.distributor)).toBe(true);
    // A filter naming someone else still shows only their own (none).
    const other = await driver.get(`/api/orders?distributor_id=${USERS.distributor2}`);
    expect(other.body.data.pagination.total).toBe(0);

    const item = await product(admin, null);
    const today = bakeryDate(new Date());
    await placeOrder(admin, [{ product_id: item.id, quantity: 1 }], {
      delivery_date: today,
      distributor_id: USERS.distributor,
    });
    await placeOrder(admin, [{ product_id: item.id, quantity: 1 }], {
      delivery_date: today,
      distributor_id: USERS.distributor2,
    });
    const mine = await driver.get('/api/orders/today');
    expect(mine.status).toBe(200);
    const expected = await countRows(
      server,
      sql`select count(*)::int as n from orders where delivery_date = ${today} and assigned_distributor_id = ${USERS.distributor}`,
    );
    expect(mine.body.data.orders).toHaveLength(expected);
    expect(
      mine.body.data.orders.every(
        (o: any) => o.assigned_distributor_id === USERS.distributor && o.delivery_date === today,
      ),
    ).toBe(true);
    const everyone = await admin.get('/api/orders/today');
    expect(everyone.body.data.orders).toHaveLength(
      await countRows(server, sql`select count(*)::int as n from orders where delivery_date = ${today}`),
    );

    expectForbidden(await driver.get(`/api/orders/distributor/${USERS.distributor2}`));
    const own = await driver.get(`/api/orders/distributor/${USERS.distributor}?status=draft,confirmed&limit=5`);
    expect(own.status).toBe(200);
    expect(own.body.data.pagination).toMatchObject({
      page: 1,
      limit: 5,
      total: await countRows(
        server,
        sql`select count(*)::int as n from orders where assigned_distributor_id = ${USERS.distributor} and status in ('draft', 'confirmed')`,
      ),
    });
    expect(own.body.data.orders.length).toBeLessThanOrEqual(5);
    expect(own.body.data.orders.every((o: any) => ['draft', 'confirmed'].includes(o.status))).toBe(true);
    // Staff may read any distributor's orders.
    expect((await admin.get(`/api/orders/distributor/${USERS.distributor2}`)).body.data.pagination.total).toBe(
      await assignedTo(USERS.distributor2),
    );
  });

  it('may move the status of their own order and take cash for it, but not export, delete or assign', async () => {
    const item = await product(admin, null);
    const order = await placeOrder(driver, [{ product_id: item.id, quantity: 1 }]);
    expect((await driver.send('PUT', `/api/orders/${order.id}/status`, { status: 'confirmed' })).status).toBe(200);
    expectForbidden(await driver.get('/api/orders/export?format=csv'));
    // Issue 16: the cash they collect (tests/server/distributorCash.test.ts has the rest).
    expect((await driver.send('PUT', `/api/orders/${order.id}/payment`, { amount: 1 })).status).toBe(200);
    expectForbidden(await driver.send('DELETE', `/api/orders/${order.id}`));
    expectForbidden(
      await driver.send('POST', `/api/orders/${order.id}/assign-distributor`, { distributor_id: USERS.distributor2 }),
    );
    // Nor reassign through PUT.
    const current = (await orderRow(server, order.id))!;
    expectForbidden(
      await driver.send('PUT', `/api/orders/${order.id}`, {
        version: current.version,
        assigned_distributor_id: USERS.distributor2,
      }),
    );
    expect(await orderRow(server, order.id)).toEqual(current);
  });
});

describe('roles', () => {
  it('a cashier cannot delete or assign but may pay and export', async () => {
    const item = await product(admin, null, 4);
    const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }]);
    expectForbidden(await cashier.send('DELETE', `/api/orders/${order.id}`));
    expectForbidden(
      await cashier.send('POST', `/api/orders/${order.id}/assign-distributor`, { distributor_id: USERS.distributor }),
    );
    expectForbidden(await cashier.send('DELETE', `/api/orders/${order.id}/assign-distributor`));
    expectForbidden(await cashier.send('PUT', `/api/orders/${order.id}/status`, { status: 'confirmed' }));
    expect(await orderRow(server, order.id)).toMatchObject({ status: 'draft', assigned_distributor_id: null });
    expect((await cashier.send('PUT', `/api/orders/${order.id}/payment`, { amount: 1 })).status).toBe(200);
    expect((await cashier.get('/api/orders/export?format=csv')).status).toBe(200);
    const accountant = api(server, cookies.accountant!);
    expect((await accountant.get('/api/orders/export?format=json')).status).toBe(200);
  });

  it('signed-out requests are 401', async () => {
    const reply = await server.request({ method: 'POST', url: '/api/orders', payload: { store_id: 1, items: [] } });
    expect(reply.status).toBe(401);
  });
});

describe('assigning a distributor', () => {
  it('assigns an active distributor and unassigns, with the messages and the full order', async () => {
    const item = await product(admin, null);
    const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }]);
    const manager = api(server, cookies.manager!);
    const assigned = await manager.send('POST', `/api/orders/${order.id}/assign-distributor`, {
      distributor_id: USERS.distributor2,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('تم تعيين الموزع بنجاح');
    expect(assigned.body.data).toMatchObject({
      assigned_distributor_id: USERS.distributor2,
      distributor: { id: USERS.distributor2 },
      version: order.version + 1,
    });
    expect((await driver2.get(`/api/orders/${order.id}`)).status).toBe(200);
    const removed = await manager.send('DELETE', `/api/orders/${order.id}/assign-distributor`);
    expect(removed.body.message).toBe('تم إلغاء تعيين الموزع بنجاح');
    expect(removed.body.data).toMatchObject({ assigned_distributor_id: null, distributor: null });
    expect((await orderRow(server, order.id))!.assigned_distributor_id).toBeNull();
  });

  it('refuses a user who is not a distributor and an inactive distributor, on distributor_id', async () => {
    const item = await product(admin, null);
    const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }]);
    for (const userId of [USERS.cashier, USERS.inactiveDistributor, 999999]) {
      const reply = await admin.send('POST', `/api/orders/${order.id}/assign-distributor`, { distributor_id: userId });
      expectFieldError(reply, 'distributor_id', 'يجب اختيار مستخدم نشط بدور موزع');
    }
    expectFieldError(
      await admin.send('POST', `/api/orders/${order.id}/assign-distributor`, {}),
      'distributor_id',
      'يرجى اختيار الموزع',
    );
    // The create form's distributor is checked the same way.
    const create = await admin.send('POST', '/api/orders', {
      store_id: 1,
      distributor_id: USERS.cashier,
      items: [{ product_id: item.id, quantity: 1 }],
    });
    expectFieldError(create, 'distributor_id', 'يجب اختيار مستخدم نشط بدور موزع');
    expect((await orderRow(server, order.id))!.assigned_distributor_id).toBeNull();
    const audit = await countRows(
      server,
      sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${String(order.id)} and action = 'assign'`,
    );
    expect(audit).toBe(0);
  });
});
