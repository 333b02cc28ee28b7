import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userErrors } from '../../src/domain/users';
import type { UserStatistics } from '../../src/providers/data/userCalls';
import { UserList } from '../../src/resources/users/list/UserList';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { setWindowWidth } from './shellHarness';
import { renderAdmin } from './renderAdmin';

// The signed-in admin of fakeAuth is user 1.
function employee(id: number, overrides: Partial<RaRecord> = {}): RaRecord {
  return {
    id,
    username: `user${id}`,
    full_name: `موظف ${id}`,
    email: `user${id}@bakery.be`,
    phone: '+32470123456',
    role: 'cashier',
    status: 'active',
    two_factor_enabled: false,
    last_login: null,
    avatar_url: null,
    ...overrides,
  };
}

const statistics: UserStatistics = {
  general: { totalUsers: 23, activeUsers: 19, inactiveUsers: 3, suspendedUsers: 1 },
  by_role: { admin: 2 },
};

function provider(rows: RaRecord[], overrides: FakeOverrides = {}) {
  return fakeProvider({ users: rows }, { userStatistics: async () => statistics, ...overrides });
}

function renderList(dataProvider: ReturnType<typeof provider>, path = '/users') {
  return renderAdmin({ role: 'admin', path, dataProvider, resource: 'users', routes: { '/users': <UserList /> } });
}

vi.setConfig({ testTimeout: 20_000 });

const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/users: tiles and views', () => {
  it('shows the three tiles of the whole staff from /users/statistics', async () => {
    renderList(provider([employee(1), employee(2)]));
    await waitFor(() => expect(screen.getByTestId('users-card-total')).toHaveTextContent('23'));
    expect(screen.getByTestId('users-card-active')).toHaveTextContent('19');
    expect(screen.getByTestId('users-card-inactive')).toHaveTextContent('3');
    expect(screen.getByText('إجمالي الموظفين')).toBeInTheDocument();
    expect(screen.getByTestId('users-cards-scope')).toHaveTextContent('أرقام كل الموظفين: لا تتبع البحث ولا عوامل التصفية');
  });

  it('shows the one empty card of every list, in the table view and the cards view alike', async () => {
    const dataProvider = provider([]);
    renderList(dataProvider, `/users?filter=${encodeURIComponent(JSON.stringify({ q: 'لا شيء' }))}`);
    const empty = await screen.findByTestId('users-empty');
    expect(empty).toHaveTextContent('لا يوجد موظفون');
    expect(empty).toHaveTextContent('لا توجد نتائج تطابق البحث أو عوامل التصفية الحالية');
    fireEvent.click(within(empty).getByRole('button', { name: 'مسح عوامل التصفية (1)' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: {} })));
    cleanup();
    setWindowWidth(390);
    renderList(provider([]));
    const none = await screen.findByTestId('users-empty');
    expect(within(none).getByRole('link', { name: 'إضافة أول موظف' })).toHaveAttribute('href', '/users/create');
  });

  it('shows a table from 768 px, ten a page, with role, status, formatted phone and two-factor', async () => {
    const dataProvider = provider([employee(1, { role: 'admin' }), employee(2, { two_factor_enabled: true, phone: null })]);
    renderList(dataProvider);
    const table = await screen.findByTestId('users-table');
    expect(screen.queryByTestId('users-cards')).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    const first = within(table).getByRole('link', { name: 'موظف 1' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('مدير النظام الرئيسي')).toBeInTheDocument();
    expect(within(first).getByText('نشط')).toBeInTheDocument();
    expect(within(first).getByText('+32 470 12 34 56')).toBeInTheDocument();
    expect(within(first).getByTestId('two-factor-off')).toBeInTheDocument();
    const second = within(table).getByRole('link', { name: 'موظف 2' }).closest('tr') as HTMLElement;
    expect(within(second).getByTestId('two-factor-on')).toBeInTheDocument();
    expect(within(second).getByText('لا يوجد هاتف')).toBeInTheDocument();
  });

  it('shows cards below 768 px, without the table or the switch', async () => {
    setWindowWidth(767);
    renderList(provider([employee(1), employee(2)]));
    expect(await screen.findByTestId('users-cards')).toBeInTheDocument();
    expect(cardOf('موظف 2')).toBeInTheDocument();
    expect(screen.queryByTestId('users-table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /جدول/ })).not.toBeInTheDocument();
  });

  it('switches a wide screen to cards by hand', async () => {
    renderList(provider([employee(1), employee(2)]));
    await screen.findByTestId('users-table');
    fireEvent.click(screen.getByRole('button', { name: /بطاقات/ }));
    expect(await screen.findByTestId('users-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('users-table')).not.toBeInTheDocument();
  });
});

describe('/users: export', () => {
  it('downloads the file the server wrote for the current filters, as employees_{date}', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const dataProvider = provider([employee(1)], {
      exportUsers: async (format) => ({ blob: new Blob(['x']), filename: `employees_2026-11-24.${format}` }),
    });
    const filter = encodeURIComponent(JSON.stringify({ role: 'distributor' }));
    renderList(dataProvider, `/users?filter=${filter}`);
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(names).toEqual(['employees_2026-11-24.csv']));
    expect(dataProvider.exportUsers).toHaveBeenCalledWith('csv', { role: 'distributor' });
    expect(await screen.findByText('تم تصدير الموظفين بصيغة CSV')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تصدير JSON' }));
    await waitFor(() => expect(names[1]).toBe('employees_2026-11-24.json'));
  });
});

describe('/users: actions on a card', () => {
  beforeEach(() => setWindowWidth(390));

  it('deletes from a card only after the confirmation, and offers no delete on the own card', async () => {
    const dataProvider = provider([employee(1), employee(2)], { delete: async (_resource, params) => ({ data: { id: params.id } }) });
    renderList(dataProvider);
    await waitFor(() => within(cardOf('موظف 2')).getByRole('button', { name: 'حذف' }));
    expect(within(cardOf('موظف 1')).queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
    expect(within(cardOf('موظف 1')).queryByRole('button', { name: 'إلغاء التفعيل' })).not.toBeInTheDocument();

    fireEvent.click(within(cardOf('موظف 2')).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حذف الموظف "موظف 2"');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('users', expect.objectContaining({ id: 2 })));
    expect(await screen.findByText('تم حذف الموظف بنجاح')).toBeInTheDocument();
  });

  it("shows the server's reason when the employee has history and deactivates instead", async () => {
    const refusal = new HttpError(userErrors.userHasHistory, 409, {
      success: false,
      message: userErrors.userHasHistory,
      code: 'has_history',
      counts: { orders: 4, payments: 0, expenses: 0, vehicles: 0 },
    });
    const dataProvider = provider([employee(1), employee(2, { role: 'distributor' })], { delete: vi.fn(async () => Promise.reject(refusal)) });
    renderList(dataProvider);
    fireEvent.click(await waitFor(() => within(cardOf('موظف 2')).getByRole('button', { name: 'حذف' })));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));

    const conflict = await screen.findByRole('dialog', { name: 'لا يمكن حذف الموظف' });
    expect(conflict).toHaveTextContent(userErrors.userHasHistory);
    fireEvent.click(within(conflict).getByRole('button', { name: 'إلغاء التفعيل بدلاً من الحذف' }));
    await waitFor(() => expect(dataProvider.setUserStatus).toHaveBeenCalledWith(2, 'inactive'));
    expect(await screen.findByText('تم إلغاء تفعيل الموظف')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'لا يمكن حذف الموظف' })).not.toBeInTheDocument());
  });

  it('activates a suspended employee from their card', async () => {
    const dataProvider = provider([employee(1), employee(3, { status: 'suspended' })]);
    renderList(dataProvider);
    fireEvent.click(await waitFor(() => within(cardOf('موظف 3')).getByRole('button', { name: 'تفعيل' })));
    await waitFor(() => expect(dataProvider.setUserStatus).toHaveBeenCalledWith(3, 'active'));
    expect(await screen.findByText('تم تفعيل الموظف')).toBeInTheDocument();
  });
});
