import { z } from 'zod';
import { crateRunRecord } from '../production/records';

// What the standing-order, calendar and production calls answer (issue 30).

/** A line's size or weight (issue 30): null (or absent) for a product sold as itself; its name for the screens. */
const size = { variant_id: z.number().int().nullish(), variant_name: z.string().nullish() };
const line = z.object({ weekday: z.number().int(), product_id: z.number().int(), quantity: z.number().int(), ...size });
const exception = z.object({ date: z.string(), product_id: z.number().int(), quantity: z.number().int(), ...size });
const pause = z.object({ from: z.string(), to: z.string() });

export type StandingException = z.infer<typeof exception>;
export type StandingLine = z.infer<typeof line>;

const suggestionDay = z.object({
  weekday: z.number().int(),
  quantity: z.number().int(),
  deliveries: z.number().int(),
  returned: z.number().int(),
  suggested: z.number().int(),
});

/** A lower quantity suggested from the shop's unsold returns (./suggestions.ts), with its figures. */
const suggestion = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  taken: z.number().int(),
  returned: z.number().int(),
  share: z.number(),
  days: z.array(suggestionDay),
});
export type StandingSuggestion = z.infer<typeof suggestion>;

export const standingOrderRecord = z.object({
  store_id: z.number().int(),
  /** False while the shop has none: the other fields are then the empty week. */
  exists: z.boolean(),
  lines: z.array(line),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  paused: z.array(pause),
  /** One-off changes from today on. */
  exceptions: z.array(exception),
  /** The cut-off for one-off changes: HH:MM of the day before the delivery. */
  cutoff_time: z.string(),
  updated_at: z.string().nullable(),
  /** Suggestions from returns: the products whose unsold returns over the window exceed the setting's share. */
  suggestions: z.array(suggestion),
  /** The share (percent) above which a product is suggested, and the window's first and last delivery days. */
  suggestion_share: z.number(),
  suggestion_from: z.string(),
  suggestion_to: z.string(),
});
export type StandingOrderRecord = z.infer<typeof standingOrderRecord>;

/** What the planning rules read of a shop's standing order (./rules.ts): a kept one always has its start. */
export type StandingPlan = Pick<StandingOrderRecord, 'valid_until' | 'paused'> & { valid_from: string; lines: readonly PlanLine[] };

/** A week's line as the rules read it: the size only when it names one (issue 30). */
export interface PlanLine {
  weekday: number;
  product_id: number;
  quantity: number;
  variant_id?: number | null;
}

/** A one-off change as the rules read it. */
export interface PlanException {
  date: string;
  product_id: number;
  quantity: number;
  variant_id?: number | null;
}

export const standingExceptionRecord = exception.extend({ store_id: z.number().int() });

export const generateResult = z.object({
  date: z.string(),
  closed: z.boolean(),
  created: z.array(z.object({ store_id: z.number().int(), order_id: z.number().int(), order_number: z.string() })),
  /** Shops whose order for the day was already made (by an earlier run or another server). */
  already: z.array(z.number().int()),
  /** Shops whose order could not be made (over its credit limit, not enough stock…), with the reason. */
  failed: z.array(z.object({ store_id: z.number().int(), message: z.string() })),
});
export type GenerateResult = z.infer<typeof generateResult>;

export const closedDaysRecord = z.object({
  year: z.number().int(),
  /** True until someone saves the year's list: the days are then Belgium's public holidays. */
  preloaded: z.boolean(),
  days: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type ClosedDaysRecord = z.infer<typeof closedDaysRecord>;
export type ClosedDay = ClosedDaysRecord['days'][number];

const bakeProduct = z.object({
  product_id: z.number().int(),
  /** The variant this row counts (issue 30), null for the product's own lines and standing lines. */
  variant_id: z.number().int().nullable(),
  /** The product's name; the variant's beside it. */
  name: z.string(),
  variant_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  quantity: z.number().int(),
  from_orders: z.number().int(),
  from_standing: z.number().int(),
  /** What was ordered on the four previous same weekdays, oldest first (dates in previous_dates). */
  previous: z.array(z.number().int()),
});

export const bakeSheetRecord = z.object({
  date: z.string(),
  closed: z.boolean(),
  previous_dates: z.array(z.string()),
  /** Grouped by category (its sort order, then name; no category last), then by product name. */
  products: z.array(bakeProduct),
});
export type BakeSheetRecord = z.infer<typeof bakeSheetRecord>;

/** One product, or one variant of it (issue 30), and its units; `name` is the order line's ("product — variant"). */
const packingItem = z.object({ product_id: z.number().int(), variant_id: z.number().int().nullable(), name: z.string(), quantity: z.number().int() });

const packingShop = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  address: z.string().nullable(),
  /** Place in the van's planned route, null when the day's schedule does not place the shop. */
  stop: z.number().int().nullable(),
  orders: z.array(z.string()),
  items: z.array(packingItem),
  /** Its lines in numbered crates (src/domain/production/crates.ts); a line in none goes loose. */
  crates: z.array(crateRunRecord),
});

export const packingListsRecord = z.object({
  date: z.string(),
  vans: z.array(
    z.object({
      distributor_id: z.number().int().nullable(),
      distributor_name: z.string().nullable(),
      vehicle_plate: z.string().nullable(),
      shops: z.array(packingShop),
      totals: z.array(packingItem),
      /** The van's crates, numbered 1..crate_count in loading order. */
      crate_count: z.number().int(),
    }),
  ),
});
export type PackingListsRecord = z.infer<typeof packingListsRecord>;
