import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type {
  PaymentTerms,
  Priority,
  Region,
  StoreCategory,
  StorePaymentMethod,
  StoreStatus,
  StoreType,
} from '../../../domain/enums';
import type { LatLng } from '../../../domain/geo';
import { DEFAULT_INVOICE_RHYTHM, type InvoiceLanguage, type InvoiceRhythm } from '../../../domain/invoices/rules';
import { storeUpdateSchema } from '../../../domain/stores/schemas';
import { firstMessages } from '../../../ui/formSchema';

// The creation wizard's rules (spec 001 sections 4 "Wizard" and 5 "Create wizard"), free of React so
// they can be read and tested on their own. Messages are i18n keys under bakery.stores.wizard.errors.

export const WIZARD_STEPS = [1, 2, 3, 4, 5] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP: WizardStep = 5;

/** Spec 001 section 4: the address is geocoded once it is longer than this (trimmed)... */
export const GEOCODE_MIN_LENGTH = 10;
/** ...after this pause in typing. */
export const GEOCODE_DELAY_MS = 1500;
/** Spec 001 section 9: the success screen stays this long before the list opens. */
export const SUCCESS_REDIRECT_MS = 2000;

export const LOCATION_METHODS = ['address', 'current', 'map', 'manual'] as const;
export type LocationMethod = (typeof LOCATION_METHODS)[number];

/** A geocoder answer chosen as the shop's location, with the address it was found for. */
export interface GeocodedPlace extends LatLng {
  formatted_address: string | null;
  place_id: string | null;
  query: string;
}

export interface CurrentPosition extends LatLng {
  accuracy?: number | null;
}

/** Text inputs hold '' or null when empty; number inputs null. */
type Text = string | null | undefined;

export interface WizardValues {
  name: Text;
  owner_name: Text;
  phone: Text;
  email: Text;
  address: Text;
  category: StoreCategory | '' | null;
  store_type: StoreType;
  location_method: LocationMethod | null;
  /** One point per method, so switching methods back and forth loses nothing. */
  geocoded: GeocodedPlace | null;
  current_position: CurrentPosition | null;
  map_point: LatLng | null;
  manual_latitude: number | string | null;
  manual_longitude: number | string | null;
  region: Region | '' | null;
  tax_number: Text;
  business_license: Text;
  opening_hours: Text;
  priority: Priority;
  contact_person: Text;
  payment_terms: PaymentTerms;
  payment_method: StorePaymentMethod;
  credit_limit_eur: number | null;
  discount_rate: number | null;
  delivery_notes: Text;
  special_instructions: Text;
  notes: Text;
  status: StoreStatus;
  /** Issue 29: step 3's invoicing fields (offered to the roles with stores:details). */
  enterprise_number: Text;
  vat_number: Text;
  invoice_language: InvoiceLanguage | '' | null;
  invoice_rhythm: InvoiceRhythm;
}

/** Spec 001 section 3 "Defaults on create". */
export const WIZARD_DEFAULTS: WizardValues = {
  name: '',
  owner_name: '',
  phone: '',
  email: '',
  address: '',
  category: null,
  store_type: 'retail',
  location_method: null,
  geocoded: null,
  current_position: null,
  map_point: null,
  manual_latitude: null,
  manual_longitude: null,
  region: null,
  tax_number: '',
  business_license: '',
  opening_hours: '',
  priority: 'medium',
  contact_person: '',
  payment_terms: 'cash',
  payment_method: 'cash',
  credit_limit_eur: 0,
  discount_rate: 0,
  delivery_notes: '',
  special_instructions: '',
  notes: '',
  status: 'active',
  enterprise_number: '',
  vat_number: '',
  invoice_language: null,
  invoice_rhythm: DEFAULT_INVOICE_RHYTHM,
};

export type WizardField = keyof WizardValues;

/** The inputs of each step, in the order they appear: what Next validates and where an error sends the user. */
export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: ['name', 'owner_name', 'phone', 'email', 'address', 'category', 'store_type'],
  2: ['location_method', 'manual_latitude', 'manual_longitude'],
  3: [
    'region',
    'tax_number',
    'business_license',
    'opening_hours',
    'priority',
    'contact_person',
    'enterprise_number',
    'vat_number',
    'invoice_language',
    'invoice_rhythm',
  ],
  4: ['payment_terms', 'payment_method', 'credit_limit_eur', 'discount_rate'],
  5: ['delivery_notes', 'special_instructions', 'notes', 'status'],
};

const ERRORS = 'bakery.stores.wizard.errors';
export const WIZARD_MESSAGES = {
  nameRequired: `${ERRORS}.name_required`,
  addressRequired: `${ERRORS}.address_required`,
  phoneRequired: `${ERRORS}.phone_required`,
  locationRequired: `${ERRORS}.location_required`,
  coordinatesRequired: `${ERRORS}.coordinates_required`,
  coordinatesInvalid: `${ERRORS}.coordinates_invalid`,
  createFailed: `${ERRORS}.create_failed`,
  createError: `${ERRORS}.create_error`,
  geocodeFailed: `${ERRORS}.geocode_failed`,
  geocodeNotFound: `${ERRORS}.geocode_not_found`,
} as const;

/** field -> message key. */
export type WizardErrors = Partial<Record<WizardField, string>>;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A coordinate as typed: a number, or text that reads as one; null when it does not. */
export function toCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

export function isValidLatitude(value: unknown): boolean {
  const number = toCoordinate(value);
  return number !== null && number >= -90 && number <= 90;
}

export function isValidLongitude(value: unknown): boolean {
  const number = toCoordinate(value);
  return number !== null && number >= -180 && number <= 180;
}

/** Six decimals, as the spec shows coordinates; what was typed when it is not a number. */
export function formatCoordinate(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(6) : String(value ?? '');
}

/** The address is long enough to be looked up (spec 001 section 4). */
export function canGeocode(address: unknown): boolean {
  return typeof address === 'string' && address.trim().length > GEOCODE_MIN_LENGTH;
}

type LocationValues = Pick<WizardValues, 'location_method' | 'geocoded' | 'current_position' | 'map_point' | 'manual_latitude' | 'manual_longitude'>;

/** The point of the chosen method as it stands (manual values as typed); null when there is none. */
export function chosenPoint(values: LocationValues): { lat: unknown; lng: unknown } | null {
  switch (values.location_method) {
    case 'address':
      return values.geocoded ? { lat: values.geocoded.lat, lng: values.geocoded.lng } : null;
    case 'current':
      return values.current_position ? { lat: values.current_position.lat, lng: values.current_position.lng } : null;
    case 'map':
      return values.map_point ? { lat: values.map_point.lat, lng: values.map_point.lng } : null;
    case 'manual':
      if (isBlank(values.manual_latitude) && isBlank(values.manual_longitude)) return null;
      return { lat: values.manual_latitude, lng: values.manual_longitude };
    default:
      return null;
  }
}

/** The chosen location when it is complete and valid, for the payload and the summary. */
export function chosenLocation(values: LocationValues): LatLng | null {
  const point = chosenPoint(values);
  if (!point || !isValidLatitude(point.lat) || !isValidLongitude(point.lng)) return null;
  return { lat: toCoordinate(point.lat)!, lng: toCoordinate(point.lng)! };
}

/** Step 1: name, address and phone required; email optional and not checked here (the server does). */
export function basicInfoErrors(values: Pick<WizardValues, 'name' | 'address' | 'phone'>): WizardErrors {
  const errors: WizardErrors = {};
  if (isBlank(values.name)) errors.name = WIZARD_MESSAGES.nameRequired;
  if (isBlank(values.address)) errors.address = WIZARD_MESSAGES.addressRequired;
  if (isBlank(values.phone)) errors.phone = WIZARD_MESSAGES.phoneRequired;
  return errors;
}

/**
 * Step 2: a location is required; the manual method needs both values. `checkCoordinates` adds the
 * submit-time check that the coordinates are numbers within range (spec 001 section 5).
 */
export function locationErrors(values: LocationValues, { checkCoordinates = false } = {}): WizardErrors {
  const method = values.location_method;
  if (method === 'manual') {
    const missingLat = isBlank(values.manual_latitude);
    const missingLng = isBlank(values.manual_longitude);
    if (missingLat || missingLng) {
      const errors: WizardErrors = {};
      if (missingLat) errors.manual_latitude = WIZARD_MESSAGES.coordinatesRequired;
      if (missingLng) errors.manual_longitude = WIZARD_MESSAGES.coordinatesRequired;
      return errors;
    }
    if (!checkCoordinates) return {};
    const errors: WizardErrors = {};
    if (!isValidLatitude(values.manual_latitude)) errors.manual_latitude = WIZARD_MESSAGES.coordinatesInvalid;
    if (!isValidLongitude(values.manual_longitude)) errors.manual_longitude = WIZARD_MESSAGES.coordinatesInvalid;
    return errors;
  }
  const point = chosenPoint(values);
  if (!point) return { location_method: WIZARD_MESSAGES.locationRequired };
  if (checkCoordinates && (!isValidLatitude(point.lat) || !isValidLongitude(point.lng))) {
    return { location_method: WIZARD_MESSAGES.coordinatesInvalid };
  }
  return {};
}

const INVOICING_FIELDS = ['enterprise_number', 'vat_number', 'invoice_language', 'invoice_rhythm'] as const;

/**
 * Step 3's invoicing fields under the API's own rules (issue 29: check digits, the VAT number naming the
 * same enterprise), so the message beside a field is the server's Arabic text, not a second copy.
 */
export function invoicingErrors(values: Pick<WizardValues, (typeof INVOICING_FIELDS)[number]>): WizardErrors {
  const body = Object.fromEntries(INVOICING_FIELDS.map((field) => [field, values[field] ?? undefined]));
  return firstMessages(storeUpdateSchema, body) as WizardErrors;
}

/** Every rule of the wizard over the whole form; a step's Next reads only that step's fields. */
export function wizardErrors(values: WizardValues, options: { checkCoordinates?: boolean } = {}): WizardErrors {
  return { ...basicInfoErrors(values), ...locationErrors(values, options), ...invoicingErrors(values) };
}

const LOCATION_FIELDS: readonly string[] = ['location_method', 'geocoded', 'current_position', 'map_point', 'manual_latitude', 'manual_longitude'];

/**
 * The fields whose error may change when `changed` changes: the field itself, or for any part of the
 * location, every field step 2 reports on (choosing a point on the map clears "location required").
 */
export function fieldsAffectedBy(changed: string): readonly WizardField[] {
  if (LOCATION_FIELDS.includes(changed)) return STEP_FIELDS[2];
  // The VAT number must name the enterprise number's enterprise: changing either may settle the other.
  if (changed === 'enterprise_number' || changed === 'vat_number') return ['enterprise_number', 'vat_number'];
  return stepOfField(changed) ? [changed as WizardField] : [];
}

/** The step holding a field; undefined for a field the wizard does not show. */
export function stepOfField(field: string): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
}

/** The first step, in wizard order, that holds one of the fields. */
export function firstStepWithError(fields: readonly string[]): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => fields.some((field) => stepOfField(field) === step));
}

/**
 * A react-hook-form resolver over wizardErrors, with its switch for the submit-time coordinate check
 * (on while the user creates the shop, off for Next): the form is created once, the check varies.
 */
export function createWizardResolver(): { resolver: Resolver<WizardValues>; setCheckCoordinates: (on: boolean) => void } {
  let checkCoordinates = false;
  const resolver: Resolver<WizardValues> = (values) => {
    const found = wizardErrors(values, { checkCoordinates });
    const errors: FieldErrors<WizardValues> = {};
    for (const [field, message] of Object.entries(found)) {
      (errors as Record<string, FieldError>)[field] = { type: 'wizard', message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  return {
    resolver,
    setCheckCoordinates: (on) => {
      checkCoordinates = on;
    },
  };
}

// ---- the create payload (spec 001 section 3)

export interface StoreCreatePayload {
  name: string;
  address: string;
  phone: string;
  email: string | null;
  region: Region | null;
  owner_name: string | null;
  contact_person: string | null;
  store_type: StoreType;
  business_license: string | null;
  tax_number: string | null;
  credit_limit_eur: number | null;
  payment_terms: PaymentTerms;
  discount_rate: number;
  opening_hours: string | null;
  delivery_notes: string | null;
  special_instructions: string | null;
  priority: Priority;
  status: StoreStatus;
  latitude: number;
  longitude: number;
  formatted_address?: string;
  place_id?: string;
  /** Asked by the wizard's steps 1, 4 and 5 and kept by the store record, beyond the spec's list. */
  category?: StoreCategory;
  payment_method: StorePaymentMethod;
  notes: string | null;
  /** Issue 29: sent only when entered (a rhythm only when not the default). */
  enterprise_number?: string;
  vat_number?: string;
  invoice_language?: InvoiceLanguage;
  invoice_rhythm?: InvoiceRhythm;
}

/** Trimmed text; empty optional text is sent as null. */
function text(value: Text): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function amount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The POST /stores body. Call it only when wizardErrors (with the coordinate check) found nothing. */
export function toCreatePayload(values: WizardValues): StoreCreatePayload {
  const location = chosenLocation(values);
  if (!location) throw new Error('toCreatePayload: the location is not valid');
  const payload: StoreCreatePayload = {
    name: text(values.name) ?? '',
    address: text(values.address) ?? '',
    phone: text(values.phone) ?? '',
    email: text(values.email),
    region: values.region || null,
    owner_name: text(values.owner_name),
    contact_person: text(values.contact_person),
    store_type: values.store_type,
    business_license: text(values.business_license),
    tax_number: text(values.tax_number),
    // Empty: no limit (issue 25); 0 is no credit at all.
    credit_limit_eur: typeof values.credit_limit_eur === 'number' && Number.isFinite(values.credit_limit_eur) ? values.credit_limit_eur : null,
    payment_terms: values.payment_terms,
    discount_rate: amount(values.discount_rate),
    opening_hours: text(values.opening_hours),
    delivery_notes: text(values.delivery_notes),
    special_instructions: text(values.special_instructions),
    priority: values.priority,
    status: values.status,
    latitude: location.lat,
    longitude: location.lng,
    payment_method: values.payment_method,
    notes: text(values.notes),
  };
  if (values.category) payload.category = values.category;
  const enterprise = text(values.enterprise_number);
  const vat = text(values.vat_number);
  if (enterprise) payload.enterprise_number = enterprise;
  if (vat) payload.vat_number = vat;
  if (values.invoice_language) payload.invoice_language = values.invoice_language;
  if (values.invoice_rhythm && values.invoice_rhythm !== DEFAULT_INVOICE_RHYTHM) payload.invoice_rhythm = values.invoice_rhythm;
  if (values.location_method === 'address' && values.geocoded) {
    if (values.geocoded.formatted_address) payload.formatted_address = values.geocoded.formatted_address;
    if (values.geocoded.place_id) payload.place_id = values.geocoded.place_id;
  }
  return payload;
}

// ---- the server's answers

/** The wizard field a server field error belongs to (the server names fields as they were sent). */
export function wizardFieldOf(serverField: string, method: LocationMethod | null): WizardField | undefined {
  if (serverField === 'latitude') return method === 'manual' ? 'manual_latitude' : 'location_method';
  if (serverField === 'longitude') return method === 'manual' ? 'manual_longitude' : 'location_method';
  if (serverField === 'formatted_address' || serverField === 'place_id') return 'location_method';
  if (serverField === 'credit_limit') return 'credit_limit_eur';
  return stepOfField(serverField) ? (serverField as WizardField) : undefined;
}

/** The server's `[{field, message}]` of a failed create, from react-admin's HttpError body. */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  const body = (error as { body?: { fieldErrors?: unknown; errors?: unknown } } | null)?.body;
  if (Array.isArray(body?.fieldErrors)) {
    return body.fieldErrors.filter(
      (item): item is { field: string; message: string } =>
        typeof item?.field === 'string' && typeof item?.message === 'string' && item.message !== '',
    );
  }
  if (body?.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    return Object.entries(body.errors as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([field, message]) => ({ field, message }));
  }
  return [];
}

/**
 * The banner of a failed create (spec 001 section 8): the server's message; a reply without one,
 * 'فشل في إنشاء المتجر'; no reply at all (network, unexpected error), the "try again" text.
 */
export function createFailureMessage(error: unknown): { text: string } | { key: string } {
  const failure = error as { status?: unknown; body?: { message?: unknown; isNetworkError?: unknown } } | null;
  const status = typeof failure?.status === 'number' ? failure.status : 0;
  if (status <= 0 || failure?.body?.isNetworkError) return { key: WIZARD_MESSAGES.createError };
  const message = failure?.body?.message;
  if (typeof message === 'string' && message.trim() !== '') return { text: message };
  return { key: WIZARD_MESSAGES.createFailed };
}

// ---- geocoding (GET /geocode, spec 001 section 7 "External")

interface GeocodeResult {
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
  formatted_address?: unknown;
  place_id?: unknown;
}

/**
 * The first usable result of a geocoder reply, or the reason it has none. Accepts the reply's `data`
 * or the whole envelope.
 */
export function readGeocodeReply(
  reply: unknown,
  query: string,
): { place: GeocodedPlace } | { reason: string | null } {
  const outer = (reply ?? {}) as { data?: unknown; status?: unknown; results?: unknown };
  const data = (outer.results === undefined && outer.data && typeof outer.data === 'object' ? outer.data : outer) as {
    status?: unknown;
    results?: unknown;
    error_message?: unknown;
  };
  const reason = typeof data.error_message === 'string' && data.error_message ? data.error_message : null;
  if (data.status !== undefined && data.status !== 'OK') return { reason };
  const first = Array.isArray(data.results) ? (data.results[0] as GeocodeResult | undefined) : undefined;
  const lat = toCoordinate(first?.geometry?.location?.lat);
  const lng = toCoordinate(first?.geometry?.location?.lng);
  if (!first || lat === null || lng === null || !isValidLatitude(lat) || !isValidLongitude(lng)) return { reason };
  return {
    place: {
      lat,
      lng,
      formatted_address: typeof first.formatted_address === 'string' && first.formatted_address ? first.formatted_address : null,
      place_id: typeof first.place_id === 'string' && first.place_id ? first.place_id : null,
      query,
    },
  };
}

const GEOCODE_FAILED_PREFIX = 'فشل في تحديد الموقع من العنوان';

/**
 * A failed geocoding call as the user reads it: the server already words it 'فشل في تحديد الموقع من
 * العنوان: ...'; another message becomes the reason; none, the default reason.
 */
export function geocodeFailure(error: unknown): { text: string } | { reason: string | null } {
  const failure = error as { status?: unknown; message?: unknown } | null;
  const message = typeof failure?.message === 'string' ? failure.message.trim() : '';
  if (message.startsWith(GEOCODE_FAILED_PREFIX)) return { text: message };
  // Only react-admin's HttpError (it has a status, 0 when the server cannot be reached) carries a text
  // meant for users; anything else is a programming error and gets the default reason.
  return { reason: typeof failure?.status === 'number' && message ? message : null };
}
