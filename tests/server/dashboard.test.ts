import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ROLES, type Role } from '../../src/domain/enums';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) cookies[role] = await server.login(role);
});
afterAll(async () => {
  await server?.close();
});

async function get(url: string, role: Role = 'admin') {
  const response = await server.request({ method: 'GET', url, cookie: cookies[role] });
  expect(response.status, `${url} as ${role}`).toBe(200);
  return response.body.data;
}

async function total(url: string): Promise<number> {
  return (await get(url)).pagination.total;
}

/** Every order of a filter, read page by page as a client would. */
async function allOrders(query: string, role: Role = 'admin'): Promise<{ id: number; final_amount_eur: number }[]> {
  const rows: { id: number; final_amount_eur: number }[] = [];
  for (let page = 1; ; page++) {
    const data = await get(`/api/orders?${query}&limit=500&page=${page}`, role);
    rows.push(...data.orders);
    if (page >= data.pagination.totalPages) return rows;
  }
}

describe('GET /dashboard/overview', () => {
  it('gives the same totals as counting through the lists', async () => {
    const overview = await get('/api/dashboard/overview');
    expect(overview.orders.total).toBe(await total('/api/orders?limit=1'));
    expect(overview.orders.total).toBe(600);
    const pending = (await total('/api/orders?status=confirmed&limit=1')) + (await total('/api/orders?status=in_progress&limit=1'));
    expect(overview.orders.pending).toBe(pending);
    expect(overview.orders.pending).toBe(await total('/api/orders?status=confirmed,in_progress&limit=1'));
    expect(overview.orders.completed).toBe(await total('/api/orders?status=delivered&limit=1'));

    const delivered = await allOrders('status=delivered');
    expect(delivered).toHaveLength(overview.orders.completed);
    const revenueCents = delivered.reduce((sum, order) => sum + Math.round(order.final_amount_eur * 100), 0);
    expect(Math.round(overview.orders.revenue_eur * 100)).toBe(revenueCents);

    expect(overview.products.total).toBe(await total('/api/products?limit=1'));
    expect(overview.stores.total).toBe(await total('/api/stores?limit=1'));
    expect(overview.users.total).toBe(await total('/api/users?limit=1'));
    expect(overview.users.active_distributors).toBe(await total('/api/users?role=distributor&status=active&limit=1'));
    expect(overview.vehicles.total).toBe(await total('/api/vehicles?limit=1'));
    expect(overview.vehicles.active).toBe(await total('/api/vehicles?status=active&limit=1'));
  });
});

describe('GET /dashboard/health', () => {
  it.each(ROLES)('answers %s with the database up and the real row counts', async (role) => {
    const health = await get('/api/dashboard/health', role);
    expect(health).toMatchObject({ status: 'ok', database: 'up', database_kind: server.database.kind });
    expect(health.counts.orders).toBe(600);
    expect(health.counts.users).toBe(await total('/api/users?limit=1'));
    expect(health.counts.stores).toBeGreaterThan(0);
    expect(health.counts.vehicles).toBeGreaterThan(0);
    expect(health.response_time_ms).toBeGreaterThanOrEqual(0);
    expect(health.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(health.database_size_bytes).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(health.server_time) - Date.now())).toBeLessThan(60_000);
  });

  it('sends only figures: no record of any table', async () => {
    const health = await get('/api/dashboard/health', 'cashier');
    expect(Object.values(health.counts).every((value) => typeof value === 'number')).toBe(true);
    expect(JSON.stringify(health)).not.toMatch(/hash|password|token|secret/i);
  });
});

describe('GET /dashboard/activity', () => {
  type Item = { id: string; type: string; record_id: number; title: string; status: string; amount_eur?: number; created_at: string };

  it('merges orders, products and users, newest first, at most 10 by default', async () => {
    const { items } = (await get('/api/dashboard/activity')) as { items: Item[] };
    expect(items).toHaveLength(10);
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.id).toBe(`${item.type}-${item.record_id}`);
      expect(['order', 'product', 'user']).toContain(item.type);
      expect(item.title).toBeTruthy();
      expect(item.status).toBeTruthy();
      if (item.type === 'order') expect(typeof item.amount_eur).toBe('number');
      else expect(item.amount_eur).toBeUndefined();
    }
  });

  it('holds the newest order and is never older than any record left out', async () => {
    const { items } = (await get('/api/dashboard/activity?limit=50')) as { items: Item[] };
    expect(items).toHaveLength(50);
    const [newestOrder] = (await get('/api/orders?limit=1&sortBy=created_at&sortOrder=DESC')).orders;
    expect(items.map((item) => item.id)).toContain(`order-${newestOrder.id}`);
    const oldestShown = Date.parse(items[items.length - 1]!.created_at);
    const [newestProduct] = (await get('/api/products?limit=1&sortBy=created_at&sortOrder=DESC')).products;
    if (Date.parse(newestProduct.created_at) > oldestShown) expect(items.map((item) => item.id)).toContain(`product-${newestProduct.id}`);
  });

  it('keeps to the limit and refuses one out of range', async () => {
    for (const limit of [1, 3, 25]) {
      const { items } = await get(`/api/dashboard/activity?limit=${limit}`);
      expect(items).toHaveLength(limit);
    }
    for (const limit of ['0', '51', 'abc']) {
      const response = await server.request({ method: 'GET', url: `/api/dashboard/activity?limit=${limit}`, cookie: cookies.admin });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toEqual({ field: 'limit', message: 'عدد العناصر في الصفحة يجب أن يكون بين 1 و50' });
    }
  });

  it('shows a new employee at the top as a name and a role only', async () => {
    const [newestOrder] = (await get('/api/orders?limit=1&sortBy=created_at&sortOrder=DESC')).orders;
    const createdAt = new Date(Date.parse(newestOrder.created_at) + 60_000);
    const [person] = await server.database.db
      .insert(users)
      .values({ username: 'new_baker', email: 'new.baker@example.be', password_hash: 'not-a-real-hash', full_name: 'خباز جديد', phone: '+32 470 00 00 00', role: 'cashier', created_at: createdAt })
      .returning({ id: users.id });
    const { items } = (await get('/api/dashboard/activity?limit=5')) as { items: Item[] };
    expect(items[0]).toEqual({
      id: `user-${person!.id}`,
      type: 'user',
      record_id: person!.id,
      title: 'خباز جديد',
      subtitle: null,
      status: 'cashier',
      created_at: createdAt.toISOString(),
    });
    expect(items[1]!.id).toBe(`order-${newestOrder.id}`);
    expect(JSON.stringify(items)).not.toContain('new.baker@example.be');
    expect(JSON.stringify(items)).not.toContain('+32 470');

    const forDistributor = (await get('/api/dashboard/activity?limit=5', 'distributor')) as { items: Item[] };
    expect(forDistributor.items.map((item) => item.id)).not.toContain(`user-${person!.id}`);
  });

  it("gives a distributor their own orders only and no employees", async () => {
    const { items } = (await get('/api/dashboard/activity?limit=50', 'distributor')) as { items: Item[] };
    expect(items.some((item) => item.type === 'order')).toBe(true);
    expect(items.some((item) => item.type === 'user')).toBe(false);
    const own = new Set((await allOrders('sortBy=created_at', 'distributor')).map((order) => order.id));
    const me = (await get('/api/auth/profile', 'distributor')).id as number;
    for (const item of items.filter((entry) => entry.type === 'order')) {
      expect(own.has(item.record_id)).toBe(true);
      const order = await get(`/api/orders/${item.record_id}`);
      expect(order.assigned_distributor_id).toBe(me);
    }
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('strangers', () => {
  it.each(['/api/dashboard/overview', '/api/dashboard/health', '/api/dashboard/activity'])('%s answers 401 without a session', async (url) => {
    const response = await server.request({ method: 'GET', url });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.body.data).toBeUndefined();
  });
});

// Last in the file: it moves the clock to a late evening.
describe('the overview day', () => {
  it('is the Brussels calendar day, not the UTC one, when no date is asked', async () => {
    // 23:30 UTC is already the next day in Brussels (UTC+1 or +2).
    const now = server.clock.now;
    const lateEvening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30);
    server.clock.advance((lateEvening - now.getTime()) / 1000 + (lateEvening < now.getTime() ? 24 * 3600 : 0));
    const at = server.clock.now;
    expect(at.toISOString().slice(0, 10)).not.toBe(bakeryDate(at));
    const admin = await server.login('admin');
    const response = await server.request({ method: 'GET', url: '/api/dashboard/overview', cookie: admin });
    expect(response.status).toBe(200);
    expect(response.body.data.date).toBe(bakeryDate(at));
  });
});
