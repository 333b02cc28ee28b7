import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../src/custom/dashboard/Dashboard';
import ReportPage from '../../src/custom/reports/ReportPage';
import ReportsIndex from '../../src/custom/reports/ReportsIndex';
import type { DashboardPreferences, SalesReport } from '../../src/domain/reports';
import { formatMoney } from '../../src/i18n/format';
import { typeDate } from './dateField';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// Issue 26's screens with the fake provider: the monthly report asks for the month in its address and
// shows the reply's rows in its table, moves to the month before; the index refuses a reversed range in
// Arabic without asking the server; the dashboard hides a card and saves the user's list.

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const ranges = (from: string, to: string, days: number) => ({
  range: { date_from: from, date_to: to, days },
  previous: { date_from: '2026-09-30', date_to: '2026-10-30', days },
});
const figures = (amount: number, orders: number) => ({ quantity: orders * 3, gift_quantity: 0, amount_eur: amount, orders });

function salesReply(from: string, to: string): SalesReport {
  return {
    ...ranges(from, to, 30),
    group_by: 'day',
    rows: [
      { key: '2026-11-02', label: '2026-11-02', ...figures(120.5, 2), previous: figures(100, 1) },
      { key: '2026-11-03', label: '2026-11-03', ...figures(80, 1), previous: null },
    ],
    totals: figures(200.5, 3),
    previous_totals: figures(100, 1),
  };
}

function renderReports(path: string, overrides: FakeOverrides) {
  const dataProvider = fakeProvider({}, overrides);
  renderAdmin({
    dataProvider,
    role: 'accountant',
    path,
    routes: { '/reports': <ReportsIndex />, '/reports/monthly': <ReportPage kind="month" /> },
  });
  return dataProvider;
}

describe('the monthly report', () => {
  it("asks for the address's month, shows the reply's rows in its table and its total, and moves to the month before", async () => {
    const dataProvider = renderReports('/reports/monthly?from=2026-11-12', { salesReport: async (range) => salesReply(range.from, range.to) });
    const table = await screen.findByTestId('sales-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(dataProvider.salesReport).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' }, 'day');
    expect(screen.getByTestId('headline-sales').textContent).toBe(formatMoney(200.5));
    expect(screen.getByTestId('headline-sales-change')).toHaveTextContent('ارتفاع');
    const amounts = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.dataset.column === 'amount_eur')
      .map((cell) => cell.textContent);
    expect(amounts).toEqual([formatMoney(120.5), formatMoney(80)]);
    // A row without a previous figure says so rather than showing zero.
    expect(within(table).getAllByRole('cell').filter((cell) => cell.dataset.column === 'previous_amount_eur')[1]).toHaveTextContent('—');

    fireEvent.click(screen.getByRole('button', { name: 'الفترة السابقة' }));
    await waitFor(() => expect(dataProvider.salesReport).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31' }, 'day'));
  });

  it("shows the server's refusal and no figures when the report cannot be read", async () => {
    renderReports('/reports/monthly?report=payments', {
      paymentsReport: async () => {
        throw new Error('الفترة المطلوبة طويلة جداً');
      },
    });
    expect(await screen.findByText('الفترة المطلوبة طويلة جداً')).toBeInTheDocument();
    expect(screen.queryByTestId('balances-table')).not.toBeInTheDocument();
  });
});

describe('the payments report, a page of shops at a time', () => {
  const shop = (id: number) => ({
    store_id: id,
    name: `متجر ${id}`,
    payment_terms: 'cash' as const,
    balance_eur: 100 - id,
    open_orders_eur: 0,
    credit_limit_eur: null,
    over_limit: false,
    ageing: { not_due: 100 - id, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 },
    collected_eur: 0,
  });
  const collected = { payments: 0, amount_eur: 0, by_method: [] };

  it('asks the server for the next page and shows its shops, the totals still every shop’s', async () => {
    const dataProvider = renderReports('/reports/monthly?report=payments&from=2026-11-01', {
      paymentsReport: async (range, shops) => {
        const page = shops?.page ?? 1;
        const perPage = shops?.perPage ?? 25;
        const ids = Array.from({ length: 30 }, (_, i) => i + 1).slice((page - 1) * perPage, page * perPage);
        return {
          ...ranges(range.from, range.to, 30),
          collected,
          previous_collected: collected,
          daily: [],
          as_of: '2026-11-27',
          outstanding_eur: 2535,
          overdue_eur: 0,
          ageing: { not_due: 2535, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 },
          shops: ids.map(shop),
          shops_total: 30,
          shops_page: page,
          shops_per_page: perPage,
        };
      },
    });
    expect(await screen.findByTestId('shops-showing')).toHaveTextContent('المتاجر 1 إلى 25 من أصل 30');
    const table = screen.getByTestId('balances-table');
    expect(within(table).getByText('متجر 25')).toBeInTheDocument();
    expect(within(table).queryByText('متجر 26')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await within(screen.getByTestId('balances-table')).findByText('متجر 26')).toBeInTheDocument();
    expect(dataProvider.paymentsReport).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' }, { page: 2, perPage: 25 });
    expect(screen.getByTestId('shops-showing')).toHaveTextContent('المتاجر 26 إلى 30 من أصل 30');
    expect(within(screen.getByTestId('balances-table')).queryByText('متجر 1')).not.toBeInTheDocument();
  });
});

describe('the reports index', () => {
  it('refuses a range that ends before it starts, in Arabic, and asks nothing more of the server', async () => {
    const dataProvider = renderReports('/reports?from=2026-11-01&to=2026-11-30', {
      reportsSummary: async () => {
        throw new Error('not read in this test');
      },
    });
    await waitFor(() => expect(dataProvider.reportsSummary).toHaveBeenCalledTimes(1));
    typeDate(/من تاريخ/, '20/11/2026');
    typeDate(/إلى تاريخ/, '10/11/2026');
    fireEvent.click(screen.getByTestId('period-apply'));
    expect(await screen.findByTestId('period-problem')).toHaveTextContent('تاريخ البداية بعد تاريخ النهاية');
    expect(dataProvider.reportsSummary).toHaveBeenCalledTimes(1);
  });
});

describe('the dashboard cards', () => {
  it("hides a card from the dashboard itself and saves the user's list on the server", async () => {
    const cards = ['headline', 'counts', 'sales_trend', 'top_products', 'payments', 'alerts', 'maintenance', 'activity', 'health', 'quick_actions'] as const;
    const saved: DashboardPreferences = { cards: cards.map((id) => ({ id, visible: true })), own: false, updated_at: null };
    const dataProvider = fakeProvider(
      {},
      {
        dashboardPreferences: async () => saved,
        saveDashboardPreferences: async (list) => ({ cards: list ?? saved.cards, own: true, updated_at: '2026-11-27T08:00:00Z' }),
        dashboardAlerts: async () => ({ items: [], counts: {}, total: 0 }),
      },
    );
    renderAdmin({ dataProvider, role: 'manager', path: '/dashboard', routes: { '/dashboard': <Dashboard existingPaths={new Set(['/dashboard'])} /> } });
    expect(await screen.findByText('لا تنبيهات الآن')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('dashboard-arrange'));
    fireEvent.click(await screen.findByRole('button', { name: 'إخفاء بطاقة التنبيهات' }));
    await waitFor(() => expect(dataProvider.saveDashboardPreferences).toHaveBeenCalledTimes(1));
    const list = dataProvider.saveDashboardPreferences.mock.calls[0]![0]!;
    expect(list.find((card) => card.id === 'alerts')).toEqual({ id: 'alerts', visible: false });
    expect(list.filter((card) => card.visible)).toHaveLength(cards.length - 1);
    fireEvent.click(screen.getByTestId('dashboard-arrange'));
    expect(screen.queryByTestId('card-alerts')).not.toBeInTheDocument();
  });
});
