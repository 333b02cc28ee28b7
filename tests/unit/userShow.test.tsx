import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../src/i18n/format';
import { setWindowWidth } from './shellHarness';
import { distributorDetails, employee, employeeProvider, renderEmployee } from './userShowHarness';

const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const tabNames = () =>
  within(screen.getByTestId('employee-tabs'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const openTab = (name: string) =>
  fireEvent.click(within(screen.getByTestId('employee-tabs')).getByRole('tab', { name }));

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Whole pages with react-admin in the test DOM take a few seconds each on a busy machine.
describe('/users/{id}: a distributor', { timeout: 20_000 }, () => {
  it('shows the card, the side panel and the overview with the phone written the international way', async () => {
    renderEmployee(employeeProvider(employee()));
    expect(await screen.findByRole('heading', { level: 1, name: 'سامي الموزع' })).toBeInTheDocument();
    const header = screen.getByTestId('employee-header');
    expect(within(header).getByTestId('user-role')).toHaveTextContent('مسؤول التوزيع');
    expect(within(header).getByTestId('user-status')).toHaveTextContent('نشط');
    // The buttons wait for the access check.
    expect(await within(header).findByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/users/21/edit');
    expect(await within(header).findByRole('button', { name: 'حذف' })).toBeInTheDocument();

    const panel = screen.getByTestId('employee-panel');
    expect(within(panel).getByTestId('employee-avatar')).toHaveTextContent('سا');
    expect(panel).toHaveTextContent('21');
    expect(panel).toHaveTextContent('03/02/2025');
    expect(text(within(panel).getByTestId('employee-salary'))).toBe(money(2150));
    expect(within(panel).getByTestId('employee-last-activity')).toHaveTextContent('لم يسجل الدخول بعد');
    expect(within(panel).getByRole('link', { name: 'اتصال' })).toHaveAttribute('href', 'tel:+32470123456');
    expect(within(panel).getByRole('link', { name: 'بريد إلكتروني' })).toHaveAttribute('href', 'mailto:sami@bakery.be');
    expect(await within(panel).findByRole('button', { name: 'إلغاء التفعيل' })).toBeInTheDocument();

    expect(screen.getByTestId('employee-phone')).toHaveTextContent('+32 470 12 34 56');
    expect(screen.getByTestId('employee-last-login')).toHaveTextContent('لم يسجل الدخول بعد');
    expect(screen.getByTestId('employee-two-factor')).toHaveTextContent('غير مفعّل');
    expect(tabNames()).toEqual(['نظرة عامة', 'الموقع', 'المركبة', 'الأداء', 'النشاط', 'التفاصيل']);
  });

  it('says the distributor has not shared a location when the record has no coordinates', async () => {
    renderEmployee(employeeProvider(employee()));
    await screen.findByTestId('employee-show');
    openTab('الموقع');
    expect(await screen.findByTestId('employee-no-location')).toHaveTextContent('لم يشارك الموزع موقعه بعد');
    expect(screen.queryByTestId('employee-location-map')).not.toBeInTheDocument();
  });

  it('shows the shared coordinates, their time and the map', async () => {
    renderEmployee(
      employeeProvider(
        employee({ latitude: 50.846557, longitude: 4.351697, location_updated_at: '2026-11-20T08:15:00.000Z' }),
      ),
    );
    await screen.findByTestId('employee-show');
    openTab('الموقع');
    const location = await screen.findByTestId('employee-location');
    expect(location).toHaveTextContent('50.846557');
    expect(location).toHaveTextContent('4.351697');
    expect(location).toHaveTextContent('20/11/2026 09:15');
    const map = within(location).getByTestId('employee-location-map');
    expect(map).toHaveAttribute('dir', 'ltr');
    expect(await within(map).findByTestId('user-marker')).toBeInTheDocument();
    expect(screen.queryByTestId('employee-no-location')).not.toBeInTheDocument();
  });

  it('shows the assigned vehicle with its plate, or the notice when none is assigned', async () => {
    const assigned = employee({
      vehicle_info: {
        vehicle_id: 3,
        type: 'van',
        plate: '1-ABC-234',
        model: 'Renault Kangoo',
        license_number: 'BE-778899',
        assigned_date: '2026-10-01T08:00:00.000Z',
        assigned_by: 1,
      },
    });
    renderEmployee(employeeProvider(assigned));
    await screen.findByTestId('employee-show');
    openTab('المركبة');
    const vehicle = await screen.findByTestId('employee-vehicle');
    expect(within(vehicle).getByTestId('employee-vehicle-plate')).toHaveTextContent('1-ABC-234');
    expect(vehicle).toHaveTextContent('شاحنة صغيرة (فان)');
    expect(vehicle).toHaveTextContent('Renault Kangoo');
    expect(vehicle).toHaveTextContent('BE-778899');
    expect(screen.queryByTestId('employee-no-vehicle')).not.toBeInTheDocument();
    cleanup();

    renderEmployee(employeeProvider(employee()));
    await screen.findByTestId('employee-show');
    openTab('المركبة');
    expect(await screen.findByTestId('employee-no-vehicle')).toHaveTextContent('لا توجد مركبة مخصصة');
  });

  it('shows the performance figures of the details reply, the rating with one decimal and its levels', async () => {
    const record = employee();
    const provider = employeeProvider(record, {
      distributorDetails: async () => ({
        ...distributorDetails(record),
        performance_summary: {
          workload_level: 'moderate',
          performance_level: 'good',
          availability: { work_status: 'busy', last_active: new Date(Date.now() - 3 * 3_600_000).toISOString() },
        },
      }),
    });
    renderEmployee(provider);
    await screen.findByTestId('employee-show');
    openTab('الأداء');
    const performance = await screen.findByTestId('employee-performance');
    expect(await within(performance).findByTestId('performance-delivered')).toHaveTextContent('42');
    expect(within(performance).getByTestId('performance-delivered')).toHaveTextContent('من أصل 57 طلب');
    expect(within(performance).getByTestId('performance-today')).toHaveTextContent('3');
    expect(within(performance).getByTestId('performance-workload')).toHaveTextContent('5');
    expect(within(performance).getByTestId('performance-workload-level')).toHaveTextContent('متوسط');
    expect(text(within(performance).getByTestId('performance-monthly'))).toContain(money(1234.5));
    const rating = within(performance).getByTestId('performance-rating');
    expect(rating).toHaveTextContent('4.0 من 5');
    expect(within(rating).getByTestId('performance-rating-level')).toHaveTextContent('جيد');
    expect(rating).toHaveTextContent('16 من 20 طلب سُلّم في موعده');
    expect(within(rating).getByTestId('performance-rating-note')).toHaveTextContent(
      'محسوب من نسبة الطلبات المسلّمة في موعدها خلال 90 يوماً',
    );
    const availability = within(performance).getByTestId('performance-availability');
    expect(availability).toHaveTextContent('مشغول');
    expect(availability).toHaveTextContent('منذ 3 ساعات');
    expect(provider.distributorDetails).toHaveBeenCalledWith(21, expect.anything());
    // The side panel's last activity is the distributor's, not the (absent) last sign-in.
    expect(screen.getByTestId('employee-last-activity')).toHaveTextContent('منذ 3 ساعات');
  });

  it("says a deactivated distributor is inactive, not 'متاح' from their last work status", async () => {
    const record = employee({ status: 'inactive' });
    renderEmployee(
      employeeProvider(record, {
        distributorDetails: async () => ({
          ...distributorDetails(record),
          performance_summary: {
            workload_level: 'none',
            performance_level: null,
            availability: { work_status: 'available', last_active: null },
          },
        }),
      }),
    );
    await screen.findByTestId('employee-show');
    openTab('الأداء');
    const availability = await screen.findByTestId('performance-availability');
    expect(availability).toHaveTextContent('غير نشط');
    expect(availability).not.toHaveTextContent('متاح');
  });

  it('says there is no rating yet when no order was due in 90 days', async () => {
    const record = employee();
    renderEmployee(
      employeeProvider(record, {
        distributorDetails: async () =>
          distributorDetails(record, { performance_rating: null, rated_orders: 0, on_time_orders: 0 }),
      }),
    );
    await screen.findByTestId('employee-show');
    openTab('الأداء');
    const rating = await screen.findByTestId('performance-rating');
    expect(rating).toHaveTextContent('لا توجد طلبات مستحقة خلال 90 يوماً لحساب التقييم');
    expect(within(rating).queryByTestId('performance-rating-level')).not.toBeInTheDocument();
  });
});

describe('/users/{id}: an admin or a manager', { timeout: 20_000 }, () => {
  it("shows a manager's real rights grouped by category and no distributor tab", async () => {
    renderEmployee(
      employeeProvider(employee({ id: 5, role: 'manager', full_name: 'منى المديرة', username: 'mona' })),
      '/users/5',
    );
    await screen.findByTestId('employee-show');
    expect(tabNames()).toEqual(['نظرة عامة', 'الصلاحيات', 'النشاط', 'التفاصيل']);
    expect(screen.queryByRole('tab', { name: 'الموقع' })).not.toBeInTheDocument();
    openTab('الصلاحيات');
    const permissions = await screen.findByTestId('employee-permissions');
    expect(within(permissions).getByTestId('employee-access-level').textContent).toBe('مدير');
    expect(within(permissions).queryByTestId('employee-full-access')).not.toBeInTheDocument();
    expect(within(permissions).getByTestId('permission-group-stores')).toHaveTextContent('حذف المتاجر');
    expect(within(permissions).getByTestId('permission-group-orders')).toHaveTextContent('إسناد الطلبات');
    expect(within(permissions).getByTestId('permission-group-vehicles')).toHaveTextContent('إضافة المركبات');
    expect(within(permissions).getByTestId('permission-group-export')).toHaveTextContent('تصدير الطلبات');
    // A manager may not manage employees or the system: those rights are not listed.
    expect(permissions).not.toHaveTextContent('حذف الموظفين');
    expect(permissions).not.toHaveTextContent('تعديل النظام');
  });

  it('says an admin has full access', async () => {
    renderEmployee(
      employeeProvider(employee({ id: 1, role: 'admin', full_name: 'سامر', username: 'admin' })),
      '/users/1',
    );
    await screen.findByTestId('employee-show');
    openTab('الصلاحيات');
    const permissions = await screen.findByTestId('employee-permissions');
    expect(within(permissions).getByTestId('employee-full-access')).toBeInTheDocument();
    expect(within(permissions).getByTestId('employee-access-level').textContent).toBe('مدير أعلى');
    expect(within(permissions).getByTestId('permission-group-users')).toHaveTextContent('حذف الموظفين');
  });

  it("shows a cashier's personal file on the details tab", async () => {
    renderEmployee(
      employeeProvider(
        employee({
          id: 8,
          role: 'cashier',
          employee_id: 'EMP-008',
          nationality: 'بلجيكية',
          languages: ['العربية', 'الفرنسية'],
          emergency_contact_name: 'ليلى',
          emergency_contact_phone: '+32471000111',
          emergency_contact_relation: 'أخت',
        }),
      ),
      '/users/8',
    );
    await screen.findByTestId('employee-show');
    expect(tabNames()).toEqual(['نظرة عامة', 'النشاط', 'التفاصيل']);
    openTab('التفاصيل');
    expect(await screen.findByTestId('employee-details')).toHaveTextContent('EMP-008');
    expect(screen.getByTestId('employee-details')).toHaveTextContent('العربية، الفرنسية');
    expect(screen.getByTestId('employee-emergency')).toHaveTextContent('+32 471 00 01 11');
    expect(screen.getByTestId('employee-emergency')).toHaveTextContent('أخت');
  });
});

describe('/users/{id}: loading states', { timeout: 20_000 }, () => {
  it('says the employee does not exist on a 404', async () => {
    renderEmployee(employeeProvider(employee()), '/users/999');
    expect(await screen.findByTestId('employee-not-found')).toHaveTextContent('الموظف غير موجود');
    expect(screen.getByRole('link', { name: 'العودة إلى قائمة الموظفين' })).toHaveAttribute('href', '/users');
  });

  it('says the load failed, with the way back, on any other failure', async () => {
    renderEmployee(
      employeeProvider(employee(), {
        getOne: async () => {
          throw new HttpError('خطأ في الخادم', 500, {});
        },
      }),
    );
    expect(await screen.findByTestId('employee-load-error')).toHaveTextContent('خطأ في تحميل بيانات الموظف');
    expect(screen.getByRole('link', { name: 'العودة إلى قائمة الموظفين' })).toHaveAttribute('href', '/users');
    expect(screen.getByTestId('location')).toHaveTextContent('/users/21');
  });
});
