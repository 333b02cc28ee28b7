import { safeCell } from '../../src/domain/csv';
import { toCsv } from '../../src/domain/csvTable';
import { enums } from '../../src/domain/messages';
import { reportCsvHeaders as h, reportErrors } from '../../src/domain/reports/messages';
import { MARGIN_GROUPS, SALES_GROUPS, type MarginGroup, type ReportName, type SalesGroup } from '../../src/domain/reports/schemas';
import type { Db } from '../db/client';
import { badRequest } from '../lib/errors';
import type { Range } from './reportRanges';
import { distributionReport } from './reportsDistribution';
import { marginReport } from './reportsMargin';
import { paymentsReport } from './reportsPayments';
import { salesReport } from './reportsSales';
import { reportsSummary } from './reportsSummary';
import { vehicleCostsReport } from './reportsVehicles';

// The CSV of each report (issue 26): the same rows as the page's table, Arabic headers, a total line,
// built from the same report call so the file and the screen never differ. Cells go through safeCell
// (a name starting with = + - @ is not run as a formula by a spreadsheet).

type Cell = string | number | boolean;
const cell = (value: unknown): Cell => (value === null || value === undefined ? '' : safeCell(value));
const percent = (share: number | null) => (share === null ? '' : Math.round(share * 1000) / 10);

export interface CsvFile {
  filename: string;
  contentType: string;
  body: string;
}

function file(name: string, range: Range, table: Cell[][]): CsvFile {
  return { filename: `${name}_${range.date_from}_${range.date_to}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
}

/** A report's table; group_by is the sales or margin grouping (refused for a report it does not fit). */
export async function reportCsv(db: Db, report: ReportName | 'summary', range: Range, today: string, groupBy?: string): Promise<CsvFile> {
  const refuse = () => badRequest(reportErrors.groupByInvalid, [{ field: 'group_by', message: reportErrors.groupByInvalid }]);
  if (report === 'sales') {
    if (groupBy && !(SALES_GROUPS as readonly string[]).includes(groupBy)) throw refuse();
    const r = await salesReport(db, (groupBy ?? 'day') as SalesGroup, range);
    const header = [h.label, h.quantity, h.gift_quantity, h.amount_eur, h.orders, h.previous_quantity, h.previous_amount_eur, h.previous_orders];
    const rows = r.rows.map((row) => [row.label, row.quantity, row.gift_quantity, row.amount_eur, row.orders, row.previous?.quantity, row.previous?.amount_eur, row.previous?.orders]);
    const t = r.totals;
    const p = r.previous_totals;
    return file(`sales_${r.group_by}`, range, [header, ...rows.map((row) => row.map(cell)), [h.total, t.quantity, t.gift_quantity, t.amount_eur, t.orders, p.quantity, p.amount_eur, p.orders]]);
  }
  if (groupBy && report !== 'margin') throw refuse();
  if (report === 'payments') {
    const r = await paymentsReport(db, range, today);
    const header = [h.store, h.payment_terms, h.balance_eur, h.open_orders_eur, h.credit_limit_eur, h.not_due_eur, h.d0_30_eur, h.d31_60_eur, h.d61_90_eur, h.d90_plus_eur, h.amount_eur];
    const rows = r.shops.map((s) => [
      s.name,
      enums.payment_terms[s.payment_terms] ?? s.payment_terms,
      s.balance_eur,
      s.open_orders_eur,
      s.credit_limit_eur,
      s.ageing.not_due,
      s.ageing.d0_30,
      s.ageing.d31_60,
      s.ageing.d61_90,
      s.ageing.d90_plus,
      s.collected_eur,
    ]);
    const a = r.ageing;
    return file('payments', range, [header, ...rows.map((row) => row.map(cell)), [h.total, '', r.outstanding_eur, '', '', a.not_due, a.d0_30, a.d31_60, a.d61_90, a.d90_plus, r.collected.amount_eur]]);
  }
  if (report === 'margin') {
    if (groupBy && !(MARGIN_GROUPS as readonly string[]).includes(groupBy)) throw refuse();
    const r = await marginReport(db, (groupBy ?? 'product') as MarginGroup, range);
    const header = [h.label, h.quantity, h.gift_quantity, h.revenue_eur, h.cost_eur, h.margin_eur, h.margin_pct];
    const rows = r.rows.map((row) => [row.label, row.quantity, row.gift_quantity, row.revenue_eur, row.cost_eur, row.margin_eur, percent(row.margin_share)]);
    const t = r.totals;
    return file(`margin_${r.group_by}`, range, [header, ...rows.map((row) => row.map(cell)), [h.total, t.quantity, t.gift_quantity, t.revenue_eur, cell(t.cost_eur), cell(t.margin_eur), percent(t.margin_share)]]);
  }
  if (report === 'vehicles') {
    const r = await vehicleCostsReport(db, range);
    const header = [h.vehicle, h.expenses_eur, h.km, h.deliveries, h.litres, h.cost_per_km_eur, h.cost_per_delivery_eur, h.fuel_l_per_100km];
    const line = (label: string, f: (typeof r)['totals']) => [label, f.expenses_eur, f.km, f.deliveries, f.litres, f.cost_per_km_eur, f.cost_per_delivery_eur, f.fuel_l_per_100km].map(cell);
    return file('vehicles', range, [header, ...r.rows.map((row) => line(row.label, row)), line(h.total, r.totals)]);
  }
  if (report === 'distribution') {
    const r = await distributionReport(db, range);
    const header = [h.distributor, h.deliveries, h.amount_eur, h.visits_completed, h.visits_on_time, h.on_time_pct, h.km_planned];
    const line = (label: string, f: (typeof r)['totals']) =>
      [label, f.deliveries, f.amount_eur, f.visits_completed, f.visits_on_time, percent(f.on_time_share), f.km_planned].map(cell);
    return file('distribution', range, [header, ...r.rows.map((row) => line(row.label, row)), line(h.total, r.totals)]);
  }
  // The index's headline figures, one per line.
  const s = await reportsSummary(db, range, today);
  return file('summary', range, [
    [h.label, h.amount_eur],
    [h.revenue_eur, s.sales.amount_eur],
    [h.orders, s.sales.orders],
    [h.collected_eur, s.payments.collected_eur],
    [h.outstanding_eur, s.payments.outstanding_eur],
    [h.overdue_eur, s.payments.overdue_eur],
    [h.margin_eur, cell(s.margin.margin_eur)],
    [h.expenses_eur, s.vehicles.expenses_eur],
    [h.deliveries, s.distribution.deliveries],
    [h.on_time_pct, percent(s.distribution.on_time_share)],
    [h.km_planned, s.distribution.km_planned],
  ]);
}
