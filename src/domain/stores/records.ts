import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TERMS,
  PRIORITIES,
  REGIONS,
  STORE_CATEGORIES,
  STORE_PAYMENT_METHODS,
  STORE_STATUSES,
  STORE_TYPES,
} from '../enums';
import { count, day, money, paginated, timestamp } from '../schemas/replies';

// What the stores API sends (spec 001 section 7; server/services/stores.ts and storeReports.ts), in
// snake_case. Money keys are optional: they are left out, not zeroed, for a role that may not see the
// stores' money (src/domain/fieldRights.ts MONEY_KEYS.stores).

/** A shop as GET /stores and GET /stores/{id} send it: every column and its order and payment figures. */
export const storeRecord = z.object({
  id: count,
  name: z.string(),
  owner_name: z.string().nullable(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  formatted_address: z.string().nullable(),
  place_id: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  category: z.enum(STORE_CATEGORIES),
  store_type: z.enum(STORE_TYPES),
  status: z.enum(STORE_STATUSES),
  tax_number: z.string().nullable(),
  business_license: z.string().nullable(),
  payment_method: z.enum(STORE_PAYMENT_METHODS),
  payment_terms: z.enum(PAYMENT_TERMS),
  /** null: no limit (issue 25); 0: no credit at all. Checked only for credit payment terms. */
  credit_limit_eur: money.nullable().optional(),
  /** Kept figures (issue 25): what the delivered orders still owe, and what the open orders will owe. */
  current_balance_eur: money.optional(),
  open_orders_eur: money.optional(),
  discount_rate: z.number(),
  opening_hours: z.string().nullable(),
  delivery_notes: z.string().nullable(),
  special_instructions: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  notes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The receiving window, 'HH:MM:SS' (issue 16); null: open on that side. */
  receiving_from: z.string().nullable(),
  receiving_to: z.string().nullable(),
  display_order: count,
  performance_rating: z.number().nullable(),
  created_by: count.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  total_orders: count,
  completed_orders: count,
  cancelled_orders: count,
  total_purchases_eur: money.optional(),
  last_order_date: day.nullable(),
  last_payment_date: day.nullable(),
  // Issue 29: invoicing details (the enterprise number's ten digits, BE and them, fr/nl, the rhythm).
  enterprise_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  invoice_language: z.enum(['fr', 'nl']).nullable(),
  invoice_rhythm: z.enum(['per_delivery', 'weekly', 'monthly']),
});
export type StoreRecord = z.infer<typeof storeRecord>;

/** GET /stores/statistics: counts over every shop and the revenue of their delivered orders (EUR). */
export const storeStatistics = z.object({
  total: count,
  active: count,
  inactive: count,
  suspended: count,
  pending: count,
  total_revenue: money.optional(),
});
export type StoreStatistics = z.infer<typeof storeStatistics>;

/** GET /stores/{id}/statistics: one shop's orders and payments. */
export const storeFigures = z.object({
  store_id: count,
  total_orders: count,
  completed_orders: count,
  cancelled_orders: count,
  open_orders: count,
  total_revenue: money.optional(),
  average_order_value: money.optional(),
  unpaid_eur: money.optional(),
  payments_count: count,
  total_paid_eur: money.optional(),
  last_order_date: day.nullable(),
  last_payment_date: day.nullable(),
});
export type StoreFigures = z.infer<typeof storeFigures>;

/** A shop as a map shows it (GET /stores/map, /stores/nearby). Coordinates may be missing: no marker then. */
export const mapStore = z.object({
  id: count,
  name: z.string(),
  owner_name: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  category: z.string().nullish(),
  status: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  /** GET /stores/nearby: kilometres from the point asked. */
  distance_km: z.number().optional(),
});
export type MapStore = z.infer<typeof mapStore>;

/** GET /stores/map: every shop with coordinates, and how many have none. */
export const storesMapData = z.object({
  stores: z.array(mapStore),
  total: count,
  without_location: count,
});
export type StoresMapData = z.infer<typeof storesMapData>;

/** GET /stores/nearby: the shops within the radius, nearest first, each with its distance. */
export const storesNearby = z.object({
  stores: z.array(mapStore.required({ distance_km: true })),
  total: count,
  radius_km: z.number(),
  centre: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type StoresNearby = z.infer<typeof storesNearby>;

/** A row of GET /stores/{id}/orders. */
export const storeOrderRow = z.looseObject({
  id: count,
  order_number: z.string(),
  store_id: count,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  order_date: day,
  delivery_date: day.nullable(),
  currency: z.string(),
  total_amount_eur: money,
  final_amount_eur: money,
  paid_amount_eur: money,
  assigned_distributor_id: count.nullable(),
  distributor_name: z.string().nullable(),
  items_count: count,
  created_at: timestamp,
});
export const storeOrdersPage = paginated('orders', storeOrderRow);
export type StoreOrdersPage = z.infer<typeof storeOrdersPage>;

/** A row of GET /stores/{id}/payments. */
export const storePaymentRow = z.looseObject({
  id: count,
  order_id: count,
  order_number: z.string(),
  store_id: count,
  amount_eur: money,
  currency: z.string(),
  amount: money,
  method: z.string(),
  status: z.string(),
  payment_date: day,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
});
export const storePaymentsPage = paginated('payments', storePaymentRow);
export type StorePaymentsPage = z.infer<typeof storePaymentsPage>;

/** One answer of GET /geocode, in the Google geocoder's shape whichever provider answered. */
export const geocodeResult = z.object({
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  formatted_address: z.string(),
  place_id: z.string(),
  address_components: z.array(
    z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }),
  ),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

export const geocodeData = z.looseObject({
  status: z.string(),
  results: z.array(geocodeResult),
});
export type GeocodeData = z.infer<typeof geocodeData>;
