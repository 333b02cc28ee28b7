import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { USERS, countRows, orderRow, placeOrder, product, stockOf, type Call } from './ordersKit';
import { api, expectForbidden, newProduct, productRows, rows, upload } from './productsKit';

// Issue 12: a right holds on every path that writes or reads what it guards, not only on the route named
// after it. Expectations come from the database, never from the code under test.

let server: TestServer;
const as: Record<string, Call> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'manager', 'distributor', 'distributor2', 'cashier', 'accountant'])
    as[name] = api(server, await server.login(name));
});
afterAll(async () => {
  await server?.close();
});

/** Every key of a reply, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.add(key);
      keysOf(item, out);
    }
  }
  return out;
}

const STORE_MONEY = [
  'current_balance_eur',
  'credit_limit_eur',
  'total_purchases_eur',
  'total_revenue',
  'average_order_value',
  'unpaid_eur',
  'total_paid_eur',
  'revenue_eur',
];

function expectNoKeys(body: unknown, keys: readonly string[]) {
  const found = keysOf(body);
  expect(keys.filter((key) => found.has(key))).toEqual([]);
}

const orderCount = () => countRows(server, sql`select count(*)::int as n from orders`);

describe('row 3: an order status, payment or assignment needs its own right on every route', () => {
  it('refuses a cashier who confirms through PUT /orders/:id; status and stock stay', async () => {
    const item = await product(as.admin!, 10);
    const order = await placeOrder(as.admin!, [{ product_id: item.id, quantity: 2 }]);
    const before = await orderRow(server, order.id);
    expect(await stockOf(server, item.id)).toBe(8);

    expectForbidden(await as.cashier!.send('PUT', `/api/orders/${order.id}`, { version: order.version, status: 'confirmed' }));
    expectForbidden(await as.cashier!.send('PUT', `/api/orders/${order.id}/status`, { status: 'confirmed' }));
    // Content with the move: nothing of it is written either.
    expectForbidden(
      await as.cashier!.send('PUT', `/api/orders/${order.id}`, { version: order.version, notes: 'مع الحالة', status: 'confirmed' }),
    );
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await stockOf(server, item.id)).toBe(8);

    // The same cashier may still edit what is theirs to edit.
    const notes = await as.cashier!.send('PUT', `/api/orders/${order.id}`, { version: order.version, notes: 'ملاحظة' });
    expect(notes.status).toBe(200);
    expect((await orderRow(server, order.id))!.status).toBe('draft');
  });

  it('refuses an accountant who cancels through PUT /orders/:id; no stock comes back', async () => {
    const item = await product(as.admin!, 10);
    const order = await placeOrder(as.admin!, [{ product_id: item.id, quantity: 3 }]);
    const confirmed = await as.admin!.send('PUT', `/api/orders/${order.id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const before = await orderRow(server, order.id);

    const version = confirmed.body.data.version;
    expectForbidden(await as.accountant!.send('PUT', `/api/orders/${order.id}`, { version, status: 'cancelled' }));
    expectForbidden(await as.accountant!.send('PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' }));
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await stockOf(server, item.id)).toBe(7);

    // A manager may: the same move is allowed to the right role, and the stock does come back.
    const cancelled = await as.manager!.send('PUT', `/api/orders/${order.id}`, { version, status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(server, item.id)).toBe(10);
  });

  it('refuses an assignment from cashier, accountant and distributor on create, update and assign', async () => {
    const item = await product(as.admin!, null);
    const order = await placeOrder(as.admin!, [{ product_id: item.id, quantity: 1 }]);
    const before = await orderRow(server, order.id);
    const count = await orderCount();
    for (const name of ['cashier', 'accountant']) {
      const call = as[name]!;
      expectForbidden(
        await call.send('POST', '/api/orders', {
          store_id: 1,
          distributor_id: USERS.distributor,
          items: [{ product_id: item.id, quantity: 1 }],
        }),
      );
      expectForbidden(
        await call.send('PUT', `/api/orders/${order.id}`, { version: order.version, assigned_distributor_id: USERS.distributor }),
      );
      expectForbidden(
        await call.send('POST', `/api/orders/${order.id}/assign-distributor`, { distributor_id: USERS.distributor }),
      );
    }
    expect(await orderCount()).toBe(count);
    expect(await orderRow(server, order.id)).toEqual(before);

    // A distributor's own order stays theirs; handing it to another is an assignment.
    const own = await placeOrder(as.distributor!, [{ product_id: item.id, quantity: 1 }]);
    const ownBefore = await orderRow(server, own.id);
    expectForbidden(
      await as.distributor!.send('PUT', `/api/orders/${own.id}`, {
        version: own.version,
        assigned_distributor_id: USERS.distributor2,
      }),
    );
    expect(await orderRow(server, own.id)).toEqual(ownBefore);

    // Without a distributor a cashier's order goes through.
    const plain = await as.cashier!.send('POST', '/api/orders', { store_id: 1, items: [{ product_id: item.id, quantity: 1 }] });
    expect(plain.status).toBe(201);
    expect(plain.body.data.assigned_distributor_id).toBeNull();
  });

  // Issue 16: a distributor takes cash for their own orders (tests/server/distributorCash.test.ts); a
  // transfer is office work.
  it('refuses a non-cash payment from a distributor; nothing is paid', async () => {
    const item = await product(as.admin!, null);
    const own = await placeOrder(as.distributor!, [{ product_id: item.id, quantity: 2 }]);
    const before = await orderRow(server, own.id);
    const refused = await as.distributor!.send('PUT', `/api/orders/${own.id}/payment`, { amount: 1, method: 'bank' });
    expect(refused.status).toBe(403);
    expect(await orderRow(server, own.id)).toEqual(before);
  });
});

describe("row 4: a distributor reads only their own orders' sales of a product", () => {
  it('gets exactly their own order lines from /products/:id/sales, and their own figures', async () => {
    // The product most sold by more than one distributor in the demo data.
    const [top] = await rows<{ product_id: number }>(
      server,
      sql`select i.product_id from order_items i join orders o on o.id = i.order_id
          where o.status <> 'cancelled' group by i.product_id
          having count(distinct o.assigned_distributor_id) > 1 order by count(*) desc limit 1`,
    );
    const productId = Number(top!.product_id);
    const own = await rows<{ id: number; quantity: number }>(
      server,
      sql`select i.id, i.quantity from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${productId} and o.status <> 'cancelled' and o.assigned_distributor_id = ${USERS.distributor}`,
    );
    const all = await countRows(
      server,
      sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${productId} and o.status <> 'cancelled'`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(own.length);

    const sales = await as.distributor!.get(`/api/products/${productId}/sales?limit=500`);
    expect(sales.status).toBe(200);
    const ids = (sales.body.data.sales as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    expect(ids).toEqual(own.map((row) => Number(row.id)).sort((a, b) => a - b));
    expect(sales.body.data.pagination.total).toBe(own.length);
    const units = own.reduce((sum, row) => sum + Number(row.quantity), 0);
    expect(sales.body.data.totals.units).toBe(units);
    // The admin still sees every line.
    expect((await as.admin!.get(`/api/products/${productId}/sales?limit=500`)).body.data.pagination.total).toBe(all);

    const performance = await as.distributor!.get(`/api/products/${productId}/performance`);
    expect(performance.status).toBe(200);
    expect(performance.body.data.units_sold).toBe(units);
    const analytics = await as.distributor!.get(`/api/products/${productId}/analytics?date_from=2000-01-01`);
    expect(analytics.body.data.totals.units).toBe(units);
  });
});

describe('row 5: no company or shop money reaches a distributor', () => {
  it('leaves the money keys out of every shop reply, while an admin still gets them', async () => {
    const urls = [
      '/api/stores?limit=100',
      '/api/stores/1',
      '/api/stores/statistics',
      '/api/stores/1/statistics',
      '/api/stores/1/performance',
      '/api/stores/1/analytics?period=year',
      '/api/stores/map',
      '/api/stores/nearby?latitude=50.85&longitude=4.35&radius=500',
    ];
    for (const url of urls) {
      const response = await as.distributor!.get(url);
      expect(response.status, url).toBe(200);
      expectNoKeys(response.body.data, STORE_MONEY);
    }
    const adminKeys = keysOf((await as.admin!.get('/api/stores?limit=5')).body.data);
    expect(['current_balance_eur', 'credit_limit_eur', 'total_purchases_eur'].every((key) => adminKeys.has(key))).toBe(true);
    expect(keysOf((await as.admin!.get('/api/stores/1/statistics')).body.data).has('total_paid_eur')).toBe(true);
    // A ranking by revenue would be a money figure too: it falls back to the list's own order.
    const byRevenue = await as.distributor!.get('/api/stores?limit=100&sortBy=total_purchases_eur&sortOrder=DESC');
    const byOrder = await as.distributor!.get('/api/stores?limit=100&sortBy=display_order&sortOrder=DESC');
    expect(byRevenue.body.data.stores.map((s: { id: number }) => s.id)).toEqual(
      byOrder.body.data.stores.map((s: { id: number }) => s.id),
    );
  });

  it('leaves product costs and company revenue out for a distributor', async () => {
    const item = await product(as.admin!, 5, 3, { cost_eur: 1.25 });
    const productMoney = ['cost_eur', 'cost_syp', 'total_revenue_eur', 'total_revenue_syp'];
    for (const url of [
      '/api/products?limit=100',
      `/api/products/${item.id}`,
      '/api/products/popular',
      '/api/products/low-stock',
      `/api/products/search?q=${encodeURIComponent(item.name)}`,
    ]) {
      const response = await as.distributor!.get(url);
      expect(response.status, url).toBe(200);
      expectNoKeys(response.body.data, productMoney);
    }
    expect((await as.cashier!.get(`/api/products/${item.id}`)).body.data.cost_eur).toBe(1.25);
    const file = await as.distributor!.get('/api/products/export?format=csv');
    expect(file.status).toBe(200);
    const header = file.raw.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    expect(header).not.toMatch(/cost_eur|total_revenue_eur/);
  });

  it("gives a distributor's dashboard their own day, never the company's revenue", async () => {
    // The day with most of the distributor's orders.
    const [busiest] = await rows<{ day: string }>(
      server,
      sql`select delivery_date::text as day from orders where assigned_distributor_id = ${USERS.distributor}
          and delivery_date is not null group by delivery_date order by count(*) desc, delivery_date desc limit 1`,
    );
    const day = busiest!.day;
    const [expected] = await rows<Record<string, unknown>>(
      server,
      sql`select count(*)::int as total,
                 (count(*) filter (where status in ('confirmed', 'in_progress')))::int as pending,
                 (count(*) filter (where status = 'draft'))::int as draft,
                 (count(*) filter (where status = 'delivered'))::int as completed,
                 (count(*) filter (where status = 'cancelled'))::int as cancelled,
                 (count(*) filter (where delivery_date = ${day} and status <> 'cancelled'))::int as deliveries,
                 coalesce(sum(final_amount_eur) filter (where delivery_date = ${day} and status <> 'cancelled'), 0) as amount
          from orders where assigned_distributor_id = ${USERS.distributor}
            and (order_date = ${day} or delivery_date = ${day})`,
    );
    const overview = await as.distributor!.get(`/api/dashboard/overview?date=${day}`);
    expect(overview.status).toBe(200);
    expect(overview.body.data.scope).toBe('own_day');
    expect(overview.body.data.orders).toEqual({
      total: Number(expected!.total),
      pending: Number(expected!.pending),
      draft: Number(expected!.draft),
      completed: Number(expected!.completed),
      cancelled: Number(expected!.cancelled),
      deliveries_on_date: Number(expected!.deliveries),
      amount_on_date_eur: Number(expected!.amount),
    });
    expect(Number(expected!.deliveries)).toBeGreaterThan(0);
    const company = await as.admin!.get(`/api/dashboard/overview?date=${day}`);
    expect(company.body.data.scope).toBe('company');
    expect(company.body.data.orders.revenue_eur).toBeGreaterThan(0);
    expect(company.body.data.orders.total).toBe(await orderCount());
  });

  it('gives the distributor pickers no username or e-mail except to an admin', async () => {
    for (const name of ['manager', 'cashier', 'accountant', 'distributor']) {
      const reply = await as[name]!.get('/api/users/distributors');
      expect(reply.status).toBe(200);
      const list = reply.body.data.distributors as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['full_name', 'id', 'phone', 'status', 'work_status']);
    }
    const forAdmin = (await as.admin!.get('/api/users/distributors')).body.data.distributors as Record<string, unknown>[];
    expect(forAdmin.some((entry) => entry.username === 'distributor2')).toBe(true);
  });
});

describe('products: admins and managers write, the others read', () => {
  it('refuses create, edit, price, stock, import, duplicate, bulk and image to cashier, accountant and distributor', async () => {
    const item = await product(as.admin!, 20, 4);
    const before = await productRows(server);
    const csv = 'name,category,unit,price_eur\r\nمستورد ممنوع,bread,piece,1.5\r\n';
    for (const name of ['cashier', 'accountant', 'distributor']) {
      const call = as[name]!;
      expectForbidden(await call.send('POST', '/api/products', newProduct('ممنوع')));
      expectForbidden(await call.send('PUT', `/api/products/${item.id}`, { price_eur: 9.99 }));
      expectForbidden(await call.send('PUT', `/api/products/${item.id}`, { name: 'اسم ممنوع' }));
      expectForbidden(await call.send('PUT', `/api/products/${item.id}`, { stock_quantity: 99 }));
      expectForbidden(await call.send('POST', `/api/products/${item.id}/stock`, { quantity_change: 5, reason: 'ممنوع' }));
      expectForbidden(await call.send('POST', `/api/products/${item.id}/duplicate`));
      expectForbidden(await call.send('POST', '/api/products/bulk', { product_ids: [item.id], action: 'deactivate' }));
      const cookie = await server.login(name);
      expectForbidden(
        await upload(server, cookie, '/api/products/import', 'file', 'p.csv', 'text/csv', Buffer.from(csv, 'utf8')),
      );
    }
    expect(await productRows(server)).toEqual(before);
    expect(await stockOf(server, item.id)).toBe(20);
    // The managers may: a price change and a stock adjustment go through.
    expect((await as.manager!.send('PUT', `/api/products/${item.id}`, { price_eur: 4.5 })).status).toBe(200);
    const adjusted = await as.manager!.send('POST', `/api/products/${item.id}/stock`, { quantity_change: 5, reason: 'إنتاج' });
    expect(adjusted.status).toBe(200);
    expect(await stockOf(server, item.id)).toBe(25);
  });
});

describe('shops: a distributor corrects phone, location and delivery notes; credit terms need their right', () => {
  const storeRow = async (id: number) => {
    const [row] = await rows<Record<string, unknown>>(
      server,
      sql`select name, phone, address, latitude, longitude, delivery_notes, credit_limit_eur, payment_terms,
                 discount_rate, notes, display_order from stores where id = ${id}`,
    );
    return {
      ...row,
      payment_terms: String(row!.payment_terms),
      credit_limit_eur: Number(row!.credit_limit_eur),
      discount_rate: Number(row!.discount_rate),
    };
  };

  it('lets a distributor change phone, location and delivery notes, nothing else', async () => {
    const id = 2;
    const corrected = await as.distributor!.send('PUT', `/api/stores/${id}`, {
      phone: '+32 470 99 88 77',
      address: 'شارع التصحيح 7، بروكسل',
      latitude: 50.8467,
      longitude: 4.3525,
      delivery_notes: 'الباب الخلفي بعد الساعة السابعة',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expectNoKeys(corrected.body.data, STORE_MONEY);
    const after = await storeRow(id);
    expect(after).toMatchObject({
      phone: '+32470998877',
      address: 'شارع التصحيح 7، بروكسل',
      latitude: 50.8467,
      longitude: 4.3525,
      delivery_notes: 'الباب الخلفي بعد الساعة السابعة',
    });

    expectForbidden(await as.distributor!.send('PUT', `/api/stores/${id}`, { name: 'اسم من الموزع' }));
    expectForbidden(await as.distributor!.send('PUT', `/api/stores/${id}`, { credit_limit_eur: 99999 }));
    expectForbidden(await as.distributor!.send('PUT', `/api/stores/${id}`, { notes: 'ملاحظة داخلية' }));
    // A refused field in the body refuses the whole body: the allowed phone is not written either.
    expectForbidden(
      await as.distributor!.send('PUT', `/api/stores/${id}`, { phone: '+32 470 11 11 11', name: 'اسم من الموزع' }),
    );
    expectForbidden(await as.distributor!.send('PUT', `/api/stores/${id}`, { display_order: 999 }));
    expectForbidden(await as.distributor!.send('POST', `/api/stores/${id}/move`, { direction: 'up' }));
    expect(await storeRow(id)).toEqual(after);
  });

  it('refuses credit limit, payment terms and discount to a cashier and a distributor, on update and create', async () => {
    const id = 3;
    const before = await storeRow(id);
    for (const name of ['cashier', 'distributor']) {
      const call = as[name]!;
      expectForbidden(await call.send('PUT', `/api/stores/${id}`, { credit_limit_eur: before.credit_limit_eur + 100 }));
      expectForbidden(await call.send('PUT', `/api/stores/${id}`, { credit_limit: before.credit_limit_eur + 100 }));
      expectForbidden(await call.send('PUT', `/api/stores/${id}`, { payment_terms: before.payment_terms === 'credit_30' ? 'credit_7' : 'credit_30' }));
      expectForbidden(await call.send('PUT', `/api/stores/${id}`, { discount_rate: before.discount_rate + 5 }));
    }
    expect(await storeRow(id)).toEqual(before);

    const shops = () => countRows(server, sql`select count(*)::int as n from stores`);
    const count = await shops();
    const shop = { name: 'محل جديد للاختبار', address: 'شارع الاختبار 1، بروكسل', phone: '+32 470 12 34 56' };
    for (const terms of [{ credit_limit_eur: 500 }, { payment_terms: 'credit_30' }, { discount_rate: 5 }]) {
      expectForbidden(await as.cashier!.send('POST', '/api/stores', { ...shop, ...terms }));
    }
    expect(await shops()).toBe(count);
    // With the default terms the same cashier creates the shop; an accountant may set the terms.
    expect((await as.cashier!.send('POST', '/api/stores', shop)).status).toBe(201);
    // Issue 29: the invoicing fields are office work, on create as on update; a cashier sets them.
    for (const invoicing of [{ enterprise_number: '0403.170.701' }, { invoice_language: 'nl' }, { invoice_rhythm: 'weekly' }]) {
      expectForbidden(await as.distributor!.send('POST', '/api/stores', { ...shop, phone: '+32 470 12 34 57', ...invoicing }));
      expectForbidden(await as.distributor!.send('PUT', `/api/stores/${id}`, invoicing));
    }
    expect(await shops()).toBe(count + 1);
    expect((await as.cashier!.send('POST', '/api/stores', { ...shop, phone: '+32 470 12 34 58', enterprise_number: '0403.170.701', invoice_rhythm: 'weekly' })).status).toBe(201);
    const set = await as.accountant!.send('PUT', `/api/stores/${id}`, { credit_limit_eur: 750, discount_rate: 2.5 });
    expect(set.status).toBe(200);
    expect(await storeRow(id)).toMatchObject({ credit_limit_eur: 750, discount_rate: 2.5 });
  });
});
