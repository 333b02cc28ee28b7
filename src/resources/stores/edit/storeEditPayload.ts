import { coordinatesOf } from '../../../domain/geo';
import { chosenPoint, DEFAULT_LOCATION_MODE, toNumberOrNull, type StoreEditValues } from '../storeEditValidation';

// Between the record, the form and PUT /stores/{id}: the form's extra location state comes from the
// record, and only the edit fields of spec 001 section 3 go back.

export interface StoreEditPayload {
  name: string;
  region: string | null;
  address: string;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  payment_method: string;
  credit_limit_eur: number;
  notes: string | null;
  status: string | null;
  latitude: number | null;
  longitude: number | null;
}

function optionalText(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

/**
 * The form's starting values beyond the record's own fields: the map mode with the shop's point
 * selected, and the manual fields filled with the same coordinates.
 */
export function storeEditDefaults(record: Record<string, unknown> | undefined): StoreEditValues {
  const point = coordinatesOf(record);
  return {
    payment_method: 'cash',
    location_mode: DEFAULT_LOCATION_MODE,
    current_point: null,
    map_point: point,
    manual_latitude: point?.lat ?? null,
    manual_longitude: point?.lng ?? null,
  };
}

/** The edit payload: trimmed text, empty optional text as null, the location of the chosen mode. */
export function toStoreEditPayload(values: StoreEditValues): StoreEditPayload {
  const point = chosenPoint(values);
  return {
    name: (values.name ?? '').trim(),
    region: optionalText(values.region),
    address: (values.address ?? '').trim(),
    contact_person: optionalText(values.contact_person),
    phone: optionalText(values.phone),
    email: optionalText(values.email),
    payment_method: optionalText(values.payment_method) ?? 'cash',
    credit_limit_eur: toNumberOrNull(values.credit_limit_eur) ?? 0,
    notes: optionalText(values.notes),
    status: optionalText(values.status),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
  };
}
