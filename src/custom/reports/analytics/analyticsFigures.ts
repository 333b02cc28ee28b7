import type { DormantReply, GeographicReply, MoverRow, TrendReply, WeekdayReply } from '../../../domain/reports';
import { DISPLAY_LOCALE, formatDate } from '../../../i18n/format';
import type { FigureSet } from '../../../ui/charts/figures';

// The analytics replies as figure sets (src/ui/charts/figures.ts): each chart and the table beside it
// read the same rows. `label` translates a bakery.reports.* key.

export type Label = (key: string) => string;

/** Daily sales and their trailing moving average. */
export function trendSet(reply: TrendReply, label: Label): FigureSet {
  return {
    category: { key: 'date', label: label('columns.day'), kind: 'text' },
    series: [
      { key: 'amount_eur', label: label('columns.amount'), kind: 'money' },
      { key: 'moving_average_eur', label: label('columns.moving_average'), kind: 'money' },
      { key: 'orders', label: label('columns.orders'), kind: 'count' },
    ],
    drawn: ['amount_eur', 'moving_average_eur'],
    rows: reply.points.map((point) => ({
      date: formatDate(point.date),
      amount_eur: point.amount_eur,
      moving_average_eur: point.moving_average_eur,
      orders: point.orders,
    })),
  };
}

/** 1 = Monday … 7 = Sunday, in Arabic (2024-01-01 was a Monday). */
export function weekdayName(weekday: number): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/** The average day's sales per weekday, Monday first. */
export function weekdaySet(reply: WeekdayReply, label: Label): FigureSet {
  return {
    category: { key: 'weekday', label: label('columns.weekday'), kind: 'text' },
    series: [
      { key: 'average_eur', label: label('columns.average_day'), kind: 'money' },
      { key: 'amount_eur', label: label('columns.amount'), kind: 'money' },
      { key: 'orders', label: label('columns.orders'), kind: 'count' },
    ],
    drawn: ['average_eur'],
    rows: [...reply.days]
      .sort((a, b) => a.weekday - b.weekday)
      .map((day) => ({ weekday: weekdayName(day.weekday), average_eur: day.average_eur, amount_eur: day.amount_eur, orders: day.orders })),
  };
}

/** Top or falling shops or products: this period against the previous. */
export function moversSet(rows: readonly MoverRow[], nameLabel: string, label: Label): FigureSet {
  return {
    category: { key: 'name', label: nameLabel, kind: 'text' },
    series: [
      { key: 'amount_eur', label: label('columns.amount'), kind: 'money' },
      { key: 'previous_amount_eur', label: label('columns.previous_amount'), kind: 'money' },
      { key: 'change_eur', label: label('columns.change_eur'), kind: 'money' },
      { key: 'change_share', label: label('columns.change'), kind: 'percent' },
    ],
    drawn: ['amount_eur', 'previous_amount_eur'],
    rows: rows.map((row) => ({
      name: row.name,
      amount_eur: row.amount_eur,
      previous_amount_eur: row.previous_amount_eur,
      change_eur: row.change_eur,
      change_share: row.change_share === null ? null : row.change_share * 100,
    })),
  };
}

/** Shops that stopped ordering, longest silence first. */
export function dormantSet(reply: DormantReply, label: Label): FigureSet {
  return {
    category: { key: 'name', label: label('columns.store'), kind: 'text' },
    series: [
      { key: 'days_since', label: label('columns.days_since'), kind: 'count' },
      { key: 'usual_interval_days', label: label('columns.usual_interval'), kind: 'number' },
      { key: 'last_order_date', label: label('columns.last_order'), kind: 'text' },
    ],
    drawn: ['days_since', 'usual_interval_days'],
    rows: [...reply.shops]
      .sort((a, b) => b.days_since - a.days_since)
      .map((shop) => ({
        name: shop.name,
        days_since: shop.days_since,
        usual_interval_days: shop.usual_interval_days,
        last_order_date: formatDate(shop.last_order_date),
      })),
  };
}

/** Sales by region, every shop counted, with or without coordinates. */
/** `regionName` gives a region's Arabic name (the stores' region enum); the reply has its key. */
export function regionsSet(reply: GeographicReply, label: Label, regionName: Label): FigureSet {
  return {
    category: { key: 'region', label: label('columns.region'), kind: 'text' },
    series: [
      { key: 'amount_eur', label: label('columns.amount'), kind: 'money' },
      { key: 'orders', label: label('columns.orders'), kind: 'count' },
      { key: 'shops', label: label('columns.shops'), kind: 'count' },
    ],
    drawn: ['amount_eur'],
    rows: reply.regions.map((region) => ({
      region: region.region === '' ? label('no_region') : regionName(region.region),
      amount_eur: region.amount_eur,
      orders: region.orders,
      shops: region.shops,
    })),
  };
}
