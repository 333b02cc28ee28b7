import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../src/domain/enums';
import type { LatLng } from '../../src/domain/geo';
import { toHttpError } from '../../src/providers/http';
import StoreCreate from '../../src/resources/stores/StoreCreate';
import { fakeProvider as typedFakeProvider, type FakeMethods, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { invoiceValidation } from '../../src/domain/invoices/messages';

// Leaflet needs a real layout engine; the wizard only needs the map's contract (props in, onPick out).
vi.mock('../../src/ui/map/StoreMap', () => ({
  StoreMap: (props: { onPick?: (point: LatLng) => void; selected?: LatLng | null; zoom?: number }) => (
    <div data-testid="wizard-map" data-zoom={props.zoom}>
      <button type="button" onClick={() => props.onPick?.({ lat: 51.05, lng: 3.72 })}>
        pick
      </button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** react-admin's data provider logs every failed call to the console; the failures here are on purpose. */
function quietProviderErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

interface Fakes {
  create?: FakeMethods['create'];
  geocode?: FakeMethods['geocode'];
}

function fakeProvider({ create, geocode }: Fakes = {}) {
  const provider = typedFakeProvider(
    {},
    {
      create: create ?? (async (_resource, params) => ({ data: { id: 42, ...params.data } })),
      geocode:
        geocode ??
        (async () => ({
          status: 'OK',
          results: [{ geometry: { location: { lat: 50.8467, lng: 4.3525 } }, formatted_address: 'Grand-Place 1, 1000 Bruxelles', place_id: 'gp-1', address_components: [] }],
        })),
    },
  );
  return { provider, create: provider.create, geocode: provider.geocode };
}

/** Signed in as `role` (admin by default: the credit terms are offered only with stores:terms). */
function renderWizard(provider: FakeProvider, role: Role = 'admin') {
  return renderAdmin({
    dataProvider: provider,
    role,
    path: '/stores/create',
    routes: {
      '/stores/create': <StoreCreate />,
      '/stores': <p>stores list page</p>,
      '/stores/42': <p>shop 42 page</p>,
    },
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Fills step 1 with a short address (no geocoding) unless told otherwise. */
function fillBasics(address = 'Rue 12') {
  type(field(/^اسم المتجر/), '  مخبز الحي  ');
  type(field(/^رقم الهاتف/), '+32 470 12 34 56');
  type(field(/^العنوان/), address);
}

async function next(to: number) {
  click('التالي');
  return screen.findByTestId(`wizard-step-${to}`);
}

async function toLocationStep() {
  fillBasics();
  await next(2);
}

async function manualLocation(latitude: string, longitude: string) {
  fireEvent.click(screen.getByLabelText('إدخال يدوي'));
  type(await screen.findByLabelText(/خط العرض/), latitude);
  type(screen.getByLabelText(/خط الطول/), longitude);
}

async function fromStep2ToLast() {
  await next(3);
  type(field(/الرقم الضريبي/), 'BE0123456789');
  await next(4);
  await next(5);
}

// MUI and react-admin render slowly in the test DOM: a full pass through the five steps takes a few seconds.
describe('store creation wizard', { timeout: 30_000 }, () => {
  it('shows the progress, the step header and refuses Next on an empty step 1', async () => {
    const { provider } = fakeProvider();
    renderWizard(provider);
    const step = screen.getByTestId('wizard-step-1');
    expect(within(step).getByRole('heading', { name: 'المعلومات الأساسية' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'الخطوة 1 من 5' })).toHaveAttribute('aria-valuenow', '20');
    for (const title of ['الموقع', 'معلومات النشاط', 'الإعدادات المالية', 'تفاصيل إضافية والملخص']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'إنشاء المتجر' })).not.toBeInTheDocument();

    click('التالي');
    expect(await screen.findByText('اسم المتجر مطلوب')).toBeInTheDocument();
    expect(screen.getByText('العنوان مطلوب')).toBeInTheDocument();
    expect(screen.getByText('رقم الهاتف مطلوب')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-1')).toBeInTheDocument();

    // The message follows the value once shown: fixed, it goes.
    type(field(/^اسم المتجر/), 'مخبز');
    await vi.waitFor(() => expect(screen.queryByText('اسم المتجر مطلوب')).not.toBeInTheDocument());
    expect(screen.getByText('العنوان مطلوب')).toBeInTheDocument();
  });

  it('asks for a location, then both manual values, and Back keeps what was typed', async () => {
    const { provider } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    // No address was geocoded: that method is not offered yet.
    expect(screen.getByLabelText('حسب العنوان')).toBeDisabled();

    click('التالي');
    expect(await screen.findByText('يجب تحديد موقع المتجر')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('إدخال يدوي'));
    await vi.waitFor(() => expect(screen.queryByText('يجب تحديد موقع المتجر')).not.toBeInTheDocument());
    type(await screen.findByLabelText(/خط العرض/), '50.85');
    click('التالي');
    expect(await screen.findByText('يجب إدخال خط العرض وخط الطول')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-2')).toBeInTheDocument();

    click('السابق');
    await screen.findByTestId('wizard-step-1');
    expect(field(/^اسم المتجر/)).toHaveValue('  مخبز الحي  ');
    await next(2);
    expect(screen.getByLabelText('إدخال يدوي')).toBeChecked();
    expect(screen.getByLabelText(/خط العرض/)).toHaveValue(50.85);
  });

  it('goes through the five steps with the manual location and creates the shop with the spec payload', async () => {
    const { provider, create } = fakeProvider();
    renderWizard(provider);
    type(field(/^اسم المتجر/), '  مخبز الحي  ');
    type(field(/^اسم المالك/), 'سامر');
    type(field(/^رقم الهاتف/), '+32 470 12 34 56');
    type(field(/^البريد الإلكتروني/), '');
    type(field(/^العنوان/), 'Rue 12');
    await next(2);
    await manualLocation('50.8503', '4.3517');
    expect(await screen.findByText('50.850300, 4.351700')).toBeInTheDocument();
    await fromStep2ToLast();
    type(field(/ملاحظات التوصيل/), 'الباب الخلفي');

    const summary = screen.getByTestId('wizard-summary');
    expect(within(summary).getByText('مخبز الحي')).toBeInTheDocument();
    expect(within(summary).getByText('إدخال يدوي')).toBeInTheDocument();
    expect(within(summary).getByText('50.850300, 4.351700')).toBeInTheDocument();
    expect(within(summary).getByText('BE0123456789')).toBeInTheDocument();
    expect(within(summary).getByText('بيع بالتجزئة')).toBeInTheDocument();
    expect(within(summary).getByText('نشط')).toBeInTheDocument();

    click('إنشاء المتجر');
    expect(await screen.findByText('تم إنشاء المتجر بنجاح')).toBeInTheDocument();
    expect(screen.getByText('مخبز الحي')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    const [resource, params] = create.mock.calls[0]!;
    expect(resource).toBe('stores');
    expect(params.data).toEqual({
      name: 'مخبز الحي',
      address: 'Rue 12',
      phone: '+32 470 12 34 56',
      email: null,
      region: null,
      owner_name: 'سامر',
      contact_person: null,
      store_type: 'retail',
      business_license: null,
      tax_number: 'BE0123456789',
      credit_limit_eur: 0,
      payment_terms: 'cash',
      discount_rate: 0,
      opening_hours: null,
      delivery_notes: 'الباب الخلفي',
      special_instructions: null,
      priority: 'medium',
      status: 'active',
      latitude: 50.8503,
      longitude: 4.3517,
      payment_method: 'cash',
      notes: null,
    });
  });

  // Issue 29: step 3's invoicing fields, under the API's rules, offered to the office only.
  it('refuses a wrong enterprise number on step 3 beside it, then sends the invoicing fields; a distributor is not offered them', async () => {
    const { provider, create } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    await manualLocation('50.8503', '4.3517');
    await next(3);
    // The section waits for the role (read once, then cached for the session).
    type(await screen.findByRole('textbox', { name: /رقم المؤسسة/ }), '0403.170.702');
    click('التالي');
    const enterprise = field(/رقم المؤسسة/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(enterprise).findByText(invoiceValidation.enterpriseNumberInvalid)).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-3')).toBeInTheDocument();
    type(field(/رقم المؤسسة/), '0403.170.701');
    type(field(/رقم ضريبة القيمة المضافة/), 'BE0403170701');
    await next(4);
    await next(5);
    expect(within(screen.getByTestId('wizard-summary')).getByText('BE0403170701')).toBeInTheDocument();
    click('إنشاء المتجر');
    expect(await screen.findByText('تم إنشاء المتجر بنجاح')).toBeInTheDocument();
    expect(create.mock.calls[0]![1].data).toMatchObject({ enterprise_number: '0403.170.701', vat_number: 'BE0403170701' });
    cleanup();

    renderWizard(fakeProvider().provider, 'distributor');
    await toLocationStep();
    await manualLocation('50.8503', '4.3517');
    await next(3);
    expect(screen.queryByTestId('store-invoicing-inputs')).not.toBeInTheDocument();
    // By the last step the role has long been read: its summary has no invoicing rows either.
    await next(4);
    await next(5);
    const summary = screen.getByTestId('wizard-summary');
    expect(summary).toHaveTextContent('الرقم الضريبي');
    expect(within(summary).queryByText('رقم المؤسسة (KBO/BCE)')).not.toBeInTheDocument();
  });

  it('returns to step 2 with the coordinates message when they are out of range', async () => {
    const { provider, create } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    await manualLocation('200', '4.35');
    await fromStep2ToLast();

    click('إنشاء المتجر');
    const step = await screen.findByTestId('wizard-step-2');
    expect(within(step).getByText('إحداثيات الموقع غير صحيحة')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    type(screen.getByLabelText(/خط العرض/), '50.1');
    await vi.waitFor(() => expect(screen.queryByText('إحداثيات الموقع غير صحيحة')).not.toBeInTheDocument());
  });

  it('chooses the location on the map', async () => {
    const { provider, create } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    fireEvent.click(screen.getByLabelText('من الخريطة'));
    const map = await screen.findByTestId('wizard-map');
    expect(map).toHaveAttribute('data-zoom', '12');
    fireEvent.click(within(map).getByRole('button', { name: 'pick' }));
    expect(await screen.findByText('51.050000, 3.720000')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-map')).toHaveAttribute('data-zoom', '16');
    await fromStep2ToLast();
    click('إنشاء المتجر');
    await screen.findByText('تم إنشاء المتجر بنجاح');
    expect(create.mock.calls[0]![1].data).toMatchObject({ latitude: 51.05, longitude: 3.72 });
  });

  it('takes the browser position for the current location', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 50.8798, longitude: 4.7005, accuracy: 23.4 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { provider, create } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    fireEvent.click(screen.getByLabelText('الموقع الحالي'));
    expect(await screen.findByText('50.879800, 4.700500')).toBeInTheDocument();
    expect(screen.getByText('دقة الموقع: ± 23 متر')).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await fromStep2ToLast();
    click('إنشاء المتجر');
    await screen.findByText('تم إنشاء المتجر بنجاح');
    expect(create.mock.calls[0]![1].data).toMatchObject({ latitude: 50.8798, longitude: 4.7005 });
  });

  it('geocodes an address over 10 characters once, 1.5 s after the typing stops, and chooses it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { provider, geocode, create } = fakeProvider();
    renderWizard(provider);
    type(field(/^اسم المتجر/), 'مخبز');
    type(field(/^رقم الهاتف/), '0470123456');

    type(field(/^العنوان/), 'Grand');
    expect(screen.queryByRole('button', { name: 'تحديد الموقع من العنوان' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(geocode).not.toHaveBeenCalled();

    type(field(/^العنوان/), 'Grand-Place 1, Bruxelles');
    expect(screen.getByRole('button', { name: 'تحديد الموقع من العنوان' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    type(field(/^العنوان/), 'Grand-Place 1, 1000 Bruxelles ');
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(geocode).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(geocode).toHaveBeenCalledTimes(1);
    expect(geocode).toHaveBeenCalledWith('Grand-Place 1, 1000 Bruxelles');
    expect(await screen.findByText('تم تحديد الموقع من العنوان: Grand-Place 1, 1000 Bruxelles')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(geocode).toHaveBeenCalledTimes(1);

    await next(2);
    expect(screen.getByLabelText('حسب العنوان')).toBeChecked();
    expect(screen.getByText('50.846700, 4.352500')).toBeInTheDocument();
    await fromStep2ToLast();
    click('إنشاء المتجر');
    await screen.findByText('تم إنشاء المتجر بنجاح');
    expect(create.mock.calls[0]![1].data).toMatchObject({
      latitude: 50.8467,
      longitude: 4.3525,
      formatted_address: 'Grand-Place 1, 1000 Bruxelles',
      place_id: 'gp-1',
    });
  });

  it('shows why the geocoding failed', async () => {
    quietProviderErrors();
    const { provider, geocode } = fakeProvider({
      geocode: async () => {
        throw toHttpError(502, { success: false, message: 'فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع' });
      },
    });
    renderWizard(provider);
    type(field(/^العنوان/), 'Rue de la Loi 16, Bruxelles');
    click('تحديد الموقع من العنوان');
    expect(await screen.findByText('فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع')).toBeInTheDocument();
    expect(geocode).toHaveBeenCalledTimes(1);
  });

  it('says on the location step that the geocoder failed, not that the address is too short', async () => {
    quietProviderErrors();
    const { provider } = fakeProvider({
      geocode: async () => {
        throw toHttpError(502, { success: false, message: 'فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع' });
      },
    });
    renderWizard(provider);
    fillBasics('Rue de la Loi 16, Bruxelles');
    click('تحديد الموقع من العنوان');
    await screen.findByText('فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع');
    const step = await next(2);
    expect(screen.getByLabelText('حسب العنوان')).toBeDisabled();
    expect(step).toHaveTextContent('فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع. اختر طريقة أخرى لتحديد الموقع');
    expect(step).not.toHaveTextContent('10 أحرف');
  });

  it("shows the success screen and opens the new shop's own page 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { provider } = fakeProvider();
    renderWizard(provider);
    await toLocationStep();
    await manualLocation('50.85', '4.35');
    await fromStep2ToLast();
    click('إنشاء المتجر');
    expect(await screen.findByText('تم إنشاء المتجر بنجاح')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('shop 42 page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    // Its own page, not the list, where a new shop sits on a later page out of sight.
    expect(screen.getByText('shop 42 page')).toBeInTheDocument();
  });

  it('shows the server message and its field errors, on the step that holds them', async () => {
    quietProviderErrors();
    const { provider } = fakeProvider({
      create: async () => {
        throw toHttpError(400, {
          success: false,
          message: 'البيانات المدخلة غير صحيحة',
          errors: [
            { field: 'credit_limit_eur', message: 'الحد الائتماني يجب أن يكون رقم موجب' },
            { field: 'email', message: 'البريد الإلكتروني غير صحيح' },
          ],
        });
      },
    });
    renderWizard(provider);
    type(field(/^البريد الإلكتروني/), 'not-an-email');
    await toLocationStep();
    await manualLocation('50.85', '4.35');
    await fromStep2ToLast();
    click('إنشاء المتجر');

    const step = await screen.findByTestId('wizard-step-1');
    expect(screen.getByRole('alert')).toHaveTextContent('البيانات المدخلة غير صحيحة');
    expect(within(step).getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    await next(2);
    await next(3);
    await next(4);
    expect(screen.getByText('الحد الائتماني يجب أن يكون رقم موجب')).toBeInTheDocument();
  });

  it('falls back to the spec messages when the server says nothing or cannot be reached', async () => {
    quietProviderErrors();
    const failures = [toHttpError(500, undefined), new TypeError('Failed to fetch')];
    const { provider } = fakeProvider({
      create: async () => {
        throw failures.shift();
      },
    });
    renderWizard(provider);
    await toLocationStep();
    await manualLocation('50.85', '4.35');
    await fromStep2ToLast();
    click('إنشاء المتجر');
    expect(await screen.findByText('فشل في إنشاء المتجر')).toBeInTheDocument();
    click('إنشاء المتجر');
    expect(await screen.findByText('حدث خطأ أثناء إنشاء المتجر. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-5')).toBeInTheDocument();
  });
});
