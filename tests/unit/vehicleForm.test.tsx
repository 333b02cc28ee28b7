import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleErrors, vehicleValidation } from '../../src/domain/vehicles/messages';
import { vehicleYearMax } from '../../src/domain/vehicles/rules';
import { toHttpError } from '../../src/providers/http';
import VehicleCreate from '../../src/resources/vehicles/VehicleCreate';
import VehicleEdit from '../../src/resources/vehicles/VehicleEdit';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

const van: RaRecord = {
  id: 4,
  vehicle_type: 'van',
  vehicle_model: 'Renault Kangoo',
  vehicle_plate: '1-ABC-123',
  vehicle_year: 2021,
  vehicle_color: 'أبيض',
  status: 'maintenance',
  fuel_type: 'diesel',
  transmission_type: 'manual',
  current_km: 48200,
  purchase_currency: 'SYP',
  purchase_price_syp: 150_000_000,
  purchase_price_eur: 11_538.46,
  purchase_exchange_rate: 13_000,
  is_company_owned: true,
  notes: null,
  assigned_distributor_id: 5,
  assignedDistributor: { id: 5, full_name: 'كريم الموزع', phone: null, email: null },
  isAvailable: false,
  availabilityStatus: 'maintenance',
  maintenance_due: false,
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
};

function renderAt(path: string, overrides: FakeOverrides = {}) {
  const dataProvider = fakeProvider({ vehicles: [van] }, overrides);
  renderAdmin({
    dataProvider,
    role: 'manager',
    path,
    resource: 'vehicles',
    routes: {
      '/vehicles/add': <VehicleCreate />,
      '/vehicles/edit/:id': <VehicleEdit />,
    },
    fallback: <p>صفحة أخرى</p>,
  });
  return dataProvider;
}

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => setWindowWidth(390));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The helper line under an input: where its error or hint shows. */
const besideField = (input: HTMLElement) => input.closest('.MuiFormControl-root') as HTMLElement;
const field = (name: RegExp) => screen.getByLabelText(name);

async function choose(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(year = '2024') {
  await choose(/نوع المركبة/, 'شاحنة صغيرة (فان)');
  type(field(/^الطراز/), 'Ford Transit');
  type(field(/^رقم اللوحة/), '2-xyz-789');
  type(field(/^سنة الصنع/), year);
}

describe('/vehicles/add', () => {
  it('names every missing required field beside it, gives the one invalid-form notice, and sends nothing', async () => {
    const dataProvider = renderAt('/vehicles/add');
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة المركبة' }));
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(besideField(screen.getByRole('combobox', { name: /نوع المركبة/ }))).toHaveTextContent(
      vehicleValidation.vehicleTypeRequired,
    );
    expect(besideField(field(/^الطراز/))).toHaveTextContent(vehicleValidation.vehicleModelRequired);
    expect(besideField(field(/^رقم اللوحة/))).toHaveTextContent(vehicleValidation.vehiclePlateRequired);
    expect(besideField(field(/^سنة الصنع/))).toHaveTextContent(vehicleValidation.vehicleYearRequired);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a year before 1990 with the range, as a format error', async () => {
    const dataProvider = renderAt('/vehicles/add');
    await screen.findByRole('button', { name: 'إضافة المركبة' });
    await fillRequired('1989');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة المركبة' }));
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(besideField(field(/^سنة الصنع/))).toHaveTextContent(`سنة الصنع يجب أن تكون بين 1990 و${vehicleYearMax()}`);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows the usual consumption of the chosen fuel under the field', async () => {
    renderAt('/vehicles/add');
    const consumption = await screen.findByLabelText(/^استهلاك الوقود/);
    expect(besideField(consumption)).toHaveTextContent('8-12 لتر/100 كم');
    await choose(/نوع الوقود/, 'ديزل');
    // The fuel's name stands apart in brackets, not glued to 'لـ' ('المعدل المعتاد لـديزل').
    await waitFor(() => expect(besideField(consumption)).toHaveTextContent('المعدل المعتاد (ديزل): 6-9 لتر/100 كم'));
    expect(besideField(consumption)).not.toHaveTextContent('8-12');
  });

  it('sends the price in the chosen currency with the defaults, then the list; a taken plate shows beside the plate', async () => {
    const taken = toHttpError(409, {
      success: false,
      message: vehicleErrors.plateTaken,
      errors: [{ field: 'vehicle_plate', message: vehicleErrors.plateTaken }],
    });
    const create = vi
      .fn<NonNullable<FakeOverrides['create']>>()
      .mockRejectedValueOnce(taken)
      .mockImplementation(async (_resource, params) => ({ data: { ...params.data, id: 9 } }));
    const dataProvider = renderAt('/vehicles/add', { create });
    await screen.findByRole('button', { name: 'إضافة المركبة' });
    await fillRequired();
    type(field(/^سعر الشراء/), '2500000');
    await choose(/عملة الشراء/, 'ليرة سورية (ل.س)');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة المركبة' }));
    await waitFor(() => expect(besideField(field(/^رقم اللوحة/))).toHaveTextContent(vehicleErrors.plateTaken));
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/add');

    type(field(/^رقم اللوحة/), '2-XYZ-790');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة المركبة' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(2));
    expect(dataProvider.create.mock.calls[1][1].data).toEqual({
      vehicle_type: 'van',
      vehicle_model: 'Ford Transit',
      vehicle_plate: '2-XYZ-790',
      vehicle_year: 2024,
      status: 'active',
      fuel_type: 'gasoline',
      current_km: 0,
      purchase_price: 2_500_000,
      purchase_currency: 'SYP',
    });
    expect(await screen.findByText(vehicleErrors.vehicleCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
  });
});

describe('/vehicles/edit/:id', () => {
  it('loads the vehicle with its price as entered and sends only the edited columns', async () => {
    const dataProvider = renderAt('/vehicles/edit/4');
    await waitFor(() => expect(field(/^الطراز/)).toHaveValue('Renault Kangoo'));
    expect(field(/^سعر الشراء/)).toHaveValue('150.000.000');
    expect(screen.getByText(/محفوظ بما يعادل/)).toBeInTheDocument();
    // The status is changed from the list: shown, not choosable here.
    const status = screen.getByRole('combobox', { name: /الحالة/ });
    expect(status).toHaveTextContent('في الصيانة');
    fireEvent.mouseDown(status);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    type(field(/^الطراز/), 'Renault Kangoo Maxi');
    type(field(/^عداد المسافة الحالي/), '49000');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const sent = dataProvider.update.mock.calls[0][1].data as Record<string, unknown>;
    expect(sent).toMatchObject({
      vehicle_model: 'Renault Kangoo Maxi',
      current_km: 49000,
      vehicle_plate: '1-ABC-123',
      fuel_type: 'diesel',
    });
    // Computed keys, the status (changed from the list) and an untouched SYP price stay behind.
    for (const key of [
      'id',
      'status',
      'assignedDistributor',
      'isAvailable',
      'created_at',
      'purchase_price',
      'purchase_price_eur',
      'purchase_currency',
    ])
      expect(sent).not.toHaveProperty(key);
    expect(await screen.findByText(vehicleErrors.vehicleUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
  });

  it('goes back to the list saying the id is wrong for /vehicles/edit/abc, asking the server nothing', async () => {
    const dataProvider = renderAt('/vehicles/edit/abc');
    expect(await screen.findByText(vehicleErrors.vehicleIdInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it('shows "vehicle not found" with the way back for an unknown id', async () => {
    renderAt('/vehicles/edit/77', {
      getOne: vi.fn(async () =>
        Promise.reject(toHttpError(404, { success: false, message: vehicleErrors.vehicleNotFound })),
      ),
    });
    expect(await screen.findByTestId('vehicle-not-found')).toHaveTextContent(vehicleErrors.vehicleNotFound);
    fireEvent.click(screen.getByRole('link', { name: 'العودة إلى قائمة المركبات' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
  });
});
