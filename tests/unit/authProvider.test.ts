import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import {
  authProvider,
  createAuthProvider,
  LoginError,
  SESSION_EVENT,
  SESSION_KEY,
  setStoredExpiry,
  storedSession,
  TwoFactorRequired,
  verifySession,
} from '../../src/providers/authProvider';
import { errors as messages } from '../../src/i18n/ar';
import { callOf, mockFetch, type Reply } from './fetchMock';

const NOW = new Date('2025-03-01T10:00:00.000Z');
const IN_AN_HOUR = '2025-03-01T11:00:00.000Z';

const serverUser = (role: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  username: 'samer',
  email: 'samer@bakery.be',
  full_name: 'سامر الخباز',
  phone: '+32 470 00 00 00',
  role,
  status: 'active',
  work_status: 'available',
  avatar_url: '/avatars/7.png',
  permissions: [],
  created_at: '2024-01-01T00:00:00.000Z',
  ...extra,
});

const loginReply = (role = 'admin'): Reply => ({
  body: {
    success: true,
    message: messages.loggedIn,
    data: { user: serverUser(role), expiresAt: IN_AN_HOUR, sessionId: 'c0ffee00-0000-4000-8000-000000000000', home: '/dashboard' },
  },
});

async function signIn(role = 'admin') {
  mockFetch(loginReply(role));
  await authProvider.login({ username: 'samer', password: 'Secret123' });
}

async function loginFailure(reply: Reply): Promise<LoginError> {
  mockFetch(reply);
  try {
    await authProvider.login({ username: 'samer', password: 'wrong' });
  } catch (error) {
    return error as LoginError;
  }
  throw new Error('expected login to fail');
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('POSTs the credentials with the cookie, stores who signed in (no token) and goes home', async () => {
    const fetchMock = mockFetch(loginReply('admin'));
    const result = await authProvider.login({ username: 'samer', password: 'Secret123' });
    expect(callOf(fetchMock)).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { username: 'samer', password: 'Secret123' },
      credentials: 'include',
      contentType: 'application/json',
    });
    expect(result).toEqual({ redirectTo: '/dashboard' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual({
      user: { id: 7, username: 'samer', full_name: 'سامر الخباز', role: 'admin', avatar_url: '/avatars/7.png' },
      expiresAt: IN_AN_HOUR,
    });
    expect(localStorage.getItem(SESSION_KEY)).not.toMatch(/token|password|sessionId/i);
  });

  it('sends a distributor to /distributor', async () => {
    mockFetch(loginReply('distributor'));
    expect(await authProvider.login({ username: 'samer', password: 'Secret123' })).toEqual({ redirectTo: '/distributor' });
  });

  it('accepts the e-mail under `email` too', async () => {
    const fetchMock = mockFetch(loginReply());
    await authProvider.login({ email: 'samer@bakery.be', password: 'Secret123' });
    expect(callOf(fetchMock).body).toEqual({ username: 'samer@bakery.be', password: 'Secret123' });
  });

  it.each([
    [401, { success: false, message: 'x', attemptsLeft: 3 }, 'بيانات تسجيل الدخول غير صحيحة'],
    [404, { success: false, message: 'x' }, 'المستخدم غير موجود'],
    [422, { success: false, message: 'x' }, 'بيانات غير صحيحة'],
    [500, { success: false, message: 'x' }, 'خطأ في الخادم، يرجى المحاولة لاحقاً'],
    [503, { success: false, message: 'x' }, 'خطأ في الخادم، يرجى المحاولة لاحقاً'],
    [403, { success: false, message: messages.accountSuspended }, messages.accountSuspended],
    [400, { success: false, message: 'يرجى إدخال كلمة المرور', errors: [{ field: 'password', message: 'يرجى إدخال كلمة المرور' }] }, 'يرجى إدخال كلمة المرور'],
    [418, {}, 'فشل تسجيل الدخول'],
  ])('a %i reads the spec text', async (status, body, text) => {
    const error = await loginFailure({ status, body });
    expect(error).toBeInstanceOf(LoginError);
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a 401 tells the tries left when the server says so', async () => {
    const error = await loginFailure({ status: 401, body: { success: false, message: messages.invalidLogin, attemptsLeft: 2 } });
    expect(error.attemptsLeft).toBe(2);
    expect(error.lockedFor).toBeUndefined();
  });

  it('a network failure reads "خطأ في الاتصال بالخادم" with status 0', async () => {
    const error = await loginFailure({ networkError: true });
    expect(error).toBeInstanceOf(LoginError);
    expect(error.message).toBe('خطأ في الاتصال بالخادم');
    expect(error.status).toBe(0);
  });

  it('a 429 carries the server message and the seconds of the lock', async () => {
    const lockText = 'الحساب مقفل مؤقتاً، يرجى الانتظار 04:10';
    const error = await loginFailure({
      status: 429,
      body: { success: false, message: lockText, lockedFor: 250, retryAfter: 250 },
      headers: { 'retry-after': '250' },
    });
    expect(error.message).toBe(lockText);
    expect(error.status).toBe(429);
    expect(error.lockedFor).toBe(250);
  });

  it('a 429 without lockedFor (the rate limiter) takes the Retry-After header', async () => {
    const error = await loginFailure({ status: 429, body: { success: false, message: messages.tooManyRequests }, headers: { 'retry-after': '60' } });
    expect(error.message).toBe(messages.tooManyRequests);
    expect(error.lockedFor).toBe(60);
  });
});

describe('login with two-factor', () => {
  const halfSignIn: Reply = {
    body: { success: true, message: 'أدخل رمز التحقق من تطبيق المصادقة', data: { two_factor_required: true, expiresAt: '2025-03-01T10:05:00.000Z' } },
  };

  it('a right password on a two-factor account stores nothing and asks for the code', async () => {
    mockFetch(halfSignIn);
    const error = await authProvider.login({ username: 'samer', password: 'Secret123' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwoFactorRequired);
    expect(error).toMatchObject({ twoFactorRequired: true, message: 'أدخل رمز التحقق من تطبيق المصادقة', expiresAt: '2025-03-01T10:05:00.000Z' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
    expect(await authProvider.getPermissions!({})).toBeUndefined();
  });

  it('the code goes to /auth/two-factor/verify, whose reply signs in like a login', async () => {
    const fetchMock = mockFetch(loginReply('distributor'));
    const result = await authProvider.login({ code: '123456' });
    expect(callOf(fetchMock)).toEqual({
      url: '/api/auth/two-factor/verify',
      method: 'POST',
      body: { code: '123456' },
      credentials: 'include',
      contentType: 'application/json',
    });
    expect(result).toEqual({ redirectTo: '/distributor' });
    expect(storedSession()).toEqual({
      user: { id: 7, username: 'samer', full_name: 'سامر الخباز', role: 'distributor', avatar_url: '/avatars/7.png' },
      expiresAt: IN_AN_HOUR,
    });
  });

  it("a wrong code reads the server's text and the tries left, and stores nothing", async () => {
    mockFetch({ status: 401, body: { success: false, message: 'رمز التحقق غير صحيح', attemptsLeft: 2 } });
    const error = (await authProvider.login({ code: '000000' }).catch((e: unknown) => e)) as LoginError;
    expect(error).toBeInstanceOf(LoginError);
    expect(error.message).toBe('رمز التحقق غير صحيح');
    expect(error.status).toBe(401);
    expect(error.attemptsLeft).toBe(2);
    expect(storedSession()).toBeNull();
  });

  it('a 401 without a message still says the code is wrong, not the password', async () => {
    mockFetch({ status: 401, raw: '' });
    const error = (await authProvider.login({ code: '000000' }).catch((e: unknown) => e)) as LoginError;
    expect(error.message).toBe('رمز التحقق غير صحيح');
  });

  it('a 429 on the code carries the lock like the password step', async () => {
    const lockText = 'الحساب مقفل مؤقتاً، يرجى الانتظار 05:00';
    mockFetch({ status: 429, body: { success: false, message: lockText, lockedFor: 300 } });
    const error = (await authProvider.login({ code: '000000' }).catch((e: unknown) => e)) as LoginError;
    expect(error).toMatchObject({ status: 429, message: lockText, lockedFor: 300 });
  });
});

describe('logout', () => {
  it('POSTs /auth/logout, clears the stored session and resolves /login', async () => {
    await signIn();
    const fetchMock = mockFetch({ body: { success: true, message: messages.loggedOut, data: null } });
    expect(await authProvider.logout({})).toBe('/login');
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/auth/logout', method: 'POST', credentials: 'include' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    await signIn();
    mockFetch({ networkError: true });
    expect(await authProvider.logout({})).toBe('/login');
    expect(storedSession()).toBeNull();
  });
});

describe('checkAuth', () => {
  it('rejects without a toast when nobody signed in', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
  });

  it('resolves while the stored session lasts, without asking the server', async () => {
    await signIn();
    const fetchMock = mockFetch();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects and forgets the session once it has ended', async () => {
    await signIn();
    vi.setSystemTime(new Date('2025-03-01T11:00:01.000Z'));
    await expect(authProvider.checkAuth({})).rejects.toThrow(messages.sessionExpired);
    expect(storedSession()).toBeNull();
  });
});

describe('checkError', () => {
  it('a 401 clears the session and rejects (react-admin signs out)', async () => {
    await signIn();
    await expect(authProvider.checkError(new HttpError(messages.sessionExpired, 401, {}))).rejects.toThrow(messages.sessionExpired);
    expect(storedSession()).toBeNull();
  });

  it('a 403 keeps the user signed in', async () => {
    await signIn();
    await expect(authProvider.checkError(new HttpError(messages.forbidden, 403, {}))).resolves.toBeUndefined();
    expect(storedSession()).not.toBeNull();
  });

  it('other errors keep the user signed in', async () => {
    await signIn();
    await expect(authProvider.checkError(new HttpError(messages.serverError, 500, {}))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('خطأ في الاتصال بالخادم', 0))).resolves.toBeUndefined();
    expect(storedSession()).not.toBeNull();
  });
});

describe('identity, permissions and access', () => {
  it('getIdentity after login', async () => {
    await signIn('manager');
    expect(await authProvider.getIdentity!()).toEqual({
      id: 7,
      fullName: 'سامر الخباز',
      avatar: '/avatars/7.png',
      role: 'manager',
      username: 'samer',
    });
    expect(await authProvider.getPermissions!({})).toBe('manager');
  });

  it('getIdentity rejects when nobody signed in', async () => {
    await expect(authProvider.getIdentity!()).rejects.toThrow(messages.notSignedIn);
    expect(await authProvider.getPermissions!({})).toBeUndefined();
  });

  const cases: [string, string, string, boolean][] = [
    ['admin', 'users', 'list', true],
    ['admin', 'users', 'delete', true],
    ['manager', 'users', 'list', false],
    ['manager', 'vehicles', 'edit', true],
    ['distributor', 'vehicles', 'list', false],
    ['distributor', 'orders', 'create', true],
    ['distributor', 'orders', 'delete', false],
    ['distributor', 'expenses', 'create', true],
    ['cashier', 'payments', 'create', true],
    ['cashier', 'expenses', 'list', false],
    ['accountant', 'payments', 'list', true],
    ['manager', 'categories', 'create', true],
    ['cashier', 'categories', 'create', false],
    ['cashier', 'categories', 'list', true],
    ['admin', 'logs', 'list', true],
    ['manager', 'logs', 'list', false],
    ['cashier', 'settings', 'show', true],
    ['cashier', 'settings', 'edit', false],
    ['manager', 'products', 'clone', true],
    ['admin', 'unicorns', 'list', false],
    ['admin', 'orders', 'fly', false],
  ];
  it.each(cases)('%s on %s/%s -> %s', async (role, resource, action, expected) => {
    await signIn(role);
    expect(await authProvider.canAccess!({ resource, action })).toBe(expected);
  });

  it('canAccess is false for everything when nobody signed in', async () => {
    expect(await authProvider.canAccess!({ resource: 'orders', action: 'list' })).toBe(false);
  });
});

describe('session helpers', () => {
  it('storedSession and setStoredExpiry, with a change event for the countdown', async () => {
    expect(storedSession()).toBeNull();
    setStoredExpiry('2025-03-01T12:00:00.000Z');
    expect(storedSession()).toBeNull();
    await signIn();
    const listener = vi.fn();
    window.addEventListener(SESSION_EVENT, listener);
    setStoredExpiry(new Date('2025-03-01T12:00:00.000Z'));
    window.removeEventListener(SESSION_EVENT, listener);
    expect(storedSession()).toEqual({
      user: { id: 7, username: 'samer', full_name: 'سامر الخباز', role: 'admin', avatar_url: '/avatars/7.png' },
      expiresAt: '2025-03-01T12:00:00.000Z',
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(storedSession()).toBeNull();
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 1, role: 'king' }, expiresAt: IN_AN_HOUR }));
    expect(storedSession()).toBeNull();
  });

  it('verifySession: GET /auth/verify refreshes the stored user and end of session', async () => {
    await signIn();
    const fetchMock = mockFetch({
      body: { success: true, data: { valid: true, user: serverUser('admin', { full_name: 'سامر', avatar_url: null }), expiresAt: '2025-03-01T13:00:00.000Z', sessionId: 's' } },
    });
    const session = await verifySession();
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/auth/verify', method: 'GET', credentials: 'include' });
    expect(session).toEqual({
      user: { id: 7, username: 'samer', full_name: 'سامر', role: 'admin', avatar_url: null },
      expiresAt: '2025-03-01T13:00:00.000Z',
    });
    expect(storedSession()).toEqual(session);
  });

  it('verifySession: a 401 forgets the session', async () => {
    await signIn();
    mockFetch({ status: 401, body: { success: false, message: messages.sessionExpired } });
    await expect(verifySession()).rejects.toMatchObject({ status: 401, message: messages.sessionExpired });
    expect(storedSession()).toBeNull();
  });

  it('createAuthProvider speaks to another API base', async () => {
    const fetchMock = mockFetch(loginReply());
    await createAuthProvider('https://bakery.example/api').login({ username: 'samer', password: 'Secret123' });
    expect(callOf(fetchMock).url).toBe('https://bakery.example/api/auth/login');
  });
});
