import type { FastifyRequest } from 'fastify';

// What the server's log may hold. Query strings carry searched names and phones, bodies and headers
// carry passwords and session cookies, and a failed query's parameters are the rows' own data: a log
// line names the route pattern and its ids, and an error its type, code and a message without values.

type LoggedError = Error & { code?: unknown; cause?: unknown };

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps the SQL; PostgreSQL's `... : "<value>"` loses the value. */
export function withoutValues(message: string): string {
  return message
    .replace(/\s*params:[\s\S]*$/, '')
    .replace(/: "(?:[^"\\]|\\.)*"$/, ': "…"')
    .slice(0, 2000);
}

function codeOf(error: LoggedError): string | undefined {
  if (typeof error.code === 'string' || typeof error.code === 'number') return String(error.code);
  const cause = error.cause as LoggedError | undefined;
  if (cause && typeof cause === 'object' && (typeof cause.code === 'string' || typeof cause.code === 'number'))
    return String(cause.code);
  return undefined;
}

/** An error as the log keeps it: never its `params`, `detail` (PostgreSQL's "Key (email)=(...)") or `query` object. */
export function loggedError(value: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(value instanceof Error)) return { type: typeof value, message: '', stack: '' };
  const error = value as LoggedError;
  const message = withoutValues(error.message);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.constructor?.name || error.name,
    code: codeOf(error),
    message,
    ...(cause ? { cause: { type: cause.constructor?.name || cause.name, message: withoutValues(cause.message) } } : {}),
    stack: error.stack?.replace(error.message, message) ?? '',
  };
}

/** Fastify's logger serializers (`req` is given the Fastify request); `res` keeps Fastify's: the status code. */
export const logSerializers = {
  req(request: FastifyRequest) {
    const route = request.routeOptions?.url;
    return {
      method: request.method,
      // A path no route matched is logged without its query string.
      ...(route ? { route, params: request.params } : { path: (request.url ?? '').split('?')[0] }),
    };
  },
  err: loggedError,
};
