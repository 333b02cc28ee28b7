import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreMapProps } from '../../src/ui/map/StoreMap';
import { storeEditPayloadFor, toStoreEditPayload, storeEditDefaults } from '../../src/resources/stores/edit/storeEditPayload';
import StoreEdit, { SAVED_REDIRECT_MS } from '../../src/resources/stores/StoreEdit';
import { chosenPoint, STORE_EDIT_MESSAGES, validateStoreEdit, type StoreEditValues } from '../../src/resources/stores/storeEditValidation';
import { toHttpError } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { invoiceValidation } from '../../src/domain/invoices/messages';

// The map and the browser's position are other engineers' parts: stand-ins that can pick a point and
// answer with (or without) a position.
const PICKED = { lat: 50.8466, lng: 4.3528 };
vi.mock('../../src/ui/map/StoreMap', () => ({
  StoreMap: (props: StoreMapProps) => (
    <div data-testid={props['data-testid'] ?? 'store-map'} data-selected={props.selected ? `${props.selected.lat},${props.selected.lng}` : ''}>
      {props.onPick ? (
        <button type="button" onClick={() => props.onPick?.({ lat: 50.8466, lng: 4.3528 })}>
          pick-on-map
        </button>
      ) : null}
    </div>
  ),
}));

const geolocation = vi.hoisted(() => ({
  position: null as null | { lat: number; lng: number; accuracy: number },
  error: null as string | null,
  locate: () => undefined,
  locating: false,
}));
vi.mock('../../src/ui/map/useGeolocation', () => ({ useGeolocation: () => geolocation }));

// As react-admin's field errors ask: the message itself when it is already the Arabic text, not a key.
const t = (key: string) => i18nProvider.translate(key, { _: key });

const shop = {
  id: 12,
  name: 'سوبرماركت الوسط',
  owner_name: 'أحمد الحلبي',
  contact_person: 'سمير الخوري',
  phone: '+32 470 11 22 33',
  email: 'centre@example.be',
  address: 'شارع الملك 12، أنتويرب',
  region: 'north',
  category: 'supermarket',
  status: 'active',
  payment_method: 'cash',
  credit_limit_eur: 500,
  notes: 'التسليم صباحاً',
  latitude: 51.2194,
  longitude: 4.4025,
};

function fakeDataProvider(overrides: FakeOverrides = {}) {
  return fakeProvider(
    { stores: [shop] },
    {
      getOne: async () => ({ data: shop }),
      update: async (_resource, params) => ({ data: { ...shop, ...params.data } }),
      delete: async () => ({ data: shop }),
      setStoreStatus: async () => ({ ...shop, status: 'inactive' }),
      ...overrides,
    },
  );
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  canAccess: async () => true,
};

function renderEdit(dataProvider = fakeDataProvider(), auth: AuthProvider = authProvider) {
  renderAdmin({
    dataProvider,
    authProvider: auth,
    path: '/stores/12/edit',
    routes: {
      '/stores/:id/edit': <StoreEdit />,
      '/stores/:id': <p>تفاصيل المتجر</p>,
      '/stores': <p>قائمة المتاجر</p>,
    },
  });
  return dataProvider;
}

/** The MUI field (FormControl) around an input, where its helper text shows. */
function fieldOf(label: string) {
  return screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;
}

async function formReady() {
  await waitFor(() => expect(screen.getByLabelText('العنوان')).toHaveValue(shop.address));
}

function change(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks save once the form is ready for it (the button is disabled while the rules run). */
async function save() {
  const button = screen.getByRole('button', { name: 'حفظ' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

beforeEach(() => {
  geolocation.position = null;
  geolocation.error = null;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('validateStoreEdit (spec 001 section 5 "Store edit form")', () => {
  const valid: StoreEditValues = {
    name: 'سوبرماركت الوسط',
    address: 'شارع الملك 12، أنتويرب',
    phone: '+32 (470) 11-22-33',
    email: 'centre@example.be',
    credit_limit_eur: 0,
    location_mode: 'map',
    map_point: { lat: 51.2, lng: 4.4 },
  };

  it('accepts a complete shop', () => {
    expect(validateStoreEdit(valid)).toEqual({});
  });

  it('requires a name of at least 2 characters', () => {
    expect(validateStoreEdit({ ...valid, name: '  ' }).name).toBe(STORE_EDIT_MESSAGES.nameRequired);
    expect(validateStoreEdit({ ...valid, name: 'أ' }).name).toBe(STORE_EDIT_MESSAGES.nameMin);
    expect(validateStoreEdit({ ...valid, name: 'أب' }).name).toBeUndefined();
  });

  it('requires an address of at least 10 characters', () => {
    expect(validateStoreEdit({ ...valid, address: '' }).address).toBe(STORE_EDIT_MESSAGES.addressRequired);
    expect(validateStoreEdit({ ...valid, address: 'شارع قصير' }).address).toBe(STORE_EDIT_MESSAGES.addressMin);
    expect(validateStoreEdit({ ...valid, address: '1234567890' }).address).toBeUndefined();
  });

  it('checks the phone and e-mail only when given', () => {
    expect(validateStoreEdit({ ...valid, phone: '', email: '' })).toEqual({});
    expect(validateStoreEdit({ ...valid, phone: '0470 ab 12' }).phone).toBe(STORE_EDIT_MESSAGES.phoneInvalid);
    expect(validateStoreEdit({ ...valid, phone: '32+470' }).phone).toBe(STORE_EDIT_MESSAGES.phoneInvalid);
    expect(validateStoreEdit({ ...valid, email: 'centre@example' }).email).toBe(STORE_EDIT_MESSAGES.emailInvalid);
  });

  it('refuses a negative or non-numeric credit limit', () => {
    expect(validateStoreEdit({ ...valid, credit_limit_eur: -0.01 }).credit_limit_eur).toBe(STORE_EDIT_MESSAGES.creditInvalid);
    expect(validateStoreEdit({ ...valid, credit_limit_eur: 'abc' }).credit_limit_eur).toBe(STORE_EDIT_MESSAGES.creditInvalid);
    expect(validateStoreEdit({ ...valid, credit_limit_eur: null }).credit_limit_eur).toBeUndefined();
    expect(validateStoreEdit({ ...valid, credit_limit_eur: '12.50' }).credit_limit_eur).toBeUndefined();
  });

  it('asks for the rule of the chosen location mode only', () => {
    expect(validateStoreEdit({ ...valid, location_mode: 'current', current_point: null })).toEqual({
      current_point: STORE_EDIT_MESSAGES.locationCurrent,
    });
    expect(validateStoreEdit({ ...valid, location_mode: 'current', current_point: { lat: 50, lng: 4 } })).toEqual({});
    expect(validateStoreEdit({ ...valid, location_mode: 'map', map_point: null })).toEqual({ map_point: STORE_EDIT_MESSAGES.locationMap });
    // No mode is the map, the default.
    expect(validateStoreEdit({ ...valid, location_mode: undefined, map_point: null })).toEqual({
      map_point: STORE_EDIT_MESSAGES.locationMap,
    });
    expect(validateStoreEdit({ ...valid, location_mode: 'manual', manual_latitude: '', manual_longitude: 4.4 })).toEqual({
      manual_latitude: STORE_EDIT_MESSAGES.locationManual,
    });
    expect(validateStoreEdit({ ...valid, location_mode: 'manual', manual_latitude: 91, manual_longitude: 4.4 })).toEqual({
      manual_latitude: STORE_EDIT_MESSAGES.locationInvalid,
    });
    expect(validateStoreEdit({ ...valid, location_mode: 'manual', manual_latitude: 51, manual_longitude: -180.5 })).toEqual({
      manual_longitude: STORE_EDIT_MESSAGES.locationInvalid,
    });
    expect(validateStoreEdit({ ...valid, location_mode: 'manual', manual_latitude: -90, manual_longitude: 180 })).toEqual({});
  });

  it('translates every message to the spec\'s exact Arabic text', () => {
    expect(Object.values(STORE_EDIT_MESSAGES).map(t)).toEqual([
      'اسم المتجر مطلوب',
      'اسم المتجر يجب أن يكون حرفين على الأقل',
      'عنوان المتجر مطلوب',
      'العنوان يجب أن يكون 10 أحرف على الأقل',
      'رقم الهاتف غير صحيح',
      'البريد الإلكتروني غير صحيح',
      'الحد الائتماني يجب أن يكون رقم موجب',
      'يجب السماح بالوصول للموقع الحالي',
      'يجب اختيار موقع المتجر من الخريطة',
      'يجب إدخال خط العرض وخط الطول',
      'إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول',
    ]);
  });

  it('takes the point of the chosen mode', () => {
    const values: StoreEditValues = {
      current_point: { lat: 1, lng: 2 },
      map_point: { lat: 3, lng: 4 },
      manual_latitude: '5.5',
      manual_longitude: '6.5',
    };
    expect(chosenPoint({ ...values, location_mode: 'current' })).toEqual({ lat: 1, lng: 2 });
    expect(chosenPoint({ ...values, location_mode: 'map' })).toEqual({ lat: 3, lng: 4 });
    expect(chosenPoint({ ...values, location_mode: 'manual' })).toEqual({ lat: 5.5, lng: 6.5 });
  });
});

describe('the edit payload', () => {
  it('starts on the map with the shop\'s own point', () => {
    expect(storeEditDefaults(shop)).toMatchObject({
      location_mode: 'map',
      map_point: { lat: 51.2194, lng: 4.4025 },
      manual_latitude: 51.2194,
      manual_longitude: 4.4025,
    });
    expect(storeEditDefaults({ ...shop, latitude: null, longitude: null }).map_point).toBeNull();
  });

  it('sends the edit fields only, empty text as null and the chosen location', () => {
    const payload = toStoreEditPayload({
      ...shop,
      ...storeEditDefaults(shop),
      name: '  سوبرماركت الوسط ',
      email: '',
      notes: '   ',
      credit_limit_eur: '',
      location_mode: 'manual',
      manual_latitude: '50.5',
      manual_longitude: '4.25',
    } as StoreEditValues);
    expect(payload).toEqual({
      name: 'سوبرماركت الوسط',
      region: 'north',
      address: shop.address,
      contact_person: shop.contact_person,
      phone: shop.phone,
      email: null,
      payment_method: 'cash',
      // Issue 25: an emptied limit is no limit (null); 0 would be no credit at all.
      credit_limit_eur: null,
      notes: null,
      status: 'active',
      latitude: 50.5,
      longitude: 4.25,
    });
  });
});

describe('the edit payload follows the field rights (issue 12)', () => {
  const values = { ...shop, ...storeEditDefaults(shop), delivery_notes: ' الباب الخلفي ' } as StoreEditValues;

  it('sends a distributor phone, location and delivery notes only', () => {
    expect(storeEditPayloadFor(values, 'distributor')).toEqual({
      address: shop.address,
      phone: shop.phone,
      latitude: 51.2194,
      longitude: 4.4025,
      delivery_notes: 'الباب الخلفي',
    });
  });

  it('leaves the credit limit and the status out for a cashier, and sends an admin everything', () => {
    const cashier = storeEditPayloadFor(values, 'cashier');
    expect(cashier).not.toHaveProperty('credit_limit_eur');
    expect(cashier).not.toHaveProperty('status');
    expect(cashier).toMatchObject({ name: shop.name, email: shop.email, notes: shop.notes });
    expect(storeEditPayloadFor(values, 'accountant')).toHaveProperty('credit_limit_eur', 500);
    expect(storeEditPayloadFor(values, 'admin')).toEqual(toStoreEditPayload(values));
  });
});

// Issue 29: the invoicing fields, checked by the API's own schema and sent by the roles with stores:details.
describe('the invoicing fields of the edit form', () => {
  const values = {
    ...shop,
    ...storeEditDefaults(shop),
    enterprise_number: ' 0403.170.701 ',
    vat_number: '',
    invoice_language: 'nl',
    invoice_rhythm: 'weekly',
  } as StoreEditValues;

  it('refuses wrong check digits and a VAT number of another enterprise beside their fields', () => {
    const valid = { ...values, location_mode: 'map', map_point: { lat: 51.2, lng: 4.4 } } as StoreEditValues;
    expect(validateStoreEdit(valid)).toEqual({});
    expect(validateStoreEdit({ ...valid, enterprise_number: '0403170702' })).toEqual({ enterprise_number: invoiceValidation.enterpriseNumberInvalid });
    expect(validateStoreEdit({ ...valid, vat_number: 'BE0202239951' })).toEqual({ vat_number: invoiceValidation.vatNumberMismatch });
  });

  it('sends them trimmed, an emptied one as null, to the office only', () => {
    expect(toStoreEditPayload(values)).toMatchObject({
      enterprise_number: '0403.170.701',
      vat_number: null,
      invoice_language: 'nl',
      invoice_rhythm: 'weekly',
    });
    expect(storeEditPayloadFor(values, 'cashier')).toHaveProperty('enterprise_number', '0403.170.701');
    expect(storeEditPayloadFor(values, 'distributor')).not.toHaveProperty('enterprise_number');
    // A form that does not hold them (a record without them) sends nothing about them.
    expect(toStoreEditPayload({ ...shop, ...storeEditDefaults(shop) } as StoreEditValues).vat_number).toBeUndefined();
    expect(storeEditPayloadFor({ ...shop, ...storeEditDefaults(shop) } as StoreEditValues, 'admin')).not.toHaveProperty('vat_number');
  });
});

// Whole forms with react-admin in the test DOM take a few seconds each on a busy machine.
describe('StoreEdit (/stores/{id}/edit)', { timeout: 20_000 }, () => {
  it('shows a wrong enterprise number’s Arabic message beside it, saves nothing, then saves the corrected one', async () => {
    const invoicingShop = { ...shop, enterprise_number: null, vat_number: null, invoice_language: null, invoice_rhythm: 'monthly' };
    const dataProvider = renderEdit(
      fakeDataProvider({
        getOne: async () => ({ data: invoicingShop }),
        update: vi.fn(async (_resource, params) => ({ data: { ...invoicingShop, ...params.data } })),
      }),
    );
    await formReady();
    expect(screen.getByRole('heading', { name: 'الفوترة' })).toBeInTheDocument();
    change('رقم المؤسسة (KBO/BCE)', '0403.170.702');
    await save();
    expect(await within(fieldOf('رقم المؤسسة (KBO/BCE)')).findByText(invoiceValidation.enterpriseNumberInvalid)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    change('رقم المؤسسة (KBO/BCE)', '0403.170.701');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toMatchObject({
      enterprise_number: '0403.170.701',
      vat_number: null,
      invoice_language: null,
      invoice_rhythm: 'monthly',
    });
  });

  it('offers a distributor the phone, address, location and delivery notes only, and saves those', async () => {
    const dataProvider = renderEdit(fakeDataProvider(), { ...authProvider, getPermissions: async () => 'distributor' });
    await formReady();
    await waitFor(() => expect(screen.getByLabelText('ملاحظات التوصيل')).toBeInTheDocument());
    expect(screen.queryByLabelText('اسم المتجر')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('البريد الإلكتروني')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('حد الائتمان (يورو)')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^نقداً/ })).not.toBeInTheDocument();
    change('رقم الهاتف', '+32 470 99 88 77');
    change('ملاحظات التوصيل', 'الباب الخلفي');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'stores',
      expect.objectContaining({
        data: {
          address: shop.address,
          phone: '+32 470 99 88 77',
          latitude: 51.2194,
          longitude: 4.4025,
          delivery_notes: 'الباب الخلفي',
        },
      }),
    );
  });

  it('labels every field in Arabic and starts on the map with the shop selected', async () => {
    renderEdit();
    await formReady();
    expect(screen.getByLabelText('اسم المتجر')).toHaveValue(shop.name);
    expect(screen.getByLabelText('رقم الهاتف')).toHaveValue(shop.phone);
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue(shop.email);
    expect(screen.getByLabelText('الشخص المسؤول')).toHaveValue(shop.contact_person);
    expect(screen.getByLabelText('حد الائتمان (يورو)')).toHaveValue('500');
    expect(screen.getByRole('radio', { name: /^نقداً/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'من الخريطة' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('store-edit-map')).toHaveAttribute('data-selected', '51.2194,4.4025');
  });

  it('shows the message of an address under 10 characters next to it and saves nothing', async () => {
    const dataProvider = renderEdit();
    await formReady();
    change('العنوان', 'شارع قصير');
    await save();
    expect(await within(fieldOf('العنوان')).findByText('العنوان يجب أن يكون 10 أحرف على الأقل')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('shows the name, phone, e-mail and credit messages next to their fields', async () => {
    const dataProvider = renderEdit();
    await formReady();
    change('اسم المتجر', 'أ');
    change('رقم الهاتف', 'abc');
    change('البريد الإلكتروني', 'not-an-address');
    change('حد الائتمان (يورو)', '-5');
    await save();
    expect(await within(fieldOf('اسم المتجر')).findByText('اسم المتجر يجب أن يكون حرفين على الأقل')).toBeInTheDocument();
    expect(within(fieldOf('رقم الهاتف')).getByText('رقم الهاتف غير صحيح')).toBeInTheDocument();
    expect(within(fieldOf('البريد الإلكتروني')).getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(within(fieldOf('حد الائتمان (يورو)')).getByText('الحد الائتماني يجب أن يكون رقم موجب')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves the edit payload, says so and goes to the list after 2 s', async () => {
    const dataProvider = renderEdit();
    await formReady();
    change('العنوان', 'شارع الملكة 45، أنتويرب');
    fireEvent.click(screen.getByRole('radio', { name: /تحويل بنكي/ }));

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'stores',
      expect.objectContaining({
        id: '12',
        data: {
          name: shop.name,
          region: 'north',
          address: 'شارع الملكة 45، أنتويرب',
          contact_person: shop.contact_person,
          phone: shop.phone,
          email: shop.email,
          payment_method: 'bank',
          credit_limit_eur: 500,
          notes: shop.notes,
          status: 'active',
          latitude: 51.2194,
          longitude: 4.4025,
        },
      }),
    );
    expect(await screen.findByTestId('store-edit-saved')).toHaveTextContent('تم تحديث المتجر بنجاح');
    expect(screen.getByTestId('location')).toHaveTextContent('/stores/12/edit');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVED_REDIRECT_MS);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stores$/));
  });

  it("shows the server's field errors next to their fields and its message", async () => {
    const dataProvider = renderEdit(
      fakeDataProvider({
        update: vi.fn(async () => {
          throw toHttpError(400, {
            success: false,
            message: 'البيانات المدخلة غير صحيحة',
            errors: [
              { field: 'phone', message: 'رقم الهاتف مستخدم لمتجر آخر' },
              { field: 'latitude', message: 'خط العرض يجب أن يكون بين -90 و 90' },
            ],
          });
        }),
      }),
    );
    await formReady();
    change('رقم الهاتف', '+32 470 99 88 77');
    await save();
    expect(await within(fieldOf('رقم الهاتف')).findByText('رقم الهاتف مستخدم لمتجر آخر')).toBeInTheDocument();
    expect(screen.getByText('خط العرض يجب أن يكون بين -90 و 90')).toBeInTheDocument();
    expect(await screen.findByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/stores/12/edit');
  });

  it('falls back to the spec message when the save fails without a server message', async () => {
    renderEdit(
      fakeDataProvider({
        update: vi.fn(async () => {
          throw new Error('boom');
        }),
      }),
    );
    await formReady();
    change('العنوان', 'شارع الملكة 45، أنتويرب');
    await save();
    expect(await screen.findByText('خطأ في تحديث المتجر. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
  });

  it('asks for a point on the map when the shop has none, and saves the picked one', async () => {
    const dataProvider = renderEdit(fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...shop, latitude: null, longitude: null } })) }));
    await formReady();
    change('العنوان', 'شارع الملكة 45، أنتويرب');
    await save();
    expect(await screen.findByText('يجب اختيار موقع المتجر من الخريطة')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'pick-on-map' }));
    await waitFor(() => expect(screen.queryByText('يجب اختيار موقع المتجر من الخريطة')).not.toBeInTheDocument());
    expect(screen.getByTestId('map-selected-point')).toHaveTextContent('50.846600, 4.352800');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toMatchObject({ latitude: PICKED.lat, longitude: PICKED.lng });
  });

  it('needs both coordinates in the manual mode, within range', async () => {
    const dataProvider = renderEdit();
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'إدخال يدوي' }));
    expect(await screen.findByLabelText('خط العرض')).toHaveValue(shop.latitude);

    change('خط العرض', '');
    await save();
    expect(await within(fieldOf('خط العرض')).findByText('يجب إدخال خط العرض وخط الطول')).toBeInTheDocument();

    change('خط العرض', '95');
    expect(await within(fieldOf('خط العرض')).findByText('إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    change('خط العرض', '50.85');
    change('خط الطول', '4.35');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toMatchObject({ latitude: 50.85, longitude: 4.35 });
  });

  it('needs the current position in the current-location mode', async () => {
    const dataProvider = renderEdit();
    await formReady();
    geolocation.error = 'تم رفض الوصول للموقع. يرجى السماح بالوصول للموقع من إعدادات المتصفح';
    fireEvent.click(screen.getByRole('button', { name: 'الموقع الحالي' }));
    expect(await screen.findByText(geolocation.error)).toBeInTheDocument();
    await save();
    expect(await screen.findByText('يجب السماح بالوصول للموقع الحالي')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves the current position in the current-location mode', async () => {
    geolocation.position = { lat: 50.9, lng: 4.5, accuracy: 12 };
    const dataProvider = renderEdit();
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'الموقع الحالي' }));
    expect(await screen.findByText(/50\.900000, 4\.500000/)).toBeInTheDocument();
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(dataProvider.update).mock.calls[0]![1].data).toMatchObject({ latitude: 50.9, longitude: 4.5 });
  });

  it('offers only active and inactive as statuses', async () => {
    renderEdit();
    await formReady();
    fireEvent.mouseDown(screen.getByLabelText(/^الحالة/));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['نشط', 'غير نشط']);
  });

  it('says when the shop cannot be loaded and goes back to the list', async () => {
    renderEdit(
      fakeDataProvider({
        getOne: vi.fn(async () => {
          throw toHttpError(500, { success: false });
        }),
      }),
    );
    expect(await screen.findByText('فشل في تحميل بيانات المتجر')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stores$/));
  });

  it('shows the edit form\'s delete failure message', async () => {
    renderEdit(
      fakeDataProvider({
        delete: vi.fn(async () => {
          throw toHttpError(500, { success: false, message: 'خطأ في الخادم' });
        }),
      }),
    );
    await formReady();
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('خطأ في حذف المتجر. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
  });
});
