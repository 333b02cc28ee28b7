import { canAccess } from '../../../domain/access';
import type { Role } from '../../../domain/enums';
import { mayWriteField } from '../../../domain/fieldRights';
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
  credit_limit_eur: number | null;
  notes: string | null;
  status: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Issue 29: sent when the form holds them (a shop read from the server always has them). */
  enterprise_number?: string | null;
  vat_number?: string | null;
  invoice_language?: string | null;
  invoice_rhythm?: string;
}

function optionalText(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

/** A field the form does not hold stays out of the payload (undefined); one emptied is cleared (null). */
function heldText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : optionalText(value);
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
    // Empty: no limit (issue 25); 0 is no credit at all.
    credit_limit_eur: toNumberOrNull(values.credit_limit_eur),
    notes: optionalText(values.notes),
    status: optionalText(values.status),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    enterprise_number: heldText(values.enterprise_number),
    vat_number: heldText(values.vat_number),
    invoice_language: heldText(values.invoice_language),
    invoice_rhythm: optionalText(values.invoice_rhythm) ?? undefined,
  };
}

/** Whether the role edits the whole shop or only corrects what a driver sees on the road (stores:details). */
export const editsStoreDetails = (role: Role | undefined) => canAccess(role, 'stores', 'details');

/**
 * The payload the role may send (src/domain/fieldRights.ts): the server refuses a field the role may not
 * change, so the form never sends one. Without stores:details (a distributor) that is the phone, the
 * location and the delivery notes.
 */
export function storeEditPayloadFor(values: StoreEditValues, role: Role | undefined): Partial<StoreEditPayload> & { delivery_notes?: string | null } {
  const payload: Record<string, unknown> = { ...toStoreEditPayload(values) };
  if (!editsStoreDetails(role)) payload.delivery_notes = optionalText((values as { delivery_notes?: string | null }).delivery_notes);
  return Object.fromEntries(Object.entries(payload).filter(([field, value]) => value !== undefined && mayWriteField(role, 'stores', field)));
}
