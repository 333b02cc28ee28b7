import { z } from 'zod';
import { format, validation } from '../messages';
import './zodErrors';
import { decimalInput, hasCents, ID_TEXT, MAX_ID, MAX_INT32, MAX_MONEY } from './plain';

// The checks that need no zod live in ./plain (the UI's first page uses some); re-exported here for the schemas.
export { decimalInput, hasCents, MAX_ID, MAX_INT32, MAX_MONEY, parseRecordId, textOrNull } from './plain';

// The number rules every schema shares (issue 12): a number is a finite JSON number or a string of
// plain decimal digits, never "0x10", "1e3", "Infinity", true or [1] (which Number() would read as 16,
// 1000, Infinity, 1 and 1); ids are what a PostgreSQL integer column holds; amounts fit numeric(14,2).

/** A strict decimal number (see decimalInput); bounds and messages are the caller's. */
export const decimalNumber = (message: string, comma = false) =>
  z.preprocess((value) => decimalInput(value, comma), z.number({ error: message }));

/** An integer within `min`..`max` (an int4 column's range by default). */
export const integerInRange = (message: string, min = 0, max = MAX_INT32) =>
  z.preprocess((value) => decimalInput(value), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** A row id: a positive 32-bit integer, a JSON number or plain digits. */
export const idNumber = (message: string = validation.idInvalid) =>
  z.preprocess(
    (value) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );

/** A money amount a numeric(14,2) column holds: `min`..MAX_MONEY, at most two decimals. */
export const moneyAmount = (message: string, { min = 0, exclusiveMin = false, comma = false } = {}) =>
  decimalNumber(message, comma).refine(
    (value) => (exclusiveMin ? value > min : value >= min) && value <= MAX_MONEY && hasCents(value),
    message,
  );

export const idParam = z.object({ id: idNumber() });

/** Optional trimmed text; empty becomes null so "no value" has one spelling in the database. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: validation.valueNotAllowed })
    .trim()
    .max(max, validation.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** The years a date may fall in unless its field says otherwise: a year typed as 0202 or 20266 is a slip. */
export const PLAUSIBLE_YEARS = { min: 2000, max: 2100 } as const;

/** A day (YYYY-MM-DD) that exists, in the years `min`..`max`. */
export const isoDateIn = (min: number, max: number) =>
  z
    .string({ error: validation.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, validation.dateInvalid)
    // A day that exists: Date.parse rolls 2026-02-30 over to March, which the database would refuse.
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, validation.dateInvalid)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= min && year <= max;
    }, format(validation.dateOutOfRange, { min: String(min), max: String(max) }));

/** A day of the bakery's business (orders, deliveries, schedules, reports' ranges): 2000..2100. */
export const isoDate = isoDateIn(PLAUSIBLE_YEARS.min, PLAUSIBLE_YEARS.max);

const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: validation.booleanInvalid })
  .transform((value) => value === true || value === 'true' || value === '1');

export const booleanFilter = queryBoolean.optional();

/** One value or a comma-separated list, each of which must be in `values`. */
export function enumListFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: validation.valueNotAllowed })).min(1, validation.valueNotAllowed))
    .optional();
}

export const idFilter = idNumber().optional();

export const MAX_PAGE_SIZE = 500;

/** page and limit, in decimal: a page is any positive int4, a limit at most `max`. */
export function pagingFields(defaultLimit: number, max = MAX_PAGE_SIZE) {
  const limitMessage = format(validation.limitInvalid, { max });
  return {
    page: integerInRange(validation.pageInvalid, 1).default(1),
    limit: integerInRange(limitMessage, 1, max).default(defaultLimit),
  };
}

/** page, limit, search, sortBy, sortOrder: the paging contract every list shares. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: S[number]) {
  return z.object({
    ...pagingFields(10),
    search: z.string().trim().max(200, validation.tooLong).optional(),
    // react-admin's getMany: the records of a page of references at once.
    ids: z
      .string()
      .transform((raw): unknown[] => raw.split(',').map((part) => part.trim()).filter(Boolean))
      .pipe(z.array(idNumber()).max(MAX_PAGE_SIZE, validation.listTooLong))
      .optional(),
    sortBy: z.enum(sortable, { error: validation.sortByInvalid }).default(defaultSort),
    sortOrder: z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: validation.sortOrderInvalid }))
      .optional(),
  });
}

/** The paging contract's output, whatever the list's sort columns. */
export type ListQuery = z.output<ReturnType<typeof listQuery>>;
