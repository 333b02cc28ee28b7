import { checkVatMatchesEnterprise, storeInvoicingFields } from '../invoices/schemas';
import { z } from 'zod';
import { validation as v } from '../messages';
import {
  ORDER_STATUSES,
  PAYMENT_TERMS,
  PRIORITIES,
  REGIONS,
  STORE_CATEGORIES,
  STORE_PAYMENT_METHODS,
  STORE_STATUSES,
  STORE_TYPES,
} from '../enums';
import { toE164 } from '../auth/schemas';
import { decimalInput, decimalNumber, enumListFilter, hasCents, integerInRange, isoDate, listQuery, MAX_MONEY as MONEY_COLUMN_MAX, optionalText, pagingFields } from '../schemas/common';

// The shop validator of spec 001 section 5 ("Store validator (service)", plus the wizard's and the edit
// form's rules the server enforces too), with the spec's Arabic messages. Shared by the server and the UI.

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_MONEY = Math.min(1e10, MONEY_COLUMN_MAX);

/** Numbers typed into forms arrive as numbers or numeric strings; '' and null mean "no value". */
function blankToNull(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return decimalInput(value, true);
}

/** null and '' mean "not given": the default applies. */
function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

const looseNumber = (message: string) => z.preprocess(blankToNull, z.number({ error: message }).nullish());

const latitude = looseNumber(v.coordinatesInvalid).refine(
  (value) => value == null || (value >= -90 && value <= 90),
  v.coordinatesInvalid,
);
const longitude = looseNumber(v.coordinatesInvalid).refine(
  (value) => value == null || (value >= -180 && value <= 180),
  v.coordinatesInvalid,
);

const creditLimit = looseNumber(v.creditLimitPositive).refine(
  (value) => value == null || (value >= 0 && value <= MAX_MONEY),
  v.creditLimitPositive,
).refine((value) => value == null || hasCents(value), v.moneyCents);
const discountRate = looseNumber(v.discountRateRange).refine(
  (value) => value == null || (value >= 0 && value <= 100),
  v.discountRateRange,
);

const storeName = z
  .string({ error: v.storeNameRequired })
  .trim()
  .min(1, v.storeNameRequired)
  .min(2, v.storeNameMin)
  .max(200, v.tooLong);

/** Stored in E.164 like the employees' phones (issue 23): "0470 12 34 99" is kept as +32470123499. */
const requiredPhone = z
  .string({ error: v.phoneRequired })
  .trim()
  .min(1, v.phoneRequired)
  .max(40, v.phoneInvalid)
  .transform(toE164);

/** Optional text that keeps "not sent" (undefined) apart from "cleared" (null): an update changes only what it names. */
const clearableText = (max = 2000) =>
  z
    .string({ error: v.valueNotAllowed })
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * A time of the shop's receiving window (issue 16): 'HH:MM' in, 'HH:MM:00' out as the time column keeps
 * it; blank clears it, absent (an update) leaves it.
 */
const receivingTime = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: v.receivingTimeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, v.receivingTimeInvalid)
    .nullish()
    .transform((value) => (value == null ? value : `${value.slice(0, 5)}:00`)),
);

/** A window opens before it closes (either side may stay open). */
function windowInOrder(value: { receiving_from?: string | null; receiving_to?: string | null }, ctx: z.RefinementCtx) {
  if (value.receiving_from && value.receiving_to && value.receiving_from >= value.receiving_to)
    ctx.addIssue({ code: 'custom', path: ['receiving_to'], message: v.receivingWindowOrder });
}

const optionalPhone = clearableText(40).transform((value, ctx) => (value == null ? value : toE164(value, ctx)));
const optionalEmail = clearableText(254).refine((value) => value == null || EMAIL_SHAPE.test(value), v.emailInvalid);

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: v.valueNotAllowed });
}

function choiceOr<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.preprocess(blankToUndefined, choice(values).default(fallback));
}

/** An enum that may be cleared: '' and null become null. */
function clearableChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (value === '' ? null : value), choice(values).nullish());
}

type Coordinates = { latitude?: number | null; longitude?: number | null };

/** Both coordinates or neither: half a location is no location. */
function bothOrNeither(value: Coordinates, ctx: z.RefinementCtx, names: { latitude: string; longitude: string }) {
  const hasLat = value.latitude != null;
  const hasLng = value.longitude != null;
  if (hasLat !== hasLng)
    ctx.addIssue({ code: 'custom', path: [hasLat ? names.longitude : names.latitude], message: v.coordinatesBoth });
  // Clearing one and leaving the other alone (an update) is half a location too.
  else if (!hasLat && (value.latitude === undefined) !== (value.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === undefined ? names.latitude : names.longitude],
      message: v.coordinatesBoth,
    });
  }
}

/** The create payload of spec 001 section 3 with its defaults; empty optional text becomes null. */
export const storeCreateSchema = z
  .object({
    name: storeName,
    address: z.string({ error: v.storeAddressRequired }).trim().min(1, v.storeAddressRequired).max(500, v.tooLong),
    phone: requiredPhone,
    email: optionalEmail.transform((value) => value ?? null),
    region: clearableChoice(REGIONS).transform((value) => value ?? null),
    category: choiceOr(STORE_CATEGORIES, 'other'),
    store_type: choiceOr(STORE_TYPES, 'retail'),
    status: choiceOr(STORE_STATUSES, 'active'),
    payment_method: choiceOr(STORE_PAYMENT_METHODS, 'cash'),
    payment_terms: choiceOr(PAYMENT_TERMS, 'cash'),
    priority: choiceOr(PRIORITIES, 'medium'),
    owner_name: optionalText(200),
    contact_person: optionalText(200),
    business_license: optionalText(100),
    tax_number: optionalText(100),
    opening_hours: optionalText(500),
    delivery_notes: optionalText(2000),
    special_instructions: optionalText(2000),
    notes: optionalText(4000),
    formatted_address: optionalText(500),
    place_id: optionalText(300),
    // Left out: the spec's default 0 (no credit; not checked while the terms are cash). Sent empty: no limit.
    credit_limit_eur: creditLimit.transform((value) => (value === undefined ? 0 : value)),
    discount_rate: discountRate.transform((value) => value ?? 0),
    latitude,
    longitude,
    receiving_from: receivingTime,
    receiving_to: receivingTime,
    ...storeInvoicingFields,
  })
  .superRefine((value, ctx) => {
    bothOrNeither(value, ctx, { latitude: 'latitude', longitude: 'longitude' });
    windowInOrder(value, ctx);
    checkVatMatchesEnterprise(value, ctx);
  })
  .transform(({ latitude: lat, longitude: lng, receiving_from, receiving_to, ...rest }) => ({
    ...rest,
    latitude: lat ?? null,
    longitude: lng ?? null,
    receiving_from: receiving_from ?? null,
    receiving_to: receiving_to ?? null,
  }));
export type StoreCreateInput = z.input<typeof storeCreateSchema>;
export type StoreCreate = z.output<typeof storeCreateSchema>;

/** POST /stores/quick-create: the few fields needed to take an order for a new shop. */
export const storeQuickCreateSchema = z
  .object({
    name: storeName,
    phone: requiredPhone,
    address: z.string({ error: v.storeAddressRequired }).trim().min(1, v.storeAddressRequired).max(500, v.tooLong),
    latitude,
    longitude,
  })
  .superRefine((value, ctx) => bothOrNeither(value, ctx, { latitude: 'latitude', longitude: 'longitude' }))
  .transform(({ latitude: lat, longitude: lng, ...rest }) => ({
    ...rest,
    latitude: lat ?? null,
    longitude: lng ?? null,
  }));
export type StoreQuickCreate = z.output<typeof storeQuickCreateSchema>;

/**
 * PUT /stores/:id: only the fields sent change, unknown ones are ignored. The edit form's names are
 * accepted as aliases: credit_limit for credit_limit_eur, manual_latitude/manual_longitude for the
 * coordinates. Errors name the field as it was sent.
 */
export const storeUpdateSchema = z
  .object({
    name: storeName.optional(),
    address: z
      .string({ error: v.storeAddressEditRequired })
      .trim()
      .min(1, v.storeAddressEditRequired)
      .min(10, v.storeAddressMin)
      .max(500, v.tooLong)
      .optional(),
    phone: optionalPhone,
    email: optionalEmail,
    region: clearableChoice(REGIONS),
    category: choice(STORE_CATEGORIES).optional(),
    store_type: choice(STORE_TYPES).optional(),
    status: choice(STORE_STATUSES).optional(),
    payment_method: choice(STORE_PAYMENT_METHODS).optional(),
    payment_terms: choice(PAYMENT_TERMS).optional(),
    priority: choice(PRIORITIES).optional(),
    owner_name: clearableText(200),
    contact_person: clearableText(200),
    business_license: clearableText(100),
    tax_number: clearableText(100),
    opening_hours: clearableText(500),
    delivery_notes: clearableText(2000),
    special_instructions: clearableText(2000),
    notes: clearableText(4000),
    formatted_address: clearableText(500),
    place_id: clearableText(300),
    credit_limit_eur: creditLimit,
    credit_limit: creditLimit,
    discount_rate: discountRate,
    latitude,
    longitude,
    manual_latitude: latitude,
    manual_longitude: longitude,
    display_order: z.preprocess(blankToUndefined, integerInRange(v.displayOrderInvalid, 1).optional()),
    receiving_from: receivingTime,
    receiving_to: receivingTime,
    ...storeInvoicingFields,
  })
  .superRefine((value, ctx) => {
    windowInOrder(value, ctx);
    checkVatMatchesEnterprise(value, ctx);
    const aliased = value.manual_latitude !== undefined || value.manual_longitude !== undefined;
    if (aliased)
      bothOrNeither({ latitude: value.manual_latitude, longitude: value.manual_longitude }, ctx, {
        latitude: 'manual_latitude',
        longitude: 'manual_longitude',
      });
    else bothOrNeither(value, ctx, { latitude: 'latitude', longitude: 'longitude' });
  })
  .transform(({ credit_limit, manual_latitude, manual_longitude, ...rest }) => {
    const out = { ...rest };
    if (out.credit_limit_eur === undefined && credit_limit !== undefined) out.credit_limit_eur = credit_limit;
    // A null credit limit stays null: no limit (issue 25), unlike 0, no credit at all.
    if (out.discount_rate === null) out.discount_rate = 0;
    if (manual_latitude !== undefined || manual_longitude !== undefined) {
      out.latitude = manual_latitude;
      out.longitude = manual_longitude;
    }
    // Keep only what was sent: an update names its changes.
    return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)) as Partial<{
      [K in keyof typeof out]: Exclude<(typeof out)[K], undefined>;
    }>;
  });
export type StoreUpdateInput = z.input<typeof storeUpdateSchema>;
export type StoreUpdate = z.output<typeof storeUpdateSchema>;

export const storeStatusSchema = z.object({ status: choice(STORE_STATUSES) });
export type StoreStatusInput = z.output<typeof storeStatusSchema>;

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
export const storeMoveSchema = z.object({ direction: choice(MOVE_DIRECTIONS) });
export type StoreMove = z.output<typeof storeMoveSchema>;

const requiredCoordinate = (min: number, max: number) =>
  z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? v.coordinatesBoth : v.coordinatesInvalid) })
      .min(min, v.coordinatesInvalid)
      .max(max, v.coordinatesInvalid),
  );

export const NEARBY_DEFAULT_RADIUS_KM = 10;
export const NEARBY_MAX_RADIUS_KM = 500;

/** GET /stores/nearby: a point and a radius in kilometres. */
export const nearbyQuery = z.object({
  latitude: requiredCoordinate(-90, 90),
  longitude: requiredCoordinate(-180, 180),
  radius: z.preprocess(
    blankToUndefined,
    decimalNumber(v.radiusInvalid)
      .refine((value) => value > 0 && value <= NEARBY_MAX_RADIUS_KM, v.radiusInvalid)
      .default(NEARBY_DEFAULT_RADIUS_KM),
  ),
});
export type NearbyQuery = z.output<typeof nearbyQuery>;

const paging = (defaultLimit: number) => pagingFields(defaultLimit);

const dateRange = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

function startBeforeEnd(value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: v.dateRangeInvalid });
  }
}

/** The detail page shows a shop's last 5 orders and payments. */
export const STORE_DETAIL_PAGE_SIZE = 5;

export const storeOrdersQuery = z
  .object({ ...paging(STORE_DETAIL_PAGE_SIZE), ...dateRange, status: enumListFilter(ORDER_STATUSES) })
  .superRefine(startBeforeEnd);
export type StoreOrdersQuery = z.output<typeof storeOrdersQuery>;

/** The states a recorded payment can be in. */
export const PAYMENT_RECORD_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

export const storePaymentsQuery = z
  .object({ ...paging(STORE_DETAIL_PAGE_SIZE), ...dateRange, status: enumListFilter(PAYMENT_RECORD_STATUSES) })
  .superRefine(startBeforeEnd);
export type StorePaymentsQuery = z.output<typeof storePaymentsQuery>;

export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const storeAnalyticsQuery = z.object({
  period: z.preprocess(blankToUndefined, choice(ANALYTICS_PERIODS).default('month')),
});
export type StoreAnalyticsQuery = z.output<typeof storeAnalyticsQuery>;

export const storePerformanceQuery = z.object(dateRange).superRefine(startBeforeEnd);
export type StorePerformanceQuery = z.output<typeof storePerformanceQuery>;

/** GET /geocode: the address to look up. */
export const geocodeQuery = z.object({
  address: z.string({ error: v.geocodeAddressMin }).trim().min(3, v.geocodeAddressMin).max(300, v.tooLong),
});
export type GeocodeQuery = z.output<typeof geocodeQuery>;

/** GET /stores: the paging contract and the list's filters. */
export const storeListQuery = listQuery(
  ['id', 'name', 'display_order', 'status', 'category', 'region', 'created_at', 'total_orders', 'total_purchases_eur'],
  'display_order',
).extend({
  status: enumListFilter(STORE_STATUSES),
  region: enumListFilter(REGIONS),
  category: enumListFilter(STORE_CATEGORIES),
  store_type: enumListFilter(STORE_TYPES),
});
