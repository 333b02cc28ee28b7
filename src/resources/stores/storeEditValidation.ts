import type { LatLng } from '../../domain/geo';

// The store edit form's rules (spec 001 section 5 "Store edit form"), as one pure function so the form,
// its tests and anyone reading the rules see the same thing. Messages are translation keys of
// bakery.stores.edit.validation; react-admin translates them where each field shows its error.

export const STORE_LOCATION_MODES = ['current', 'map', 'manual'] as const;
export type StoreLocationMode = (typeof STORE_LOCATION_MODES)[number];

/** The map is the form's default way of placing a shop (spec 001 "/stores/{id}/edit"). */
export const DEFAULT_LOCATION_MODE: StoreLocationMode = 'map';

export const NAME_MIN_LENGTH = 2;
export const ADDRESS_MIN_LENGTH = 10;

type Numeric = number | string | null | undefined;

/** The form's values: the record's fields plus the location section's own state. */
export interface StoreEditValues {
  name?: string | null;
  region?: string | null;
  address?: string | null;
  contact_person?: string | null;
  phone?: string | null;
  email?: string | null;
  payment_method?: string | null;
  credit_limit_eur?: Numeric;
  notes?: string | null;
  status?: string | null;
  location_mode?: StoreLocationMode | null;
  /** The browser's position, set by the "current location" mode. */
  current_point?: LatLng | null;
  /** The point picked on the map (the record's own coordinates until another is picked). */
  map_point?: LatLng | null;
  manual_latitude?: Numeric;
  manual_longitude?: Numeric;
}

export type StoreEditField =
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'credit_limit_eur'
  | 'current_point'
  | 'map_point'
  | 'manual_latitude'
  | 'manual_longitude';

export type StoreEditErrors = Partial<Record<StoreEditField, string>>;

const MESSAGES = 'bakery.stores.edit.validation';

export const STORE_EDIT_MESSAGES = {
  nameRequired: `${MESSAGES}.name_required`,
  nameMin: `${MESSAGES}.name_min`,
  addressRequired: `${MESSAGES}.address_required`,
  addressMin: `${MESSAGES}.address_min`,
  phoneInvalid: `${MESSAGES}.phone_invalid`,
  emailInvalid: `${MESSAGES}.email_invalid`,
  creditInvalid: `${MESSAGES}.credit_invalid`,
  locationCurrent: `${MESSAGES}.location_current`,
  locationMap: `${MESSAGES}.location_map`,
  locationManual: `${MESSAGES}.location_manual`,
  locationInvalid: `${MESSAGES}.location_invalid`,
} as const;

/** Digits, spaces, dashes and parentheses, with an optional leading plus. */
const PHONE = /^\+?[\d\s\-()]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isBlank(value: Numeric): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A number typed or picked; null when blank or not a number. */
export function toNumberOrNull(value: Numeric): number | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : null;
}

export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

function isUsablePoint(point: LatLng | null | undefined): point is LatLng {
  return !!point && isValidLatitude(point.lat) && isValidLongitude(point.lng);
}

export function locationModeOf(values: StoreEditValues): StoreLocationMode {
  const mode = values.location_mode;
  return mode && (STORE_LOCATION_MODES as readonly string[]).includes(mode) ? mode : DEFAULT_LOCATION_MODE;
}

function locationErrors(values: StoreEditValues): StoreEditErrors {
  const mode = locationModeOf(values);
  if (mode === 'current') {
    return isUsablePoint(values.current_point) ? {} : { current_point: STORE_EDIT_MESSAGES.locationCurrent };
  }
  if (mode === 'map') {
    return isUsablePoint(values.map_point) ? {} : { map_point: STORE_EDIT_MESSAGES.locationMap };
  }
  const errors: StoreEditErrors = {};
  const latBlank = isBlank(values.manual_latitude);
  const lngBlank = isBlank(values.manual_longitude);
  if (latBlank || lngBlank) {
    if (latBlank) errors.manual_latitude = STORE_EDIT_MESSAGES.locationManual;
    if (lngBlank) errors.manual_longitude = STORE_EDIT_MESSAGES.locationManual;
    return errors;
  }
  const lat = toNumberOrNull(values.manual_latitude);
  const lng = toNumberOrNull(values.manual_longitude);
  if (lat === null || !isValidLatitude(lat)) errors.manual_latitude = STORE_EDIT_MESSAGES.locationInvalid;
  if (lng === null || !isValidLongitude(lng)) errors.manual_longitude = STORE_EDIT_MESSAGES.locationInvalid;
  return errors;
}

/** Every rule of the edit form; an empty object when the values can be saved. */
export function validateStoreEdit(values: StoreEditValues): StoreEditErrors {
  const errors: StoreEditErrors = {};

  const name = text(values.name);
  if (!name) errors.name = STORE_EDIT_MESSAGES.nameRequired;
  else if (name.length < NAME_MIN_LENGTH) errors.name = STORE_EDIT_MESSAGES.nameMin;

  const address = text(values.address);
  if (!address) errors.address = STORE_EDIT_MESSAGES.addressRequired;
  else if (address.length < ADDRESS_MIN_LENGTH) errors.address = STORE_EDIT_MESSAGES.addressMin;

  const phone = text(values.phone);
  if (phone && !PHONE.test(phone)) errors.phone = STORE_EDIT_MESSAGES.phoneInvalid;

  const email = text(values.email);
  if (email && !EMAIL.test(email)) errors.email = STORE_EDIT_MESSAGES.emailInvalid;

  if (!isBlank(values.credit_limit_eur)) {
    const credit = toNumberOrNull(values.credit_limit_eur);
    if (credit === null || credit < 0) errors.credit_limit_eur = STORE_EDIT_MESSAGES.creditInvalid;
  }

  return { ...errors, ...locationErrors(values) };
}

/** The coordinates the chosen mode stands for; null when that mode has none usable. */
export function chosenPoint(values: StoreEditValues): LatLng | null {
  const mode = locationModeOf(values);
  if (mode === 'current') return isUsablePoint(values.current_point) ? values.current_point : null;
  if (mode === 'map') return isUsablePoint(values.map_point) ? values.map_point : null;
  const lat = toNumberOrNull(values.manual_latitude);
  const lng = toNumberOrNull(values.manual_longitude);
  if (lat === null || lng === null) return null;
  const point = { lat, lng };
  return isUsablePoint(point) ? point : null;
}
