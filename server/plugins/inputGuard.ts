import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_ID } from '../../src/domain/schemas/common';
import { errors as messages, validation } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';

// One guard before every API route (issue 12). It runs after the body is parsed and before the session
// is read, and refuses what no route may ever see, whatever its schema says: a NUL byte or a lone UTF-16
// surrogate in any text (PostgreSQL refuses both mid-statement, after earlier writes of a transaction),
// a number JSON made infinite (1e400), nesting deep enough to exhaust the stack of a later
// JSON.stringify, a JSON body that is not an object, and an id outside a PostgreSQL integer in a query or
// a body. An id in the path is left to its route, whose params schema refuses it with the entity's own
// message ('معرف المركبة غير صحيح'); every route parses its params. The domain schemas then check each
// field's own type and range.

/** Deeper than any body a screen sends (a product's info objects are the deepest, at three levels). */
const MAX_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Keys whose digits are someone else's id, not a row of ours (a geocoder's place id). */
const FOREIGN_IDS = new Set(['place_id']);

const isIdKey = (key: string) => !FOREIGN_IDS.has(key) && (key === 'id' || key === 'ids' || /_ids?$/.test(key));

const refuse = (field: string, message: string) => badRequest(message, [{ field: field || '_', message }]);

/** A decimal id (or, for a query, a comma list of them) outside 1..MAX_ID; other shapes are the schema's to refuse. */
function idOutOfRange(value: unknown): boolean {
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [value];
  return parts.some((part) => {
    const number = typeof part === 'number' ? part : typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : null;
    return number !== null && (number < 1 || number > MAX_ID);
  });
}

/** Walks `root` without recursion (a hostile body may nest thousands deep) and throws at the first bad value. */
function check(root: unknown, prefix: string, ids = true): void {
  const stack: { value: unknown; path: string; key: string; depth: number }[] = [
    { value: root, path: prefix, key: prefix, depth: 0 },
  ];
  while (stack.length) {
    const { value, path, key, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) throw refuse(path, messages.textHasControlChars);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw refuse(path, validation.numberInvalid);
    } else if (value === null || typeof value !== 'object') continue;
    else if (depth >= MAX_DEPTH) throw refuse(path, messages.bodyNotObject);
    else {
      const array = Array.isArray(value);
      for (const [name, item] of Object.entries(value)) {
        if (BAD_TEXT.test(name)) throw refuse(path, messages.textHasControlChars);
        const itemPath = path ? `${path}.${name}` : name;
        stack.push({ value: item, path: itemPath, key: array ? key : name, depth: depth + 1 });
      }
      continue;
    }
    if (ids && isIdKey(key) && idOutOfRange(value)) throw refuse(path, validation.idInvalid);
  }
}

function guard(request: FastifyRequest): void {
  check(request.params, '', false);
  check(request.query, '');
  const body = request.body;
  // No body, an empty one, or a multipart upload (whose parts each route reads and checks itself).
  if (body === undefined || body === '' || request.isMultipart()) return;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refuse('_', messages.bodyNotObject);
  check(body, '');
}

export function inputGuard(api: FastifyInstance, _ctx: AppContext): void {
  api.addHook('preValidation', async (request) => guard(request));
}
