import type { StandingOrderRecord, StandingSuggestion } from '../../../domain/standing';

// The week grid's state: one row per product, one text per weekday (what the cell shows while typed).

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A day field's value that is a whole day (not empty, not half typed). */
export const wholeDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface WeekRow {
  product_id: number;
  cells: Record<number, string>;
}

export function rowsOf(record: StandingOrderRecord): WeekRow[] {
  const rows = new Map<number, WeekRow>();
  for (const line of record.lines) {
    const row = rows.get(line.product_id) ?? { product_id: line.product_id, cells: {} };
    row.cells[line.weekday] = String(line.quantity);
    rows.set(line.product_id, row);
  }
  return [...rows.values()];
}

/** A cell's units: '' and 0 are none; anything but a whole number from 0 to 100000 is null (refused). */
export function cellUnits(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return 0;
  if (!/^\d{1,6}$/.test(value)) return null;
  const units = Number(value);
  return units <= 100_000 ? units : null;
}

/** The lines the grid says, or null when a cell is not a whole number in range. */
export function linesOf(rows: readonly WeekRow[]): { weekday: number; product_id: number; quantity: number }[] | null {
  const lines = [];
  for (const row of rows) {
    for (const weekday of WEEKDAYS) {
      const units = cellUnits(row.cells[weekday]);
      if (units === null) return null;
      if (units > 0) lines.push({ weekday, product_id: row.product_id, quantity: units });
    }
  }
  return lines;
}

/** Whether a row's cells already hold a suggestion's quantities. */
export const holdsSuggestion = (row: WeekRow, suggestion: StandingSuggestion) =>
  suggestion.days.every((day) => cellUnits(row.cells[day.weekday]) === day.suggested);

/** The row with the suggestion's quantities in its cells (0: an empty cell, none that day). */
export const withSuggestion = (row: WeekRow, suggestion: StandingSuggestion): WeekRow => ({
  ...row,
  cells: {
    ...row.cells,
    ...Object.fromEntries(suggestion.days.map((day) => [day.weekday, day.suggested ? String(day.suggested) : ''])),
  },
});
