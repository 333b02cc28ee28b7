import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../src/custom/dashboard/Dashboard';
import { DASHBOARD_CHECK_MS } from '../../src/custom/dashboard/useDashboardData';
import type { ActivityItem, DashboardHealth } from '../../src/domain/dashboard';
import type { Role } from '../../src/domain/enums';
import { DASHBOARD_CARDS } from '../../src/domain/reports/dashboard';
import type { DashboardOverview } from '../../src/domain/types';
import { formatMoney, formatNumber, formatWholeEuros } from '../../src/i18n/format';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// 09:30 in Brussels (UTC+1 in winter): a morning greeting.
const T0 = Date.parse('2026-11-22T08:30:00.000Z');
const MINUTE = 60_000;
// Vitest's 5 s default is too short on a busy two-core machine: the clock test alone runs three hours of
// fake time (180 clock turns, 36 five-minute checks), each a render of the whole dashboard.
vi.setConfig({ testTimeout: 30_000 });

const overview: DashboardOverview = {
  date: '2026-11-22',
  scope: 'company',
  orders: {
    total: 1234,
    pending: 87,
    draft: 40,
    completed: 1050,
    cancelled: 57,
    revenue_eur: 45678.9,
    unpaid_eur: 120,
    deliveries_on_date: 12,
    amount_on_date_eur: 300,
  },
  products: { total: 64, active: 60 },
  stores: { total: 41, active: 38 },
  users: { total: 15, active_distributors: 4 },
  vehicles: { total: 9, active: 7 },
};

const activity: ActivityItem[] = [
  { id: 'order-600', type: 'order', record_id: 600, title: 'ORD-2026-0600', subtitle: 'سوبرماركت الوسط', status: 'delivered', amount_eur: 182.4, created_at: new Date(T0 - 5 * MINUTE).toISOString() },
  { id: 'user-16', type: 'user', record_id: 16, title: 'خباز جديد', subtitle: null, status: 'cashier', created_at: new Date(T0 - 3 * 60 * MINUTE).toISOString() },
  { id: 'product-70', type: 'product', record_id: 70, title: 'خبز الشعير', subtitle: null, status: 'active', created_at: new Date(T0 - 2 * 24 * 60 * MINUTE).toISOString() },
];

const health: DashboardHealth = {
  status: 'ok',
  database: 'up',
  database_kind: 'pglite',
  response_time_ms: 1.25,
  uptime_seconds: 2 * 86_400 + 3 * 3_600 + 12 * 60 + 5,
  counts: { orders: 600, stores: 41, products: 64, users: 15, vehicles: 9, payments: 480 },
  database_size_bytes: 25 * 1024 * 1024 + 300 * 1024,
  server_time: new Date(T0).toISOString(),
};

// The cards this file does not look at (issue 26's trend, top products, payments, alerts) answer as on a
// quiet month: nothing sold, paid or to warn about.
const month = { date_from: '2026-10-24', date_to: '2026-11-22', days: 30 };
const before = { date_from: '2026-09-24', date_to: '2026-10-23', days: 30 };
const quietCards: FakeOverrides = {
  dashboardPreferences: async () => ({ cards: DASHBOARD_CARDS.map((id) => ({ id, visible: true })), own: false, updated_at: null }),
  dashboardSales: async () => {
    const none = { amount: 0, orders: 0, quantity: 0, average_order: null };
    return { range: month, previous: before, currency: 'EUR', exchange_rate: 1, totals: none, previous_totals: none, daily: [] };
  },
  topProducts: async () => ({ category: 'products', period: 'month', range: month, items: [] }),
  dashboardPayments: async () => ({
    range: month,
    previous: before,
    payment_method: null,
    collected_eur: 0,
    payments: 0,
    previous_collected_eur: 0,
    daily: [],
    by_method: [],
  }),
  dashboardAlerts: async () => ({ items: [], counts: {}, total: 0 }),
};

function fakeDataProvider(overrides: FakeOverrides = {}) {
  return fakeProvider(
    {},
    {
      dashboardOverview: async () => overview,
      dashboardActivity: async () => activity,
      dashboardHealth: async () => health,
      ...quietCards,
      ...overrides,
    },
  );
}

// The dashboard's own auth provider: no access table (canAccess left out, so react-admin allows all), the
// role only through getPermissions, as the quick actions read it.
function dashboardAuth(role: Role): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ id: 1, fullName: 'سارة', role }),
  };
}

function renderDashboard(
  dataProvider: BakeryDataProvider,
  { role = 'admin', existingPaths = new Set<string>() }: { role?: Role; existingPaths?: ReadonlySet<string> } = {},
) {
  return renderAdmin({
    dataProvider,
    authProvider: dashboardAuth(role),
    path: '/dashboard',
    routes: { '/dashboard': <Dashboard existingPaths={existingPaths} /> },
  });
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

async function loaded() {
  await waitFor(() => expect(figure('dashboard-total-orders')).toBe(formatNumber(overview.orders.total)));
  await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(activity.length));
  await waitFor(() => expect(figure('health-count-orders')).toBe('600'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Dashboard: a distributor's own day (issue 12)", () => {
  it('shows their own orders and the amount of their deliveries instead of the company revenue', async () => {
    const { revenue_eur: _revenue, unpaid_eur: _unpaid, ...ownOrders } = overview.orders;
    const ownDay: DashboardOverview = {
      ...overview,
      scope: 'own_day',
      orders: { ...ownOrders, total: 9, pending: 3, completed: 5, deliveries_on_date: 7, amount_on_date_eur: 321.5 },
    };
    renderDashboard(fakeDataProvider({ dashboardOverview: vi.fn(async () => ownDay) }), { role: 'distributor' });
    await waitFor(() => expect(figure('dashboard-total-orders')).toBe('9'));
    expect(screen.getByText('طلباتي اليوم')).toBeInTheDocument();
    expect(screen.getByText('مبلغ توصيلات اليوم')).toBeInTheDocument();
    expect(figure('dashboard-revenue')).toBe(formatMoney(321.5));
    expect(screen.queryByText('الإيرادات')).not.toBeInTheDocument();
  });
});

describe('Dashboard: the headline and count cards', () => {
  it('shows the server figures, formatted', async () => {
    const dataProvider = fakeDataProvider();
    renderDashboard(dataProvider);
    await loaded();

    expect(figure('dashboard-total-orders')).toBe('1,234');
    expect(screen.getByText('87 طلباً قيد الانتظار')).toBeInTheDocument();
    // Whole euros, rounded like the orders and shops lists' revenue cards.
    expect(figure('dashboard-revenue')).toBe(formatWholeEuros(45678.9));
    expect(figure('dashboard-revenue')).toContain('45,679');
    expect(screen.getByText('1050 طلباً مكتملاً')).toBeInTheDocument();
    expect(figure('dashboard-pending')).toBe('87');
    expect(figure('dashboard-active-distributors')).toBe('4');
    expect(figure('dashboard-count-products')).toBe('64');
    expect(figure('dashboard-count-stores')).toBe('41');
    expect(figure('dashboard-count-users')).toBe('15');
    expect(figure('dashboard-count-vehicles')).toBe('9');
    expect(figure('dashboard-count-active-vehicles')).toBe('7');
    expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(1);
    expect(dataProvider.dashboardActivity).toHaveBeenCalledWith(10);
  });

  it('greets by the time of day with the name, shows the clock and a green status', async () => {
    renderDashboard(fakeDataProvider());
    await loaded();
    await waitFor(() => expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('صباح الخير، سارة'));
    expect(screen.getByTestId('dashboard-clock')).toHaveTextContent('الأحد 22/11/2026، الساعة 09:30');
    expect(screen.getByTestId('dashboard-status')).toHaveTextContent('متصل');
    expect(screen.getByTestId('dashboard-status')).toHaveAttribute('data-status', 'connected');
    expect(screen.queryByTestId('dashboard-error')).not.toBeInTheDocument();
  });
});

describe('Dashboard: recent activity', () => {
  it('lists the feed with type, title, Arabic status, amount and time ago', async () => {
    renderDashboard(fakeDataProvider());
    await loaded();
    const rows = within(screen.getByTestId('recent-activity')).getAllByTestId('activity-item');
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual(['order', 'user', 'product']);

    expect(rows[0]).toHaveTextContent('طلب:');
    expect(rows[0]).toHaveTextContent('ORD-2026-0600');
    expect(rows[0]).toHaveTextContent('سوبرماركت الوسط');
    expect(rows[0]).toHaveTextContent('تم التسليم');
    expect(rows[0]).toHaveTextContent('منذ 5 دقائق');
    expect(within(rows[0]!).getByTestId('activity-amount').textContent).toBe(formatMoney(182.4));

    expect(rows[1]).toHaveTextContent('خباز جديد');
    expect(rows[1]).toHaveTextContent('أمين الصندوق');
    expect(rows[1]).toHaveTextContent('منذ 3 ساعات');
    expect(within(rows[1]!).queryByTestId('activity-amount')).not.toBeInTheDocument();

    expect(rows[2]).toHaveTextContent('خبز الشعير');
    expect(rows[2]).toHaveTextContent('نشط');
    expect(rows[2]).toHaveTextContent('منذ يومين');
    expect(screen.queryByText('هذه الميزة قيد التطوير')).not.toBeInTheDocument();
  });

  it('says so when there is no activity', async () => {
    renderDashboard(fakeDataProvider({ dashboardActivity: vi.fn(async () => []) }));
    await waitFor(() => expect(screen.getByText('لا توجد نشاطات حديثة')).toBeInTheDocument());
  });
});

describe('Dashboard: system health', () => {
  it('shows the measured figures', async () => {
    renderDashboard(fakeDataProvider());
    await loaded();
    const panel = within(screen.getByTestId('system-health'));
    expect(panel.getByTestId('health-database')).toHaveTextContent('تعمل بشكل طبيعي');
    expect(panel.getByTestId('health-kind')).toHaveTextContent('قاعدة بيانات مدمجة');
    expect(panel.getByTestId('health-response-time').textContent).toBe(
      formatNumber(1.25, { style: 'unit', unit: 'millisecond', unitDisplay: 'long', maximumFractionDigits: 1 }),
    );
    expect(panel.getByTestId('health-uptime').textContent).toBe('يومان و3 ساعات و12 دقيقة');
    expect(panel.getByTestId('health-size').textContent).toBe(
      formatNumber(25.29, { style: 'unit', unit: 'megabyte', unitDisplay: 'long', maximumFractionDigits: 1 }),
    );
    expect(panel.getByTestId('health-size')).toHaveTextContent('25.3');
    expect(panel.getByTestId('health-server-time')).toHaveTextContent('22/11/2026 09:30');
    expect(panel.getByTestId('health-count-orders').textContent).toBe('600');
    expect(panel.getByTestId('health-count-stores').textContent).toBe('41');
    expect(panel.getByTestId('health-count-products').textContent).toBe('64');
    expect(panel.getByTestId('health-count-users').textContent).toBe('15');
    expect(panel.getByTestId('health-count-vehicles').textContent).toBe('9');
    expect(screen.queryByText('بيانات توضيحية')).not.toBeInTheDocument();
  });

  it('reads a short uptime in minutes', async () => {
    renderDashboard(fakeDataProvider({ dashboardHealth: vi.fn(async () => ({ ...health, uptime_seconds: 3_600 + 60 })) }));
    await waitFor(() => expect(screen.getByTestId('health-uptime').textContent).toBe('ساعة واحدة ودقيقة واحدة'));
  });
});

describe('Dashboard: failures', () => {
  // react-admin's useDataProvider logs each failed call; the failures here are the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error banner and zeros when the overview fails, and retry fetches again', async () => {
    const dashboardOverview = vi
      .fn<() => Promise<DashboardOverview>>()
      .mockRejectedValueOnce(new Error('خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً'))
      .mockResolvedValue(overview);
    const dataProvider = fakeDataProvider({ dashboardOverview });
    renderDashboard(dataProvider);

    const banner = await screen.findByTestId('dashboard-error');
    expect(banner).toHaveTextContent('فشل في تحميل بيانات لوحة التحكم');
    expect(banner).toHaveTextContent('تعذر تحميل الإحصائيات: خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً');
    expect(figure('dashboard-total-orders')).toBe('0');
    expect(figure('dashboard-revenue')).toBe(formatWholeEuros(0));
    expect(figure('dashboard-count-products')).toBe('0');
    expect(screen.getByTestId('dashboard-status')).toHaveTextContent('خطأ في الاتصال');
    expect(screen.getByTestId('dashboard-status')).toHaveAttribute('data-status', 'error');
    // The other blocks still show what they loaded.
    await waitFor(() => expect(figure('health-count-orders')).toBe('600'));
    expect(screen.getAllByTestId('activity-item')).toHaveLength(3);

    fireEvent.click(within(banner).getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(figure('dashboard-total-orders')).toBe('1,234'));
    expect(dashboardOverview).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('dashboard-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-status')).toHaveTextContent('متصل');
  });

  it("shows '—' for a failed health block and names it in the banner", async () => {
    renderDashboard(fakeDataProvider({ dashboardHealth: vi.fn(async () => Promise.reject(new Error('خطأ في الاتصال بالخادم'))) }));
    const banner = await screen.findByTestId('dashboard-error');
    expect(banner).toHaveTextContent('تعذر تحميل صحة النظام: خطأ في الاتصال بالخادم');
    expect(screen.getByTestId('health-database').textContent).toBe('—');
    expect(screen.getByTestId('health-count-orders').textContent).toBe('—');
    await waitFor(() => expect(figure('dashboard-total-orders')).toBe('1,234'));
  });
});

describe('Dashboard: quick actions', () => {
  const allPaths = new Set(['/orders/create', '/stores/create', '/products', '/scheduling/daily', '/users', '/vehicles', '/settings/system', '/ai-chat']);
  const tiles = () =>
    within(screen.getByTestId('quick-actions'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('offers an admin every page that exists', async () => {
    renderDashboard(fakeDataProvider(), { role: 'admin', existingPaths: allPaths });
    await waitFor(() => expect(tiles()).toHaveLength(8));
    expect(tiles()).toEqual(['/orders/create', '/stores/create', '/products', '/scheduling/daily', '/users', '/vehicles', '/settings/system', '/ai-chat']);
    expect(screen.getByRole('link', { name: 'طلب جديد' })).toHaveAttribute('href', '/orders/create');
  });

  it('follows the access table for a cashier', async () => {
    renderDashboard(fakeDataProvider(), { role: 'cashier', existingPaths: allPaths });
    await waitFor(() => expect(tiles()).toEqual(['/orders/create', '/stores/create', '/products', '/ai-chat']));
  });

  it('shows a tile only when its page exists', async () => {
    renderDashboard(fakeDataProvider(), { role: 'admin', existingPaths: new Set(['/dashboard', '/users']) });
    await waitFor(() => expect(tiles()).toEqual(['/users']));
  });

  it('shows no panel when no page of the list exists', async () => {
    renderDashboard(fakeDataProvider(), { role: 'admin', existingPaths: new Set(['/dashboard']) });
    await loaded();
    expect(screen.queryByTestId('quick-actions')).not.toBeInTheDocument();
  });
});

describe('Dashboard: refresh timing', () => {
  it('checks every 5 minutes and reloads data older than 4 minutes', async () => {
    const dataProvider = fakeDataProvider();
    renderDashboard(dataProvider);
    await loaded();
    expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_CHECK_MS));
    await waitFor(() => expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(2));
    expect(dataProvider.dashboardActivity).toHaveBeenCalledTimes(2);
    expect(dataProvider.dashboardHealth).toHaveBeenCalledTimes(2);
  });

  it('skips the check when the data is fresher than 4 minutes, and the refresh button reloads at once', async () => {
    const dataProvider = fakeDataProvider();
    renderDashboard(dataProvider);
    await loaded();

    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(2));

    // The 5-minute check comes 2 minutes after the manual refresh: nothing is old enough.
    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE));
    expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(2);
    // The next check, 7 minutes after the refresh, reloads.
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_CHECK_MS));
    await waitFor(() => expect(dataProvider.dashboardOverview).toHaveBeenCalledTimes(3));
  });

  it('moves the clock every minute', async () => {
    renderDashboard(fakeDataProvider());
    await loaded();
    expect(screen.getByTestId('dashboard-clock')).toHaveTextContent('الساعة 09:30');
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.getByTestId('dashboard-clock')).toHaveTextContent('الساعة 09:31');
    await act(() => vi.advanceTimersByTimeAsync(3 * 60 * MINUTE));
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('نهارك سعيد، سارة');
  });
});

describe('Dashboard: vans due for maintenance (issue 15)', () => {
  it('lists each van whose odometer reached its next maintenance, linking to its details page', async () => {
    const due = { id: 7, vehicle_plate: '1-ABC-123', vehicle_model: 'Renault Kangoo', current_km: 60_250, next_maintenance_km: 60_000 };
    renderDashboard(fakeDataProvider({ dashboardOverview: async () => ({ ...overview, alerts: { maintenance_due: [due] } }) }));
    const alert = await screen.findByTestId('maintenance-due-alert');
    expect(alert).toHaveTextContent('مركبات تحتاج إلى صيانة');
    const link = within(alert).getByRole('link');
    // The plate sits in Unicode isolates so it reads left to right inside the Arabic line.
    expect(link).toHaveTextContent('\u20661-ABC-123\u2069 (Renault Kangoo): العداد 60,250 كم');
    expect(link).toHaveAttribute('href', '/vehicles/details/7');
  });

  it('shows no alert when no van is due', async () => {
    renderDashboard(fakeDataProvider());
    await loaded();
    expect(screen.queryByTestId('maintenance-due-alert')).not.toBeInTheDocument();
  });
});
