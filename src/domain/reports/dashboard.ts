import { z } from 'zod';
import { PAYMENT_METHODS, SETTLEMENT_METHODS } from '../enums';
import { format } from '../messages';
import { booleanFilter, idNumber, integerInRange } from '../schemas/common';
import { count, day, money } from '../schemas/replies';
import { reportErrors as e, topicNames } from './messages';
import { ageingBuckets, comparedRanges, distributionRow, reportRange, vehicleCostRow, geographicReply } from './records';
import { checkRange, rangeFields } from './range';
import { TOP_LIMIT } from './schemas';

// The dashboard calls of spec 000 section 7 (issue 26) beyond overview, health and activity
// (../dashboard.ts): their query parameters as the spec names them, and the replies, which the spec leaves
// "not shown". Each reads the kept figures, like the reports (./records.ts), whose rows some of them share.

const flag = booleanFilter;
const range = rangeFields;

/** Spec 000 section 9's presets: today, week (7 days), month (30), quarter (3 months = 91 days), year (365), each ending today. */
export const PERIODS = ['today', 'week', 'month', 'quarter', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_DAYS: Record<Period, number> = { today: 1, week: 7, month: 30, quarter: 91, year: 365 };
const period = (fallback: Period) => z.enum(PERIODS, { error: e.periodInvalid }).default(fallback);

// ---- GET /dashboard/sales -----------------------------------------------------------------------------

export const dashboardSalesQuery = z
  .object({ ...range, currency: z.enum(['EUR', 'SYP'], { error: e.currencyInvalid }).default('EUR'), include_breakdown: flag })
  .superRefine(checkRange);
export type DashboardSalesQuery = z.infer<typeof dashboardSalesQuery>;

/** Amounts in `currency`; SYP is EUR x the exchange rate of the settings today (exchange_rate, SYP per EUR). */
export const dashboardSales = comparedRanges.extend({
  currency: z.enum(['EUR', 'SYP']),
  exchange_rate: z.number(),
  totals: z.object({ amount: money, orders: count, quantity: count, average_order: money.nullable() }),
  previous_totals: z.object({ amount: money, orders: count, quantity: count, average_order: money.nullable() }),
  daily: z.array(z.object({ date: day, amount: money, orders: count })),
  /** With include_breakdown: per product category and per shop category. */
  breakdown: z
    .object({
      by_category: z.array(z.object({ key: z.string(), label: z.string(), amount: money, quantity: count })),
      by_store_category: z.array(z.object({ key: z.string(), amount: money, orders: count })),
    })
    .optional(),
});
export type DashboardSales = z.infer<typeof dashboardSales>;

// ---- GET /dashboard/distribution ----------------------------------------------------------------------

export const dashboardDistributionQuery = z
  .object({ ...range, distributor_id: idNumber().optional(), include_analytics: flag })
  .superRefine(checkRange);
export type DashboardDistributionQuery = z.infer<typeof dashboardDistributionQuery>;

export const dashboardDistribution = comparedRanges.extend({
  distributors: z.array(distributionRow),
  /** With include_analytics: delivered orders per delivery day. */
  analytics: z.object({ daily: z.array(z.object({ date: day, deliveries: count, amount_eur: money })) }).optional(),
});
export type DashboardDistribution = z.infer<typeof dashboardDistribution>;

// ---- GET /dashboard/payments --------------------------------------------------------------------------

export const dashboardPaymentsQuery = z
  .object({
    ...range,
    payment_method: z.enum(PAYMENT_METHODS, { error: e.paymentMethodInvalid }).optional(),
    include_reconciliation: flag,
  })
  .superRefine(checkRange);
export type DashboardPaymentsQuery = z.infer<typeof dashboardPaymentsQuery>;

export const dashboardPayments = comparedRanges.extend({
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  collected_eur: money,
  payments: count,
  previous_collected_eur: money,
  daily: z.array(z.object({ date: day, amount_eur: money, payments: count })),
  by_method: z.array(z.object({ method: z.enum(SETTLEMENT_METHODS), payments: count, amount_eur: money })),
  /**
   * With include_reconciliation (all methods): the range's delivered orders against what was collected
   * on them so far, and today's outstanding with its ageing.
   */
  reconciliation: z
    .object({ delivered_eur: money, paid_on_delivered_eur: money, unpaid_on_delivered_eur: money, outstanding_eur: money, overdue_eur: money, ageing: ageingBuckets })
    .optional(),
});
export type DashboardPayments = z.infer<typeof dashboardPayments>;

// ---- GET /dashboard/top-performers --------------------------------------------------------------------

export const PERFORMER_KINDS = ['products', 'shops', 'distributors', 'categories'] as const;
export const topPerformersQuery = z.object({
  /** Which performers: products (default), shops, distributors or product categories. */
  category: z.enum(PERFORMER_KINDS, { error: e.kindInvalid }).default('products'),
  limit: integerInRange(format(e.limitInvalid, { max: TOP_LIMIT.max }), 1, TOP_LIMIT.max).default(TOP_LIMIT.default),
  period: period('month'),
});
export type TopPerformersQuery = z.infer<typeof topPerformersQuery>;
export const topPerformers = z.object({
  category: z.enum(PERFORMER_KINDS),
  period: z.enum(PERIODS),
  range: reportRange,
  items: z.array(z.object({ key: z.string(), name: z.string(), amount_eur: money, quantity: count, orders: count })),
});
export type TopPerformers = z.infer<typeof topPerformers>;

// ---- GET /dashboard/distribution/overview -------------------------------------------------------------

export const distributionOverviewQuery = z.object({ period: period('today'), include_trends: flag, include_forecasts: flag });
export type DistributionOverviewQuery = z.infer<typeof distributionOverviewQuery>;
export const distributionOverview = z.object({
  period: z.enum(PERIODS),
  range: reportRange,
  /** Orders with a delivery day in the range, by status (cancelled apart). */
  deliveries: z.object({ total: count, delivered: count, in_progress: count, confirmed: count, draft: count, cancelled: count }),
  unassigned_tomorrow: count,
  active_distributors: count,
  km_planned: z.number(),
  on_time_share: z.number().nullable(),
  /** With include_trends: delivered orders per delivery day of the range. */
  trends: z.array(z.object({ date: day, delivered: count, total: count })).optional(),
  /** With include_forecasts: the orders already booked for the next 7 days (not a prediction). */
  forecasts: z.array(z.object({ date: day, orders: count, amount_eur: money, unassigned: count })).optional(),
});
export type DistributionOverview = z.infer<typeof distributionOverview>;

// ---- GET /dashboard/alerts ----------------------------------------------------------------------------

export const ALERT_TYPES = ['low_stock', 'unpaid_past_terms', 'maintenance_due', 'unassigned_tomorrow', 'shop_without_coordinates', 'over_credit_limit'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const SEVERITIES = ['info', 'warning', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const ALERT_LIMIT = { max: 100, default: 20 } as const;

export const alertsQuery = z.object({
  alert_type: z.enum(ALERT_TYPES, { error: e.alertTypeInvalid }).optional(),
  severity: z.enum(SEVERITIES, { error: e.severityInvalid }).optional(),
  limit: integerInRange(format(e.limitInvalid, { max: ALERT_LIMIT.max }), 1, ALERT_LIMIT.max).default(ALERT_LIMIT.default),
});
export type AlertsQuery = z.infer<typeof alertsQuery>;
export const alertItem = z.object({
  /** '<type>-<record id>' (unassigned_tomorrow: '<type>-<date>'). */
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  message: z.string(),
  record_id: count.nullable(),
  /** The app's page for it (/stores/12, /vehicles/details/3, /products/5, /orders?...). */
  link: z.string(),
});
export type AlertItem = z.infer<typeof alertItem>;
export const alertsReply = z.object({
  /** Most severe first, at most `limit`. */
  items: z.array(alertItem),
  /** Every alert the filters keep, before the limit, per type. */
  counts: z.record(z.string(), count),
  total: count,
});
export type AlertsReply = z.infer<typeof alertsReply>;

// ---- GET /dashboard/trends ----------------------------------------------------------------------------

/**
 * delivery_time: mean minutes between a completed visit's planned arrival and its arrival (negative:
 * early); on_time: share of completed visits within the receiving window; sales (EUR), orders and
 * deliveries: per day.
 */
export const TREND_METRICS = ['delivery_time', 'on_time', 'sales', 'orders', 'deliveries'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];
export const trendsQuery = z.object({
  metric: z.enum(TREND_METRICS, { error: e.metricInvalid }).default('delivery_time'),
  period: period('week'),
  distributor_id: idNumber().optional(),
  include_comparison: flag,
});
export type TrendsQuery = z.infer<typeof trendsQuery>;
const trendPoint = z.object({ date: day, value: z.number().nullable() });
export const trendsReply = z.object({
  metric: z.enum(TREND_METRICS),
  period: z.enum(PERIODS),
  range: reportRange,
  points: z.array(trendPoint),
  /** With include_comparison: the previous period's points, day by day at the same place. */
  previous: z.object({ range: reportRange, points: z.array(trendPoint) }).optional(),
});
export type TrendsReply = z.infer<typeof trendsReply>;

// ---- GET /dashboard/inventory, /costs, /efficiency, /geographic ---------------------------------------

export const dashboardRangeQuery = z.object(range).superRefine(checkRange);
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuery>;

export const inventoryReply = z.object({
  /** Products whose stock is counted (null stock is unlimited and left out). */
  tracked: count,
  low: count,
  out: count,
  /** Low or out first, then by name; units sold in the last 30 days from the kept sales. */
  items: z.array(
    z.object({ id: count, name: z.string(), category: z.string(), stock_quantity: count, minimum_stock: count, low: z.boolean(), units_30d: count }),
  ),
});
export type InventoryReply = z.infer<typeof inventoryReply>;

export const costsReply = comparedRanges.extend({
  total_eur: money,
  previous_total_eur: money,
  by_type: z.record(z.string(), money),
  vehicles: z.array(vehicleCostRow),
});
export type CostsReply = z.infer<typeof costsReply>;

export const efficiencyReply = comparedRanges.extend({
  distributors: z.array(
    z.object({
      distributor_id: count,
      label: z.string(),
      deliveries: count,
      km_planned: z.number(),
      deliveries_per_100km: z.number().nullable(),
      on_time_share: z.number().nullable(),
      /** The van's expenses in the range over its deliveries, for a distributor with a van. */
      cost_per_delivery_eur: money.nullable(),
    }),
  ),
});
export type EfficiencyReply = z.infer<typeof efficiencyReply>;

export const dashboardGeographic = geographicReply;

// ---- GET /dashboard/export ----------------------------------------------------------------------------

export const EXPORT_TYPES = ['summary', 'sales', 'payments', 'margin', 'vehicles', 'distribution'] as const;
export const dashboardExportQuery = z
  .object({
    ...range,
    export_type: z.enum(EXPORT_TYPES, { error: e.exportTypeInvalid }).default('summary'),
    /** The spec's default is pdf (server/services/reportsPdf.ts); csv is the same table for a spreadsheet. */
    format: z.enum(['pdf', 'csv'], { error: e.formatInvalid }).default('pdf'),
  })
  .superRefine(checkRange);
export type DashboardExportQuery = z.infer<typeof dashboardExportQuery>;

// ---- Cards: GET/PUT /dashboard/config (admins, for everyone) and /dashboard/preferences (each user) ---

/** The dashboard's cards, in their default order. */
export const DASHBOARD_CARDS = [
  'headline',
  'counts',
  'sales_trend',
  'top_products',
  'payments',
  'alerts',
  'maintenance',
  'activity',
  'health',
  'quick_actions',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

const cardEntry = z.object({ id: z.enum(DASHBOARD_CARDS, { error: e.cardsInvalid }), visible: z.boolean({ error: e.cardsInvalid }) });
/** Every card at most once; cards not listed follow in the default order, visible. */
export const cardList = z
  .array(cardEntry, { error: e.cardsInvalid })
  .max(DASHBOARD_CARDS.length, e.cardsInvalid)
  .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, e.cardsInvalid);
export type CardList = z.infer<typeof cardList>;

/** PUT /dashboard/config: the default cards for everyone who has no preferences of their own. */
export const dashboardConfigBody = z.object({ cards: cardList });
/** PUT /dashboard/preferences: the caller's own cards; `cards: null` goes back to the default. */
export const dashboardPreferencesBody = z.object({ cards: cardList.nullable() });

/** GET /dashboard/config: the default and every known card. */
export const dashboardConfig = z.object({
  cards: z.array(cardEntry),
  available: z.array(z.enum(DASHBOARD_CARDS)),
  updated_at: z.string().nullable(),
});
export type DashboardConfig = z.infer<typeof dashboardConfig>;

/** GET /dashboard/preferences: the caller's cards as shown (complete, in order); own = false when they follow the default. */
export const dashboardPreferences = z.object({ cards: z.array(cardEntry), own: z.boolean(), updated_at: z.string().nullable() });
export type DashboardPreferences = z.infer<typeof dashboardPreferences>;

// ---- The topical calls with no data here --------------------------------------------------------------

/** GET /dashboard/{topic}: 501 with reportErrors.noDataSource naming the topic (README: why). */
export const NO_DATA_TOPICS = Object.keys(topicNames) as (keyof typeof topicNames)[];
