import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * Node's own refusals, before Fastify has a request (Fastify's clientErrorHandler): headers past Node's
 * limit (431), a request line or header it cannot parse (400), a client too slow to send its request
 * (408). Fastify's default answers them in English; the body here is the API's Arabic envelope. What
 * Node answers without this event (see the README) stays as Node writes it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, field] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.headersTooLarge, 'headers']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.requestTimeout, '_']
        : [400, messages.requestMalformed, '_'];
  const body = JSON.stringify({ success: false, message, errors: [{ field, message }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
