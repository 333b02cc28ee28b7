import { enums } from '../../src/domain/messages';
import { reportCsvHeaders as h, reportErrors, reportPdfTexts } from '../../src/domain/reports/messages';
import { MARGIN_GROUPS, SALES_GROUPS, type MarginGroup, type ReportName, type SalesGroup } from '../../src/domain/reports/schemas';
import type { Db } from '../db/client';
import { badRequest } from '../lib/errors';
import { previousRange, type Range } from './reportRanges';
import { distributionReport } from './reportsDistribution';
import { marginReport } from './reportsMargin';
import { paymentsReport } from './reportsPayments';
import { salesReport } from './reportsSales';
import { reportsSummary } from './reportsSummary';
import { vehicleCostsReport } from './reportsVehicles';

// The table of each report's page (issue 26), built once from the report call for both exports: the CSV
// (reportsExport.ts) writes its figures as plain numbers, the PDF (reportsPdf.ts) formats them as the
// screen does. A figure says what it is (euros, a share, a count) so that each file can write it.

export type FigureKind = 'eur' | 'share' | 'number';
export interface Figure {
  kind: FigureKind;
  value: number | null;
}
export type TableCell = string | Figure;

export interface Headline {
  label: string;
  value: Figure;
  /** The same figure over the previous period, when the report has it. */
  previous?: Figure;
}

export interface ReportTable {
  /** The file name's start: `sales_day`, `payments`... */
  name: string;
  title: string;
  /** The grouping of a sales or margin report, in words. */
  subtitle: string | null;
  range: Range;
  previous: Range;
  /** The day a position (balances, ageing) is read at, when the report has one. */
  asOf: string | null;
  headline: Headline[];
  header: string[];
  rows: TableCell[][];
  total: TableCell[];
}

const eur = (value: number | null | undefined): Figure => ({ kind: 'eur', value: value ?? null });
const share = (value: number | null | undefined): Figure => ({ kind: 'share', value: value ?? null });
const num = (value: number | null | undefined): Figure => ({ kind: 'number', value: value ?? null });

type Base = Pick<ReportTable, 'range' | 'previous'>;
const base = (range: Range): Base => ({ range, previous: previousRange(range) });

async function salesTable(db: Db, group: SalesGroup, range: Range): Promise<ReportTable> {
  const r = await salesReport(db, group, range);
  const figures = (f: { quantity: number; gift_quantity: number; amount_eur: number; orders: number } | null | undefined) =>
    f ? [num(f.quantity), num(f.gift_quantity), eur(f.amount_eur), num(f.orders)] : [num(null), num(null), eur(null), num(null)];
  const [t, p] = [r.totals, r.previous_totals];
  return {
    ...base(range),
    name: `sales_${r.group_by}`,
    title: reportPdfTexts.titles.sales,
    subtitle: reportPdfTexts.groupedBy[r.group_by],
    asOf: null,
    headline: [
      { label: h.amount_eur, value: eur(t.amount_eur), previous: eur(p.amount_eur) },
      { label: h.orders, value: num(t.orders), previous: num(p.orders) },
      { label: h.quantity, value: num(t.quantity), previous: num(p.quantity) },
    ],
    header: [h.label, h.quantity, h.gift_quantity, h.amount_eur, h.orders, h.previous_quantity, h.previous_amount_eur, h.previous_orders],
    rows: r.rows.map((row) => [row.label, ...figures(row), ...figures(row.previous).filter((_, i) => i !== 1)]),
    total: [h.total, ...figures(t), ...figures(p).filter((_, i) => i !== 1)],
  };
}

async function paymentsTable(db: Db, range: Range, today: string): Promise<ReportTable> {
  const r = await paymentsReport(db, range, today);
  const a = r.ageing;
  return {
    ...base(range),
    name: 'payments',
    title: reportPdfTexts.titles.payments,
    subtitle: null,
    asOf: today,
    headline: [
      { label: h.collected_eur, value: eur(r.collected.amount_eur), previous: eur(r.previous_collected.amount_eur) },
      { label: h.outstanding_eur, value: eur(r.outstanding_eur) },
      { label: h.d90_plus_eur, value: eur(a.d90_plus) },
    ],
    header: [h.store, h.payment_terms, h.balance_eur, h.open_orders_eur, h.credit_limit_eur, h.not_due_eur, h.d0_30_eur, h.d31_60_eur, h.d61_90_eur, h.d90_plus_eur, h.amount_eur],
    rows: r.shops.map((s) => [
      s.name,
      enums.payment_terms[s.payment_terms] ?? s.payment_terms,
      eur(s.balance_eur),
      eur(s.open_orders_eur),
      eur(s.credit_limit_eur),
      ...[s.ageing.not_due, s.ageing.d0_30, s.ageing.d31_60, s.ageing.d61_90, s.ageing.d90_plus].map(eur),
      eur(s.collected_eur),
    ]),
    total: [h.total, '', eur(r.outstanding_eur), '', '', ...[a.not_due, a.d0_30, a.d31_60, a.d61_90, a.d90_plus].map(eur), eur(r.collected.amount_eur)],
  };
}

async function marginTable(db: Db, group: MarginGroup, range: Range): Promise<ReportTable> {
  const r = await marginReport(db, group, range);
  const [t, p] = [r.totals, r.previous_totals];
  return {
    ...base(range),
    name: `margin_${r.group_by}`,
    title: reportPdfTexts.titles.margin,
    subtitle: reportPdfTexts.groupedBy[r.group_by],
    asOf: null,
    headline: [
      { label: h.revenue_eur, value: eur(t.revenue_eur), previous: eur(p.revenue_eur) },
      { label: h.margin_eur, value: eur(t.margin_eur), previous: eur(p.margin_eur) },
      { label: h.margin_pct, value: share(t.margin_share), previous: share(p.margin_share) },
    ],
    header: [h.label, h.quantity, h.gift_quantity, h.revenue_eur, h.cost_eur, h.margin_eur, h.margin_pct],
    rows: r.rows.map((row) => [row.label, num(row.quantity), num(row.gift_quantity), eur(row.revenue_eur), eur(row.cost_eur), eur(row.margin_eur), share(row.margin_share)]),
    total: [h.total, num(t.quantity), num(t.gift_quantity), eur(t.revenue_eur), eur(t.cost_eur), eur(t.margin_eur), share(t.margin_share)],
  };
}

async function vehiclesTable(db: Db, range: Range): Promise<ReportTable> {
  const r = await vehicleCostsReport(db, range);
  type F = (typeof r)['totals'];
  const line = (label: string, f: F): TableCell[] => [
    label,
    eur(f.expenses_eur),
    num(f.km),
    num(f.deliveries),
    num(f.litres),
    eur(f.cost_per_km_eur),
    eur(f.cost_per_delivery_eur),
    num(f.fuel_l_per_100km),
  ];
  const [t, p] = [r.totals, r.previous_totals];
  return {
    ...base(range),
    name: 'vehicles',
    title: reportPdfTexts.titles.vehicles,
    subtitle: null,
    asOf: null,
    headline: [
      { label: h.expenses_eur, value: eur(t.expenses_eur), previous: eur(p.expenses_eur) },
      { label: h.cost_per_km_eur, value: eur(t.cost_per_km_eur), previous: eur(p.cost_per_km_eur) },
      { label: h.cost_per_delivery_eur, value: eur(t.cost_per_delivery_eur), previous: eur(p.cost_per_delivery_eur) },
    ],
    header: [h.vehicle, h.expenses_eur, h.km, h.deliveries, h.litres, h.cost_per_km_eur, h.cost_per_delivery_eur, h.fuel_l_per_100km],
    rows: r.rows.map((row) => line(row.label, row)),
    total: line(h.total, t),
  };
}

async function distributionTable(db: Db, range: Range): Promise<ReportTable> {
  const r = await distributionReport(db, range);
  type F = (typeof r)['totals'];
  const line = (label: string, f: F): TableCell[] => [
    label,
    num(f.deliveries),
    eur(f.amount_eur),
    num(f.visits_completed),
    num(f.visits_on_time),
    share(f.on_time_share),
    num(f.km_planned),
  ];
  const [t, p] = [r.totals, r.previous_totals];
  return {
    ...base(range),
    name: 'distribution',
    title: reportPdfTexts.titles.distribution,
    subtitle: null,
    asOf: null,
    headline: [
      { label: h.deliveries, value: num(t.deliveries), previous: num(p.deliveries) },
      { label: h.on_time_pct, value: share(t.on_time_share), previous: share(p.on_time_share) },
      { label: h.km_planned, value: num(t.km_planned), previous: num(p.km_planned) },
    ],
    header: [h.distributor, h.deliveries, h.amount_eur, h.visits_completed, h.visits_on_time, h.on_time_pct, h.km_planned],
    rows: r.rows.map((row) => line(row.label, row)),
    total: line(h.total, t),
  };
}

/** The index's headline figures, one per line; the second column holds euros, counts and a share. */
async function summaryTable(db: Db, range: Range, today: string): Promise<ReportTable> {
  const s = await reportsSummary(db, range, today);
  const rows: TableCell[][] = [
    [h.revenue_eur, eur(s.sales.amount_eur)],
    [h.orders, num(s.sales.orders)],
    [h.collected_eur, eur(s.payments.collected_eur)],
    [h.outstanding_eur, eur(s.payments.outstanding_eur)],
    [h.overdue_eur, eur(s.payments.overdue_eur)],
    [h.margin_eur, eur(s.margin.margin_eur)],
    [h.expenses_eur, eur(s.vehicles.expenses_eur)],
    [h.deliveries, num(s.distribution.deliveries)],
    [h.on_time_pct, share(s.distribution.on_time_share)],
    [h.km_planned, num(s.distribution.km_planned)],
  ];
  return {
    ...base(range),
    name: 'summary',
    title: reportPdfTexts.titles.summary,
    subtitle: null,
    asOf: today,
    headline: [
      { label: h.revenue_eur, value: eur(s.sales.amount_eur), previous: eur(s.sales.previous_amount_eur) },
      { label: h.collected_eur, value: eur(s.payments.collected_eur), previous: eur(s.payments.previous_collected_eur) },
      { label: h.deliveries, value: num(s.distribution.deliveries), previous: num(s.distribution.previous_deliveries) },
    ],
    header: [h.label, h.amount_eur],
    rows,
    total: [],
  };
}

/** A report's table; group_by is the sales or margin grouping (refused for a report it does not fit). */
export async function reportTable(db: Db, report: ReportName | 'summary', range: Range, today: string, groupBy?: string): Promise<ReportTable> {
  const refuse = () => badRequest(reportErrors.groupByInvalid, [{ field: 'group_by', message: reportErrors.groupByInvalid }]);
  if (report === 'sales') {
    if (groupBy && !(SALES_GROUPS as readonly string[]).includes(groupBy)) throw refuse();
    return salesTable(db, (groupBy ?? 'day') as SalesGroup, range);
  }
  if (groupBy && report !== 'margin') throw refuse();
  if (report === 'margin') {
    if (groupBy && !(MARGIN_GROUPS as readonly string[]).includes(groupBy)) throw refuse();
    return marginTable(db, (groupBy ?? 'product') as MarginGroup, range);
  }
  if (report === 'payments') return paymentsTable(db, range, today);
  if (report === 'vehicles') return vehiclesTable(db, range);
  if (report === 'distribution') return distributionTable(db, range);
  return summaryTable(db, range, today);
}
