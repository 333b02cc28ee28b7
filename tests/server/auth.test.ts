import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const login = (username: string, password: string, key = 'username') =>
  server.request({ method: 'POST', url: '/api/auth/login', payload: { [key]: username, password } });

describe('sign-in', () => {
  it('signs in by username with an httpOnly, SameSite=Strict session cookie', async () => {
    const response = await login('admin', PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data.user.username).toBe('admin');
    expect(response.body.data.user.role).toBe('admin');
    expect(response.body.data.home).toBe('/dashboard');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/bakery_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
  });

  it('signs in by e-mail, in any letter case, through either field name', async () => {
    const cookie = await server.login('manager');
    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', cookie });
    const email: string = profile.body.data.email;
    expect(email).toContain('@');
    expect((await login(email.toUpperCase(), PASSWORD)).status).toBe(200);
    const byEmailKey = await login(email, PASSWORD, 'email');
    expect(byEmailKey.status).toBe(200);
    expect(byEmailKey.body.data.user.role).toBe('manager');
  });

  it('refuses a wrong password with the Arabic message and no cookie', async () => {
    const response = await login('cashier', 'Wrong-password1');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: 'بيانات تسجيل الدخول غير صحيحة', attemptsLeft: 4 });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await login('nobody-here', PASSWORD)).status).toBe(401);
  });

  it('locks an account for 300 s after five failures, refusing even the right password, then lets it in', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('accountant', `bad-${i}`)).status).toBe(401);
    const fifth = await login('accountant', 'bad-5');
    expect(fifth.status).toBe(429);
    expect(fifth.body.lockedFor).toBe(300);
    expect(fifth.body.message).toContain('05:00');

    const locked = await login('accountant', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/الحساب مقفل مؤقتاً/);
    expect(locked.body.lockedFor).toBeGreaterThan(0);
    expect(locked.body.lockedFor).toBeLessThanOrEqual(300);
    expect(locked.headers['retry-after']).toBeDefined();

    server.clock.advance(301);
    const after = await login('accountant', PASSWORD);
    expect(after.status).toBe(200);
  });

  it('refuses inactive and suspended accounts even with the right password', async () => {
    const admin = await server.login('admin');
    const users = await server.request({ method: 'GET', url: '/api/users?status=inactive,suspended&limit=50', cookie: admin });
    const inactive = users.body.data.users.find((u: { status: string }) => u.status === 'inactive');
    const suspended = users.body.data.users.find((u: { status: string }) => u.status === 'suspended');
    expect(inactive).toBeDefined();
    expect(suspended).toBeDefined();
    const refusedInactive = await login(inactive.username, PASSWORD);
    expect(refusedInactive.status).toBe(403);
    expect(refusedInactive.body.message).toBe('الحساب غير مفعّل، يرجى التواصل مع مدير النظام');
    const refusedSuspended = await login(suspended.username, PASSWORD);
    expect(refusedSuspended.status).toBe(403);
    expect(refusedSuspended.body.message).toBe('الحساب موقوف، يرجى التواصل مع مدير النظام');
  });

  it('accepts the session token as a Bearer token for API clients', async () => {
    const cookie = await server.login('distributor');
    const token = cookie.split('=')[1];
    const response = await server.request({ method: 'GET', url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.body.data.user.username).toBe('distributor');
  });
});

describe('sessions', () => {
  it('ends a session after the session timeout', async () => {
    const cookie = await server.login('manager');
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(200);
    server.clock.advance(3601);
    const expired = await server.request({ method: 'GET', url: '/api/auth/verify', cookie });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى');
  });

  it('extends a session on refresh', async () => {
    const cookie = await server.login('manager');
    server.clock.advance(3000);
    const refreshed = await server.request({ method: 'POST', url: '/api/auth/refresh', cookie });
    expect(refreshed.status).toBe(200);
    expect(new Date(refreshed.body.data.expiresAt).getTime()).toBeGreaterThan(server.clock.now.getTime() + 3500 * 1000);
    server.clock.advance(1000);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(200);
  });

  it('lists sessions and revokes one, all others, and the current one on logout', async () => {
    const first = await server.login('cashier');
    const second = await server.login('cashier');
    const third = await server.login('cashier');
    const listed = await server.request({ method: 'GET', url: '/api/auth/sessions', cookie: first });
    expect(listed.status).toBe(200);
    const sessions: { id: string; current: boolean }[] = listed.body.data.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const secondId = (await server.request({ method: 'GET', url: '/api/auth/verify', cookie: second })).body.data.sessionId;
    expect((await server.request({ method: 'DELETE', url: `/api/auth/sessions/${secondId}`, cookie: first })).status).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: second })).status).toBe(401);

    const others = await server.request({ method: 'DELETE', url: '/api/auth/sessions', cookie: first });
    expect(others.status).toBe(200);
    expect(others.body.data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: third })).status).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: first })).status).toBe(200);

    expect((await server.request({ method: 'POST', url: '/api/auth/logout', cookie: first })).status).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: first })).status).toBe(401);
  });

  it("cannot revoke another user's session", async () => {
    const mine = await server.login('distributor2');
    const theirs = await server.login('distributor3');
    const theirId = (await server.request({ method: 'GET', url: '/api/auth/verify', cookie: theirs })).body.data.sessionId;
    expect((await server.request({ method: 'DELETE', url: `/api/auth/sessions/${theirId}`, cookie: mine })).status).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: theirs })).status).toBe(200);
  });
});

describe('change-password', () => {
  it('checks the current password and the new one, then signs out the other sessions', async () => {
    const cookie = await server.login('distributor3');
    const other = await server.login('distributor3');
    const change = (payload: Record<string, string>) => server.request({ method: 'PUT', url: '/api/auth/change-password', cookie, payload });

    const wrongCurrent = await change({ currentPassword: 'nope', newPassword: 'NewBread2026', confirmPassword: 'NewBread2026' });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.errors).toEqual([{ field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة' }]);

    const weak = await change({ currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toEqual({ field: 'newPassword', message: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل' });

    const mismatch = await change({ currentPassword: PASSWORD, newPassword: 'NewBread2026', confirmPassword: 'NewBread2027' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toContainEqual({ field: 'confirmPassword', message: 'كلمتا المرور غير متطابقتين' });

    const done = await change({ currentPassword: PASSWORD, newPassword: 'NewBread2026', confirmPassword: 'NewBread2026' });
    expect(done.status).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: other })).status).toBe(401);
    expect((await login('distributor3', PASSWORD)).status).toBe(401);
    expect((await login('distributor3', 'NewBread2026')).status).toBe(200);
  });
});

describe('profile, e-mail check, permissions, login attempts', () => {
  it('updates the own profile but never the role or unknown fields', async () => {
    const cookie = await server.login('cashier');
    const before = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data;
    const response = await server.request({
      method: 'PUT',
      url: '/api/auth/profile',
      cookie,
      payload: { full_name: 'سارة الحلبي', email: before.email, phone: '+32 470 12 34 56', role: 'admin', password_hash: 'x', salary_eur: 99999 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.full_name).toBe('سارة الحلبي');
    expect(response.body.data.role).toBe('cashier');
    expect(response.body.data.salary_eur).toBe(before.salary_eur);
  });

  it('refuses an e-mail that another account uses', async () => {
    const cookie = await server.login('cashier');
    const admin = await server.login('admin');
    const adminEmail = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: admin })).body.data.email;
    const check = await server.request({ method: 'POST', url: '/api/auth/check-email', cookie, payload: { email: adminEmail } });
    expect(check.body.data.available).toBe(false);
    const free = await server.request({ method: 'POST', url: '/api/auth/check-email', cookie, payload: { email: 'new.person@bakery.be' } });
    expect(free.body.data.available).toBe(true);
    const taken = await server.request({ method: 'PUT', url: '/api/auth/profile', cookie, payload: { full_name: 'سارة', email: adminEmail, phone: '+32 470 12 34 56' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('البريد الإلكتروني مستخدم من قبل');
  });

  it('lists the permissions of the role from the shared access table', async () => {
    const cookie = await server.login('distributor');
    const response = await server.request({ method: 'GET', url: '/api/auth/permissions', cookie });
    expect(response.body.data.role).toBe('distributor');
    expect(response.body.data.home).toBe('/distributor');
    expect(response.body.data.permissions).toContain('expenses:create');
    expect(response.body.data.permissions).not.toContain('users:list');
  });

  it('shows login attempts (own for staff, all for admins) and lets an admin clear them and unlock', async () => {
    const failed = await login('distributor2', 'bad-one');
    expect(failed.status).toBe(401);
    const own = await server.login('distributor2');
    const mine = await server.request({ method: 'GET', url: '/api/auth/login-attempts', cookie: own });
    expect(mine.status).toBe(200);
    expect(mine.body.data.attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(mine.body.data.attempts.map((a: { user_id: number }) => a.user_id)).size).toBe(1);

    for (let i = 0; i < 5; i++) await login('manager', `bad-${i}`);
    expect((await login('manager', PASSWORD)).status).toBe(429);
    const admin = await server.login('admin');
    const all = await server.request({ method: 'GET', url: '/api/auth/login-attempts?limit=100', cookie: admin });
    expect(new Set(all.body.data.attempts.map((a: { user_id: number }) => a.user_id)).size).toBeGreaterThan(1);
    const managerId = all.body.data.attempts.find((a: { identifier: string }) => a.identifier === 'manager').user_id;
    expect((await server.request({ method: 'DELETE', url: `/api/auth/login-attempts?user_id=${managerId}`, cookie: admin })).status).toBe(200);
    expect((await login('manager', PASSWORD)).status).toBe(200);
  });
});
