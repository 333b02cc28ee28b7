import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './productsKit';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

// Two-factor sign-in (issue 14): TOTP set up from the profile, then asked after the password; backup
// codes that work once; the shared five-failure lock; disabling with the password; the admin's reset.
// Every change asks for the password again (issue 23), and a half sign-in takes codes only from its own
// address and ends after five wrong ones. Codes are computed here from the secret the server handed
// out, at the server's (test) clock.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const codeAt = (secret: string, at: Date) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
const codeNow = (secret: string) => codeAt(secret, server.clock.now);

/** The password step: the reply and the cookie it set (a half sign-in when two-factor is on). */
async function passwordStep(username: string, password = PASSWORD) {
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const cookie = response.cookies.find((c) => c.name === 'bakery_session');
  return {
    status: response.statusCode,
    body: response.json(),
    cookie: cookie ? `bakery_session=${cookie.value}` : undefined,
  };
}

async function verify(cookie: string | undefined, code: string, from?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify',
    payload: { code },
    headers: cookie ? { cookie } : {},
    ...(from ? { remoteAddress: from } : {}),
  });
  const set = response.cookies.find((c) => c.name === 'bakery_session');
  return {
    status: response.statusCode,
    body: response.json(),
    cookie: set ? `bakery_session=${set.value}` : undefined,
  };
}

/** Turns two-factor on for a user from their profile; returns the secret, the codes and the session used. */
async function enable(username: string) {
  const cookie = await server.login(username);
  const setup = await startSetup(cookie);
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret: string = setup.body.data.secret;
  expect(setup.body.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const confirmed = await server.request({
    method: 'POST',
    url: '/api/auth/two-factor/verify',
    cookie,
    payload: { code: codeNow(secret), password: PASSWORD },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.data.enabled).toBe(true);
  const codes: string[] = confirmed.body.data.backup_codes;
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  expect(new Set(codes).size).toBe(10);
  shown[username] = { secret, codes };
  return { secret, codes, cookie };
}

/** POST /auth/two-factor/enable with the password (null: without one). */
const startSetup = (cookie: string, password: string | null = PASSWORD) =>
  server.request({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    cookie,
    payload: password === null ? {} : { password },
  });

const twoFactorOn = async (username: string) =>
  (
    await rows<{ on: boolean }>(
      server,
      sql`select totp_enabled_at is not null as on from users where username = ${username}`,
    )
  )[0]!.on;

/** The secret and codes each enable() was shown, for the tests that sign in again later. */
const shown: Record<string, { secret: string; codes: string[] }> = {};

const userId = async (username: string) =>
  Number((await rows<{ id: number }>(server, sql`select id from users where username = ${username}`))[0]!.id);

describe('setting two-factor up', () => {
  it('does nothing for sign-in until a first right code confirms the secret; a wrong one is a field error, not a sign-out', async () => {
    const cookie = await server.login('cashier');
    const setup = await startSetup(cookie);
    const secret: string = setup.body.data.secret;
    // Not confirmed: the password alone still signs in.
    expect((await passwordStep('cashier')).body.data.user.username).toBe('cashier');

    const wrong = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      cookie,
      payload: { code: '000000', password: PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: 'رمز التحقق غير صحيح' }]);
    // A code from a minute and a half ago is outside the one-step window.
    const stale = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      cookie,
      payload: { code: codeAt(secret, new Date(server.clock.now.getTime() - 90_000)), password: PASSWORD },
    });
    expect(stale.status).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(200);

    const missing = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      cookie,
      payload: { password: PASSWORD },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({ field: 'code', message: 'يرجى إدخال رمز التحقق' });
    // Disabled again so the next tests of this user start clean.
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/auth/two-factor/disable',
          cookie,
          payload: { password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('every two-factor change asks for the password again', () => {
  it('starts a setup only with the right password, and changes nothing otherwise', async () => {
    const cookie = await server.login('distributor3');
    const missing = await startSetup(cookie, null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'password', message: 'أدخل كلمة المرور الحالية للمتابعة' }]);
    const wrong = await startSetup(cookie, 'Wrong-password1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'كلمة المرور غير صحيحة' }]);
    expect(wrong.body.data).toBeUndefined();
    const pending = sql`select totp_pending_secret from users where username = 'distributor3'`;
    expect((await rows<{ totp_pending_secret: string | null }>(server, pending))[0]!.totp_pending_secret).toBeNull();
    expect((await startSetup(cookie)).status).toBe(200);
  });

  it('confirms a setup only with the password in the same request as the code', async () => {
    const cookie = await server.login('distributor3');
    const { secret } = (await startSetup(cookie)).body.data as { secret: string };
    const confirm = (payload: Record<string, string>) =>
      server.request({ method: 'POST', url: '/api/auth/two-factor/verify', cookie, payload });

    const without = await confirm({ code: codeNow(secret) });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([{ field: 'password', message: 'أدخل كلمة المرور الحالية للمتابعة' }]);
    const wrong = await confirm({ code: codeNow(secret), password: 'Wrong-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'كلمة المرور غير صحيحة' }]);
    expect(await twoFactorOn('distributor3')).toBe(false);

    expect((await confirm({ code: codeNow(secret), password: PASSWORD })).status).toBe(200);
    expect(await twoFactorOn('distributor3')).toBe(true);
    await server.request({
      method: 'DELETE',
      url: `/api/users/${await userId('distributor3')}/two-factor`,
      cookie: admin,
      payload: { password: PASSWORD },
    });
  });

  it('ends the account’s other sessions when two-factor is turned on, and keeps the one that turned it on', async () => {
    const other = await server.login('distributor3');
    const { cookie } = await enable('distributor3');
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: other })).status).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie })).status).toBe(200);
    const ended = await rows<{ changes: { sessionsEnded: number } }>(
      server,
      sql`select changes from audit_log where action = 'enable_two_factor' and user_id = ${await userId('distributor3')} order by id desc limit 1`,
    );
    expect(ended[0]!.changes.sessionsEnded).toBeGreaterThanOrEqual(1);
  });
});

describe('a half sign-in', () => {
  it('takes codes only from the address that gave the password', async () => {
    const { secret } = await enableAgain('distributor3');
    server.clock.advance(30);
    const half = await passwordStep('distributor3');
    const elsewhere = await verify(half.cookie, codeNow(secret), '203.0.113.9');
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toBe('يُقبل رمز التحقق من الجهاز الذي أُدخلت منه كلمة المرور فقط، سجّل الدخول من جديد');
    expect(elsewhere.cookie).toBeUndefined();
    const here = await verify(half.cookie, codeNow(secret));
    expect(here.status, JSON.stringify(here.body)).toBe(200);
  });

  it('ends after five wrong codes, whatever the address they come from', async () => {
    const secret = shown.distributor3!.secret;
    server.clock.advance(30);
    const half = await passwordStep('distributor3');
    for (const from of [undefined, undefined, '203.0.113.10', '203.0.113.11']) {
      expect((await verify(half.cookie, '123456', from)).status).toBe(401);
    }
    const fifth = await verify(half.cookie, '123456', '203.0.113.12');
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe('رموز خاطئة كثيرة، أدخل كلمة المرور من جديد');
    expect((await verify(half.cookie, codeNow(secret))).status).toBe(401);
    // Only two wrong codes came from this address: the account is not locked here, the password starts again.
    const again = await passwordStep('distributor3');
    expect(again.body.data.two_factor_required).toBe(true);
    expect((await verify(again.cookie, codeNow(secret))).status).toBe(200);
  });
});

describe('signing in with two-factor on', () => {
  it('gives no usable session for the password alone, and a full one for the right code', async () => {
    const { secret } = await enable('manager');

    const half = await passwordStep('manager');
    expect(half.status).toBe(200);
    expect(half.body.message).toBe('أدخل رمز التحقق من تطبيق المصادقة');
    expect(Object.keys(half.body.data).sort()).toEqual(['expiresAt', 'two_factor_required']);
    expect(half.body.data.two_factor_required).toBe(true);
    expect(new Date(half.body.data.expiresAt).getTime() - server.clock.now.getTime()).toBeLessThanOrEqual(300_000);
    expect(half.cookie).toBeDefined();
    for (const url of ['/api/auth/verify', '/api/auth/profile', '/api/orders', '/api/auth/sessions']) {
      expect((await server.request({ method: 'GET', url, cookie: half.cookie })).status, url).toBe(401);
    }
    // Nor can a half sign-in start a setup or change anything.
    expect((await startSetup(half.cookie!)).status).toBe(401);

    const done = await verify(half.cookie, codeNow(secret));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.user.username).toBe('manager');
    expect(done.body.data.user.two_factor_enabled).toBe(true);
    expect(done.body.data.home).toBeTruthy();
    expect(done.body.data.sessionId).toBeTruthy();
    expect(done.cookie).toBeDefined();
    expect(done.cookie).not.toBe(half.cookie);
    const verified = await server.request({ method: 'GET', url: '/api/auth/verify', cookie: done.cookie });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.username).toBe('manager');
    // The half sign-in's token opened the code step once; it is worth nothing now.
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: half.cookie })).status).toBe(401);
    expect((await verify(half.cookie, codeNow(secret))).status).toBe(401);
  });

  it('accepts a code from the app for one sign-in only; the next 30-second code signs in again', async () => {
    server.clock.advance(30);
    const code = codeNow(shown.manager!.secret);
    expect((await verify((await passwordStep('manager')).cookie, code)).status).toBe(200);
    const replayed = await verify((await passwordStep('manager')).cookie, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('رمز التحقق غير صحيح');
    server.clock.advance(30);
    const next = await verify((await passwordStep('manager')).cookie, codeNow(shown.manager!.secret));
    expect(next.status).toBe(200);
  });

  it('refuses a wrong code with 401, counts it with the passwords and locks after five (429)', async () => {
    const { secret } = await enable('distributor');
    const half = await passwordStep('distributor');
    for (let i = 1; i <= 4; i++) {
      const wrong = await verify(half.cookie, '123456');
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('رمز التحقق غير صحيح');
      expect(wrong.body.attemptsLeft).toBe(5 - i);
    }
    // Signing in again with the password does not wipe the wrong codes: they share the one count.
    const again = await passwordStep('distributor');
    expect(again.body.data.two_factor_required).toBe(true);
    const fifth = await verify(again.cookie, '654321');
    expect(fifth.status).toBe(429);
    expect(fifth.body.lockedFor).toBe(300);
    // The half sign-in ended with the lock, and the right password is refused until the lock is over.
    expect((await verify(again.cookie, codeNow(secret))).status).toBe(401);
    expect((await passwordStep('distributor')).status).toBe(429);

    const id = await userId('distributor');
    const reasons = await rows<{ reason: string }>(
      server,
      sql`select reason from login_attempts where user_id = ${id} and reason like 'wrong_code%' order by id`,
    );
    expect(reasons.map((r) => r.reason)).toEqual([
      'wrong_code',
      'wrong_code',
      'wrong_code',
      'wrong_code',
      'wrong_code_locked',
    ]);

    server.clock.advance(301);
    const after = await passwordStep('distributor');
    expect(after.body.data.two_factor_required).toBe(true);
    const signedIn = await verify(after.cookie, codeNow(secret));
    expect(signedIn.status).toBe(200);
  });

  it('lets a half sign-in run out after five minutes', async () => {
    const { secret } = await enable('distributor2');
    const half = await passwordStep('distributor2');
    server.clock.advance(301);
    expect((await verify(half.cookie, codeNow(secret))).status).toBe(401);
    const fresh = await passwordStep('distributor2');
    expect((await verify(fresh.cookie, codeNow(secret))).status).toBe(200);
  });
});

describe('backup codes', () => {
  it('signs in once with each code, in any case and with or without the dash, and never twice', async () => {
    const { codes, cookie } = await enable('accountant');
    const first = await verify((await passwordStep('accountant')).cookie, codes[0]!.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.body.data.user.username).toBe('accountant');
    const reused = await verify((await passwordStep('accountant')).cookie, codes[0]!);
    expect(reused.status).toBe(401);
    const noDash = await verify((await passwordStep('accountant')).cookie, codes[1]!.replace('-', ''));
    expect(noDash.status).toBe(200);

    const count = await server.request({ method: 'GET', url: '/api/auth/two-factor/backup-codes', cookie });
    expect(count.body.data).toEqual({ remaining: 8, total: 10, enabled: true });
  });

  it('makes ten new ones with the password, and the old ones stop working', async () => {
    const before = shown.accountant!.codes;
    const cookie = (await verify((await passwordStep('accountant')).cookie, before[9]!)).cookie!;
    const wrong = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/backup-codes/regenerate',
      cookie,
      payload: { password: 'Wrong-password1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'كلمة المرور غير صحيحة' }]);

    const old = await server.request({ method: 'GET', url: '/api/auth/two-factor/backup-codes', cookie });
    expect(old.body.data.remaining).toBeGreaterThan(0);
    const fresh = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/backup-codes/regenerate',
      cookie,
      payload: { password: PASSWORD },
    });
    expect(fresh.status).toBe(200);
    const codes: string[] = fresh.body.data.backup_codes;
    expect(codes).toHaveLength(10);
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/two-factor/backup-codes', cookie })).body.data.remaining,
    ).toBe(10);
    expect((await verify((await passwordStep('accountant')).cookie, before[5]!)).status).toBe(401);
    expect((await verify((await passwordStep('accountant')).cookie, codes[5]!)).status).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs the right password; then the password alone signs in again', async () => {
    const { secret } = await enable('cashier');
    const cookie = (await verify((await passwordStep('cashier')).cookie, codeNow(secret))).cookie!;
    const wrong = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: 'Wrong-password1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'كلمة المرور غير صحيحة' }]);
    expect((await passwordStep('cashier')).body.data.two_factor_required).toBe(true);

    const off = await server.request({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: PASSWORD },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ enabled: false });
    const plain = await passwordStep('cashier');
    expect(plain.body.data.user.username).toBe('cashier');
    expect(plain.body.data.user.two_factor_enabled).toBe(false);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: plain.cookie })).status).toBe(200);
    const id = await userId('cashier');
    expect(await rows(server, sql`select id from user_backup_codes where user_id = ${id}`)).toEqual([]);
  });
});

describe('no reply carries the secret or a code once they were shown', () => {
  it('keeps them out of the profile, the session, the security page, the counts and the employee records', async () => {
    // A fresh setup for the admin, whose session then reads every user.
    const { secret, codes } = await enable('admin');
    const cookie = (await verify((await passwordStep('admin')).cookie, codeNow(secret))).cookie!;
    const id = await userId('admin');
    const replies: unknown[] = [];
    for (const url of [
      '/api/auth/profile',
      '/api/auth/verify',
      '/api/auth/security',
      '/api/auth/two-factor/backup-codes',
      '/api/auth/sessions',
      '/api/auth/login-attempts',
      '/api/users?limit=100',
      `/api/users/${id}`,
    ]) {
      const response = await server.request({ method: 'GET', url, cookie });
      expect(response.status, url).toBe(200);
      replies.push(response.body);
    }
    // Starting again while on is refused, with no new secret in it.
    const again = await startSetup(cookie);
    expect(again.status).toBe(409);
    replies.push(again.body);

    const text = JSON.stringify(replies);
    expect(text).not.toContain(secret);
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
    for (const key of ['totp_secret', 'totp_pending_secret', 'code_hash', 'password_hash', 'token_hash'])
      expect(text).not.toContain(key);
    expect(text).toContain('"two_factor_enabled":true');

    // Stored hashed: no code is in the table as typed.
    const stored = await rows<{ code_hash: string }>(
      server,
      sql`select code_hash from user_backup_codes where user_id = ${id}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((code) => row.code_hash.includes(code.replace('-', '')))).toBe(false);

    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/auth/two-factor/disable',
          cookie,
          payload: { password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    admin = await server.login('admin');
  });
});

describe("the admin's reset", () => {
  it('is refused to anyone but an admin', async () => {
    const id = await userId('distributor2');
    for (const role of ['manager', 'cashier', 'accountant']) {
      const cookie = await signInAnyway(role);
      const refused = await server.request({ method: 'DELETE', url: `/api/users/${id}/two-factor`, cookie });
      expect(refused.status, role).toBe(403);
      expect(refused.body.message).toBe('غير مصرح لك بالوصول إلى هذه البيانات');
    }
  });

  it('lets the employee sign in with the password alone and ends their sessions', async () => {
    const { secret } = await enableAgain('distributor2');
    const theirs = (await verify((await passwordStep('distributor2')).cookie, codeNow(secret))).cookie!;
    const pending = (await passwordStep('distributor2')).cookie;
    const id = await userId('distributor2');

    const resetWith = (payload: Record<string, string>) =>
      server.request({ method: 'DELETE', url: `/api/users/${id}/two-factor`, cookie: admin, payload });
    const without = await resetWith({});
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([{ field: 'password', message: 'أدخل كلمة المرور الحالية للمتابعة' }]);
    // The admin's own password, not the employee's or a guess.
    const wrong = await resetWith({ password: 'Wrong-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'كلمة المرور غير صحيحة' }]);
    expect(await twoFactorOn('distributor2')).toBe(true);
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: theirs })).status).toBe(200);

    const reset = await resetWith({ password: PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('تم إيقاف التحقق بخطوتين للموظف');
    expect(reset.body.data).toMatchObject({ id, two_factor_enabled: false });
    expect(reset.body.data.sessions_ended).toBeGreaterThanOrEqual(2);

    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: theirs })).status).toBe(401);
    expect((await verify(pending, codeNow(secret))).status).toBe(401);
    const plain = await passwordStep('distributor2');
    expect(plain.status).toBe(200);
    expect(plain.body.data.user.username).toBe('distributor2');
    expect((await server.request({ method: 'GET', url: '/api/auth/verify', cookie: plain.cookie })).status).toBe(200);

    expect(
      (
        await server.request({
          method: 'DELETE',
          url: '/api/users/2147480000/two-factor',
          cookie: admin,
          payload: { password: PASSWORD },
        })
      ).status,
    ).toBe(404);
  });
});

/** A full session whether or not an earlier test left two-factor on for the user. */
async function signInAnyway(username: string): Promise<string> {
  const step = await passwordStep(username);
  if (!step.body.data.two_factor_required) return step.cookie!;
  return (await verify(step.cookie, codeNow(shown[username]!.secret))).cookie!;
}

/** enable() for a user whose two-factor an earlier test left on: the admin resets it first. */
async function enableAgain(username: string) {
  const id = await userId(username);
  await server.request({
    method: 'DELETE',
    url: `/api/users/${id}/two-factor`,
    cookie: admin,
    payload: { password: PASSWORD },
  });
  return enable(username);
}
