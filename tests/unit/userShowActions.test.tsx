import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWindowWidth } from './shellHarness';
import { activityEntry, employee, employeeProvider, renderEmployee } from './userShowHarness';

const openTab = (name: string) =>
  fireEvent.click(within(screen.getByTestId('employee-tabs')).getByRole('tab', { name }));

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HAS_HISTORY =
  'لا يمكن حذف الموظف لوجود سجل مرتبط به (طلبات أو مدفوعات أو مصروفات)، يمكنك إلغاء تفعيله بدلاً من ذلك';

describe('/users/{id}: activity', { timeout: 20_000 }, () => {
  it("lists the employee's audit entries in Arabic and pages through them", async () => {
    const firstPage = [
      activityEntry(1, { action: 'create', entity: 'order', entity_id: '12' }),
      activityEntry(2, { action: 'status', entity: 'store', entity_id: '4', ip: null }),
      activityEntry(3, { action: 'login', entity: 'session', entity_id: null }),
    ];
    const secondPage = [activityEntry(21, { action: 'delete', entity: 'product', entity_id: '9' })];
    const provider = employeeProvider(employee({ id: 5, role: 'manager' }), {
      employeeActivity: async (_id, { page, limit }) => ({
        activity: page === 1 ? firstPage : secondPage,
        pagination: { page, limit, total: 21, totalPages: 2 },
      }),
    });
    renderEmployee(provider, '/users/5');
    await screen.findByTestId('employee-show');
    openTab('النشاط');

    const activity = await screen.findByTestId('employee-activity');
    const rows = await within(activity).findAllByTestId('employee-activity-entry');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('إضافة — طلب رقم 12');
    expect(within(rows[0]!).getByRole('link', { name: 'طلب رقم 12' })).toHaveAttribute('href', '/orders/12');
    expect(rows[0]).toHaveTextContent('20/11/2026 10:30');
    expect(rows[0]).toHaveTextContent('من العنوان 10.0.0.7');
    expect(rows[1]).toHaveTextContent('تغيير الحالة — متجر رقم 4');
    expect(rows[1]).not.toHaveTextContent('من العنوان');
    expect(rows[2]).toHaveTextContent('تسجيل الدخول — جلسة');
    expect(within(activity).getByTestId('employee-activity-page-of')).toHaveTextContent('الصفحة 1 من 2');
    expect(provider.employeeActivity).toHaveBeenCalledWith(5, expect.objectContaining({ page: 1, limit: 20 }));

    fireEvent.click(within(activity).getByRole('button', { name: 'الانتقال إلى الصفحة 2' }));
    await waitFor(() =>
      expect(within(activity).getByTestId('employee-activity-page-of')).toHaveTextContent('الصفحة 2 من 2'),
    );
    await waitFor(() => expect(within(activity).getAllByTestId('employee-activity-entry')).toHaveLength(1));
    expect(within(activity).getByTestId('employee-activity-entry')).toHaveTextContent('حذف — منتج رقم 9');
    // A deleted record has no page to open.
    expect(within(activity).queryByRole('link', { name: 'منتج رقم 9' })).not.toBeInTheDocument();
    expect(provider.employeeActivity).toHaveBeenCalledWith(5, expect.objectContaining({ page: 2, limit: 20 }));
  });

  it('says when the employee has done nothing yet', async () => {
    renderEmployee(employeeProvider(employee()));
    await screen.findByTestId('employee-show');
    openTab('النشاط');
    expect(await screen.findByText('لا يوجد نشاط مسجل لهذا الموظف بعد')).toBeInTheDocument();
    expect(screen.queryByTestId('employee-activity-page-of')).not.toBeInTheDocument();
  });
});

describe('/users/{id}: delete and status', { timeout: 20_000 }, () => {
  it('deletes after confirmation, says so and goes back to the list after 1.5 s', async () => {
    const provider = employeeProvider(employee(), {
      delete: async (_resource, params) => ({ data: { id: params.id } }),
    });
    renderEmployee(provider);
    fireEvent.click(await within(await screen.findByTestId('employee-header')).findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText('تم حذف الموظف بنجاح')).toBeInTheDocument();
    expect(screen.getByTestId('employee-deleted')).toBeInTheDocument();
    expect(provider.delete).toHaveBeenCalledWith('users', expect.objectContaining({ id: 21 }));
    // Still on the page right after, at the list 1.5 s later.
    expect(screen.getByTestId('location')).toHaveTextContent('/users/21');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/users'), { timeout: 4000 });
  });

  it("shows the server's reason for an employee with history and deactivates instead", async () => {
    const provider = employeeProvider(employee(), {
      delete: async () => {
        throw new HttpError(HAS_HISTORY, 409, {
          message: HAS_HISTORY,
          code: 'has_history',
          counts: { orders: 3, payments: 0, expenses: 0, vehicles: 0 },
        });
      },
      setUserStatus: async (id, status) => ({ ...employee(), id, status }),
    });
    renderEmployee(provider);
    fireEvent.click(await within(await screen.findByTestId('employee-header')).findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));

    const conflict = await screen.findByRole('dialog', { name: 'لا يمكن حذف الموظف' });
    expect(conflict).toHaveTextContent(HAS_HISTORY);
    fireEvent.click(within(conflict).getByRole('button', { name: 'إلغاء التفعيل بدلاً من الحذف' }));
    await waitFor(() => expect(provider.setUserStatus).toHaveBeenCalledWith(21, 'inactive'));
    expect(await screen.findByText('تم إلغاء تفعيل الموظف')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/users/21');
  });

  it('activates an inactive employee from the side panel', async () => {
    const provider = employeeProvider(employee({ status: 'inactive' }), {
      setUserStatus: async (id, status) => ({ ...employee(), id, status }),
    });
    renderEmployee(provider);
    const panel = await screen.findByTestId('employee-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(provider.setUserStatus).toHaveBeenCalledWith(21, 'active'));
    expect(await screen.findByText('تم تفعيل الموظف')).toBeInTheDocument();
  });

  it('turns off the two-factor sign-in of an employee who lost their phone, after the admin’s password', async () => {
    const provider = employeeProvider(employee({ two_factor_enabled: true }), {
      resetUserTwoFactor: async () => undefined,
    });
    renderEmployee(provider);
    expect((await screen.findByTestId('employee-two-factor')).textContent).toBe('مفعّل');
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ستنتهي جميع جلساته الحالية');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    expect(within(dialog).getByLabelText(/^كلمة المرور/)).toHaveAccessibleDescription('يرجى إدخال كلمة المرور');
    expect(provider.resetUserTwoFactor).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^كلمة المرور/), { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    await waitFor(() => expect(provider.resetUserTwoFactor).toHaveBeenCalledWith(21, 'Secret123'));
    expect(await screen.findByText('تم إيقاف التحقق بخطوتين للموظف')).toBeInTheDocument();
  });
});
