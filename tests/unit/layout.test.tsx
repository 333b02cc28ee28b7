import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../../src/custom/layout/MainLayout';
import { MENU } from '../../src/custom/layout/menu';
import { setStoredExpiry } from '../../src/providers/authProvider';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';
import { fakeAuthProvider, fakeDataProvider, flush, renderShell, setWindowWidth, storeSession } from './shellHarness';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const MINUTE = 60_000;
const ALL_PATHS: ReadonlySet<string> = new Set([
  ...MENU.map((entry) => entry.path),
  '/distributor',
  '/distributor/schedule',
]);

const page = <p>محتوى الصفحة</p>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0 });
  setWindowWidth(1280);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderLayout({
  role = 'admin' as const,
  path = '/orders',
  minutesLeft = 60,
  existingPaths = ALL_PATHS,
  refreshSession = vi.fn<BakeryDataProvider['refreshSession']>(),
}: {
  role?: 'admin' | 'manager' | 'distributor' | 'cashier' | 'accountant';
  path?: string;
  minutesLeft?: number;
  existingPaths?: ReadonlySet<string>;
  refreshSession?: BakeryDataProvider['refreshSession'];
} = {}) {
  storeSession(role, T0 + minutesLeft * MINUTE);
  const authProvider = fakeAuthProvider(role);
  renderShell(<MainLayout existingPaths={existingPaths}>{page}</MainLayout>, {
    path,
    authProvider,
    dataProvider: fakeDataProvider(refreshSession),
  });
  await flush(10);
  return { authProvider };
}

describe('MainLayout', () => {
  it('shows an admin the sidebar with name, role label, menu, clock and countdown around the page', async () => {
    await renderLayout();
    const sidebar = screen.getByTestId('app-sidebar');
    expect(within(sidebar).getByTestId('role-label')).toHaveTextContent('مدير النظام الرئيسي');
    expect(within(sidebar).getByText('سامر الخباز')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('menu-orders')).toHaveTextContent('الطلبات');
    expect(within(sidebar).getByTestId('menu-orders')).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByTestId('menu-dashboard')).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByTestId('menu-group-management')).toHaveTextContent('الإدارة');
    expect(within(sidebar).getByTestId('menu-group-reports')).toHaveTextContent('التقارير');
    expect(within(sidebar).getByTestId('menu-system-settings')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('live-clock')).toHaveTextContent('11:00:00');
    expect(within(sidebar).getByTestId('session-countdown')).toHaveTextContent('تنتهي الجلسة خلال 1:00:00');
    expect(within(sidebar).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByText('محتوى الصفحة')).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('لوحة التحكم');
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('الطلبات');
  });

  it('ticks the clock every second (Brussels time, Latin digits)', async () => {
    await renderLayout();
    expect(screen.getByTestId('live-clock')).toHaveTextContent('11:00:00');
    await flush(1000);
    expect(screen.getByTestId('live-clock')).toHaveTextContent('11:00:01');
  });

  it('shows no breadcrumbs on the dashboard', async () => {
    await renderLayout({ path: '/dashboard' });
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
    expect(screen.getByTestId('menu-dashboard')).toHaveAttribute('aria-current', 'page');
  });

  it('expands a group to show its entries', async () => {
    await renderLayout();
    expect(screen.queryByTestId('menu-users')).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('menu-group-management')).getByRole('button', { name: /الإدارة/ }));
    await flush(500);
    expect(screen.getByTestId('menu-users')).toHaveTextContent('الموظفون');
    expect(screen.getByTestId('menu-vehicles')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-vehicle-expenses')).not.toBeInTheDocument();
  });

  it('opens the group of the current page', async () => {
    await renderLayout({ path: '/reports/monthly' });
    expect(screen.getByTestId('menu-reports-monthly')).toHaveAttribute('aria-current', 'page');
  });

  it('filters the menu as the search is typed', async () => {
    await renderLayout();
    const search = screen.getByPlaceholderText('بحث في القائمة...');
    fireEvent.change(search, { target: { value: 'المتاجر' } });
    await flush();
    expect(screen.getByTestId('menu-stores')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-orders')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-group-management')).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'اليومية' } });
    await flush();
    expect(screen.getByTestId('menu-reports-daily')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-reports-monthly')).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'ززز' } });
    await flush();
    expect(screen.getByTestId('menu-no-results')).toHaveTextContent('لا توجد نتائج مطابقة');

    fireEvent.change(search, { target: { value: '' } });
    await flush();
    expect(screen.getByTestId('menu-orders')).toBeInTheDocument();
  });

  // Issue 16: a distributor stays in their own layout on every page, office pages included; the office
  // menu's distributor rules are still menu.test.ts's.
  it('keeps a distributor in the distributor layout outside their area, without the office menu', async () => {
    await renderLayout({ role: 'distributor', path: '/stores/3' });
    expect(screen.getByTestId('distributor-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-group-reports')).not.toBeInTheDocument();
    expect(screen.getByTestId('distributor-link-home')).toBeInTheDocument();
    expect(screen.getByText('محتوى الصفحة')).toBeInTheDocument();
  });

  // Issue 23: one label per role, the same in the sidebar as on the chips (the spec's "system user" was a
  // second name for the cashier and the accountant).
  it('labels an accountant by their role, as the chips do, and shows the reports', async () => {
    await renderLayout({ role: 'accountant' });
    expect(screen.getByTestId('role-label')).toHaveTextContent('محاسب');
    expect(screen.getByTestId('menu-group-reports')).toBeInTheDocument();
    // Issue 29: the management group holds the invoices, credit notes and bank statements for them.
    expect(screen.getByTestId('menu-group-management')).toBeInTheDocument();
  });

  it('lists only the pages that exist', async () => {
    await renderLayout({ existingPaths: new Set(['/dashboard', '/orders']) });
    const links = within(screen.getByTestId('app-sidebar'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'));
    expect(links).toEqual(['menu-dashboard', 'menu-orders']);
  });

  it('collapses the sidebar to icons with the labels as names', async () => {
    await renderLayout();
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    await flush(500);
    const orders = screen.getByTestId('menu-orders');
    expect(orders).not.toHaveTextContent('الطلبات');
    expect(orders).toHaveAttribute('aria-label', 'الطلبات');
    expect(screen.queryByPlaceholderText('بحث في القائمة...')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    await flush(500);
    expect(screen.getByTestId('menu-orders')).toHaveTextContent('الطلبات');
  });

  it('hides the sidebar below 1024 px and opens it as a drawer from the menu button', async () => {
    setWindowWidth(390);
    await renderLayout();
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    await flush(500);
    expect(screen.getByTestId('app-sidebar')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('menu-stores'));
    await flush(500);
    expect(screen.getByTestId('location')).toHaveTextContent('/stores');
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
  });

  it('renders the distributor layout in the distributor area', async () => {
    await renderLayout({ role: 'distributor', path: '/distributor' });
    expect(screen.getByTestId('distributor-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    expect(screen.getByText('محتوى الصفحة')).toBeInTheDocument();
  });

  it('shows the error screen inside the shell when a page crashes, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      const [, setTick] = useState(0);
      if (broken) throw new Error('boom');
      return <button onClick={() => setTick(1)}>صفحة سليمة</button>;
    }
    storeSession('admin', T0 + 60 * MINUTE);
    renderShell(
      <MainLayout existingPaths={ALL_PATHS}>
        <Fragile />
      </MainLayout>,
      { authProvider: fakeAuthProvider('admin') },
    );
    await flush(10);
    expect(screen.getByText('عذراً، حدث خطأ')).toBeInTheDocument();
    expect(screen.getByTestId('app-sidebar')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await flush();
    expect(screen.getByText('صفحة سليمة')).toBeInTheDocument();
  });
});

describe('SessionCountdown', () => {
  it('is normal above 15 minutes, amber at 15, red at 5, refreshed every minute', async () => {
    await renderLayout({ minutesLeft: 16 });
    const countdown = () => screen.getByTestId('session-countdown');
    expect(countdown()).toHaveAttribute('data-level', 'normal');
    expect(countdown()).toHaveTextContent('16:00');

    await flush(MINUTE);
    expect(countdown()).toHaveAttribute('data-level', 'warning');
    expect(countdown()).toHaveTextContent('15:00');

    await flush(9 * MINUTE);
    expect(countdown()).toHaveAttribute('data-level', 'warning');
    await flush(MINUTE);
    expect(countdown()).toHaveAttribute('data-level', 'critical');
    expect(countdown()).toHaveTextContent('05:00');
  });

  it('reads a renewal at once', async () => {
    await renderLayout({ minutesLeft: 10 });
    expect(screen.getByTestId('session-countdown')).toHaveAttribute('data-level', 'warning');
    setStoredExpiry(T0 + 60 * MINUTE);
    await flush();
    expect(screen.getByTestId('session-countdown')).toHaveAttribute('data-level', 'normal');
  });
});

describe('SessionWarningBanner', () => {
  it('appears at 5 minutes left and counts down every second', async () => {
    await renderLayout({ minutesLeft: 6 });
    expect(screen.queryByTestId('session-warning')).not.toBeInTheDocument();
    await flush(MINUTE);
    const banner = screen.getByTestId('session-warning');
    expect(banner).toHaveTextContent('جلستك على وشك الانتهاء');
    expect(banner).toHaveTextContent('05:00');
    await flush(1000);
    expect(screen.getByTestId('session-warning')).toHaveTextContent('04:59');
  });

  it('renews the session: refreshSession is called and the banner goes', async () => {
    const refreshSession = vi.fn(async () => {
      setStoredExpiry(T0 + 65 * MINUTE);
      return { expiresAt: new Date(T0 + 65 * MINUTE).toISOString() };
    });
    const { authProvider } = await renderLayout({ minutesLeft: 4, refreshSession });
    fireEvent.click(screen.getByRole('button', { name: 'تجديد الجلسة' }));
    await flush(10);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('session-warning')).not.toBeInTheDocument();
    expect(screen.getByText('تم تجديد الجلسة بنجاح')).toBeInTheDocument();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('logs out when the renewal fails', async () => {
    const refreshSession = vi.fn(async () => {
      throw new Error('refused');
    });
    const { authProvider } = await renderLayout({ minutesLeft: 4, refreshSession });
    fireEvent.click(screen.getByRole('button', { name: 'تجديد الجلسة' }));
    await flush(10);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(authProvider.logout).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('logs out from its log-out button', async () => {
    const { authProvider } = await renderLayout({ minutesLeft: 3 });
    fireEvent.click(within(screen.getByTestId('session-warning')).getByRole('button', { name: 'تسجيل الخروج' }));
    await flush(10);
    expect(authProvider.logout).toHaveBeenCalled();
  });

  it('hides when dismissed, until the end of session changes', async () => {
    await renderLayout({ minutesLeft: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق التنبيه' }));
    await flush(1000);
    expect(screen.queryByTestId('session-warning')).not.toBeInTheDocument();
    setStoredExpiry(T0 + 3 * MINUTE);
    await flush();
    expect(screen.getByTestId('session-warning')).toBeInTheDocument();
  });

  it('logs out when the time is up', async () => {
    const { authProvider } = await renderLayout({ minutesLeft: 1 });
    expect(authProvider.logout).not.toHaveBeenCalled();
    await flush(MINUTE);
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
  });
});

describe('OfflineBanner', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('shows a red banner and a toast while offline, and a toast when back online', async () => {
    await renderLayout();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await flush(10);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('لا يوجد اتصال بالإنترنت');
    expect(screen.getByText('فقد الاتصال بالإنترنت')).toBeInTheDocument();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await flush(10);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    // react-admin shows one toast at a time: the online one follows the 5-second offline one.
    await flush(5500);
    await flush(500);
    expect(screen.getByText('تم استعادة الاتصال بالإنترنت')).toBeInTheDocument();
  });

  it('shows the banner at once when the page opens offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await renderLayout();
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
  });
});
