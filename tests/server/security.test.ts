import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// The own account's security page (issue 14): the session length a user picks (15, 30, 60 or 120 minutes)
// within the admin's maximum (settings sessionTimeout), applied to their live sessions at once and to new
// ones; and the profile's phone stored in E.164.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const minutesLeft = (expiresAt: string) => (new Date(expiresAt).getTime() - server.clock.now.getTime()) / 60_000;

async function expiresAt(cookie: string): Promise<string> {
  const verified = await server.request({ method: 'GET', url: '/api/auth/verify', cookie });
  expect(verified.status).toBe(200);
  return verified.body.data.expiresAt;
}

describe('GET /auth/security', () => {
  it("shows the admin's maximum, the options within it and the length in force", async () => {
    const cookie = await server.login('cashier');
    const response = await server.request({ method: 'GET', url: '/api/auth/security', cookie });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      two_factor_enabled: false,
      backup_codes_remaining: 0,
      session_timeout_minutes: 60,
      session_timeout_choice: null,
      max_session_minutes: 60,
      timeout_options: [15, 30, 60],
    });
    expect(response.body.data).toHaveProperty('password_changed_at');
  });
});

describe('PUT /auth/security', () => {
  it("refuses a length over the admin's maximum, and one that is not an option, in Arabic on the field", async () => {
    const cookie = await server.login('cashier');
    const over = await server.request({
      method: 'PUT',
      url: '/api/auth/security',
      cookie,
      payload: { session_timeout_minutes: 120 },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { field: 'session_timeout_minutes', message: 'مدة الجلسة تتجاوز الحد الأقصى الذي حدده مدير النظام (60 دقيقة)' },
    ]);
    for (const value of [45, '15', null]) {
      const odd = await server.request({
        method: 'PUT',
        url: '/api/auth/security',
        cookie,
        payload: { session_timeout_minutes: value },
      });
      expect(odd.status, String(value)).toBe(400);
      expect(odd.body.errors[0].field).toBe('session_timeout_minutes');
      expect(odd.body.errors[0].message).toBe('مدة الجلسة يجب أن تكون إحدى القيم: 15 أو 30 أو 60 أو 120 دقيقة');
    }
    const security = await server.request({ method: 'GET', url: '/api/auth/security', cookie });
    expect(security.body.data.session_timeout_choice).toBeNull();
  });

  it('shortens the live sessions at once, applies to new ones and to refreshes, and ends them after 15 minutes', async () => {
    const cookie = await server.login('accountant');
    const other = await server.login('accountant');
    expect(minutesLeft(await expiresAt(cookie))).toBeGreaterThan(55);

    const saved = await server.request({
      method: 'PUT',
      url: '/api/auth/security',
      cookie,
      payload: { session_timeout_minutes: 15 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم حفظ إعدادات الأمان');
    expect(saved.body.data).toMatchObject({
      session_timeout_minutes: 15,
      session_timeout_choice: 15,
      max_session_minutes: 60,
    });
    expect(minutesLeft(saved.body.data.expiresAt)).toBeLessThanOrEqual(15);

    expect(minutesLeft(await expiresAt(cookie))).toBeLessThanOrEqual(15);
    expect(minutesLeft(await expiresAt(cookie))).toBeGreaterThan(13);
    // The user's other session follows too.
    expect(minutesLeft(await expiresAt(other))).toBeLessThanOrEqual(15);
    // The profile says what was chosen.
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data.session_timeout_minutes,
    ).toBe(15);

    const fresh = await server.login('accountant');
    const fresher = minutesLeft(await expiresAt(fresh));
    expect(fresher).toBeLessThanOrEqual(15);
    expect(fresher).toBeGreaterThan(14);
    server.clock.advance(10 * 60);
    const refreshed = await server.request({ method: 'POST', url: '/api/auth/refresh', cookie: fresh });
    expect(minutesLeft(refreshed.body.data.expiresAt)).toBeLessThanOrEqual(15);
    expect(minutesLeft(refreshed.body.data.expiresAt)).toBeGreaterThan(14);

    // Ten minutes gone: the first session, unused since, has five left; sixteen later it is over.
    server.clock.advance(6 * 60);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: fresh })).status).toBe(200);
    // Other users keep the admin's length.
    expect(minutesLeft(await expiresAt(await server.login('manager')))).toBeGreaterThan(55);
  });

  it("caps a longer choice at the admin's maximum when the admin lowers it", async () => {
    const raised = await server.request({
      method: 'PUT',
      url: '/api/system/settings',
      cookie: admin,
      payload: { sessionTimeout: 7200 },
    });
    expect(raised.status).toBe(200);
    const cookie = await server.login('distributor');
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/security', cookie })).body.data.timeout_options,
    ).toEqual([15, 30, 60, 120]);
    const chosen = await server.request({
      method: 'PUT',
      url: '/api/auth/security',
      cookie,
      payload: { session_timeout_minutes: 120 },
    });
    expect(chosen.status).toBe(200);
    expect(minutesLeft(chosen.body.data.expiresAt)).toBeGreaterThan(110);

    const lowered = await server.request({
      method: 'PUT',
      url: '/api/system/settings',
      cookie: admin,
      payload: { sessionTimeout: 1800 },
    });
    expect(lowered.status).toBe(200);
    const security = await server.request({ method: 'GET', url: '/api/auth/security', cookie });
    expect(security.body.data).toMatchObject({
      session_timeout_minutes: 30,
      session_timeout_choice: 120,
      max_session_minutes: 30,
      timeout_options: [15, 30],
    });
    const next = minutesLeft(await expiresAt(await server.login('distributor')));
    expect(next).toBeLessThanOrEqual(30);
    expect(next).toBeGreaterThan(29);
  });
});

describe('PUT /auth/profile and the phone', () => {
  it('stores the number in E.164, reading a local one as Belgian, and refuses one that is not a number', async () => {
    const cookie = await server.login('cashier');
    const me = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data;
    const save = (phone: string) =>
      server.request({
        method: 'PUT',
        url: '/api/auth/profile',
        cookie,
        payload: { full_name: me.full_name, email: me.email, phone },
      });

    const local = await save('0470 12 34 56');
    expect(local.status).toBe(200);
    expect(local.body.data.phone).toBe('+32470123456');
    const syrian = await save('+963 944 123 456');
    expect(syrian.status).toBe(200);
    expect(syrian.body.data.phone).toBe('+963944123456');

    const invalid = await save('12345');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: 'phone', message: 'رقم الهاتف غير صحيح' }]);
    expect((await server.request({ method: 'GET', url: '/api/auth/profile', cookie })).body.data.phone).toBe(
      '+963944123456',
    );
  });
});
