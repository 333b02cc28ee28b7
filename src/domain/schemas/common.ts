import { z } from 'zod';
import { format, validation } from '../../i18n/ar';

export const idParam = z.object({
  id: z.coerce.number({ error: validation.idInvalid }).int(validation.idInvalid).positive(validation.idInvalid),
});

/** Optional trimmed text; empty becomes null so "no value" has one spelling in the database. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: validation.valueNotAllowed })
    .trim()
    .max(max, validation.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const isoDate = z
  .string({ error: validation.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, validation.dateInvalid)
  // A day that exists: Date.parse rolls 2026-02-30 over to March, which the database would refuse.
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, validation.dateInvalid);

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

export const idFilter = z.coerce.number({ error: validation.idInvalid }).int(validation.idInvalid).positive(validation.idInvalid).optional();

export const MAX_PAGE_SIZE = 500;

/** page, limit, search, sortBy, sortOrder: the paging contract every list shares. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: S[number]) {
  return z.object({
    page: z.coerce.number({ error: validation.pageInvalid }).int(validation.pageInvalid).min(1, validation.pageInvalid).default(1),
    limit: z.coerce
      .number({ error: format(validation.limitInvalid, { max: MAX_PAGE_SIZE }) })
      .int(format(validation.limitInvalid, { max: MAX_PAGE_SIZE }))
      .min(1, format(validation.limitInvalid, { max: MAX_PAGE_SIZE }))
      .max(MAX_PAGE_SIZE, format(validation.limitInvalid, { max: MAX_PAGE_SIZE }))
      .default(10),
    search: z.string().trim().max(200, validation.tooLong).optional(),
    // react-admin's getMany: the records of a page of references at once.
    ids: z
      .string()
      .transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, validation.idInvalid).transform(Number)).max(MAX_PAGE_SIZE))
      .optional(),
    sortBy: z.enum(sortable, { error: validation.sortByInvalid }).default(defaultSort),
    sortOrder: z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: validation.sortOrderInvalid }))
      .optional(),
  });
}

export type ListQuery = {
  ids?: number[];
  page: number;
  limit: number;
  search?: string;
  sortBy: string;
  sortOrder?: 'ASC' | 'DESC';
};
