import { isoDate } from '../domain/schemas/common';

// How a form holds a day: the API's 'YYYY-MM-DD' string, or null. Staff see and type DD/MM/YYYY.

/** What staff see and type, whatever the browser's locale. */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** What the API sends and takes, and so what the form holds. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/**
 * What the form holds while the typed day is unfinished or does not exist (31/02): not null, so an
 * optional date typed half-way is refused instead of being saved as "no date".
 */
export const UNFINISHED_DATE = 'unfinished-date';

/** The server's own message (isoDate's) for a day that is not one, as a translation key. */
export const DATE_INVALID = 'bakery.validation.dateInvalid';

/** The server's own message (isoDate's) for a form value that is not a real day; null when it is, or empty. */
export function dateProblem(value: unknown): { message: string; args: Record<string, unknown> } | null {
  if (value === null || value === undefined || value === '') return null;
  // Records may carry a timestamp; the day is what the API reads of it (see toPaymentInput).
  return isoDate.safeParse(String(value).slice(0, 10)).success
    ? null
    : { message: DATE_INVALID, args: {} };
}
