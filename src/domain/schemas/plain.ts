// The number and text rules every schema shares that need no zod (issue 12): ./common builds the schemas
// on them. Apart, so that the UI's first page (an address's record id, an order's update body) loads no zod.

/** The largest value of a PostgreSQL integer (int4) column, and so the largest id. */
export const MAX_INT32 = 2_147_483_647;
export const MAX_ID = MAX_INT32;
/** The largest amount a numeric(14,2) money column holds. */
export const MAX_MONEY = 999_999_999_999.99;

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as forms, queries and CSV cells send it: a finite number stays, a trimmed decimal string
 * becomes its number (with `comma`, one decimal comma is read as a point, as Arabic and Belgian users
 * type it). Anything else is returned unchanged, so the schema after it refuses it with its own message.
 */
export function decimalInput(value: unknown, comma = false): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value !== 'string') return value;
  let text = value.trim();
  if (comma && /^[+-]?\d*,\d+$/.test(text)) text = text.replace(',', '.');
  return DECIMAL_TEXT.test(text) ? Number(text) : value;
}

/** An id as text: plain digits, no sign, space or leading zero ('+1', ' 1' and '01' name no row). */
export const ID_TEXT = /^[1-9]\d*$/;

/** Whole cents only: 0.1 + 0.2 style float noise below a thousandth of a cent is tolerated. */
export const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A row id as an address gives it ('12', from /vehicles/edit/12 or ?duplicate=12): the number, or null
 * for anything else ('abc', '0', '1.5', beyond an int4), so a screen says "invalid id" without a call.
 */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Trimmed text, or null when blank or missing: how the forms send an optional text they hold. */
export function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
}
