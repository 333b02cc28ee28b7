import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

describe('NotificationBell', () => {
  it('shows the unread count, lists the notices, and marks one read when it is opened', async () => {
    storeSession('manager', T0 + 60 * 60_000);
    const notice = (id: number, read: boolean) => ({
      id,
      user_id: null,
      role: 'manager',
      type: 'warning',
      title: `مخزون منخفض ${id}`,
      message: 'المنتج «خبز» وصل إلى 4 وحدة، والحد الأدنى 5',
      link: '/orders',
      read_at: read ? '2025-03-01T09:00:00.000Z' : null,
      created_at: `2025-03-01T0${id}:00:00.000Z`,
    });
    const dataProvider = fakeProvider({ notifications: [notice(1, true), notice(2, false), notice(3, false)] }, { refreshSession: vi.fn() });
    renderShell(<MainLayout existingPaths={new Set(MENU.map((entry) => entry.path))}>{<p>محتوى الصفحة</p>}</MainLayout>, {
      authProvider: fakeAuthProvider('manager'),
      dataProvider,
    });
    await flush(10);
    const bell = screen.getByTestId('notification-bell');
    expect(bell).toHaveAccessibleName('الإشعارات (2 غير مقروءة)');
    fireEvent.click(bell);
    await flush(10);
    expect(within(screen.getByTestId('notification-list')).getAllByRole('button').map((item) => item.textContent)).toEqual([
      expect.stringContaining('مخزون منخفض 3'),
      expect.stringContaining('مخزون منخفض 2'),
      expect.stringContaining('مخزون منخفض 1'),
    ]);
    fireEvent.click(screen.getByTestId('notice-3'));
    await flush(10);
    expect(dataProvider.markNoticeRead).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('الإشعارات (1 غير مقروءة)');
  });
});
