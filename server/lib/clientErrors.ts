import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errors as messages } from '../../src/domain/messages';

// Fastify's own refusals (a body it cannot parse, too large or of an unknown type, a URL it cannot
// route) carry English messages; the client gets our Arabic one for the status instead, and the field
// is the body or the address as a whole.

const BY_STATUS: Record<number, string> = {
  404: messages.routeNotFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  414: messages.uriTooLong,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/** The status, Arabic message and field list of a client error Fastify raised. */
export function clientError(error: Pick<FastifyError, 'statusCode' | 'code'>) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // The request line itself (a bad escape, a path segment too long) rather than the body.
  const field = status === 414 || error.code === 'FST_ERR_BAD_URL' ? 'url' : '_';
  const message = BY_STATUS[status] ?? messages.invalidData;
  return { status, body: { success: false as const, message, errors: [{ field, message }] } };
}

/** Errors the router raises before any hook or handler runs (Fastify's frameworkErrors option). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = clientError(error);
  void reply.code(status).header('Cache-Control', 'no-store').send(body);
}
