import { safeCell } from '../../domain/csv';
import { toCsv } from '../../domain/csvTable';
import { toNumber } from '../../i18n/format';
import type { FigureColumn, FigureRow, FigureSet } from './figures';

/** A figure as a number (the API may send money as '12.50'; '-5.00' must stay a number, not get quoted). */
function cell(row: FigureRow, column: FigureColumn): string | number | boolean {
  const value = row[column.key];
  if (column.kind === 'text') return safeCell(value ?? '');
  return toNumber(value) ?? '';
}

/**
 * A FigureSet as the CSV file of what the table shows: a header of the columns' labels, then one line per
 * row with the raw figures (a spreadsheet sums 1234.5, not '1,234.50 €'), formula-like text neutralised.
 */
export function figuresCsv(set: FigureSet): string {
  const columns = [set.category, ...set.series];
  const header = columns.map((column) => safeCell(column.label));
  const lines = set.rows.map((row) => columns.map((column) => cell(row, column)));
  return toCsv([header, ...lines]);
}
