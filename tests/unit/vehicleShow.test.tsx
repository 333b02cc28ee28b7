import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { formatDateTime, formatMoney, formatNumber } from '../../src/i18n/format';
import type {
  ExpenseRecord,
  VehicleAssignment,
  VehicleFigures,
  VehicleRecord,
} from '../../src/providers/data/vehicleCalls';
import VehicleShow from '../../src/resources/vehicles/show/VehicleShow';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The vehicle's details page (/vehicles/details/{id}) for a manager, with the real Arabic messages and a
// fake provider answering as the vehicles API does.

const plain = (value: string) => value.replace(/\u00a0/g, ' ');
const text = (element: HTMLElement) => plain(element.textContent ?? '');

function van(overrides: Partial<VehicleRecord> = {}): VehicleRecord {
  return {
    id: 7,
    vehicle_type: 'van',
    vehicle_model: 'Renault Master',
    vehicle_plate: '1-ABC-123',
    vehicle_year: 2021,
    vehicle_color: 'أبيض',
    status: 'active',
    fuel_type: 'diesel',
    transmission_type: 'manual',
    engine_capacity: '2.3L',
    carrying_capacity: 1200,
    fuel_consumption: 9.5,
    current_km: 45_200,
    purchase_km: 40_000,
    next_maintenance_km: 50_000,
    last_maintenance_date: '2026-06-01',
    last_maintenance_km: 35_000,
    maintenance_interval_km: 15_000,
    insurance_company: 'AG Insurance',
    insurance_expiry_date: '2027-03-01',
    registration_date: '2021-04-10',
    registration_expiry_date: '2027-04-10',
    purchase_date: '2021-04-01',
    purchase_price_eur: 28_500,
    purchase_price_syp: null,
    purchase_currency: 'EUR',
    purchase_exchange_rate: null,
    is_company_owned: true,
    notes: null,
    assigned_distributor_id: 21,
    assigned_at: '2026-11-02T08:00:00.000Z',
    assigned_by: 1,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-11-02T08:00:00.000Z',
    assignedDistributor: { id: 21, full_name: 'سامي الموزع', phone: '+32470123456', email: 'sami@bakery.be' },
    isAvailable: false,
    availabilityStatus: 'assigned',
    maintenance_due: false,
    ...overrides,
  };
}

function figures(overrides: Partial<VehicleFigures> = {}): VehicleFigures {
  return {
    vehicle_id: 7,
    current_km: 45_200,
    start_km: 40_000,
    distance_km: 5_200,
    total_expenses_eur: 412.75,
    expense_count: 3,
    by_type: { fuel: 312.75, maintenance: 100, repair: 0, washing: 0, other: 0 },
    fuel_litres: 180,
    average_consumption_l_100km: 8.7,
    cost_per_km_eur: 0.08,
    trips: 14,
    maintenance: { last_date: '2026-06-01', last_km: 35_000, next_km: 50_000, due: false },
    ...overrides,
  };
}

function fuelExpense(id: number, overrides: Partial<ExpenseRecord> = {}): ExpenseRecord {
  return {
    id,
    vehicle_id: 7,
    vehicle_plate: '1-ABC-123',
    distributor_id: 21,
    distributor_name: 'سامي الموزع',
    type: 'fuel',
    amount: 82.4,
    currency: 'EUR',
    amount_eur: 82.4,
    exchange_rate: null,
    description: 'تعبئة ديزل',
    expense_date: '2026-11-20',
    km: 45_200,
    litres: 48.5,
    recorded_by: 21,
    recorded_by_name: 'سامي الموزع',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const assignment: VehicleAssignment = {
  id: 3,
  vehicle_id: 7,
  distributor_id: 21,
  distributor_name: 'سامي الموزع',
  assigned_at: '2026-11-02T08:00:00.000Z',
  assigned_by: 1,
  assigned_by_name: 'مدير المخبز',
  unassigned_at: null,
  unassigned_by: null,
  unassigned_by_name: null,
};

/** GET /vehicles/:id answers `record` for its id and 404 for any other; the page's reads as given. */
function vehicleProvider(record: VehicleRecord, overrides: FakeOverrides = {}): FakeProvider {
  return fakeProvider(
    { vehicles: [record] },
    {
      getOne: async (_resource, params) => {
        if (String(params.id) !== String(record.id))
          throw new HttpError('لم يتم العثور على المركبة', 404, { message: 'لم يتم العثور على المركبة' });
        return { data: record };
      },
      vehicleFigures: async () => figures(),
      vehicleExpenses: async () => ({ data: [], total: 0 }),
      vehicleMaintenance: async () => [],
      vehicleHistory: async () => [],
      ...overrides,
    },
  );
}

function renderVehicle(provider: FakeProvider, path = '/vehicles/details/7') {
  return renderAdmin({
    path,
    dataProvider: provider,
    routes: { '/vehicles/details/:id': <VehicleShow />, '/vehicles': <p>قائمة المركبات</p> },
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/vehicles/details/{id}', { timeout: 20_000 }, () => {
  it('shows the plate and the four figures the server computed', async () => {
    renderVehicle(vehicleProvider(van()));
    expect(await screen.findByRole('heading', { level: 1, name: '\u20661-ABC-123\u2069' })).toBeInTheDocument();
    expect(await screen.findByTestId('vehicle-figure-distance-value')).toHaveTextContent(`${formatNumber(5200)} كم`);
    expect(text(screen.getByTestId('vehicle-figure-expenses-value'))).toBe(plain(formatMoney(412.75)));
    expect(screen.getByTestId('vehicle-figure-consumption-value')).toHaveTextContent('8.7 لتر/100 كم');
    expect(screen.getByTestId('vehicle-figure-trips-value')).toHaveTextContent('14');
    expect(screen.getByTestId('vehicle-figure-expenses')).toHaveTextContent('3 مصروفات');
  });

  it('says the consumption cannot be computed yet and warns when maintenance is due', async () => {
    renderVehicle(
      vehicleProvider(van({ current_km: 50_400, maintenance_due: true }), {
        vehicleFigures: async () => figures({ average_consumption_l_100km: null }),
      }),
    );
    expect(await screen.findByTestId('vehicle-figure-consumption-value')).toHaveTextContent(
      'غير متاح — يلزم تعبئتان بعداد',
    );
    const warning = screen.getByTestId('vehicle-maintenance-due');
    expect(warning).toHaveTextContent(formatNumber(50_400));
    expect(warning).toHaveTextContent(formatNumber(50_000));
  });

  it('disables delete with the note while a distributor drives the vehicle, and shows who', async () => {
    renderVehicle(vehicleProvider(van()));
    const header = await screen.findByTestId('vehicle-header');
    expect(await within(header).findByRole('button', { name: 'حذف المركبة' })).toBeDisabled();
    expect(within(header).getByTestId('vehicle-delete-note')).toHaveTextContent('لا يمكن حذف المركبة المُعيّنة لموزع');
    expect(within(header).getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/vehicles/edit/7');
    expect(screen.getByTestId('vehicle-details-distributor')).toHaveTextContent('سامي الموزع');
    expect(screen.getByTestId('vehicle-details-distributor')).toHaveTextContent('sami@bakery.be');
  });

  it('deletes a free vehicle after the confirmation and goes back to the list', async () => {
    const provider = vehicleProvider(
      van({ assigned_distributor_id: null, assignedDistributor: null, assigned_at: null }),
    );
    renderVehicle(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'حذف المركبة' }));
    expect(await screen.findByText('هل أنت متأكد من حذف هذه المركبة؟')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف المركبة' }));
    expect(await screen.findByText('تم حذف المركبة بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vehicles'));
    expect(provider.delete).toHaveBeenCalledWith('vehicles', expect.objectContaining({ id: 7 }));
  });

  it('lists the expenses with their EUR value and the totals per type', async () => {
    const provider = vehicleProvider(van(), {
      vehicleExpenses: async () => ({
        data: [
          fuelExpense(1),
          fuelExpense(2, {
            type: 'washing',
            amount: 1500,
            currency: 'SYP',
            amount_eur: 10,
            litres: null,
            description: 'غسيل',
          }),
        ],
        total: 2,
      }),
    });
    renderVehicle(provider, '/vehicles/details/7?tab=expenses');
    const rows = await screen.findAllByTestId('vehicle-expense-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('وقود');
    expect(rows[0]).toHaveTextContent('تعبئة ديزل');
    expect(rows[0]).toHaveTextContent('48.5');
    expect(text(rows[1])).toContain(plain(formatMoney(1500, 'SYP')));
    expect(text(rows[1])).toContain(plain(formatMoney(10)));
    const totals = await screen.findByTestId('vehicle-expense-totals');
    expect(text(within(totals).getByTestId('vehicle-expense-total-fuel'))).toContain(plain(formatMoney(312.75)));
    expect(text(within(totals).getByTestId('vehicle-expense-total-total'))).toContain(plain(formatMoney(412.75)));
    expect(within(totals).queryByTestId('vehicle-expense-total-repair')).toBeNull();
    expect(provider.vehicleExpenses).toHaveBeenCalledWith(7, { page: 1, perPage: 20 });
  });

  it('refuses a maintenance visit without work done, then records a valid one', async () => {
    const provider = vehicleProvider(van(), {
      addMaintenance: async (id, input) => ({
        id: 1,
        vehicle_id: Number(id),
        maintenance_date: String(input.maintenance_date),
        km: Number(input.km),
        work_done: String(input.work_done),
        cost_eur: 95,
        expense_id: 9,
        recorded_by: 1,
        recorded_by_name: 'مدير المخبز',
        created_at: '2026-11-24T09:00:00.000Z',
      }),
    });
    renderVehicle(provider, '/vehicles/details/7?tab=maintenance');
    expect(await screen.findByTestId('vehicle-maintenance-empty')).toHaveTextContent('لا توجد سجلات صيانة');
    const form = screen.getByTestId('vehicle-maintenance-form');
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الصيانة' }));
    expect(await within(form).findByText('وصف الأعمال المنجزة مطلوب')).toBeInTheDocument();
    expect(provider.addMaintenance).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('textbox', { name: /الأعمال المنجزة/ }), {
      target: { value: 'تغيير الزيت والفلاتر' },
    });
    await waitFor(() => expect(within(form).queryByText('وصف الأعمال المنجزة مطلوب')).toBeNull());
    fireEvent.change(within(form).getByRole('textbox', { name: /التكلفة/ }), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الصيانة' }));
    expect(await screen.findByText('تم تسجيل الصيانة بنجاح')).toBeInTheDocument();
    expect(provider.addMaintenance).toHaveBeenCalledWith(7, {
      maintenance_date: bakeryDate(),
      km: 45_200,
      work_done: 'تغيير الزيت والفلاتر',
      cost_eur: 95,
    });
    // The tab reads its list again: the new visit shows without a reload.
    await waitFor(() => expect(provider.vehicleMaintenance).toHaveBeenCalledTimes(2));
  });

  it('shows the open assignment in the history until now', async () => {
    renderVehicle(
      vehicleProvider(van(), { vehicleHistory: async () => [assignment] }),
      '/vehicles/details/7?tab=history',
    );
    const row = await screen.findByTestId('vehicle-history-row');
    expect(row).toHaveTextContent('سامي الموزع');
    // 'منذ … حتى الآن', not 'من … إلى حتى الآن'.
    expect(row).toHaveTextContent(`منذ ${formatDateTime(assignment.assigned_at)} حتى الآن`);
    expect(row).not.toHaveTextContent('إلى');
    expect(row).toHaveTextContent('مدير المخبز');
  });

  it('sends an id that cannot be one back to the list with the spec message', async () => {
    const provider = vehicleProvider(van());
    renderVehicle(provider, '/vehicles/details/abc');
    expect(await screen.findByText('معرف المركبة غير صحيح')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/vehicles');
    expect(provider.getOne).not.toHaveBeenCalled();
  });

  it('says an unknown vehicle was not found, with the way back', async () => {
    renderVehicle(vehicleProvider(van()), '/vehicles/details/99');
    const page = await screen.findByTestId('vehicle-not-found');
    expect(page).toHaveTextContent('لم يتم العثور على المركبة');
    expect(within(page).getByRole('link', { name: 'العودة إلى قائمة المركبات' })).toHaveAttribute('href', '/vehicles');
  });
});
