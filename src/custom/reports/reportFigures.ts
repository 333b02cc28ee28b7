import type {
  AgeingBuckets,
  DistributionReport,
  MarginReport,
  PaymentsReport,
  SalesReport,
  VehicleCostsReport,
} from '../../domain/reports';
import { AGEING_BUCKETS } from '../../domain/reports/records';
import { formatDate } from '../../i18n/format';
import type { FigureColumn, FigureKind, FigureSet } from '../../ui/charts/figures';

// Each report's reply as the figure sets its sections draw and tabulate (src/ui/charts/figures.ts): one
// conversion per table, so a chart and its table always show the same rows. `label` translates a
// bakery.reports.* key. Shares (0..1 from the server) become percentages.

export type Label = (key: string) => string;

const column = (key: string, label: string, kind: FigureKind): FigureColumn => ({ key, label, kind });
const percent = (share: number | null | undefined) => (share === null || share === undefined ? null : share * 100);

/** Sales per day, week, month, shop, product, category or distributor, with the previous period's amount. */
export function salesSet(report: SalesReport, label: Label): FigureSet {
  const group = report.group_by === 'shop' ? 'store' : report.group_by;
  return {
    category: column('label', label(`columns.${group}`), 'text'),
    series: [
      column('amount_eur', label('columns.amount'), 'money'),
      column('previous_amount_eur', label('columns.previous_amount'), 'money'),
      column('quantity', label('columns.quantity'), 'count'),
      column('orders', label('columns.orders'), 'count'),
    ],
    drawn: ['amount_eur', 'previous_amount_eur'],
    rows: report.rows.map((row) => ({
      label: report.group_by === 'day' ? formatDate(row.key) : row.label,
      amount_eur: row.amount_eur,
      previous_amount_eur: row.previous?.amount_eur ?? null,
      quantity: row.quantity,
      orders: row.orders,
    })),
  };
}

/** Payments collected per day of the range. */
export function collectedSet(report: PaymentsReport, label: Label): FigureSet {
  return {
    category: column('date', label('columns.day'), 'text'),
    series: [column('amount_eur', label('columns.collected'), 'money'), column('payments', label('columns.payments'), 'count')],
    drawn: ['amount_eur'],
    rows: report.daily.map((day) => ({ date: formatDate(day.date), amount_eur: day.amount_eur, payments: day.payments })),
  };
}

/** What is owed today by days past terms. */
export function ageingSet(ageing: AgeingBuckets, label: Label): FigureSet {
  return {
    category: column('bucket', label('columns.bucket'), 'text'),
    series: [column('amount_eur', label('columns.outstanding'), 'money')],
    rows: AGEING_BUCKETS.map((bucket) => ({ bucket: label(`ageing.${bucket}`), amount_eur: ageing[bucket] })),
  };
}

/** Each shop's balance, open orders, credit limit and ageing (the server's CSV of this report). */
export function shopBalancesSet(report: PaymentsReport, label: Label): FigureSet {
  return {
    category: column('name', label('columns.store'), 'text'),
    series: [
      column('balance_eur', label('columns.balance'), 'money'),
      column('open_orders_eur', label('columns.open_orders'), 'money'),
      { ...column('credit_limit_eur', label('columns.credit_limit'), 'money'), blank: label('no_limit') },
      ...AGEING_BUCKETS.map((bucket) => column(bucket, label(`ageing.${bucket}`), 'money')),
      column('collected_eur', label('columns.collected'), 'money'),
    ],
    drawn: ['balance_eur'],
    rows: report.shops.map((shop) => ({
      name: shop.name,
      balance_eur: shop.balance_eur,
      open_orders_eur: shop.open_orders_eur,
      credit_limit_eur: shop.credit_limit_eur,
      ...shop.ageing,
      collected_eur: shop.collected_eur,
    })),
  };
}

/** Gross margin per product or category. */
export function marginSet(report: MarginReport, label: Label): FigureSet {
  return {
    category: column('label', label(`columns.${report.group_by}`), 'text'),
    series: [
      column('revenue_eur', label('columns.revenue'), 'money'),
      column('cost_eur', label('columns.cost'), 'money'),
      column('margin_eur', label('columns.margin'), 'money'),
      column('margin_share', label('columns.margin_share'), 'percent'),
      column('previous_margin_eur', label('columns.previous_margin'), 'money'),
    ],
    drawn: ['revenue_eur', 'cost_eur', 'margin_eur'],
    rows: report.rows.map((row) => ({
      label: row.label,
      revenue_eur: row.revenue_eur,
      cost_eur: row.cost_eur,
      margin_eur: row.margin_eur,
      margin_share: percent(row.margin_share),
      previous_margin_eur: row.previous?.margin_eur ?? null,
    })),
  };
}

/** Each van's costs: per km, per delivery, fuel per 100 km. */
export function vehicleSet(report: VehicleCostsReport, label: Label): FigureSet {
  return {
    category: column('label', label('columns.vehicle'), 'text'),
    series: [
      column('expenses_eur', label('columns.expenses'), 'money'),
      column('previous_expenses_eur', label('columns.previous_expenses'), 'money'),
      column('km', label('columns.km'), 'count'),
      column('deliveries', label('columns.deliveries'), 'count'),
      column('cost_per_km_eur', label('columns.per_km'), 'money'),
      column('cost_per_delivery_eur', label('columns.per_delivery'), 'money'),
      column('fuel_l_per_100km', label('columns.fuel'), 'number'),
    ],
    drawn: ['expenses_eur', 'previous_expenses_eur'],
    rows: report.rows.map((row) => ({
      label: row.label,
      expenses_eur: row.expenses_eur,
      previous_expenses_eur: row.previous?.expenses_eur ?? null,
      km: row.km,
      deliveries: row.deliveries,
      cost_per_km_eur: row.cost_per_km_eur,
      cost_per_delivery_eur: row.cost_per_delivery_eur,
      fuel_l_per_100km: row.fuel_l_per_100km,
    })),
  };
}

/** Deliveries per distributor, on time against the receiving windows, km planned. */
export function distributionSet(report: DistributionReport, label: Label): FigureSet {
  return {
    category: column('label', label('columns.distributor'), 'text'),
    series: [
      column('deliveries', label('columns.deliveries'), 'count'),
      column('previous_deliveries', label('columns.previous_deliveries'), 'count'),
      column('amount_eur', label('columns.amount'), 'money'),
      column('visits_completed', label('columns.visits_completed'), 'count'),
      column('on_time_share', label('columns.on_time'), 'percent'),
      column('km_planned', label('columns.km_planned'), 'number'),
    ],
    drawn: ['deliveries', 'previous_deliveries'],
    rows: report.rows.map((row) => ({
      label: row.label,
      deliveries: row.deliveries,
      previous_deliveries: row.previous?.deliveries ?? null,
      amount_eur: row.amount_eur,
      visits_completed: row.visits_completed,
      on_time_share: percent(row.on_time_share),
      km_planned: row.km_planned,
    })),
  };
}
