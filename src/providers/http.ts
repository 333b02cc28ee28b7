import { HttpError } from 'react-admin';
import type { ApiEnvelope, ApiFieldError } from '../domain/types';
import { errors as messages } from '../domain/messages';
import { API_URL } from './apiUrl';

// The one way the browser talks to the API: JSON in and out, the session cookie always sent
// (`credentials: 'include'`), and every failure turned into react-admin's HttpError carrying the
// server's Arabic message, the status and the field errors in the shape react-admin's forms read.

export const NETWORK_ERROR_MESSAGE = 'خطأ في الاتصال بالخادم';

export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number | boolean | null | undefined)[];
export type Query = Record<string, QueryValue>;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The API base; API_URL unless a provider was created for another one. */
  baseUrl?: string;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function queryText(value: Exclude<QueryValue, readonly unknown[] | null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `{a: 1, b: undefined, c: ['x','y']}` -> `a=1&c=x%2Cy`: empty values are left out, arrays comma-joined. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const parts = (value as readonly unknown[])
        .filter((part) => part !== undefined && part !== null && part !== '')
        .map((part) => String(part));
      if (parts.length) params.append(key, parts.join(','));
      continue;
    }
    params.append(key, queryText(value as Exclude<QueryValue, readonly unknown[] | null | undefined>));
  }
  return params.toString();
}

export function buildUrl(path: string, query?: Query, baseUrl: string = API_URL): string {
  const base = /^https?:\/\//i.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const search = toQueryString(query);
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/** The message when a failed reply carries none of its own (a proxy's HTML page, an empty body). */
function fallbackMessage(status: number): string {
  if (status === 401) return messages.notSignedIn;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status === 409) return messages.conflict;
  if (status === 429) return messages.tooManyRequests;
  if (status >= 500) return messages.serverError;
  return messages.invalidData;
}

type FormErrors = { [field: string]: string | FormErrors };

/**
 * The server's `[{field, message}]` -> react-admin's submission errors: an object shaped like the form,
 * `{name: 'msg', items: {0: {quantity: 'msg'}}}` (ra-core's setSubmissionErrors walks nested objects into
 * `items.0.quantity`). A field-less error (`_` or empty) becomes `root.serverError`, which react-admin
 * shows as the form's notification. The first message of a field wins.
 */
export function toFormErrors(fieldErrors: readonly ApiFieldError[]): FormErrors {
  const out: FormErrors = {};
  for (const { field, message } of fieldErrors) {
    const path = !field || field === '_' ? ['root', 'serverError'] : field.split('.');
    let node: FormErrors = out;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const next = node[key];
      if (typeof next === 'string') {
        node = {};
        break;
      }
      node = next ?? (node[key] = {});
    }
    const leaf = path[path.length - 1]!;
    if (node[leaf] === undefined) node[leaf] = message;
  }
  return out;
}

function isFieldErrorList(value: unknown): value is ApiFieldError[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && typeof (item as ApiFieldError).message === 'string')
  );
}

/**
 * The HttpError of a failed reply. Its body is the server's body with `errors` as form errors (only when
 * the server named fields) and the original list kept as `fieldErrors`; a `Retry-After` header is kept as
 * `retryAfter` when the body has none. The error's message falls back to an Arabic text by status when the
 * server sent none (the body is left as the server sent it).
 */
export function toHttpError(status: number, serverBody: unknown, retryAfterHeader?: string | null): HttpError {
  const body: Record<string, unknown> =
    typeof serverBody === 'object' && serverBody !== null && !Array.isArray(serverBody) ? { ...(serverBody as Record<string, unknown>) } : {};
  const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage(status);
  if (isFieldErrorList(body.errors)) {
    const fieldErrors = body.errors;
    body.fieldErrors = fieldErrors;
    if (fieldErrors.length) body.errors = toFormErrors(fieldErrors);
    else delete body.errors;
  }
  if (body.retryAfter === undefined && retryAfterHeader && Number.isFinite(Number(retryAfterHeader))) {
    body.retryAfter = Number(retryAfterHeader);
  }
  return new HttpError(message, status, body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and returns the reply's envelope `{success, message?, data?}`. Throws HttpError on a
 * non-2xx status or `success: false`, and HttpError('خطأ في الاتصال بالخادم', 0) when the server cannot be
 * reached. An abort is rethrown as it is, so react-query sees a cancellation and not a failure.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<ApiEnvelope<T>> {
  const { method = 'GET', query, body, signal, baseUrl = API_URL } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (typeof FormData !== 'undefined' && body instanceof FormData) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, baseUrl), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError' || signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { success: false, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  }

  let json: unknown;
  try {
    json = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { success: false, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  }

  const envelope = (typeof json === 'object' && json !== null ? json : {}) as ApiEnvelope<T>;
  if (!response.ok || envelope.success === false) {
    throw toHttpError(response.status, json, response.headers.get('retry-after'));
  }
  if (typeof json !== 'object' || json === null) {
    // A 204 or an empty 200: nothing to read, and nothing went wrong.
    return { success: true } as ApiEnvelope<T>;
  }
  return envelope;
}

/** A file the server sends (an export): its content and the name from Content-Disposition. */
export interface Download {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** GET a file. A failure is read as the usual JSON envelope and thrown as an HttpError. */
export async function apiDownload(path: string, options: Pick<ApiFetchOptions, 'query' | 'signal' | 'baseUrl'> & { fallbackName: string }): Promise<Download> {
  const { query, signal, baseUrl = API_URL, fallbackName } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, baseUrl), { credentials: 'include', signal });
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError' || signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { success: false, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  }
  if (!response.ok) {
    let json: unknown = null;
    try {
      json = await readJson(response);
    } catch {
      json = null;
    }
    throw toHttpError(response.status, json, response.headers.get('retry-after'));
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition'), fallbackName) };
}
