import type { ReportsSummary } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { previousRange, type Range } from './reportRanges';
import { marginReport } from './reportsMargin';
import { paymentsReport } from './reportsPayments';
import { distributionReport } from './reportsDistribution';
import { salesReport } from './reportsSales';
import { vehicleCostsReport } from './reportsVehicles';

// GET /reports/summary: the index page's headline figure of each report, taken from the reports
// themselves so the index and the report pages always agree.

export async function reportsSummary(db: Db, range: Range, today: string): Promise<ReportsSummary> {
  const [sales, payments, margin, vehicles, distribution] = await Promise.all([
    salesReport(db, 'month', range),
    paymentsReport(db, range, today),
    marginReport(db, 'category', range),
    vehicleCostsReport(db, range),
    distributionReport(db, range),
  ]);
  return {
    range,
    previous: previousRange(range),
    sales: {
      amount_eur: sales.totals.amount_eur,
      orders: sales.totals.orders,
      previous_amount_eur: sales.previous_totals.amount_eur,
      previous_orders: sales.previous_totals.orders,
    },
    payments: {
      collected_eur: payments.collected.amount_eur,
      previous_collected_eur: payments.previous_collected.amount_eur,
      outstanding_eur: payments.outstanding_eur,
      overdue_eur: payments.overdue_eur,
    },
    margin: { margin_eur: margin.totals.margin_eur, margin_share: margin.totals.margin_share, previous_margin_eur: margin.previous_totals.margin_eur },
    vehicles: {
      expenses_eur: vehicles.totals.expenses_eur,
      cost_per_km_eur: vehicles.totals.cost_per_km_eur,
      previous_expenses_eur: vehicles.previous_totals.expenses_eur,
    },
    distribution: {
      deliveries: distribution.totals.deliveries,
      on_time_share: distribution.totals.on_time_share,
      km_planned: distribution.totals.km_planned,
      previous_deliveries: distribution.previous_totals.deliveries,
    },
  };
}
