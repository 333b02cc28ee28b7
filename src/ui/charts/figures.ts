import { EMPTY_VALUE, formatMoney, formatNumber, toNumber } from '../../i18n/format';

// One set of figures feeds a chart and the table beside it, so the two cannot disagree: both read the
// same rows through the same formatter. A report turns its server reply into a FigureSet once.

export type FigureKind = 'money' | 'count' | 'quantity' | 'percent' | 'number' | 'text';

export interface FigureColumn {
  key: string;
  /** Already translated. */
  label: string;
  kind: FigureKind;
  /** What the table shows for a missing figure when it means something ("بلا حد" for no credit limit). */
  blank?: string;
}

export type FigureRow = Record<string, string | number | null>;

export interface FigureSet {
  /** The column the chart's axis runs along (a day, a shop, a product...). */
  category: FigureColumn;
  /** The columns drawn as series; the table shows them all, the chart those of `drawn` (all by default). */
  series: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** Keys of `series` the chart draws (a count beside euros would flatten the euros' bars). */
  drawn?: readonly string[];
}

/** A figure as the table and the chart's tooltip show it: Latin digits, euros with their symbol. */
export function formatFigure(kind: FigureKind, value: string | number | null | undefined): string {
  if (kind === 'text') return value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);
  const number = toNumber(value);
  if (number === null) return EMPTY_VALUE;
  switch (kind) {
    case 'money':
      return formatMoney(number);
    case 'percent':
      return formatNumber(number / 100, { style: 'percent', maximumFractionDigits: 1 });
    case 'count':
      return formatNumber(number, { maximumFractionDigits: 0 });
    default:
      return formatNumber(number, { maximumFractionDigits: 2 });
  }
}

/** The series a chart draws, in the set's order. */
export function drawnSeries(set: FigureSet): FigureColumn[] {
  return set.series.filter((column) => !set.drawn || set.drawn.includes(column.key));
}

/** A row's figure as a number for the chart; a missing figure is drawn as nothing, not as zero. */
export function figureValue(row: FigureRow, key: string): number | null {
  return toNumber(row[key]);
}
