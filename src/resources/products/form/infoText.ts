import { INFO_TEXT_KEY } from './productPayload';

// Supplier, nutritional and allergen information are text or an object (spec 002 section 3). The form
// edits text; an object is shown as one "label: value" line per part until the user rewrites it, with
// the detail page's labels of those parts.

type Translate = (key: string, options?: Record<string, unknown>) => string;

function partText(value: unknown): string {
  if (Array.isArray(value)) return value.map(partText).filter(Boolean).join('، ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value === null || value === undefined ? '' : String(value);
}

/** The text an info value reads as in the form: the text itself, an object's one text, or its parts. */
export function infoToText(value: unknown, translate: Translate): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return partText(value);
  const entries = Object.entries(value as Record<string, unknown>).filter(([, part]) => partText(part) !== '');
  if (entries.length === 1 && entries[0]![0] === INFO_TEXT_KEY) return partText(entries[0]![1]);
  return entries
    .map(([key, part]) => `${translate(`bakery.products.show.info_keys.${key}`, { _: key })}: ${partText(part)}`)
    .join('\n');
}
