import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DistributorLayout } from '../../src/custom/layout/DistributorLayout';
import { fakeAuthProvider, flush, renderShell, setWindowWidth, storeSession } from './shellHarness';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const ALL = new Set(['/distributor', '/distributor/schedule', '/distributor/create-order', '/distributor/expenses']);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0 });
  storeSession('distributor', T0 + 3_600_000, 'خالد الموزع');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderDistributor(existingPaths: ReadonlySet<string>, path = '/distributor') {
  const authProvider = fakeAuthProvider('distributor', 'خالد الموزع');
  renderShell(
    <DistributorLayout existingPaths={existingPaths}>
      <p>صفحة الموزع</p>
    </DistributorLayout>,
    { path, authProvider },
  );
  await flush(10);
  return { authProvider };
}

describe('DistributorLayout', () => {
  it('on a phone: a top bar with the bakery, the clock and log-out, and the links as a bottom bar', async () => {
    setWindowWidth(390);
    const { authProvider } = await renderDistributor(ALL, '/distributor/schedule');
    const layout = screen.getByTestId('distributor-layout');
    expect(within(layout).getByText('صفحة الموزع')).toBeInTheDocument();
    expect(within(layout).getByTestId('live-clock')).toHaveTextContent('11:00');
    expect(screen.queryByTestId('distributor-sidebar')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'قائمة الموزع' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['الرئيسية', 'جدولي اليومي', 'إنشاء طلب', 'مصروفاتي']);
    expect(screen.getByTestId('distributor-link-schedule')).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByTestId('distributor-link-expenses'));
    await flush(10);
    expect(screen.getByTestId('location')).toHaveTextContent('/distributor/expenses');

    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    await flush(10);
    expect(authProvider.logout).toHaveBeenCalled();
  });

  it('from 1024 px: the links in a sidebar', async () => {
    setWindowWidth(1280);
    await renderDistributor(ALL);
    const sidebar = screen.getByTestId('distributor-sidebar');
    expect(within(sidebar).getAllByRole('link')).toHaveLength(4);
    expect(within(sidebar).getByTestId('distributor-link-home')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the links whose page exists', async () => {
    setWindowWidth(390);
    await renderDistributor(new Set(['/distributor', '/distributor/expenses']));
    const nav = screen.getByRole('navigation', { name: 'قائمة الموزع' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-testid')),
    ).toEqual(['distributor-link-home', 'distributor-link-expenses']);
  });

  it('warns of the session’s end here too', async () => {
    setWindowWidth(390);
    storeSession('distributor', T0 + 4 * 60_000);
    await renderDistributor(ALL);
    expect(screen.getByTestId('session-warning')).toBeInTheDocument();
  });
});
