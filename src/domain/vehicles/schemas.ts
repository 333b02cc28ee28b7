import { z } from 'zod';
import { bakeryDate, earliestPlausibleDay } from '../dates';
import { CURRENCIES, EXPENSE_TYPES, FUEL_TYPES, TRANSMISSION_TYPES, VEHICLE_STATUSES, VEHICLE_TYPES } from '../enums';
import { format, validation } from '../messages';
import { booleanFilter, decimalInput, enumListFilter, idNumber, integerInRange, isoDate, isoDateIn, listQuery, MAX_MONEY, moneyAmount, pagingFields, PLAUSIBLE_YEARS } from '../schemas/common';
import { vehicleErrors as e, vehicleValidation as v } from './messages';
import { normalizePlate, VEHICLE_PAGE_SIZE, VEHICLE_YEAR_MIN, vehicleYearMax } from './rules';

// The vehicle, expense and maintenance validators of spec 002 section 5 with the Arabic messages of
// section 8, shared by the server (which parses every body with them) and the forms. Field names are the
// column names.

/** '' and null are "no value" in a form; undefined stays "not sent". */
function blankToNull(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return value;
}

/** '' and null mean "not given": the field's required message or default applies. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return value;
}

/** Optional text keeping "not sent" (undefined) apart from "cleared" ('' or null -> null). */
const clearableText = (max = 2000) =>
  z
    .string({ error: validation.valueNotAllowed })
    .trim()
    .max(max, validation.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const requiredText = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(max, validation.tooLong));

/** An optional number: '' or null clears it, decimal text is read (a decimal comma too). */
const optionalNumber = (message: string, check: (value: number) => boolean) =>
  z.preprocess(
    (value) => decimalInput(blankToNull(value), true),
    z.number({ error: message }).refine(check, message).nullish(),
  );

const optionalInteger = (message: string, min = 0) =>
  z.preprocess((value) => blankToNull(value), integerInRange(message, min).nullish());

/** A calendar day, optional; with `past`, not after today (the bakery's). */
const optionalDay = (past?: string) =>
  z.preprocess(
    (value) => blankToNull(typeof value === 'string' ? value.trim() : value),
    // A van's papers may be as old as the oldest van the fleet takes.
    isoDateIn(VEHICLE_YEAR_MIN, PLAUSIBLE_YEARS.max)
      .nullish()
      .refine((value) => !past || value == null || value <= bakeryDate(), past ?? validation.dateInvalid),
  );

const vehicleYear = z.preprocess(
  (value) => decimalInput(blankToUndefined(value)),
  z
    .number({ error: v.vehicleYearRequired })
    .int(v.vehicleYearRequired)
    .refine((year) => year >= VEHICLE_YEAR_MIN && year <= vehicleYearMax(), {
      error: () => format(v.vehicleYearRange, { min: String(VEHICLE_YEAR_MIN), max: String(vehicleYearMax()) }),
    }),
);

const vehiclePlate = requiredText(v.vehiclePlateRequired, 20).transform(normalizePlate);

/** The body's fields other than the four the service layer requires; every one optional. */
const vehicleDetails = {
  vehicle_color: clearableText(40),
  fuel_type: z.enum(FUEL_TYPES, { error: v.fuelTypeInvalid }),
  transmission_type: z.preprocess(blankToNull, z.enum(TRANSMISSION_TYPES, { error: v.transmissionInvalid }).nullish()),
  engine_capacity: clearableText(20),
  carrying_capacity: optionalNumber(v.carryingCapacityInvalid, (n) => n >= 0 && n <= 99_999_999),
  fuel_consumption: optionalNumber(v.fuelConsumptionInvalid, (n) => n >= 0 && n <= 100),
  current_km: z.preprocess(blankToUndefined, integerInRange(v.kmInvalid)),
  purchase_km: optionalInteger(v.kmInvalid),
  maintenance_interval_km: optionalInteger(v.maintenanceIntervalInvalid, 1),
  next_maintenance_km: optionalInteger(v.kmInvalid),
  last_maintenance_km: optionalInteger(v.kmInvalid),
  last_maintenance_date: optionalDay(v.dateFuture),
  insurance_company: clearableText(120),
  insurance_expiry_date: optionalDay(),
  registration_date: optionalDay(v.dateFuture),
  registration_expiry_date: optionalDay(),
  purchase_date: optionalDay(v.dateFuture),
  /**
   * The purchase price is entered in one currency (default EUR). `purchase_price` is that amount; the spec's
   * own payload, purchase_price_eur or purchase_price_syp by the chosen currency, is read when it is absent.
   * The server keeps purchase_price_eur as the EUR value (SYP converted at the settings' rate).
   */
  purchase_currency: z.enum(CURRENCIES, { error: v.currencyInvalid }),
  purchase_price: z.preprocess((value) => decimalInput(blankToNull(value), true), moneyAmount(v.purchasePriceInvalid).nullish()),
  purchase_price_eur: z.preprocess((value) => decimalInput(blankToNull(value), true), moneyAmount(v.purchasePriceInvalid).nullish()),
  purchase_price_syp: z.preprocess((value) => decimalInput(blankToNull(value), true), moneyAmount(v.purchasePriceInvalid).nullish()),
  is_company_owned: z.boolean({ error: validation.booleanInvalid }),
  notes: clearableText(2000),
};

export const vehicleCreateSchema = z.object({
  vehicle_type: z.preprocess(blankToUndefined, z.enum(VEHICLE_TYPES, { error: v.vehicleTypeRequired })),
  vehicle_model: requiredText(v.vehicleModelRequired, 100),
  vehicle_plate: vehiclePlate,
  vehicle_year: vehicleYear,
  status: z.enum(VEHICLE_STATUSES, { error: v.vehicleStatusInvalid }).default('active'),
  ...vehicleDetails,
  fuel_type: vehicleDetails.fuel_type.default('gasoline'),
  current_km: vehicleDetails.current_km.default(0),
  purchase_currency: vehicleDetails.purchase_currency.default('EUR'),
  is_company_owned: vehicleDetails.is_company_owned.default(true),
});

/** PUT: what it names changes; type, model, plate and year cannot be cleared. Status goes through the same rule as PATCH status. */
export const vehicleUpdateSchema = z.object({
  vehicle_type: z.enum(VEHICLE_TYPES, { error: v.vehicleTypeRequired }).optional(),
  vehicle_model: requiredText(v.vehicleModelRequired, 100).optional(),
  vehicle_plate: vehiclePlate.optional(),
  vehicle_year: vehicleYear.optional(),
  status: z.enum(VEHICLE_STATUSES, { error: v.vehicleStatusInvalid }).optional(),
  ...vehicleDetails,
  fuel_type: vehicleDetails.fuel_type.optional(),
  current_km: vehicleDetails.current_km.optional(),
  purchase_currency: vehicleDetails.purchase_currency.optional(),
  is_company_owned: vehicleDetails.is_company_owned.optional(),
});

export const vehicleStatusSchema = z.object({
  status: z.enum(VEHICLE_STATUSES, { error: v.vehicleStatusInvalid }),
});

export const vehicleAssignSchema = z.object({
  distributor_id: z.preprocess(blankToUndefined, idNumber(e.selectDistributor)),
});

/** The vehicle id in a path: 'معرف المركبة غير صحيح' when it is not one. */
export const vehicleIdParam = z.object({ id: idNumber(e.vehicleIdInvalid) });

/** GET /vehicles: 12 a page, filters status, vehicle_type, assigned, maintenance_due and a search on plate and model. */
export const vehicleListQuery = listQuery(['id', 'vehicle_plate', 'vehicle_model', 'vehicle_year', 'status', 'current_km', 'created_at'], 'vehicle_plate').extend({
  ...pagingFields(VEHICLE_PAGE_SIZE),
  status: enumListFilter(VEHICLE_STATUSES),
  vehicle_type: enumListFilter(VEHICLE_TYPES),
  assigned: booleanFilter,
  maintenance_due: booleanFilter,
});

// ---- expenses

/** Expense date: required, a real day, not after today in Brussels. */
const expenseDay = z
  .string({ error: v.expenseDateRequired })
  .pipe(isoDate)
  .refine((day) => day <= bakeryDate(), v.expenseDateFuture);
const trimmedDay = (value: unknown) => blankToUndefined(typeof value === 'string' ? value.trim() : value);
const expenseDate = z.preprocess(trimmedDay, expenseDay);
/** A new expense is dated within the last 31 days; an edit may keep an older one's date (the service checks a change). */
const newExpenseDate = z.preprocess(
  trimmedDay,
  expenseDay.refine((day) => day >= earliestPlausibleDay(), v.expenseDateTooOld),
);

const expenseFields = {
  type: z.preprocess(blankToUndefined, z.enum(EXPENSE_TYPES, { error: v.expenseTypeRequired })),
  amount: z.preprocess(
    (value) => decimalInput(blankToUndefined(value), true),
    z.number({ error: v.amountPositive }).refine((n) => n > 0 && n <= MAX_MONEY && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v.amountPositive),
  ),
  currency: z.enum(CURRENCIES, { error: v.currencyInvalid }),
  description: requiredText(v.descriptionRequired, 500),
  expense_date: expenseDate,
  km: optionalInteger(v.expenseKmInvalid),
  litres: optionalNumber(v.litresInvalid, (n) => n > 0 && n < 1_000_000),
};

/** Litres belong to fuel only; on an update the stored type decides, so the service checks it again. */
function litresOnlyForFuel(body: { type?: string; litres?: number | null }, ctx: z.RefinementCtx) {
  if (body.litres != null && body.type !== undefined && body.type !== 'fuel') {
    ctx.addIssue({ code: 'custom', path: ['litres'], message: v.litresOnlyFuel });
  }
}

/**
 * POST /distribution/expense/record and POST /vehicles/expenses. vehicle_id: a distributor's own vehicle is
 * taken when absent; admins and managers name it.
 */
export const expenseCreateSchema = z
  .object({
    vehicle_id: z.preprocess(blankToUndefined, idNumber(e.vehicleIdInvalid).optional()),
    ...expenseFields,
    currency: expenseFields.currency.default('EUR'),
    expense_date: newExpenseDate,
  })
  .superRefine(litresOnlyForFuel);

export const expenseUpdateSchema = z
  .object({
    type: expenseFields.type.optional(),
    amount: expenseFields.amount.optional(),
    currency: expenseFields.currency.optional(),
    description: expenseFields.description.optional(),
    expense_date: expenseFields.expense_date.optional(),
    km: expenseFields.km,
    litres: expenseFields.litres,
  })
  .superRefine(litresOnlyForFuel);

// ---- maintenance

/** A maintenance visit; cost_eur, when above 0, is also recorded as a 'maintenance' expense. */
export const maintenanceCreateSchema = z.object({
  maintenance_date: z.preprocess(
    (value) => blankToUndefined(typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: v.maintenanceDateRequired })
      .pipe(isoDate)
      .refine((day) => day <= bakeryDate(), v.maintenanceDateFuture),
  ),
  km: z.preprocess(blankToUndefined, integerInRange(v.maintenanceKmRequired)),
  work_done: requiredText(v.workDoneRequired, 2000),
  cost_eur: z.preprocess((value) => decimalInput(blankToNull(value), true), moneyAmount(v.maintenanceCostInvalid).nullish()),
});

export const maintenanceUpdateSchema = maintenanceCreateSchema.partial();
