import { vi } from 'vitest';

// A fetch stand-in for the provider tests: each call answers the next queued reply (a fresh Response,
// since a body reads once) and records the URL and init it was given.

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Make the call fail as the network does (fetch rejects with a TypeError). */
  networkError?: boolean;
  /** A body sent as it is, not as JSON (an HTML error page, an empty 204). */
  raw?: string;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function mockFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    const reply = queue.shift() ?? { body: { success: true, data: null } };
    if (reply.networkError) throw new TypeError('Failed to fetch');
    if (reply.raw !== undefined) return new Response(reply.raw || null, { status: reply.status ?? 200, headers: reply.headers });
    return jsonResponse(reply.body, reply.status ?? 200, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, method, body (parsed) and credentials of the n-th call. */
export function callOf(fetchMock: ReturnType<typeof mockFetch>, n = 0) {
  const call = fetchMock.mock.calls[n];
  if (!call) throw new Error(`fetch was not called ${n + 1} time(s)`);
  const [url, init = {}] = call;
  const headers = (init.headers ?? {}) as Record<string, string>;
  return {
    url,
    method: init.method,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    credentials: init.credentials,
    contentType: headers['Content-Type'],
  };
}
