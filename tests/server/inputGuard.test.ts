import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { ACTIVE_STORE, placeOrder, product, stockOf, type Call } from './ordersKit';
import { api, newProduct, rows } from './productsKit';

// Issue 12, rows 6, 7 and 10: the inputs that once answered 500 or were read wrongly, each refused with
// a 400 in Arabic that names the field, and the database left as it was.

const ARABIC = /[\u0600-\u06FF]/;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = api(server, await server.login('admin'));
});
afterAll(async () => {
  await server?.close();
});

function expectRefused(response: { status: number; body: any }, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.success).toBe(false);
  expect(response.body.message).toMatch(ARABIC);
  expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
}

const count = async (table: string) =>
  Number((await rows<{ n: number }>(server, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

describe('the exchange rate', () => {
  it('refuses 1e20, a rate past its bound and an over-precise one; orders and products still work', async () => {
    const before = (await call.get('/api/system/settings')).body.data.exchangeRate;
    for (const exchangeRate of [1e20, '1e20', 1_000_001, 0, -5, 15000.001, '0x10', true, [15000]]) {
      expectRefused(await call.send('PUT', '/api/system/settings', { exchangeRate }), 'exchangeRate');
    }
    expect((await call.get('/api/system/settings')).body.data.exchangeRate).toBe(before);
    const bread = await product(call, null, 3);
    const order = await placeOrder(call, [{ product_id: bread.id, quantity: 2 }]);
    expect(order.final_amount_eur).toBe(6);
    expect(Number(order.exchange_rate)).toBe(Number(before));
  });

  it('accepts the largest rate, to the cent', async () => {
    const saved = await call.send('PUT', '/api/system/settings', { exchangeRate: 1_000_000 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call.send('PUT', '/api/system/settings', { exchangeRate: '15000.25' })).status).toBe(200);
    expect((await call.get('/api/system/settings')).body.data.exchangeRate).toBe(15000.25);
    await call.send('PUT', '/api/system/settings', { exchangeRate: 15000 });
  });
});

describe('amounts that would overflow their columns', () => {
  it('refuses a price whose SYP value a money column cannot hold, naming price_eur', async () => {
    const products = await count('products');
    expectRefused(await call.send('POST', '/api/products', newProduct('غالي', { price_eur: 66666667 })), 'price_eur');
    expect(await count('products')).toBe(products);
  });

  it('refuses 100000 x 60000 EUR on one line and lines whose sum overflows, writing nothing', async () => {
    const dear = await product(call, null, 60000);
    const orders = await count('orders');
    const tooMuch = await call.send('POST', '/api/orders', {
      store_id: ACTIVE_STORE,
      items: [{ product_id: dear.id, quantity: 100000 }],
    });
    expectRefused(tooMuch, 'items');
    // Each line fits (6e8 EUR), their SYP value at 15000 per EUR does not.
    const lines = await call.send('POST', '/api/orders', {
      store_id: ACTIVE_STORE,
      items: [{ product_id: dear.id, quantity: 10000 }],
    });
    expectRefused(lines, 'items');
    expect(await count('orders')).toBe(orders);
  });

  it('adds 1e9 to a stock once, and refuses the second time it would pass an integer column', async () => {
    const flour = await product(call, 200_000_000);
    const body = { quantity_change: 1_000_000_000, reason: 'توريد كبير' };
    const first = await call.send('POST', `/api/products/${flour.id}/stock`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const movements = await count('stock_movements');
    expectRefused(await call.send('POST', `/api/products/${flour.id}/stock`, body), 'quantity_change');
    expect(await stockOf(server, flour.id)).toBe(1_200_000_000);
    expect(await count('stock_movements')).toBe(movements);
  });
});

describe('text and ids', () => {
  it('refuses a bio with a lone surrogate, leaving the profile unchanged', async () => {
    const cookie = await server.login('manager');
    const before = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data;
    const payload = {
      full_name: before.full_name,
      email: before.email,
      phone: before.phone ?? '+32 470 00 00 00',
      bio: 'before\ud800after',
    };
    expectRefused(await server.request({ method: 'PUT', url: '/api/auth/profile', cookie, payload }), 'bio');
    expect((await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data).toEqual(before);
  });

  it('refuses a NUL byte in a search, also before signing in', async () => {
    expectRefused(await call.get('/api/products?search=a%00b'), 'search');
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expectRefused(login, 'username');
  });

  it('refuses ids of 2^31 and more, in paths, ids= and bodies', async () => {
    expectRefused(await call.get('/api/orders/2147483648'), 'id');
    expectRefused(await call.get('/api/products?ids=1,2147483648'), 'ids');
    expectRefused(
      await call.send('POST', '/api/orders', { store_id: 2147483648, items: [{ product_id: 1, quantity: 1 }] }),
      'store_id',
    );
    // The largest id is a well-formed one that names nothing.
    expect((await call.get('/api/orders/2147483647')).status).toBe(404);
  });

  it('reads no id or number in hexadecimal, from a boolean or from an array', async () => {
    expectRefused(await call.get('/api/stores/0x10'), 'id');
    expectRefused(await call.get('/api/orders?store_id=0x10'), 'store_id');
    expectRefused(await call.get('/api/orders?limit=0x10'), 'limit');
    for (const store_id of ['0x10', true, [1]]) {
      const response = await call.send('POST', '/api/orders', { store_id, items: [{ product_id: 1, quantity: 1 }] });
      expectRefused(response, 'store_id');
    }
    for (const product_ids of [['0x10'], [true], [[1]]]) {
      expectRefused(await call.send('POST', '/api/products/bulk', { product_ids, action: 'activate' }), 'product_ids.0');
    }
  });
});

describe("Fastify's own refusals", () => {
  it('answers a path segment longer than the router takes with 414 in Arabic', async () => {
    const response = await call.get(`/api/orders/${'1'.repeat(300)}`);
    expect(response.status).toBe(414);
    expect(response.body.message).toMatch(ARABIC);
    expect(response.body.errors[0].field).toBe('url');
  });

  it('answers a body that is not an object, malformed JSON and a bad escape in Arabic', async () => {
    for (const payload of ['[1]', '"text"', '5', 'null', '{"a":', '']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/stores',
        cookie: (await server.login('admin')) as string,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.status, payload).toBe(400);
      expect(response.body.message, payload).toMatch(ARABIC);
    }
    const escape = await call.get('/api/stores/%E0%A4%A');
    expect(escape.status).toBe(400);
    expect(escape.body.message).toMatch(ARABIC);
  });
});

describe('URL settings', () => {
  let closed: TestServer;
  let admin: Call;
  beforeAll(async () => {
    closed = await startTestServer({ config: { allowPrivateUrls: false } });
    admin = api(closed, await closed.login('admin'));
  });
  afterAll(async () => {
    await closed?.close();
  });

  it('refuses a geocoder or tile server on loopback, link-local or private addresses', async () => {
    for (const geocoderUrl of [
      'http://127.0.0.1/',
      'http://169.254.169.254/',
      'http://[::1]:8080/search',
      'http://[::ffff:169.254.169.254]/',
      'http://localhost:3000/search',
      'http://10.0.0.7/search',
      'http://2130706433/',
    ]) {
      expectRefused(await admin.send('PUT', '/api/system/settings', { geocoderUrl }), 'geocoderUrl');
    }
    expectRefused(
      await admin.send('PUT', '/api/system/settings', { mapTileUrl: 'http://192.168.1.1/{z}/{x}/{y}.png' }),
      'mapTileUrl',
    );
    expectRefused(await admin.send('PUT', '/api/system/settings', { geocoderUrl: 'file:///etc/passwd' }), 'geocoderUrl');
    const saved = await admin.send('PUT', '/api/system/settings', {
      geocoderUrl: 'https://nominatim.example.org/search',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('does not call a geocoder whose host is private, even when it is already stored', async () => {
    await closed.database.db.execute(
      sql`insert into system_settings (key, value) values ('geocoderUrl', '"http://127.0.0.1:9/search"')
          on conflict (key) do update set value = excluded.value`,
    );
    const response = await admin.get('/api/geocode?address=Grand-Place');
    expect(response.status).toBe(502);
    expect(response.body.message).toContain('لا يمكن أن يشير الرابط إلى عنوان داخلي أو محلي');
  });
});
