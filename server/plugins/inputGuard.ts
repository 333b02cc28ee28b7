import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { checkInput, refuse } from '../lib/inputCheck';

// One guard before every API route (issue 12). It runs after the body is parsed and before the session
// is read, and refuses what no route may ever see, whatever its schema says: a NUL byte or a lone UTF-16
// surrogate in any text (PostgreSQL refuses both mid-statement, after earlier writes of a transaction),
// a number JSON made infinite (1e400), nesting deep enough to exhaust the stack of a later
// JSON.stringify, a JSON body that is not an object, and an id outside a PostgreSQL integer in a query or
// a body. An id in the path is left to its route, whose params schema refuses it with the entity's own
// message ('معرف المركبة غير صحيح'); every route parses its params. The domain schemas then check each
// field's own type and range.

function guard(request: FastifyRequest): void {
  checkInput(request.params, '', false);
  checkInput(request.query, '');
  const body = request.body;
  // No body, an empty one, or a multipart upload (whose parts each route reads and checks with hasBadText).
  if (body === undefined || body === '' || request.isMultipart()) return;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refuse('_', messages.bodyNotObject);
  checkInput(body, '');
}

export function inputGuard(api: FastifyInstance, _ctx: AppContext): void {
  api.addHook('preValidation', async (request) => guard(request));
}
