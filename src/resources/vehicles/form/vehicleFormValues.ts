import type { RaRecord } from 'react-admin';
import type { Currency } from '../../../domain/enums';

// What the vehicle forms hold and what they send. Field names are the API's (spec 002 section 3), so the
// server's field errors (a taken plate on vehicle_plate) land beside their inputs as they are. The price is
// held as one amount in the chosen currency (purchase_price + purchase_currency), which the API takes.

export type VehicleFormValues = Record<string, unknown> & { id?: RaRecord['id'] };

/** The four fields the service layer requires (section 5): blank ones make the "required" notice. */
export const REQUIRED_FIELDS = ['vehicle_type', 'vehicle_model', 'vehicle_plate', 'vehicle_year'] as const;

/** Every field both forms send, in the order of their sections. Status is sent on create only. */
const SENT_FIELDS = [
  ...REQUIRED_FIELDS,
  'vehicle_color',
  'fuel_type',
  'transmission_type',
  'engine_capacity',
  'carrying_capacity',
  'fuel_consumption',
  'current_km',
  'maintenance_interval_km',
  'last_maintenance_date',
  'last_maintenance_km',
  'next_maintenance_km',
  'purchase_date',
  'purchase_price',
  'purchase_currency',
  'purchase_km',
  'insurance_company',
  'insurance_expiry_date',
  'registration_date',
  'registration_expiry_date',
  'notes',
] as const;

/** Section 9: a new vehicle starts active, on gasoline, priced in euro, at 0 km. */
export const CREATE_DEFAULTS: VehicleFormValues = {
  status: 'active',
  fuel_type: 'gasoline',
  purchase_currency: 'EUR',
  current_km: 0,
};

/** The stored price in the currency it was entered in (the EUR column otherwise holds the converted value). */
export function enteredPrice(record: RaRecord | undefined): unknown {
  if (!record) return null;
  return record.purchase_currency === 'SYP' ? record.purchase_price_syp : record.purchase_price_eur;
}

/** A record as the edit form holds it: the record, with its price as entered. */
export function toFormValues(record: RaRecord): VehicleFormValues {
  return {
    ...record,
    purchase_currency: (record.purchase_currency as Currency | undefined) ?? 'EUR',
    purchase_price: enteredPrice(record) ?? null,
  };
}

function pick(values: VehicleFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SENT_FIELDS) if (values[field] !== undefined) body[field] = values[field];
  return body;
}

/**
 * POST /vehicles: the fields filled in and the status chosen (active by default). A field left blank is
 * not sent, so the API's defaults apply (0 km, gasoline, euro) rather than a refusal of "no value".
 */
export function toVehicleCreatePayload(values: VehicleFormValues): Record<string, unknown> {
  const body = pick(values);
  for (const [field, value] of Object.entries(body)) if (value === null || value === '') delete body[field];
  return { ...body, status: values.status ?? 'active' };
}

/**
 * PUT /vehicles/:id: only the columns the form edits (the record's computed keys, its id and its status,
 * changed from the list, stay behind). An unchanged SYP price is not sent again: the server would convert
 * it anew at today's rate and the stored euro value would move though nobody touched it.
 */
export function toVehicleUpdatePayload(values: VehicleFormValues, previous?: RaRecord): Record<string, unknown> {
  const body = pick(values);
  if (
    previous &&
    previous.purchase_currency === body.purchase_currency &&
    samePrice(enteredPrice(previous), body.purchase_price)
  ) {
    delete body.purchase_price;
    delete body.purchase_currency;
  }
  return body;
}

function samePrice(stored: unknown, entered: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(stored) || blank(entered)) return blank(stored) && blank(entered);
  return Number(stored) === Number(entered);
}
