import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

describe('the REST conventions', () => {
  it('answers /health without signing in', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('pages the order list with the total over the whole table', async () => {
    const response = await server.request({ method: 'GET', url: '/api/orders?page=1&limit=10', cookie: admin });
    expect(response.status).toBe(200);
    expect(response.body.data.orders).toHaveLength(10);
    expect(response.body.data.pagination).toEqual({ page: 1, limit: 10, total: 600, totalPages: 60 });
    const last = await server.request({ method: 'GET', url: '/api/orders?page=60&limit=10', cookie: admin });
    expect(last.body.data.orders).toHaveLength(10);
    const ids = new Set([...response.body.data.orders, ...last.body.data.orders].map((o: { id: number }) => o.id));
    expect(ids.size).toBe(20);
  });

  it('filters, searches and sorts', async () => {
    const delivered = await server.request({ method: 'GET', url: '/api/orders?status=delivered&limit=100', cookie: admin });
    expect(delivered.body.data.orders.every((o: { status: string }) => o.status === 'delivered')).toBe(true);
    const two = await server.request({ method: 'GET', url: '/api/orders?status=draft,confirmed&limit=500', cookie: admin });
    expect(new Set(two.body.data.orders.map((o: { status: string }) => o.status))).toEqual(new Set(['draft', 'confirmed']));

    const sorted = await server.request({ method: 'GET', url: '/api/orders?sortBy=final_amount_eur&sortOrder=asc&limit=50', cookie: admin });
    const amounts = sorted.body.data.orders.map((o: { final_amount_eur: number }) => o.final_amount_eur);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const one = sorted.body.data.orders[0];
    const found = await server.request({ method: 'GET', url: `/api/orders?search=${encodeURIComponent(one.order_number)}`, cookie: admin });
    expect(found.body.data.orders.map((o: { id: number }) => o.id)).toEqual([one.id]);

    const stores = await server.request({ method: 'GET', url: '/api/stores?limit=100', cookie: admin });
    expect(stores.body.data.stores.length).toBeGreaterThanOrEqual(35);
    const storeName: string = stores.body.data.stores[0].name;
    const byStore = await server.request({ method: 'GET', url: `/api/orders?search=${encodeURIComponent(storeName)}&limit=500`, cookie: admin });
    expect(byStore.body.data.orders.every((o: { store_name: string }) => o.store_name.includes(storeName))).toBe(true);
  });

  it('returns one order with its store, distributor and items', async () => {
    const list = await server.request({ method: 'GET', url: '/api/orders?status=in_progress&limit=1', cookie: admin });
    const id = list.body.data.orders[0].id;
    const response = await server.request({ method: 'GET', url: `/api/orders/${id}`, cookie: admin });
    expect(response.status).toBe(200);
    const order = response.body.data;
    expect(order.store.name).toBeTruthy();
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.items[0].product.name).toBeTruthy();
    const sum = order.items.reduce((total: number, item: { line_total_eur: number }) => total + Math.round(item.line_total_eur * 100), 0);
    expect(Math.round(order.final_amount_eur * 100)).toBe(sum);
  });

  it('answers 404 in Arabic for a missing record or route', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/orders/999999', cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'الطلب غير موجود' });
    const route = await server.request({ method: 'GET', url: '/api/no-such-thing', cookie: admin });
    expect(route.status).toBe(404);
    expect(route.body.success).toBe(false);
  });
});

describe('validation in Arabic, naming the field', () => {
  it('refuses a bad page, limit, sort and filter', async () => {
    const page = await server.request({ method: 'GET', url: '/api/orders?page=0', cookie: admin });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ success: false, errors: [{ field: 'page', message: 'رقم الصفحة يجب أن يكون عدداً صحيحاً موجباً' }] });
    const limit = await server.request({ method: 'GET', url: '/api/orders?limit=100000', cookie: admin });
    expect(limit.body.errors[0].field).toBe('limit');
    const sortBy = await server.request({ method: 'GET', url: '/api/orders?sortBy=password_hash', cookie: admin });
    expect(sortBy.body.errors[0]).toEqual({ field: 'sortBy', message: 'لا يمكن الترتيب حسب هذا الحقل' });
    const status = await server.request({ method: 'GET', url: '/api/orders?status=lost', cookie: admin });
    expect(status.status).toBe(400);
    expect(status.body.errors[0].field).toMatch(/^status/);
    const id = await server.request({ method: 'GET', url: '/api/orders/abc', cookie: admin });
    expect(id.body.errors[0]).toEqual({ field: 'id', message: 'المعرف يجب أن يكون عدداً صحيحاً موجباً' });
  });

  it('refuses an empty login with the spec messages', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'username', message: 'يرجى إدخال البريد الإلكتروني أو اسم المستخدم' },
      { field: 'password', message: 'يرجى إدخال كلمة المرور' },
    ]);
  });

  it('refuses malformed JSON with a 400 and no stack trace', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    // Every refusal names its field (issue 12): here the body as a whole.
    expect(response.body).toEqual({
      success: false,
      message: 'البيانات المدخلة غير صحيحة',
      errors: [{ field: '_', message: 'البيانات المدخلة غير صحيحة' }],
    });
  });

  it('refuses settings out of range and changes nothing', async () => {
    const before = (await server.request({ method: 'GET', url: '/api/system/settings', cookie: admin })).body.data;
    const response = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { sessionTimeout: 10, siteName: 'غير محفوظ' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'sessionTimeout', message: 'مدة الجلسة يجب أن تكون بين 300 و86400 ثانية' }]);
    const after = (await server.request({ method: 'GET', url: '/api/system/settings', cookie: admin })).body.data;
    expect(after).toEqual(before);
  });

  it('applies a new session timeout to new sessions', async () => {
    const saved = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { sessionTimeout: 600 } });
    expect(saved.status).toBe(200);
    const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'manager', password: 'Bakery123' } });
    const lifetime = new Date(login.body.data.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThan(610_000);
    await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { sessionTimeout: 3600 } });
  });
});

describe('no hash and no secret in any reply', () => {
  it('never sends a password hash, a session token hash or a system secret', async () => {
    const secret = 'jwt-secret-that-must-stay-home';
    const saved = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { jwtSecret: secret, emailPassword: 'mail-pass-secret', dbPassword: 'db-pass-secret' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.jwtSecretSet).toBe(true);

    const urls = [
      '/api/auth/profile',
      '/api/auth/verify',
      '/api/auth/sessions',
      '/api/auth/login-attempts?limit=100',
      '/api/users?limit=100',
      '/api/users/1',
      '/api/users/distributors',
      '/api/orders?limit=20',
      '/api/orders/1',
      '/api/stores?limit=100',
      '/api/products?limit=100',
      '/api/vehicles',
      '/api/vehicles/1',
      '/api/system/settings',
      '/api/system/info',
      '/api/system/statistics',
      '/api/logs?limit=100',
      '/api/dashboard/overview',
    ];
    const login = await server.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'Bakery123' } });
    const replies = [saved.raw, login.raw];
    for (const url of urls) {
      const response = await server.request({ method: 'GET', url, cookie: admin });
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      replies.push(response.raw);
    }
    for (const raw of replies) {
      expect(raw).not.toMatch(/\$argon2/);
      expect(raw).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash/);
      expect(raw).not.toContain(secret);
      expect(raw).not.toContain('mail-pass-secret');
      expect(raw).not.toContain('db-pass-secret');
    }
    // The cookie value itself is not in the login body: only the httpOnly cookie carries it.
    const cookieValue = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    expect(login.raw).not.toContain(cookieValue);
  });
});
