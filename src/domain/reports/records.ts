import { z } from 'zod';
import { SETTLEMENT_METHODS, PAYMENT_TERMS } from '../enums';
import { count, day, money } from '../schemas/replies';
import { SALES_GROUPS, MARGIN_GROUPS, MOVER_KINDS } from './schemas';

// What the report and analytics calls answer (issue 26), inside the usual `{success, data}` envelope.
// Money is EUR with two decimals; a share is a fraction 0..1 (the page shows it as a percentage); a figure
// that cannot be computed (no km, no cost, no deliveries) is null, never 0 or a guess.

/** The range read and the previous period of the same length, both ends included. */
export const reportRange = z.object({ date_from: day, date_to: day, days: count });
export const comparedRanges = z.object({ range: reportRange, previous: reportRange });
export type ComparedRanges = z.infer<typeof comparedRanges>;

const share = z.number().min(0).max(1);

// ---- Sales ------------------------------------------------------------------------------------------
// Sales are delivered orders, dated by their order day (the dashboard's revenue counts the same orders),
// read from the kept summaries (summary_orders_daily, summary_sales_daily).

export const salesFigures = z.object({
  /** Units sold (order lines' quantity, gifts apart). */
  quantity: count,
  gift_quantity: count,
  /** Lines' totals for product and category rows; orders' final amounts (after order discounts) otherwise. */
  amount_eur: money,
  /** Orders; for product and category rows, the order lines naming them (an order names a product once). */
  orders: count,
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesRow = salesFigures.extend({
  /** A day (YYYY-MM-DD), a week's Monday, a month (YYYY-MM), or the shop's, product's or distributor's id / category code ('0': no distributor). */
  key: z.string(),
  label: z.string(),
  /** The same key in the previous period; for day/week/month rows, the bucket at the same place. Null when it had none. */
  previous: salesFigures.nullable(),
});
export type SalesRow = z.infer<typeof salesRow>;

export const salesReport = comparedRanges.extend({
  group_by: z.enum(SALES_GROUPS),
  rows: z.array(salesRow),
  totals: salesFigures,
  previous_totals: salesFigures,
});
export type SalesReport = z.infer<typeof salesReport>;

// ---- Payments and ageing ------------------------------------------------------------------------------

export const AGEING_BUCKETS = ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * What delivered orders still owe today, by days past their terms (delivery day + the shop's term days;
 * cash shops: the delivery day): not_due = within terms, d0_30 = 1 to 30 days past, d31_60, d61_90,
 * d90_plus = more than 90. Read from the kept summary_receivables_daily (delivery day x shop).
 */
export const ageingBuckets = z.object({ not_due: money, d0_30: money, d31_60: money, d61_90: money, d90_plus: money });
export type AgeingBuckets = z.infer<typeof ageingBuckets>;

export const collectedFigures = z.object({
  payments: count,
  amount_eur: money,
  by_method: z.array(z.object({ method: z.enum(SETTLEMENT_METHODS), payments: count, amount_eur: money })),
});

export const paymentsShopRow = z.object({
  store_id: count,
  name: z.string(),
  payment_terms: z.enum(PAYMENT_TERMS),
  /** The shop's kept balance: what its delivered orders still owe. */
  balance_eur: money,
  open_orders_eur: money,
  /** null: no limit. */
  credit_limit_eur: money.nullable(),
  /** Balance and open orders above the limit (credit terms only). */
  over_limit: z.boolean(),
  ageing: ageingBuckets,
  /** Collected from this shop in the range. */
  collected_eur: money,
});
export type PaymentsShopRow = z.infer<typeof paymentsShopRow>;

export const paymentsReport = comparedRanges.extend({
  collected: collectedFigures,
  previous_collected: collectedFigures,
  /** Collected per payment day, every day of the range (0 on a day without payments). */
  daily: z.array(z.object({ date: day, amount_eur: money, payments: count })),
  /** Today's position, whatever the range: the ageing is as of `as_of`. */
  as_of: day,
  outstanding_eur: money,
  /** Outstanding past terms (every bucket but not_due). */
  overdue_eur: money,
  ageing: ageingBuckets,
  /** Shops that owe something or collected something in the range, most owed first: one page of them. */
  shops: z.array(paymentsShopRow),
  /** How many such shops there are in all (the totals above cover every one), and which page `shops` is. */
  shops_total: count,
  shops_page: count,
  shops_per_page: count,
});
export type PaymentsReport = z.infer<typeof paymentsReport>;

// ---- Gross margin -------------------------------------------------------------------------------------

export const marginFigures = z.object({
  quantity: count,
  gift_quantity: count,
  revenue_eur: money,
  /** (units + gifts) x the product's cost; null for a product without a cost (its revenue is in uncosted_revenue_eur). */
  cost_eur: money.nullable(),
  margin_eur: money.nullable(),
  /** margin / revenue, 0..1 or below 0; null without cost or revenue. */
  margin_share: z.number().nullable(),
});
export const marginRow = marginFigures.extend({ key: z.string(), label: z.string(), previous: marginFigures.nullable() });
export type MarginRow = z.infer<typeof marginRow>;
export const marginTotals = marginFigures.extend({ uncosted_revenue_eur: money });
export const marginReport = comparedRanges.extend({
  group_by: z.enum(MARGIN_GROUPS),
  rows: z.array(marginRow),
  totals: marginTotals,
  previous_totals: marginTotals,
});
export type MarginReport = z.infer<typeof marginReport>;

// ---- Vehicle costs ------------------------------------------------------------------------------------

export const vehicleCostFigures = z.object({
  expenses_eur: money,
  /** Per expense type (fuel, maintenance, repair, washing, other). */
  by_type: z.record(z.string(), money),
  /** Distance driven in the range, from the odometer readings recorded with expenses and maintenance visits. */
  km: count.nullable(),
  deliveries: count,
  litres: z.number(),
  cost_per_km_eur: money.nullable(),
  cost_per_delivery_eur: money.nullable(),
  /** Litres of fuel / km x 100, over the readings' span; null without km or litres. */
  fuel_l_per_100km: z.number().nullable(),
});
export const vehicleCostRow = vehicleCostFigures.extend({
  /** 0: expenses recorded without a van. */
  vehicle_id: count,
  label: z.string(),
  previous: vehicleCostFigures.nullable(),
});
export type VehicleCostRow = z.infer<typeof vehicleCostRow>;
export const vehicleCostsReport = comparedRanges.extend({
  rows: z.array(vehicleCostRow),
  totals: vehicleCostFigures,
  previous_totals: vehicleCostFigures,
});
export type VehicleCostsReport = z.infer<typeof vehicleCostsReport>;

// ---- Distribution -------------------------------------------------------------------------------------

export const distributionFigures = z.object({
  /** Orders delivered with a delivery day in the range. */
  deliveries: count,
  amount_eur: money,
  /** Completed schedule visits and those done within the shop's receiving window (a shop without one: always). */
  visits_completed: count,
  visits_on_time: count,
  on_time_share: share.nullable(),
  /** The planned routes' km (schedule visits' legs). */
  km_planned: z.number(),
});
export const distributionRow = distributionFigures.extend({
  /** 0: orders delivered with no distributor. */
  distributor_id: count,
  label: z.string(),
  previous: distributionFigures.nullable(),
});
export type DistributionRow = z.infer<typeof distributionRow>;
export const distributionReport = comparedRanges.extend({
  rows: z.array(distributionRow),
  totals: distributionFigures,
  previous_totals: distributionFigures,
});
export type DistributionReport = z.infer<typeof distributionReport>;

// ---- The index (/reports) -----------------------------------------------------------------------------

/** GET /reports/summary: the headline figure of each report for the range (and the previous period). */
export const reportsSummary = comparedRanges.extend({
  sales: z.object({ amount_eur: money, orders: count, previous_amount_eur: money, previous_orders: count }),
  payments: z.object({ collected_eur: money, previous_collected_eur: money, outstanding_eur: money, overdue_eur: money }),
  margin: z.object({ margin_eur: money.nullable(), margin_share: z.number().nullable(), previous_margin_eur: money.nullable() }),
  vehicles: z.object({ expenses_eur: money, cost_per_km_eur: money.nullable(), previous_expenses_eur: money }),
  distribution: z.object({ deliveries: count, on_time_share: share.nullable(), km_planned: z.number(), previous_deliveries: count }),
});
export type ReportsSummary = z.infer<typeof reportsSummary>;

// ---- Analytics ----------------------------------------------------------------------------------------

export const trendReply = z.object({
  range: reportRange,
  window: count,
  /** Every day of the range; moving_average_eur is the mean of the `window` days ending that day (null before a full window). */
  points: z.array(z.object({ date: day, amount_eur: money, orders: count, moving_average_eur: money.nullable() })),
});
export type TrendReply = z.infer<typeof trendReply>;

export const weekdayReply = z.object({
  range: reportRange,
  /** ISO weekdays, 1 = Monday .. 7 = Sunday; average_eur = amount / how many such days the range has. */
  days: z.array(z.object({ weekday: z.number().int().min(1).max(7), amount_eur: money, orders: count, average_eur: money })),
});
export type WeekdayReply = z.infer<typeof weekdayReply>;

export const moverRow = z.object({
  id: count,
  name: z.string(),
  amount_eur: money,
  previous_amount_eur: money,
  change_eur: money,
  /** change / previous; null when the previous period had nothing. */
  change_share: z.number().nullable(),
});
export type MoverRow = z.infer<typeof moverRow>;
export const moversReply = comparedRanges.extend({
  kind: z.enum(MOVER_KINDS),
  /** Most sold in the range. */
  top: z.array(moverRow),
  /** Largest fall against the previous period (change_eur < 0 only). */
  falling: z.array(moverRow),
});
export type MoversReply = z.infer<typeof moversReply>;

/**
 * Shops that stopped ordering: their usual interval is the mean gap between their order days over the
 * last 180 days (at least 3 order days), and they have not ordered for more than twice it.
 */
export const dormantReply = z.object({
  as_of: day,
  shops: z.array(
    z.object({
      store_id: count,
      name: z.string(),
      phone: z.string().nullable(),
      last_order_date: day,
      usual_interval_days: z.number(),
      days_since: count,
    }),
  ),
});
export type DormantReply = z.infer<typeof dormantReply>;

export const geographicReply = z.object({
  range: reportRange,
  /** Shops with coordinates and sales in the range. */
  shops: z.array(z.object({ store_id: count, name: z.string(), region: z.string().nullable(), latitude: z.number(), longitude: z.number(), amount_eur: money, orders: count })),
  /** Every shop's sales by region ('' for none), coordinates or not. */
  regions: z.array(z.object({ region: z.string(), amount_eur: money, orders: count, shops: count })),
  /** Sales of shops without coordinates (not on the map). */
  without_coordinates: z.object({ shops: count, amount_eur: money }),
});
export type GeographicReply = z.infer<typeof geographicReply>;
