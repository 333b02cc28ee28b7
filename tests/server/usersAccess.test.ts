import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors as messages } from '../../src/domain/messages';
import { userErrors } from '../../src/domain/users/messages';
import { expectForbidden, rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';
import { createEmployee, newEmployee } from './usersKit';

// Who may touch the employees, and the rules of issue 14 that keep the bakery running: nobody locks
// themselves or the bakery out, history is kept, and whoever loses access loses it at once.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  server.request({ method, url, cookie, payload });

async function userRow(id: number) {
  const [row] = await rows<{ status: string; role: string }>(server, sql`select status, role from users where id = ${id}`);
  return row;
}

/** Whether the session behind the cookie still opens the API. */
const verify = (cookie: string) => call('GET', '/api/auth/verify', undefined, cookie);

describe('only admins manage employees', () => {
  it('answers 403 to a distributor and a manager on every /users call but the distributor picker', async () => {
    const routes = server.app.apiRoutes.filter(
      (route) => (route.url.startsWith('/api/users') && route.url !== '/api/users/distributors') || route.url === '/api/auth/register',
    );
    // The calls of section 7, at least: list, show, create, update, delete, status, password, statistics,
    // export, distributor details and status, admins and admin details, search, bulk, activity, register.
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const before = await rows(server, sql`select id, status, role, password_hash from users order by id`);
    for (const role of ['distributor', 'manager']) {
      const cookie = await server.login(role);
      for (const route of routes) {
        const url = route.url.replace(':id', route.url.includes('admins') ? '1' : '3');
        const response = await call(route.method as 'GET', url, route.method === 'GET' ? undefined : newEmployee({ status: 'inactive', operation: 'delete', user_ids: [3] }), cookie);
        expect({ role, route: `${route.method} ${route.url}`, status: response.status }).toEqual({ role, route: `${route.method} ${route.url}`, status: 403 });
        expectForbidden(response);
      }
    }
    expect(await rows(server, sql`select id, status, role, password_hash from users order by id`)).toEqual(before);
  });

  it('lets every role read the distributor picker', async () => {
    const response = await call('GET', '/api/users/distributors', undefined, await server.login('cashier'));
    expect(response.status).toBe(200);
    expect(response.body.data.distributors.length).toBeGreaterThan(0);
  });
});

describe('never locking the bakery out', () => {
  // The demo's second admin is inactive: `admin` (id 1) is the last active admin.
  it('keeps the last active admin: not deleted, deactivated, suspended or demoted, with 409 in Arabic', async () => {
    const attempts = [
      call('DELETE', '/api/users/1'),
      call('PATCH', '/api/users/1/status', { status: 'inactive' }),
      call('PATCH', '/api/users/1/status', { status: 'suspended' }),
      call('PUT', '/api/users/1', { role: 'manager' }),
      call('PUT', '/api/users/1', { status: 'inactive' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(userErrors.lastActiveAdmin);
    }
    expect(await userRow(1)).toEqual({ status: 'active', role: 'admin' });
    const bulk = await call('POST', '/api/users/bulk', { operation: 'deactivate', user_ids: [1] });
    expect(bulk.body.data).toEqual({ done: [], refused: [{ id: 1, message: userErrors.lastActiveAdmin }] });
    expect((await verify(admin)).status).toBe(200);
  });

  it('keeps an admin from deleting, deactivating or demoting themselves while another admin is active', async () => {
    const second = await createEmployee(server, admin, { role: 'admin' });
    const cookie = await server.login(second.username, second.password);
    for (const response of [
      await call('DELETE', `/api/users/${second.id}`, undefined, cookie),
      await call('PATCH', `/api/users/${second.id}/status`, { status: 'inactive' }, cookie),
      await call('PUT', `/api/users/${second.id}`, { role: 'cashier' }, cookie),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(userErrors.cannotChangeSelf);
    }
    expect(await userRow(second.id)).toEqual({ status: 'active', role: 'admin' });
    // Another admin may demote them; then `admin` is the last one again.
    const demoted = await call('PUT', `/api/users/${second.id}`, { role: 'manager' });
    expect(demoted.status).toBe(200);
    expect(await userRow(second.id)).toEqual({ status: 'active', role: 'manager' });
  });
});

describe('access ends at once', () => {
  it("ends a deactivated employee's open session: the next call is 401, also after reactivation", async () => {
    const user = await createEmployee(server, admin, { role: 'accountant' });
    const cookie = await server.login(user.username, user.password);
    expect((await verify(cookie)).status).toBe(200);
    const response = await call('PATCH', `/api/users/${user.id}/status`, { status: 'inactive' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(userErrors.userDeactivated);
    expect(response.body.data.status).toBe('inactive');
    expect((await verify(cookie)).status).toBe(401);
    // The session was ended, not merely refused while inactive.
    expect((await call('PATCH', `/api/users/${user.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await verify(cookie)).status).toBe(401);
    await expect(server.login(user.username, user.password)).resolves.toMatch(/bakery_session=/);
  });

  it('ends the sessions of a suspended employee, of one deactivated by an update, and of one in a bulk call', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createEmployee(server, admin)));
    const cookies = await Promise.all(users.map((user) => server.login(user.username, user.password)));
    expect((await call('PATCH', `/api/users/${users[0]!.id}/status`, { status: 'suspended' })).status).toBe(200);
    expect((await call('PUT', `/api/users/${users[1]!.id}`, { status: 'inactive' })).status).toBe(200);
    const bulk = await call('POST', '/api/users/bulk', { operation: 'suspend', user_ids: [users[2]!.id] });
    expect(bulk.body.data).toEqual({ done: [users[2]!.id], refused: [] });
    for (const cookie of cookies) expect((await verify(cookie)).status).toBe(401);
  });

  it("ends every session on an admin's password reset; the new password signs in", async () => {
    const user = await createEmployee(server, admin);
    const cookie = await server.login(user.username, user.password);
    const weak = await call('PATCH', `/api/users/${user.id}/password`, { password: 'short', password_confirm: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toEqual({ field: 'password', message: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل' });
    const mismatch = await call('PATCH', `/api/users/${user.id}/password`, { password: 'Newpass123', password_confirm: 'Newpass124' });
    expect(mismatch.body.errors).toEqual([{ field: 'password_confirm', message: 'كلمتا المرور غير متطابقتين' }]);
    expect((await verify(cookie)).status).toBe(200);
    const reset = await call('PATCH', `/api/users/${user.id}/password`, { password: 'Newpass123', password_confirm: 'Newpass123' });
    expect(reset.status).toBe(200);
    expect((await verify(cookie)).status).toBe(401);
    await expect(server.login(user.username, 'Newpass123')).resolves.toMatch(/bakery_session=/);
    await expect(server.login(user.username, user.password)).rejects.toThrow();
  });
});

describe('history is kept', () => {
  it('refuses to delete an employee with orders (409 has_history) and keeps them; deactivating still works', async () => {
    const [counts] = await rows<{ n: number }>(server, sql`select count(*)::int as n from orders where assigned_distributor_id = 4 or created_by = 4`);
    expect(Number(counts!.n)).toBeGreaterThan(0);
    const response = await call('DELETE', '/api/users/4');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(userErrors.userHasHistory);
    expect(response.body.code).toBe('has_history');
    expect(response.body.counts.orders).toBe(Number(counts!.n));
    expect(response.body.counts.vehicles).toBe(1);
    expect(await userRow(4)).toEqual({ status: 'active', role: 'distributor' });
    expect((await call('PATCH', '/api/users/4/status', { status: 'inactive' })).status).toBe(200);
    expect(await userRow(4)).toEqual({ status: 'inactive', role: 'distributor' });
  });

  it('deletes an employee without history, and says so in Arabic', async () => {
    const user = await createEmployee(server, admin, { role: 'cashier' });
    const response = await call('DELETE', `/api/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'تم حذف الموظف بنجاح', data: { deleted: true } });
    expect(await userRow(user.id)).toBeUndefined();
    const gone = await call('GET', `/api/users/${user.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(messages.userNotFound);
  });

  it('applies the same rules to each id of a bulk delete', async () => {
    const user = await createEmployee(server, admin);
    const response = await call('POST', '/api/users/bulk', { operation: 'delete', user_ids: [user.id, 3, 99999] });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      done: [user.id],
      refused: [
        { id: 3, message: userErrors.userHasHistory },
        { id: 99999, message: userErrors.userNotFound },
      ],
    });
    expect(await userRow(user.id)).toBeUndefined();
    expect(await userRow(3)).toBeDefined();
  });
});

describe('every write is audited', () => {
  it("writes the admin's create, status, password reset and delete to the audit log", async () => {
    const user = await createEmployee(server, admin);
    await call('PATCH', `/api/users/${user.id}/status`, { status: 'suspended' });
    await call('PATCH', `/api/users/${user.id}/password`, { password: 'Newpass123', password_confirm: 'Newpass123' });
    await call('DELETE', `/api/users/${user.id}`);
    const entries = await rows<{ action: string; user_id: number; changes: any }>(
      server,
      sql`select action, user_id, changes from audit_log where entity = 'user' and entity_id = ${String(user.id)} order by id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'status', 'reset_password', 'delete']);
    expect(entries.every((entry) => entry.user_id === 1)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/Secret123|Newpass123|password_hash/);
  });
});
