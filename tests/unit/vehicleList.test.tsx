import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import type { VehicleStatistics } from '../../src/providers/data/vehicleCalls';
import { VehicleList } from '../../src/resources/vehicles/list/VehicleList';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { setWindowWidth } from './shellHarness';
import { renderAdmin } from './renderAdmin';

/** A vehicle as GET /vehicles sends it (the fields the card reads, and the rest as the API has them). */
function vehicle(id: number, overrides: Partial<RaRecord> = {}): RaRecord {
  return {
    id,
    vehicle_type: 'van',
    vehicle_model: `Renault Master ${id}`,
    vehicle_plate: `1-VAN-00${id}`,
    vehicle_year: 2021,
    status: 'active',
    fuel_type: 'diesel',
    current_km: 45210,
    assigned_distributor_id: null,
    assignedDistributor: null,
    isAvailable: true,
    availabilityStatus: 'available',
    maintenance_due: false,
    ...overrides,
  };
}

const person = (id: number, full_name: string, overrides: Partial<RaRecord> = {}): RaRecord => ({
  id,
  full_name,
  username: `u${id}`,
  phone: '+32470123456',
  role: 'distributor',
  status: 'active',
  work_status: 'available',
  ...overrides,
});

// Sami drives van 2; Rami is free; Hadi is inactive; Lina is a cashier: only Rami may be offered.
const users = [
  person(11, 'سامي'),
  person(12, 'رامي'),
  person(13, 'هادي', { status: 'inactive' }),
  person(14, 'لينا', { role: 'cashier' }),
];
const fleet = [
  vehicle(1),
  vehicle(2, {
    assigned_distributor_id: 11,
    assignedDistributor: { id: 11, full_name: 'سامي', phone: '+32470123456', email: null },
    isAvailable: false,
    availabilityStatus: 'assigned',
    maintenance_due: true,
  }),
  vehicle(3, { status: 'maintenance' }),
];

const statistics: VehicleStatistics = { total: 7, active: 5, assigned: 3, maintenance: 1, totalExpenses: 0, totalTrips: 0, maintenanceDue: 2 };

function provider(overrides: FakeOverrides = {}) {
  return fakeProvider({ vehicles: fleet, users }, { vehicleStatistics: async () => statistics, ...overrides });
}

function renderList(dataProvider: ReturnType<typeof provider>) {
  return renderAdmin({ path: '/vehicles', dataProvider, resource: 'vehicles', routes: { '/vehicles': <VehicleList /> } });
}

vi.setConfig({ testTimeout: 20_000 });

const cardOf = (plate: string) => screen.getByRole('article', { name: plate });

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/vehicles', () => {
  it('shows the fleet figures and one card per vehicle, twelve a page, with the actions each one allows', async () => {
    const dataProvider = provider();
    renderList(dataProvider);
    await waitFor(() => expect(screen.getByTestId('vehicles-card-total')).toHaveTextContent('7'));
    expect(screen.getByTestId('vehicles-card-assigned')).toHaveTextContent('3');
    expect(screen.getByTestId('vehicles-maintenance-due')).toHaveTextContent('2');
    const free = await waitFor(() => cardOf('1-VAN-001'));
    expect(dataProvider.getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ pagination: { page: 1, perPage: 12 } }));
    expect(free).toHaveTextContent('Renault Master 1');
    expect(free).toHaveTextContent('شاحنة صغيرة (فان)');
    expect(free).toHaveTextContent('2021');
    expect(free).toHaveTextContent('ديزل');
    expect(within(free).getByTestId('vehicle-current_km')).toHaveTextContent('45,210');
    expect(free).toHaveTextContent('غير مُعيّنة');
    expect(within(free).getByRole('button', { name: 'حذف المركبة' })).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'تعديل المركبة' })).toHaveAttribute('href', '/vehicles/edit/1');
    expect(within(free).queryByTestId('vehicle-maintenance-due')).not.toBeInTheDocument();

    // Assigned: its driver, unassign, no assign and no delete; due for maintenance.
    const driven = cardOf('1-VAN-002');
    expect(driven).toHaveTextContent('سامي');
    expect(within(driven).getByTestId('vehicle-maintenance-due')).toHaveTextContent('الصيانة مستحقة');
    expect(within(driven).getByRole('button', { name: 'إلغاء التعيين' })).toBeInTheDocument();
    expect(within(driven).queryByRole('button', { name: 'تعيين موزع' })).not.toBeInTheDocument();
    expect(within(driven).queryByRole('button', { name: 'حذف المركبة' })).not.toBeInTheDocument();

    // In maintenance: not assignable.
    expect(within(cardOf('1-VAN-003')).queryByRole('button', { name: 'تعيين موزع' })).not.toBeInTheDocument();
  });

  it('offers only active distributors without a vehicle, asks for a choice, then assigns', async () => {
    const dataProvider = provider();
    renderList(dataProvider);
    fireEvent.click(await waitFor(() => within(cardOf('1-VAN-001')).getByRole('button', { name: 'تعيين موزع' })));
    const dialog = await screen.findByRole('dialog', { name: 'تعيين موزع للمركبة \u20661-VAN-001\u2069' });
    const select = await within(dialog).findByRole('combobox', { name: 'الموزع' });
    expect(dataProvider.eligibleDistributors).toHaveBeenCalled();
    expect(select).toHaveTextContent('اختر موزعاً');
    // MUI's own menu, like every other choice of the app, not the browser's native list.
    fireEvent.mouseDown(select);
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['رامي (\u2066+32 470 12 34 56\u2069)']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'تعيين' }));
    expect(await screen.findByText('يرجى اختيار موزع')).toBeInTheDocument();
    expect(dataProvider.assignVehicle).not.toHaveBeenCalled();

    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^رامي/ }));
    expect(select).toHaveTextContent('رامي');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تعيين' }));
    await waitFor(() => expect(dataProvider.assignVehicle).toHaveBeenCalledWith(1, 12));
    expect(await screen.findByText(vehicleErrors.vehicleAssigned)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when it refuses the assignment (409)", async () => {
    const refusal = new HttpError(vehicleErrors.distributorHasVehicle, 409, { success: false, message: vehicleErrors.distributorHasVehicle });
    const dataProvider = provider({ assignVehicle: vi.fn(async () => Promise.reject(refusal)) });
    renderList(dataProvider);
    fireEvent.click(await waitFor(() => within(cardOf('1-VAN-001')).getByRole('button', { name: 'تعيين موزع' })));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'الموزع' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^رامي/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'تعيين' }));
    expect(await screen.findByText(vehicleErrors.distributorHasVehicle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'تعيين موزع للمركبة \u20661-VAN-001\u2069' })).toBeInTheDocument();
  });

  it('changes a status from the card', async () => {
    const dataProvider = provider();
    renderList(dataProvider);
    fireEvent.mouseDown(await waitFor(() => within(cardOf('1-VAN-001')).getByRole('combobox', { name: 'حالة المركبة' })));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'في الصيانة' }));
    await waitFor(() => expect(dataProvider.setVehicleStatus).toHaveBeenCalledWith(1, 'maintenance'));
    expect(await screen.findByText(vehicleErrors.vehicleStatusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf('1-VAN-001')).getByTestId('vehicle-status')).toHaveTextContent('في الصيانة'));
  });

  it("says 'خطأ في تحديث الحالة' when the status cannot be saved", async () => {
    const dataProvider = provider({ setVehicleStatus: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    renderList(dataProvider);
    fireEvent.mouseDown(await waitFor(() => within(cardOf('1-VAN-003')).getByRole('combobox', { name: 'حالة المركبة' })));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'نشطة' }));
    expect(await screen.findByText('خطأ في تحديث الحالة')).toBeInTheDocument();
    expect(within(cardOf('1-VAN-003')).getByTestId('vehicle-status')).toHaveTextContent('في الصيانة');
  });

  it('filters by status', async () => {
    const dataProvider = provider();
    renderList(dataProvider);
    await waitFor(() => cardOf('1-VAN-001'));
    fireEvent.mouseDown(within(screen.getByTestId('vehicles-filters')).getByRole('combobox', { name: 'الحالة' }));
    fireEvent.click(await screen.findByRole('option', { name: 'في الصيانة' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ filter: { status: 'maintenance' } })),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: '1-VAN-001' })).not.toBeInTheDocument());
    expect(cardOf('1-VAN-003')).toBeInTheDocument();
  });

  it("confirms a delete, and shows the server's reason with retiring instead when the vehicle has history", async () => {
    const refusal = new HttpError(vehicleErrors.vehicleHasHistory, 409, { success: false, message: vehicleErrors.vehicleHasHistory, code: 'has_history' });
    const dataProvider = provider({ delete: vi.fn(async () => Promise.reject(refusal)) });
    renderList(dataProvider);
    fireEvent.click(await waitFor(() => within(cardOf('1-VAN-001')).getByRole('button', { name: 'حذف المركبة' })));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('هل أنت متأكد من حذف هذه المركبة؟');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));

    const conflict = await screen.findByRole('dialog', { name: 'لا يمكن حذف المركبة' });
    expect(conflict).toHaveTextContent(vehicleErrors.vehicleHasHistory);
    fireEvent.click(within(conflict).getByRole('button', { name: 'إخراجها من الخدمة' }));
    await waitFor(() => expect(dataProvider.setVehicleStatus).toHaveBeenCalledWith(1, 'retired'));
  });
});
