import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_POLL_MS } from '../../src/custom/layout/MaintenanceBanner';
import { MainLayout } from '../../src/custom/layout/MainLayout';
import { MENU } from '../../src/custom/layout/menu';
import { fakeProvider } from './fakeProvider';
import { fakeAuthProvider, flush, renderShell, setWindowWidth, storeSession } from './shellHarness';

// Issue 27: a signed-in user sees within a minute that maintenance mode went on, and when it went off.

const T0 = Date.parse('2025-03-01T10:00:00.000Z');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0 });
  setWindowWidth(1280);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MaintenanceBanner', () => {
  it('appears within the poll after maintenance goes on, with the admin’s reason, and goes when it is off', async () => {
    storeSession('cashier', T0 + 60 * 60_000);
    const dataProvider = fakeProvider({}, { refreshSession: vi.fn() }, { maintenanceMode: false });
    renderShell(<MainLayout existingPaths={new Set(MENU.map((entry) => entry.path))}>{<p>محتوى الصفحة</p>}</MainLayout>, {
      authProvider: fakeAuthProvider('cashier'),
      dataProvider,
    });
    await flush(10);
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();

    await dataProvider.updateSettings({ maintenanceMode: true, maintenanceMessage: 'جرد المخزون' });
    await flush(MAINTENANCE_POLL_MS);
    expect(MAINTENANCE_POLL_MS).toBeLessThanOrEqual(60_000);
    const banner = screen.getByTestId('maintenance-banner');
    expect(banner).toHaveTextContent('النظام في وضع الصيانة');
    expect(banner).toHaveTextContent('جرد المخزون');

    await dataProvider.updateSettings({ maintenanceMode: false, maintenanceMessage: '' });
    await flush(MAINTENANCE_POLL_MS);
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();
  });
});
