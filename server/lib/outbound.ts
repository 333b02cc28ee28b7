import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, namesPrivateHost } from './publicUrl';

// Every call the server makes to a URL a setting names (the geocoder, the road server, and any later
// one) goes through this client, so a setting cannot point the server at itself, its cloud metadata
// service or the network behind it (issue 23). The host is resolved once; every address it resolves to
// must be public unless ALLOW_PRIVATE_URLS is set; the connection goes to the address that was checked
// (Node's own lookup is replaced, so a name that answers differently the second time gains nothing); a
// redirect is not followed (its target was never checked); and the reply has a time and a size limit.

export type OutboundFailure = 'not-public' | 'bad-url' | 'redirect' | 'too-large' | 'timeout' | 'unreachable';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundInit {
  headers?: Record<string, string>;
  /** Aborting ends the call as a timeout. */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface OutboundReply {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** A GET to a configured URL; the shape of fetch's, so a test can pass a stand-in instead. */
export type Outbound = (url: string | URL, init?: OutboundInit) => Promise<OutboundReply>;

const DEFAULT_TIMEOUT_MS = 10_000;
/** A road table of 100 x 100 points is about 200 kB; a geocoder's answer a few kB. */
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

interface Address {
  address: string;
  family: number;
}

/** Every address of a name, by the system's resolver (read at call time, so a test can stand in for it). */
function resolve(host: string): Promise<Address[]> {
  return new Promise((done, fail) =>
    dns.lookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? fail(error) : done(addresses))),
  );
}

function parseTarget(target: string | URL): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundError('bad-url', 'not a URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new OutboundError('bad-url', `refused URL scheme or credentials: ${url.protocol}`);
  return url;
}

/** The address to connect to: the literal itself, or the first of the checked answers for the name. */
async function checkedAddress(url: URL, allowPrivate: boolean): Promise<Address> {
  if (!allowPrivate && namesPrivateHost(url.href)) throw new OutboundError('not-public', 'the host is not public');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: Address[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new OutboundError('unreachable', `cannot resolve the host: ${(error as Error).message}`);
    }
  }
  if (!addresses.length) throw new OutboundError('unreachable', 'the host has no address');
  // One private answer is enough to refuse: which answer a later lookup would pick is not ours to know.
  if (!allowPrivate && addresses.some((answer) => isPrivateAddress(answer.address)))
    throw new OutboundError('not-public', 'the host resolves to an address that is not public');
  return addresses[0]!;
}

function get(url: URL, pinned: Address, init: OutboundInit): Promise<OutboundReply> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Address[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundReply>((done, fail) => {
    let settled = false;
    const finish = (error: OutboundError | null, reply?: OutboundReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
      if (error) {
        request.destroy();
        fail(error);
      } else done(reply!);
    };
    // No shared agent: a kept-alive socket would carry the call to whatever address it was opened for.
    const request = client.request(url, { method: 'GET', headers: init.headers, lookup, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        finish(new OutboundError('redirect', `HTTP ${status}: redirects are not followed`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) finish(new OutboundError('too-large', `the reply is larger than ${maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('error', (error) => finish(new OutboundError('unreachable', error.message)));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        finish(null, {
          status,
          ok: status >= 200 && status < 300,
          text: async () => body,
          json: async () => JSON.parse(body) as unknown,
        });
      });
    });
    const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => finish(new OutboundError('timeout', `no reply within ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => finish(new OutboundError('timeout', 'aborted'));
    if (init.signal?.aborted) onAbort();
    init.signal?.addEventListener('abort', onAbort);
    request.on('error', (error) => finish(new OutboundError('unreachable', error.message)));
    request.end();
  });
}

/** The client for the configured URLs; `allowPrivate` is the server's ALLOW_PRIVATE_URLS. */
export function outboundClient({ allowPrivate }: { allowPrivate: boolean }): Outbound {
  return async (target, init = {}) => {
    const url = parseTarget(target);
    return get(url, await checkedAddress(url, allowPrivate), init);
  };
}
