import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Action, type Resource } from '../../src/domain/access';
import { ROLES, type Role } from '../../src/domain/enums';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const cookies = {} as Record<Role, string>;
const usernames: Record<Role, string> = { admin: 'admin', manager: 'manager', distributor: 'distributor', cashier: 'cashier', accountant: 'accountant' };

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) cookies[role] = await server.login(usernames[role]);
});
afterAll(async () => {
  await server?.close();
});

// One request per route group; the expected answer for each role comes from the shared access table,
// so the server and the table cannot disagree.
const routes: { method: 'GET' | 'PUT'; url: string; resource: Resource; action: Action; payload?: object }[] = [
  { method: 'GET', url: '/api/dashboard/overview', resource: 'dashboard', action: 'list' },
  { method: 'GET', url: '/api/dashboard/activity', resource: 'dashboard', action: 'list' },
  { method: 'GET', url: '/api/dashboard/health', resource: 'dashboard', action: 'list' },
  { method: 'GET', url: '/api/orders?limit=5', resource: 'orders', action: 'list' },
  { method: 'GET', url: '/api/stores?limit=5', resource: 'stores', action: 'list' },
  { method: 'GET', url: '/api/stores/1', resource: 'stores', action: 'show' },
  { method: 'GET', url: '/api/products?limit=5', resource: 'products', action: 'list' },
  { method: 'GET', url: '/api/products/1', resource: 'products', action: 'show' },
  { method: 'GET', url: '/api/products/categories', resource: 'categories', action: 'list' },
  { method: 'GET', url: '/api/users?limit=5', resource: 'users', action: 'list' },
  { method: 'GET', url: '/api/users/1', resource: 'users', action: 'show' },
  { method: 'GET', url: '/api/users/distributors', resource: 'distributors', action: 'list' },
  { method: 'GET', url: '/api/users/statistics', resource: 'users', action: 'list' },
  { method: 'GET', url: '/api/users/admins', resource: 'users', action: 'list' },
  { method: 'GET', url: '/api/users/1/activity', resource: 'users', action: 'show' },
  { method: 'GET', url: '/api/users/export?format=json', resource: 'users', action: 'export' },
  { method: 'GET', url: '/api/vehicles', resource: 'vehicles', action: 'list' },
  { method: 'GET', url: '/api/vehicles/1', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/vehicles/statistics', resource: 'vehicles', action: 'list' },
  { method: 'GET', url: '/api/vehicles/available', resource: 'vehicles', action: 'list' },
  { method: 'GET', url: '/api/vehicles/all-with-status', resource: 'vehicles', action: 'list' },
  { method: 'GET', url: '/api/vehicles/distributor/3', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/vehicles/1/history', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/vehicles/export/csv', resource: 'vehicles', action: 'export' },
  { method: 'GET', url: '/api/vehicles/1/export', resource: 'vehicles', action: 'export' },
  { method: 'GET', url: '/api/vehicles/expenses', resource: 'expenses', action: 'list' },
  { method: 'GET', url: '/api/vehicles/expenses/export', resource: 'expenses', action: 'export' },
  { method: 'GET', url: '/api/vehicles/1/expenses', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/vehicles/1/maintenance', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/vehicles/1/statistics', resource: 'vehicles', action: 'show' },
  { method: 'GET', url: '/api/payments', resource: 'payments', action: 'list' },
  { method: 'GET', url: '/api/system/settings', resource: 'settings', action: 'show' },
  { method: 'PUT', url: '/api/system/settings', resource: 'settings', action: 'edit', payload: { siteName: 'مخبز بروكسل' } },
  { method: 'GET', url: '/api/system/info', resource: 'system', action: 'show' },
  { method: 'GET', url: '/api/system/statistics', resource: 'system', action: 'show' },
  { method: 'GET', url: '/api/notifications', resource: 'notifications', action: 'list' },
  { method: 'GET', url: '/api/logs', resource: 'audit', action: 'list' },
];

describe('role matrix', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}: allowed roles get in, the others get 403, strangers 401`, async () => {
      const allowed = ROLES.filter((role) => canAccess(role, route.resource, route.action));
      expect(allowed.length).toBeGreaterThan(0);
      for (const role of ROLES) {
        const response = await server.request({ method: route.method, url: route.url, cookie: cookies[role], payload: route.payload });
        const expected = allowed.includes(role) ? 200 : 403;
        expect({ role, status: response.status }).toEqual({ role, status: expected });
        if (expected === 403) expect(response.body).toEqual({ success: false, message: 'غير مصرح لك بالوصول إلى هذه البيانات' });
      }
      const stranger = await server.request({ method: route.method, url: route.url, payload: route.payload });
      expect(stranger.status).toBe(401);
      expect(stranger.body.success).toBe(false);
    });
  }

  it('keeps users, settings changes, system figures and the audit log to admins only', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect(canAccess(role, 'users', 'list')).toBe(false);
      expect(canAccess(role, 'settings', 'edit')).toBe(false);
      expect(canAccess(role, 'audit', 'list')).toBe(false);
    }
    expect(canAccess('cashier', 'vehicles', 'list')).toBe(false);
    expect(canAccess('distributor', 'payments', 'list')).toBe(false);
  });
});

describe('a distributor reaches only their own orders and expenses', () => {
  it('lists only the orders assigned to them, whatever filter is sent', async () => {
    const me = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cookies.distributor })).body.data;
    const mine = await server.request({ method: 'GET', url: '/api/orders?limit=100', cookie: cookies.distributor });
    expect(mine.status).toBe(200);
    expect(mine.body.data.orders.length).toBeGreaterThan(0);
    for (const order of mine.body.data.orders) expect(order.assigned_distributor_id).toBe(me.id);

    const all = await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie: cookies.admin });
    expect(mine.body.data.pagination.total).toBeLessThan(all.body.data.pagination.total);

    const distributors = (await server.request({ method: 'GET', url: '/api/users/distributors', cookie: cookies.admin })).body.data.distributors;
    const other = distributors.find((d: { username: string }) => d.username === 'distributor2');
    const theirs = await server.request({ method: 'GET', url: `/api/orders?distributor_id=${other.id}&limit=100`, cookie: cookies.distributor });
    expect(theirs.body.data.orders).toEqual([]);
  });

  it("gets 403 on another distributor's order and 200 on an own one", async () => {
    const distributors = (await server.request({ method: 'GET', url: '/api/users/distributors', cookie: cookies.admin })).body.data.distributors;
    const other = distributors.find((d: { username: string }) => d.username === 'distributor2');
    const theirs = await server.request({ method: 'GET', url: `/api/orders?distributor_id=${other.id}&limit=1`, cookie: cookies.admin });
    const theirOrder = theirs.body.data.orders[0];
    expect(theirOrder).toBeDefined();
    const refused = await server.request({ method: 'GET', url: `/api/orders/${theirOrder.id}`, cookie: cookies.distributor });
    expect(refused.status).toBe(403);

    const mine = await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie: cookies.distributor });
    const own = await server.request({ method: 'GET', url: `/api/orders/${mine.body.data.orders[0].id}`, cookie: cookies.distributor });
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
  });

  it('lists only their own vehicle expenses', async () => {
    const me = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cookies.distributor })).body.data;
    const mine = await server.request({ method: 'GET', url: '/api/vehicles/expenses?limit=100', cookie: cookies.distributor });
    expect(mine.status).toBe(200);
    expect(mine.body.data.expenses.length).toBeGreaterThan(0);
    for (const expense of mine.body.data.expenses) expect(expense.distributor_id).toBe(me.id);
    const all = await server.request({ method: 'GET', url: '/api/vehicles/expenses?limit=1', cookie: cookies.manager });
    expect(all.body.data.pagination.total).toBeGreaterThan(mine.body.data.pagination.total);
  });
});
