// Spreadsheet-safe cells. A cell that starts with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before reading a formula) is run as a formula when the file is opened; a leading
// single quote makes it plain text. Numbers and booleans are written as they are.

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every cell of a row made safe, keys kept in order. */
export function safeRow<T extends Record<string, unknown>>(row: T): Record<keyof T, string | number | boolean> {
  const out = {} as Record<keyof T, string | number | boolean>;
  for (const key of Object.keys(row) as (keyof T)[]) out[key] = safeCell(row[key]);
  return out;
}
