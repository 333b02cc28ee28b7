import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { ApiError, forbidden } from '../lib/errors';

// Cross-site writes. SameSite=Strict is not enough: another port of the same host is the same site, and
// a page there may post a form or a no-preflight fetch (text/plain, multipart) with our cookie. So the
// API reads bodies only as JSON (which a browser sends cross-origin only after a preflight we never
// answer), multipart only where a route takes an upload, and refuses any other origin the browser names.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data upload (a product image, a CSV import). */
    upload?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `origin` is this server as the browser reached it: scheme, host and port of the request. The
 * Host header (and X-Forwarded-Host/Proto with TRUST_PROXY, which Fastify's request.host/protocol read)
 * is what the browser put in the address bar, also behind Vite's proxy, which keeps it.
 */
export function isOwnOrigin(origin: string, request: Pick<FastifyRequest, 'protocol' | 'host'>): boolean {
  try {
    // URL drops default ports, so http://bakery and http://bakery:80 are one origin.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage.
    return false;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

export function browserDefences(api: FastifyInstance, _ctx: AppContext): void {
  // No route reads text; left in place, it is a body another site may send without a preflight.
  api.removeContentTypeParser('text/plain');

  // onRequest: before the body is read and before the session is looked at.
  api.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request)) throw forbidden(messages.crossSiteRefused);
    if (!WRITES.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(messages.crossSiteRefused);
    if (!hasBody(request)) return;
    const type = mediaType(request);
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && request.routeOptions.config?.upload) return;
    throw new ApiError(415, messages.contentTypeRefused);
  });
}
