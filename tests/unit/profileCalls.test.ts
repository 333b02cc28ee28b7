import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, storedSession } from '../../src/providers/authProvider';
import { apiCallAt } from '../../src/providers/data/apiCall';
import { profileCalls } from '../../src/providers/data/profileCalls';
import { callOf, mockFetch } from './fetchMock';

// The profile's calls at the fetch level: what goes over the wire, and what they write back into the
// stored session the app shell reads (the sidebar's picture and name, the session countdown).

const calls = profileCalls(apiCallAt('/api'));

beforeEach(() => {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      user: { id: 7, username: 'samer', full_name: 'سامر', role: 'manager', avatar_url: null },
      expiresAt: '2026-11-24T10:00:00.000Z',
    }),
  );
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('profileCalls', () => {
  it('uploads the picture as the multipart field "avatar" and the stored user gets it', async () => {
    const user = { id: 7, username: 'samer', full_name: 'سامر', role: 'manager', avatar_url: '/api/uploads/avatars/a.png' };
    const fetchMock = mockFetch({ body: { success: true, data: { avatar: '/api/uploads/avatars/a.png', user } } });
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

    const reply = await calls.uploadAvatar(file);

    const sent = callOf(fetchMock);
    expect(sent.url).toBe('/api/auth/avatar');
    expect(sent.method).toBe('POST');
    expect((sent.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(reply.avatar).toBe('/api/uploads/avatars/a.png');
    expect(storedSession()?.user.avatar_url).toBe('/api/uploads/avatars/a.png');
  });

  it('saving the timeout reads the session’s new end and the countdown follows it', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { session_timeout_minutes: 15 } } },
      { body: { success: true, data: { valid: true, expiresAt: '2026-11-24T09:15:00.000Z' } } },
    );

    await calls.setSessionTimeout(15);

    expect(callOf(fetchMock, 0)).toMatchObject({ url: '/api/auth/security', method: 'PUT', body: { session_timeout_minutes: 15 } });
    expect(callOf(fetchMock, 1).url).toBe('/api/auth/verify');
    expect(storedSession()?.expiresAt).toBe('2026-11-24T09:15:00.000Z');
  });

  it('ends one session by its id and the others with one call', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: null } }, { body: { success: true, data: { sessionsEnded: 3 } } });

    await calls.endSession('5f1c2a9e-0b1d-4f57-8d2e-1a2b3c4d5e6f');
    const ended = await calls.endOtherSessions();

    expect(callOf(fetchMock, 0)).toMatchObject({ url: '/api/auth/sessions/5f1c2a9e-0b1d-4f57-8d2e-1a2b3c4d5e6f', method: 'DELETE' });
    expect(callOf(fetchMock, 1)).toMatchObject({ url: '/api/auth/sessions', method: 'DELETE' });
    expect(ended).toBe(3);
  });

  it('confirms two-factor setup with the code and the password and returns the backup codes', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const fetchMock = mockFetch({ body: { success: true, data: { enabled: true, backup_codes: codes } } });

    expect(await calls.confirmTwoFactor('123456', 'Secret123')).toEqual(codes);
    expect(callOf(fetchMock)).toMatchObject({
      url: '/api/auth/two-factor/verify',
      method: 'POST',
      body: { code: '123456', password: 'Secret123' },
    });
  });

  it('starts two-factor setup with the password', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { secret: 'S', otpauth_url: 'o', qr_data_url: 'q' } } });
    expect((await calls.startTwoFactor('Secret123')).secret).toBe('S');
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/auth/two-factor/enable', method: 'POST', body: { password: 'Secret123' } });
  });

  it('a refused password change rejects with the field the server named', async () => {
    mockFetch({
      status: 400,
      body: { success: false, message: 'كلمة المرور الحالية غير صحيحة', errors: [{ field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة' }] },
    });
    await expect(calls.changePassword({ currentPassword: 'x', newPassword: 'NewPass123', confirmPassword: 'NewPass123' })).rejects.toMatchObject({
      status: 400,
      body: { fieldErrors: [{ field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة' }] },
    });
  });
});
