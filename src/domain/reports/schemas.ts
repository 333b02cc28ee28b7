import { z } from 'zod';
import { format } from '../messages';
import { integerInRange } from '../schemas/common';
import { reportErrors as e } from './messages';
import { checkRange, rangeFields } from './range';

// The queries of the report and analytics calls (issue 26). Every report reads a date range (./range.ts)
// and compares it with the previous period of the same length (the days just before date_from).

export const SALES_GROUPS = ['day', 'week', 'month', 'shop', 'product', 'category', 'distributor'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
/** Groups along time: rows in date order, each compared with the bucket at the same place of the previous period. */
export const TIME_GROUPS: readonly SalesGroup[] = ['day', 'week', 'month'];

export const MARGIN_GROUPS = ['product', 'category'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

/** The reports with a table, a CSV export and a page of their own. */
export const REPORTS = ['sales', 'payments', 'margin', 'vehicles', 'distribution'] as const;
export type ReportName = (typeof REPORTS)[number];

/** Any report's or analytics call's range. */
export const reportRangeQuery = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** GET /reports/sales: `group_by` day (default), week (Monday to Sunday), month, shop, product, category or distributor. */
export const salesReportQuery = z
  .object({ ...rangeFields, group_by: z.enum(SALES_GROUPS, { error: e.groupByInvalid }).default('day') })
  .superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** GET /reports/margin: per product (default) or per category. */
export const marginReportQuery = z
  .object({ ...rangeFields, group_by: z.enum(MARGIN_GROUPS, { error: e.groupByInvalid }).default('product') })
  .superRefine(checkRange);
export type MarginReportQuery = z.infer<typeof marginReportQuery>;

/** The payments report's shops come a page at a time (100,000 orders' shops made a 115 kB reply); its totals cover every shop. */
export const SHOPS_PAGE = { maxPage: 100_000, maxPerPage: 100, perPage: 25 } as const;

/** GET /reports/payments: the range, and which page of the shops (most owed first) to send. */
export const paymentsReportQuery = z
  .object({
    ...rangeFields,
    shops_page: integerInRange(format(e.shopsPageInvalid, { max: SHOPS_PAGE.maxPage }), 1, SHOPS_PAGE.maxPage).default(1),
    shops_per_page: integerInRange(format(e.shopsPerPageInvalid, { max: SHOPS_PAGE.maxPerPage }), 1, SHOPS_PAGE.maxPerPage).default(
      SHOPS_PAGE.perPage,
    ),
  })
  .superRefine(checkRange);
export type PaymentsReportQuery = z.infer<typeof paymentsReportQuery>;

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /reports/{report}/export (one static path per report, paths.ts): the report's table as CSV (default) or PDF. */
export const reportExportQuery = z
  .object({
    ...rangeFields,
    format: z.enum(EXPORT_FORMATS, { error: e.formatInvalid }).default('csv'),
    // Read by the sales (SALES_GROUPS) and margin (MARGIN_GROUPS) exports; checked against the report by the server.
    group_by: z.enum([...SALES_GROUPS], { error: e.groupByInvalid }).optional(),
  })
  .superRefine(checkRange);
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

export const MOVING_AVERAGE = { min: 2, max: 90, default: 7 } as const;
export const TOP_LIMIT = { max: 50, default: 10 } as const;

/** GET /analytics/trend: daily sales with a trailing moving average of `window` days. */
export const trendQuery = z
  .object({
    ...rangeFields,
    window: integerInRange(format(e.windowInvalid, { min: MOVING_AVERAGE.min, max: MOVING_AVERAGE.max }), MOVING_AVERAGE.min, MOVING_AVERAGE.max).default(
      MOVING_AVERAGE.default,
    ),
  })
  .superRefine(checkRange);
export type TrendQuery = z.infer<typeof trendQuery>;

export const MOVER_KINDS = ['shops', 'products'] as const;
export type MoverKind = (typeof MOVER_KINDS)[number];

/** GET /analytics/movers: the top and the falling shops or products, this period against the previous. */
export const moversQuery = z
  .object({
    ...rangeFields,
    kind: z.enum(MOVER_KINDS, { error: e.kindInvalid }).default('shops'),
    limit: integerInRange(format(e.limitInvalid, { max: TOP_LIMIT.max }), 1, TOP_LIMIT.max).default(TOP_LIMIT.default),
  })
  .superRefine(checkRange);
export type MoversQuery = z.infer<typeof moversQuery>;
