import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnSession } from '../../src/providers/data/profileCalls';
import { renderProfile, SECURITY } from './profileHarness';

afterEach(cleanup);

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (id: string, userAgent: string, ip: string, current = false): OwnSession => ({
  id,
  userAgent,
  ip,
  current,
  createdAt: '2026-11-24T08:00:00.000Z',
  lastSeenAt: '2026-11-24T09:30:00.000Z',
  expiresAt: '2026-11-24T10:30:00.000Z',
});

const PHONE_ID = '5f1c2a9e-0b1d-4f57-8d2e-1a2b3c4d5e6f';

describe('own sessions', () => {
  it('marks this device, names the others by device and ends the one asked with its id', async () => {
    let live = [session('aaaaaaaa-0000-4000-8000-000000000001', WINDOWS_CHROME, '10.0.0.5', true), session(PHONE_ID, IPHONE_SAFARI, '81.82.83.84')];
    const provider = renderProfile(
      {
        ownSessions: async () => live,
        endSession: async (id) => {
          live = live.filter((row) => row.id !== id);
        },
      });

    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome على Windows');
    expect(rows[0]).toHaveTextContent('هذا الجهاز');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari على iPhone');
    expect(rows[1]).toHaveTextContent('81.82.83.84');
    expect(rows[1]).not.toHaveTextContent('هذا الجهاز');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'إنهاء الجلسة على Safari على iPhone' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(provider.endSession).toHaveBeenCalledWith(PHONE_ID);
    expect(screen.getByRole('button', { name: 'إنهاء كل الجلسات الأخرى' })).toBeDisabled();
  });

  it('ends every other session at once', async () => {
    const provider = renderProfile(
      {
        ownSessions: async () => [session('a1', WINDOWS_CHROME, '10.0.0.5', true), session('b2', IPHONE_SAFARI, '81.82.83.84')],
        endOtherSessions: async () => 1,
      });
    await screen.findAllByTestId('session-row');
    fireEvent.click(screen.getByRole('button', { name: 'إنهاء كل الجلسات الأخرى' }));
    expect(await screen.findByText('تم إنهاء جلسة واحدة')).toBeInTheDocument();
    expect(provider.endOtherSessions).toHaveBeenCalledTimes(1);
  });
});

describe('session timeout', () => {
  it('disables the choices above the admin’s maximum and saves an allowed one', async () => {
    const provider = renderProfile(
      {
        securityOverview: async () => ({ ...SECURITY, max_session_minutes: 60, timeout_options: [15, 30, 60], session_timeout_minutes: 60 }),
        setSessionTimeout: async (minutes) => ({ ...SECURITY, session_timeout_minutes: minutes, session_timeout_choice: minutes }),
      });

    expect(await screen.findByRole('radio', { name: /^120 دقيقة/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '60 دقيقة' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '15 دقيقة' })).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: '30 دقيقة' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '30 دقيقة' })).toBeChecked());
    expect(provider.setSessionTimeout).toHaveBeenCalledWith(30);
    expect(await screen.findByText('تم حفظ مدة الجلسة، وتُطبَّق على جلساتك الحالية')).toBeInTheDocument();
  });
});
