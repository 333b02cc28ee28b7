import type { LatLng } from '../../domain/geo';
import { storeUpdateSchema } from '../../domain/stores/schemas';
import { validation } from '../../domain/messages';
import { firstMessages, formSchema, screenRules } from '../../ui/formSchema';

// The store edit form's rules (spec 001 section 5 "Store edit form") are the API's own PUT /stores/{id}
// schema (src/domain/stores/schemas.ts), run on what the form holds: a value the browser refuses is
// refused by the server with the same Arabic message. Only what the server cannot know stays here: the
// form requires a name, an address and a location, and the location comes from the chosen mode.

export const STORE_LOCATION_MODES = ['current', 'map', 'manual'] as const;
export type StoreLocationMode = (typeof STORE_LOCATION_MODES)[number];

/** The map is the form's default way of placing a shop (spec 001 "/stores/{id}/edit"). */
export const DEFAULT_LOCATION_MODE: StoreLocationMode = 'map';

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
  /** Issue 29: the invoicing fields (offered to the roles with stores:details). */
  enterprise_number?: string | null;
  vat_number?: string | null;
  invoice_language?: string | null;
  invoice_rhythm?: string | null;
}

/** The form's text and number inputs the schema checks (the selects offer only allowed values). */
const CHECKED_FIELDS = [
  'name',
  'address',
  'contact_person',
  'phone',
  'email',
  'credit_limit_eur',
  'notes',
  // Issue 29: the numbers' check digits, and the VAT number naming the same enterprise (the schema's own refinement).
  'enterprise_number',
  'vat_number',
] as const;

export type StoreEditField =
  | (typeof CHECKED_FIELDS)[number]
  | 'current_point'
  | 'map_point'
  | 'manual_latitude'
  | 'manual_longitude';

export type StoreEditErrors = Partial<Record<StoreEditField, string>>;

const MESSAGES = 'bakery.stores.edit.validation';

/** The messages the form shows: the server's texts, and translation keys for the location modes the server does not know. */
export const STORE_EDIT_MESSAGES = {
  nameRequired: validation.storeNameRequired,
  nameMin: validation.storeNameMin,
  addressRequired: validation.storeAddressEditRequired,
  addressMin: validation.storeAddressMin,
  phoneInvalid: validation.phoneInvalid,
  emailInvalid: validation.emailInvalid,
  creditInvalid: validation.creditLimitPositive,
  locationCurrent: `${MESSAGES}.location_current`,
  locationMap: `${MESSAGES}.location_map`,
  locationManual: validation.coordinatesBoth,
  locationInvalid: validation.coordinatesInvalid,
} as const;

function isBlank(value: Numeric): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A number typed or picked; null when blank or not a number. */
export function toNumberOrNull(value: Numeric): number | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : null;
}

/** The server's rules on a pair of coordinates, sent as the form's manual fields. */
function coordinateErrors(latitude: Numeric, longitude: Numeric): StoreEditErrors {
  const point = { manual_latitude: latitude, manual_longitude: longitude };
  const { manual_latitude, manual_longitude } = firstMessages(storeUpdateSchema, point);
  return { ...(manual_latitude && { manual_latitude }), ...(manual_longitude && { manual_longitude }) };
}

function isUsablePoint(point: LatLng | null | undefined): point is LatLng {
  return !!point && Object.keys(coordinateErrors(point.lat, point.lng)).length === 0;
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
  // The server lets an update clear the location; the form always places the shop, so both are required.
  const latBlank = isBlank(values.manual_latitude);
  const lngBlank = isBlank(values.manual_longitude);
  if (latBlank || lngBlank) {
    return {
      ...(latBlank && { manual_latitude: STORE_EDIT_MESSAGES.locationManual }),
      ...(lngBlank && { manual_longitude: STORE_EDIT_MESSAGES.locationManual }),
    };
  }
  return coordinateErrors(values.manual_latitude, values.manual_longitude);
}

/** What PUT /stores/{id} would get of the form's checked inputs. */
function checkedBody(values: StoreEditValues): Record<string, unknown> {
  const held: Record<string, unknown> = Object.fromEntries(CHECKED_FIELDS.map((field) => [field, values[field]]));
  // PUT keeps the name and address when none is sent; the form always sends them, so blank is empty.
  held.name = values.name ?? '';
  held.address = values.address ?? '';
  return held;
}

/** Every rule of the edit form, for its resolver. */
export const storeEditFormSchema = formSchema<StoreEditValues>({
  body: checkedBody,
  api: storeUpdateSchema,
  then: screenRules<StoreEditValues>((values, refuse) => {
    for (const [field, message] of Object.entries(locationErrors(values))) refuse(field, message);
  }),
});

/** Every rule of the edit form; an empty object when the values can be saved. */
export function validateStoreEdit(values: StoreEditValues): StoreEditErrors {
  return firstMessages(storeEditFormSchema, values);
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
