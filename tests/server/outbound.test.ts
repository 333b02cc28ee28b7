import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/domain/messages';
import type { ScheduleReply } from '../../src/domain/schedule';
import { OutboundError, outboundClient } from '../../server/lib/outbound';
import { startTestServer, type TestServer } from './helpers';
import { product, USERS } from './ordersKit';
import { api } from './productsKit';
import { addStore, dayFromToday, dayOrder } from './scheduleKit';

// Issue 23, fault 1: a URL setting must not point the server at itself. The names below resolve to
// loopback through a stand-in for the system resolver (dns.lookup, which Node's own HTTP clients and
// fetch use), and a listener on loopback redirects every request to a second one: no request may reach
// either through a configured URL unless ALLOW_PRIVATE_URLS is set, and no redirect is ever followed.

const INSIDE = 'inside.bakery.test';
const MIXED = 'mixed.bakery.test';
const ANSWERS: Record<string, dns.LookupAddress[]> = {
  [INSIDE]: [{ address: '127.0.0.1', family: 4 }],
  // A public address first, then loopback: one inside answer is enough to refuse.
  [MIXED]: [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
};

const realLookup = dns.lookup;
const lookups: string[] = [];

interface Listener {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<Listener> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let target: Listener;
let redirector: Listener;

beforeAll(async () => {
  dns.lookup = ((host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    const answers = ANSWERS[host];
    if (!answers) return (realLookup as (...args: unknown[]) => void)(host, options, callback);
    lookups.push(host);
    if (all) process.nextTick(done, null, answers);
    else process.nextTick(done, null, answers[0]!.address, answers[0]!.family);
  }) as typeof dns.lookup;
  target = await listen((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  redirector = await listen((_request, response) =>
    response.writeHead(302, { location: `http://127.0.0.1:${target.port}/search?q=x` }).end(),
  );
});
afterAll(async () => {
  dns.lookup = realLookup;
  await target?.close();
  await redirector?.close();
});
afterEach(() => {
  lookups.length = 0;
});

describe('configured URLs, through the API', () => {
  let closed: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    [closed, open] = await Promise.all([startTestServer({ config: { allowPrivateUrls: false } }), startTestServer()]);
  });
  afterAll(async () => {
    await closed?.close();
    await open?.close();
  });

  /** Sets the geocoder and road server to `base`, looks an address up and plans a day with two shops. */
  async function useEverything(server: TestServer, base: string) {
    const admin = await server.login('admin');
    const call = api(server, admin);
    const saved = await call.send('PUT', '/api/system/settings', { geocoderUrl: `${base}/search`, routingUrl: `${base}/osrm`, googleMapsApiKey: '' });
    expect(saved.status, saved.raw).toBe(200);
    const looked = await call.get('/api/geocode?address=Grand-Place');
    const day = dayFromToday(40);
    // A product of this server: the kit's cached one belongs to whichever server made it first.
    const productId = (await product(call, null)).id;
    for (const at of [{ lat: 50.86, lng: 4.35 }, { lat: 50.84, lng: 4.37 }])
      await dayOrder(call, await addStore(server, 'متجر الداخل', at), day, { distributorId: USERS.distributor, productId });
    const planned = await call.send('POST', '/api/distribution/system/trigger-schedule-generation', { schedule_date: day });
    expect(planned.status, planned.raw).toBe(200);
    return { looked, planned: planned.body.data as ScheduleReply };
  }

  it('calls nothing whose name resolves to loopback, though the setting is saved', async () => {
    const { looked, planned } = await useEverything(closed, `http://${INSIDE}:${redirector.port}`);
    expect(looked.status).toBe(502);
    expect(looked.body.message).toContain(errors.urlNotPublic);
    expect(planned.road_source).toBe('estimate');
    expect(lookups).toContain(INSIDE);
    expect(redirector.hits).toEqual([]);
    expect(target.hits).toEqual([]);
  });

  it('follows no redirect, even where private addresses are allowed', async () => {
    const { looked, planned } = await useEverything(open, `http://${INSIDE}:${redirector.port}`);
    expect(looked.status).toBe(502);
    expect(looked.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(planned.road_source).toBe('estimate');
    // The first hop is asked (ALLOW_PRIVATE_URLS), what it redirects to never.
    expect(redirector.hits.some((url) => url.startsWith('/search'))).toBe(true);
    expect(redirector.hits.some((url) => url.startsWith('/osrm/table/v1/driving/'))).toBe(true);
    expect(target.hits).toEqual([]);
    redirector.hits.length = 0;
  });
});

describe('the outbound client', () => {
  const closed = outboundClient({ allowPrivate: false });
  const open = outboundClient({ allowPrivate: true });
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof OutboundError ? error.reason : String(error)),
    );

  it('refuses literal, named and mixed inside addresses, and schemes other than http(s)', async () => {
    for (const url of [
      `http://127.0.0.1:${target.port}/`,
      `http://[::ffff:127.0.0.1]:${target.port}/`,
      `http://localhost:${target.port}/`,
      `http://${INSIDE}:${target.port}/`,
      `http://${MIXED}:${target.port}/`,
    ])
      expect(await reason(closed(url)), url).toBe('not-public');
    expect(await reason(closed('file:///etc/passwd'))).toBe('bad-url');
    expect(await reason(open(`http://user:secret@127.0.0.1:${target.port}/`))).toBe('bad-url');
    expect(target.hits).toEqual([]);
  });

  it('connects to the address it checked: one lookup a call', async () => {
    const reply = await open(`http://${INSIDE}:${target.port}/search`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual([]);
    expect(lookups).toEqual([INSIDE]);
    expect(target.hits).toEqual(['/search']);
    target.hits.length = 0;
  });

  it('stops at its time and size limits', async () => {
    const silent = await listen(() => {});
    const large = await listen((_request, response) => response.end(Buffer.alloc(64 * 1024, 'x')));
    try {
      expect(await reason(open(`http://127.0.0.1:${silent.port}/`, { timeoutMs: 100 }))).toBe('timeout');
      expect(await reason(open(`http://127.0.0.1:${large.port}/`, { maxBytes: 1024 }))).toBe('too-large');
      expect(await (await open(`http://127.0.0.1:${large.port}/`)).text()).toHaveLength(64 * 1024);
    } finally {
      await silent.close();
      await large.close();
    }
  });
});
