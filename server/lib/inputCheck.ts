import { MAX_ID } from '../../src/domain/schemas/common';
import { errors as messages, validation } from '../../src/domain/messages';
import { badRequest } from './errors';

// What no route may ever read, whatever its schema says (issue 12; see plugins/inputGuard.ts): text
// PostgreSQL refuses mid-statement, after earlier writes of a transaction (a NUL byte, a lone UTF-16
// surrogate), infinite numbers, nesting past MAX_DEPTH and ids outside an int4. The input guard checks
// JSON bodies, queries and paths; the routes that read multipart text fields or CSV cells check those
// with the same functions (issue 23).

// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadText = (value: string): boolean => BAD_TEXT.test(value);

/** Deeper than any body a screen sends (a product's info objects are the deepest, at three levels). */
const MAX_DEPTH = 32;

/** Keys whose digits are someone else's id, not a row of ours (a geocoder's place id). */
const FOREIGN_IDS = new Set(['place_id']);

const isIdKey = (key: string) => !FOREIGN_IDS.has(key) && (key === 'id' || key === 'ids' || /_ids?$/.test(key));

export const refuse = (field: string, message: string) => badRequest(message, [{ field: field || '_', message }]);

/** A decimal id (or, for a query, a comma list of them) outside 1..MAX_ID; other shapes are the schema's to refuse. */
function idOutOfRange(value: unknown): boolean {
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [value];
  return parts.some((part) => {
    const number = typeof part === 'number' ? part : typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : null;
    return number !== null && (number < 1 || number > MAX_ID);
  });
}

/** Walks `root` without recursion (a hostile body may nest thousands deep) and throws at the first bad value. */
export function checkInput(root: unknown, prefix: string, ids = true): void {
  const stack: { value: unknown; path: string; key: string; depth: number }[] = [
    { value: root, path: prefix, key: prefix, depth: 0 },
  ];
  while (stack.length) {
    const { value, path, key, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasBadText(value)) throw refuse(path, messages.textHasControlChars);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw refuse(path, validation.numberInvalid);
    } else if (value === null || typeof value !== 'object') continue;
    else if (depth >= MAX_DEPTH) throw refuse(path, messages.bodyNotObject);
    else {
      const array = Array.isArray(value);
      for (const [name, item] of Object.entries(value)) {
        if (hasBadText(name)) throw refuse(path, messages.textHasControlChars);
        const itemPath = path ? `${path}.${name}` : name;
        stack.push({ value: item, path: itemPath, key: array ? key : name, depth: depth + 1 });
      }
      continue;
    }
    if (ids && isIdKey(key) && idOutOfRange(value)) throw refuse(path, validation.idInvalid);
  }
}

