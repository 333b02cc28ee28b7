import { z } from 'zod';
import { validation } from '../messages';
import { idNumber, integerInRange, isoDate, PLAUSIBLE_YEARS } from '../schemas/common';
import { standingMessages as m } from './messages';
import { CLOSED_DAY_NAME_MAX, MAX_CLOSED_DAYS } from './calendar';

// The bodies and queries of the standing-order, calendar and production calls (issue 30).

/** Lines one standing order may hold: every weekday of a large catalogue. */
export const MAX_STANDING_LINES = 7 * 200;
const MAX_QUANTITY = 100_000;
const MAX_PAUSES = 50;

const day = z.string({ error: m.dateRequired }).min(1, m.dateRequired).pipe(isoDate);

const standingLine = z.object({
  weekday: integerInRange(m.weekdayInvalid, 1, 7),
  product_id: idNumber(m.productNotFound),
  quantity: integerInRange(m.quantityInvalid, 1, MAX_QUANTITY),
  /** The size or weight (issue 30): required when the product has active variants (the server checks). */
  variant_id: idNumber(m.variantNotFound)
    .nullish()
    .transform((value) => value ?? null),
});

const pause = z
  .object({ from: day, to: day })
  .refine((value) => value.from <= value.to, { message: m.pauseEndBeforeStart, path: ['to'] });

/** PUT /stores/{id}/standing-orders: the whole week, replacing the one kept. */
export const standingOrderSchema = z
  .object({
    lines: z
      .array(standingLine, { error: m.tooManyLines })
      .max(MAX_STANDING_LINES, m.tooManyLines)
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          // One line per weekday, product and size: two sizes of a product are two lines.
          const key = `${line.weekday}:${line.product_id}:${line.variant_id ?? ''}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'product_id'], message: m.duplicateLine });
          seen.add(key);
        });
      }),
    valid_from: day,
    valid_until: z
      .preprocess((value) => (value === '' ? null : value), day.nullish())
      .transform((value) => value ?? null),
    paused: z.array(pause, { error: m.tooManyPauses }).max(MAX_PAUSES, m.tooManyPauses).default([]),
  })
  .refine((value) => !value.valid_until || value.valid_until >= value.valid_from, {
    message: m.untilBeforeFrom,
    path: ['valid_until'],
  });
export type StandingOrderInput = z.output<typeof standingOrderSchema>;

/** POST /stores/{id}/standing-orders/exceptions: one product's quantity on one day (0 = none that day). */
export const standingExceptionSchema = z.object({
  date: day,
  product_id: idNumber(m.productNotFound),
  quantity: integerInRange(m.exceptionQuantityInvalid, 0, MAX_QUANTITY),
  /** The size or weight (issue 30), as on a week's line. */
  variant_id: idNumber(m.variantNotFound)
    .nullish()
    .transform((value) => value ?? null),
});
export type StandingExceptionInput = z.output<typeof standingExceptionSchema>;

/** POST /standing-orders/generate. */
export const standingGenerateSchema = z.object({ date: day });

const year = integerInRange(m.yearInvalid, PLAUSIBLE_YEARS.min, PLAUSIBLE_YEARS.max);

/** GET /calendar/closed-days: the bakery's current year when none is named. */
export const closedDaysQuery = z.object({ year: year.optional() });

/** PUT /calendar/closed-days: the year's whole list, replacing it (the public holidays included). */
export const closedDaysSchema = z
  .object({
    year,
    days: z
      .array(
        z.object({
          date: day,
          name: z
            .string({ error: validation.valueNotAllowed })
            .trim()
            .max(CLOSED_DAY_NAME_MAX, validation.tooLong)
            .default(''),
        }),
        { error: m.tooManyClosedDays },
      )
      .max(MAX_CLOSED_DAYS, m.tooManyClosedDays),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.days.forEach((entry, index) => {
      if (!entry.date.startsWith(`${value.year}-`))
        ctx.addIssue({ code: 'custom', path: ['days', index, 'date'], message: m.closedDayOtherYear });
      if (seen.has(entry.date))
        ctx.addIssue({ code: 'custom', path: ['days', index, 'date'], message: m.closedDayRepeated });
      seen.add(entry.date);
    });
  });
export type ClosedDaysInput = z.output<typeof closedDaysSchema>;

/** GET /production/bake-sheet. */
export const bakeSheetQuery = z.object({ date: day });

/** GET /production/packing-lists: a distributor's own van whatever they name. */
export const packingListQuery = z.object({ date: day, distributor_id: idNumber().optional() });
