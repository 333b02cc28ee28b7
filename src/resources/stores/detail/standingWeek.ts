import type { StandingOrderRecord, StandingSuggestion } from '../../../domain/standing';

// The week grid's state: one row per product and size, one text per weekday (what the cell shows while typed).

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A day field's value that is a whole day (not empty, not half typed). */
export const wholeDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface WeekRow {
  product_id: number;
  /** The size or weight the row orders (issue 30); absent for a product sold as itself. */
  variant_id?: number;
  cells: Record<number, string>;
}

/** One size or weight of a product, as the grid offers it. */
export interface SizeOption {
  id: number;
  name: string;
}

/** A row's key: its product and size. */
export const rowKey = (row: { product_id: number; variant_id?: number | null }) => `${row.product_id}:${row.variant_id ?? ''}`;

export function rowsOf(record: StandingOrderRecord): WeekRow[] {
  const rows = new Map<string, WeekRow>();
  for (const line of record.lines) {
    const key = rowKey(line);
    const row = rows.get(key) ?? { product_id: line.product_id, ...(line.variant_id != null ? { variant_id: line.variant_id } : {}), cells: {} };
    row.cells[line.weekday] = String(line.quantity);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * The sizes of `productId` a new row may still take (issue 30): those no row orders yet. A product with
 * sizes is sold only as one of them, so adding it asks which.
 */
export function freeSizes(productId: number, sizes: ReadonlyMap<number, readonly SizeOption[]>, rows: readonly WeekRow[]): SizeOption[] {
  return (sizes.get(productId) ?? []).filter((size) => !rows.some((row) => row.product_id === productId && row.variant_id === size.id));
}

/** The products a new row may name: one without sizes not in the grid yet, one with a size not in it yet. */
export function productsToAdd<T extends { id: number }>(products: readonly T[], sizes: ReadonlyMap<number, readonly SizeOption[]>, rows: readonly WeekRow[]): T[] {
  return products.filter((product) =>
    sizes.get(product.id)?.length ? freeSizes(product.id, sizes, rows).length > 0 : !rows.some((row) => row.product_id === product.id),
  );
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
export function linesOf(rows: readonly WeekRow[]): { weekday: number; product_id: number; variant_id?: number; quantity: number }[] | null {
  const lines = [];
  for (const row of rows) {
    for (const weekday of WEEKDAYS) {
      const units = cellUnits(row.cells[weekday]);
      if (units === null) return null;
      const size = row.variant_id === undefined ? {} : { variant_id: row.variant_id };
      if (units > 0) lines.push({ weekday, product_id: row.product_id, ...size, quantity: units });
    }
  }
  return lines;
}

/** Every size's name: the shop's sizes on sale, and those the kept lines and changes name (issue 30). */
export function sizeNamesOf(sizes: ReadonlyMap<number, readonly SizeOption[]>, record: StandingOrderRecord): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of [...record.lines, ...record.exceptions]) if (line.variant_id != null && line.variant_name) names.set(line.variant_id, line.variant_name);
  for (const list of sizes.values()) for (const size of list) names.set(size.id, size.name);
  return names;
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
