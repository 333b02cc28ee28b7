import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
// The wizard's texts arrive with its screen's area, as in the browser.
import '../../src/i18n/ar/stores';
import { toHttpError } from '../../src/providers/http';
import {
  basicInfoErrors,
  canGeocode,
  chosenLocation,
  createFailureMessage,
  createWizardResolver,
  fieldsAffectedBy,
  firstStepWithError,
  formatCoordinate,
  geocodeFailure,
  locationErrors,
  readGeocodeReply,
  serverFieldErrors,
  stepOfField,
  toCreatePayload,
  WIZARD_DEFAULTS,
  WIZARD_MESSAGES,
  wizardErrors,
  wizardFieldOf,
  invoicingErrors,
  type WizardValues,
} from '../../src/resources/stores/wizard/wizardRules';
import { invoiceValidation } from '../../src/domain/invoices/messages';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const filled: WizardValues = {
  ...WIZARD_DEFAULTS,
  name: '  مخبز الحي  ',
  phone: '+32 470 12 34 56',
  address: 'Rue Neuve 12, 1000 Bruxelles',
  location_method: 'manual',
  manual_latitude: 50.8503,
  manual_longitude: 4.3517,
};

describe('the spec texts behind the message keys', () => {
  it.each([
    [WIZARD_MESSAGES.nameRequired, 'اسم المتجر مطلوب'],
    [WIZARD_MESSAGES.addressRequired, 'العنوان مطلوب'],
    [WIZARD_MESSAGES.phoneRequired, 'رقم الهاتف مطلوب'],
    [WIZARD_MESSAGES.locationRequired, 'يجب تحديد موقع المتجر'],
    [WIZARD_MESSAGES.coordinatesRequired, 'يجب إدخال خط العرض وخط الطول'],
    [WIZARD_MESSAGES.coordinatesInvalid, 'إحداثيات الموقع غير صحيحة'],
    [WIZARD_MESSAGES.createFailed, 'فشل في إنشاء المتجر'],
    [WIZARD_MESSAGES.createError, 'حدث خطأ أثناء إنشاء المتجر. يرجى المحاولة مرة أخرى.'],
    [WIZARD_MESSAGES.geocodeNotFound, 'لم يتم العثور على الموقع'],
  ])('%s reads %s', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills the geocoding failure with its reason', () => {
    expect(t(WIZARD_MESSAGES.geocodeFailed, { reason: 'لم يتم العثور على الموقع' })).toBe(
      'فشل في تحديد الموقع من العنوان: لم يتم العثور على الموقع',
    );
  });
});

describe('step 1', () => {
  it('requires name, address and phone, ignoring blanks', () => {
    expect(basicInfoErrors({ name: ' ', address: '', phone: null })).toEqual({
      name: WIZARD_MESSAGES.nameRequired,
      address: WIZARD_MESSAGES.addressRequired,
      phone: WIZARD_MESSAGES.phoneRequired,
    });
    expect(basicInfoErrors(filled)).toEqual({});
  });

  it('does not check the email', () => {
    expect(wizardErrors({ ...filled, email: 'not an email' })).toEqual({});
  });
});

describe('step 2', () => {
  it('requires a method with a point', () => {
    expect(locationErrors({ ...WIZARD_DEFAULTS })).toEqual({ location_method: WIZARD_MESSAGES.locationRequired });
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'map' })).toEqual({ location_method: WIZARD_MESSAGES.locationRequired });
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'map', map_point: { lat: 51, lng: 4 } })).toEqual({});
    // The address method reads the geocoded point, not another method's.
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'address', map_point: { lat: 51, lng: 4 } })).toEqual({
      location_method: WIZARD_MESSAGES.locationRequired,
    });
  });

  it('asks the manual method for both values', () => {
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'manual' })).toEqual({
      manual_latitude: WIZARD_MESSAGES.coordinatesRequired,
      manual_longitude: WIZARD_MESSAGES.coordinatesRequired,
    });
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'manual', manual_latitude: 50 })).toEqual({
      manual_longitude: WIZARD_MESSAGES.coordinatesRequired,
    });
    expect(locationErrors({ ...WIZARD_DEFAULTS, location_method: 'manual', manual_latitude: 0, manual_longitude: 0 })).toEqual({});
  });

  it('checks numbers and ranges only on submit', () => {
    const bad = { ...filled, manual_latitude: 95, manual_longitude: 'abc' };
    expect(locationErrors(bad)).toEqual({});
    expect(locationErrors(bad, { checkCoordinates: true })).toEqual({
      manual_latitude: WIZARD_MESSAGES.coordinatesInvalid,
      manual_longitude: WIZARD_MESSAGES.coordinatesInvalid,
    });
    expect(locationErrors({ ...filled, manual_latitude: '-90', manual_longitude: ' 180 ' }, { checkCoordinates: true })).toEqual({});
    expect(locationErrors({ ...filled, manual_longitude: -180.5 }, { checkCoordinates: true })).toEqual({
      manual_longitude: WIZARD_MESSAGES.coordinatesInvalid,
    });
    expect(
      locationErrors({ ...WIZARD_DEFAULTS, location_method: 'map', map_point: { lat: 91, lng: 4 } }, { checkCoordinates: true }),
    ).toEqual({ location_method: WIZARD_MESSAGES.coordinatesInvalid });
  });

  it('reads the chosen location as numbers', () => {
    expect(chosenLocation({ ...filled, manual_latitude: '50.5', manual_longitude: '4.25' })).toEqual({ lat: 50.5, lng: 4.25 });
    expect(chosenLocation({ ...filled, manual_latitude: 'x' })).toBeNull();
    expect(formatCoordinate(50.5)).toBe('50.500000');
  });
});

describe('steps and fields', () => {
  it('finds the step of a field and the first failing step', () => {
    expect(stepOfField('email')).toBe(1);
    expect(stepOfField('manual_latitude')).toBe(2);
    expect(stepOfField('credit_limit_eur')).toBe(4);
    expect(stepOfField('display_order')).toBeUndefined();
    expect(firstStepWithError(['status', 'discount_rate', 'manual_longitude'])).toBe(2);
    expect(firstStepWithError([])).toBeUndefined();
  });

  it('maps the server field names onto the wizard', () => {
    expect(wizardFieldOf('email', 'map')).toBe('email');
    expect(wizardFieldOf('latitude', 'manual')).toBe('manual_latitude');
    expect(wizardFieldOf('longitude', 'map')).toBe('location_method');
    expect(wizardFieldOf('credit_limit', null)).toBe('credit_limit_eur');
    expect(wizardFieldOf('created_by', null)).toBeUndefined();
  });

  it('rechecks every location field when any part of the location changes', () => {
    expect(fieldsAffectedBy('map_point')).toEqual(['location_method', 'manual_latitude', 'manual_longitude']);
    expect(fieldsAffectedBy('name')).toEqual(['name']);
    expect(fieldsAffectedBy('unknown')).toEqual([]);
  });
});

describe('the resolver', () => {
  it('reports every rule and switches the coordinate check', async () => {
    const { resolver, setCheckCoordinates } = createWizardResolver();
    const run = (values: WizardValues) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await run(WIZARD_DEFAULTS)).errors).toEqual({
      name: { type: 'wizard', message: WIZARD_MESSAGES.nameRequired },
      address: { type: 'wizard', message: WIZARD_MESSAGES.addressRequired },
      phone: { type: 'wizard', message: WIZARD_MESSAGES.phoneRequired },
      location_method: { type: 'wizard', message: WIZARD_MESSAGES.locationRequired },
    });
    const bad = { ...filled, manual_latitude: 200 };
    expect((await run(bad)).errors).toEqual({});
    setCheckCoordinates(true);
    expect((await run(bad)).errors).toEqual({ manual_latitude: { type: 'wizard', message: WIZARD_MESSAGES.coordinatesInvalid } });
    expect((await run(filled)).values).toEqual(filled);
  });
});

describe('the create payload', () => {
  it('trims, sends empty optional text as null and the defaults', () => {
    expect(toCreatePayload(filled)).toEqual({
      name: 'مخبز الحي',
      address: 'Rue Neuve 12, 1000 Bruxelles',
      phone: '+32 470 12 34 56',
      email: null,
      region: null,
      owner_name: null,
      contact_person: null,
      store_type: 'retail',
      business_license: null,
      tax_number: null,
      credit_limit_eur: 0,
      payment_terms: 'cash',
      discount_rate: 0,
      opening_hours: null,
      delivery_notes: null,
      special_instructions: null,
      priority: 'medium',
      status: 'active',
      latitude: 50.8503,
      longitude: 4.3517,
      payment_method: 'cash',
      notes: null,
    });
  });

  it('adds the geocoded address and place for the address method', () => {
    const payload = toCreatePayload({
      ...filled,
      location_method: 'address',
      geocoded: { lat: 50.85, lng: 4.35, formatted_address: 'Rue Neuve 12, Bruxelles', place_id: 'p-1', query: 'Rue Neuve 12' },
      category: 'cafe',
      region: 'central',
      credit_limit_eur: null,
    });
    expect(payload).toMatchObject({
      latitude: 50.85,
      longitude: 4.35,
      formatted_address: 'Rue Neuve 12, Bruxelles',
      place_id: 'p-1',
      category: 'cafe',
      region: 'central',
      // Issue 25: an empty limit is no limit (null); 0 now means no credit at all.
      credit_limit_eur: null,
    });
    expect(toCreatePayload({ ...filled, category: '' })).not.toHaveProperty('category');
  });

  it('refuses an invalid location', () => {
    expect(() => toCreatePayload({ ...filled, manual_latitude: 100 })).toThrow();
  });
});

describe('server answers', () => {
  it('reads the field errors of a failed create', () => {
    const error = toHttpError(400, {
      success: false,
      message: 'البيانات المدخلة غير صحيحة',
      errors: [
        { field: 'email', message: 'البريد الإلكتروني غير صحيح' },
        { field: 'latitude', message: 'إحداثيات غير صحيحة' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual([
      { field: 'email', message: 'البريد الإلكتروني غير صحيح' },
      { field: 'latitude', message: 'إحداثيات غير صحيحة' },
    ]);
    expect(serverFieldErrors(new HttpError('x', 400, { errors: { phone: 'رقم الهاتف غير صحيح' } }))).toEqual([
      { field: 'phone', message: 'رقم الهاتف غير صحيح' },
    ]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });

  it('words a failed create as the spec asks', () => {
    expect(createFailureMessage(toHttpError(409, { success: false, message: 'يوجد محل بهذا الاسم' }))).toEqual({ text: 'يوجد محل بهذا الاسم' });
    expect(createFailureMessage(toHttpError(500, undefined))).toEqual({ key: WIZARD_MESSAGES.createFailed });
    expect(createFailureMessage(new HttpError('خطأ في الاتصال بالخادم', 0, { isNetworkError: true, message: 'خطأ في الاتصال بالخادم' }))).toEqual({
      key: WIZARD_MESSAGES.createError,
    });
    expect(createFailureMessage(new TypeError('x is undefined'))).toEqual({ key: WIZARD_MESSAGES.createError });
  });
});

describe('geocoding', () => {
  const reply = {
    status: 'OK',
    results: [{ geometry: { location: { lat: 50.8467, lng: 4.3525 } }, formatted_address: 'Grand-Place, Bruxelles', place_id: 'abc' }],
  };

  it('waits for an address longer than 10 characters', () => {
    expect(canGeocode('  0123456789  ')).toBe(false);
    expect(canGeocode('01234567890')).toBe(true);
    expect(canGeocode(null)).toBe(false);
  });

  it('reads the first result, from the data or the whole envelope', () => {
    const place = { lat: 50.8467, lng: 4.3525, formatted_address: 'Grand-Place, Bruxelles', place_id: 'abc', query: 'Grand-Place 1' };
    expect(readGeocodeReply(reply, 'Grand-Place 1')).toEqual({ place });
    expect(readGeocodeReply({ success: true, data: reply }, 'Grand-Place 1')).toEqual({ place });
  });

  it('gives the reason when nothing usable came back', () => {
    expect(readGeocodeReply({ status: 'ZERO_RESULTS', results: [] }, 'x')).toEqual({ reason: null });
    expect(readGeocodeReply({ status: 'REQUEST_DENIED', error_message: 'مفتاح غير صالح' }, 'x')).toEqual({ reason: 'مفتاح غير صالح' });
    expect(readGeocodeReply({ status: 'OK', results: [{ geometry: { location: { lat: 'x', lng: 4 } } }] }, 'x')).toEqual({ reason: null });
  });

  it('keeps the server wording of a failure and the reason of others', () => {
    const worded = 'فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع';
    expect(geocodeFailure(toHttpError(502, { success: false, message: worded }))).toEqual({ text: worded });
    expect(geocodeFailure(new HttpError('خطأ في الاتصال بالخادم', 0, {}))).toEqual({ reason: 'خطأ في الاتصال بالخادم' });
    expect(geocodeFailure(new TypeError('Failed'))).toEqual({ reason: null });
  });
});

// Issue 29: step 3's invoicing fields, under the API's own rules and sent only when entered.
describe('the invoicing fields of step 3', () => {
  it('refuses wrong check digits and a VAT number of another enterprise, in the server’s Arabic words', () => {
    expect(invoicingErrors(WIZARD_DEFAULTS)).toEqual({});
    expect(invoicingErrors({ ...filled, enterprise_number: '0403.170.702' })).toEqual({ enterprise_number: invoiceValidation.enterpriseNumberInvalid });
    expect(invoicingErrors({ ...filled, enterprise_number: '0403.170.701', vat_number: 'BE0202239951' })).toEqual({
      vat_number: invoiceValidation.vatNumberMismatch,
    });
    expect(invoicingErrors({ ...filled, enterprise_number: '0403.170.701', vat_number: 'BE 0403.170.701' })).toEqual({});
    expect(stepOfField('vat_number')).toBe(3);
    expect(fieldsAffectedBy('enterprise_number')).toEqual(['enterprise_number', 'vat_number']);
  });

  it('sends what was entered, the rhythm only when not the default', () => {
    const payload = toCreatePayload({
      ...filled,
      enterprise_number: ' 0403.170.701 ',
      vat_number: 'BE0403170701',
      invoice_language: 'nl',
      invoice_rhythm: 'weekly',
    });
    expect(payload).toMatchObject({
      enterprise_number: '0403.170.701',
      vat_number: 'BE0403170701',
      invoice_language: 'nl',
      invoice_rhythm: 'weekly',
    });
    expect(toCreatePayload({ ...filled, invoice_rhythm: 'monthly' })).not.toHaveProperty('invoice_rhythm');
    expect(wizardFieldOf('enterprise_number', 'manual')).toBe('enterprise_number');
  });
});
