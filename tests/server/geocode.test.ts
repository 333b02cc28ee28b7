import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/domain/settings';
import { Geocoder } from '../../server/services/geocode';
import { startTestServer, type TestServer } from './helpers';

// Geocoding against a local stand-in for a Nominatim server: the tests never reach the internet.

interface Seen {
  url: URL;
  headers: http.IncomingHttpHeaders;
  at: number;
}

interface StandIn {
  url: string;
  seen: Seen[];
  stop(): Promise<void>;
}

const GRAND_PLACE = {
  place_id: 123456,
  osm_type: 'way',
  osm_id: 4242,
  lat: '50.8467',
  lon: '4.3525',
  display_name: 'Grand-Place, Bruxelles, 1000, Belgique',
  address: { road: 'Grand-Place', city: 'Bruxelles', postcode: '1000', country: 'Belgique', country_code: 'be' },
};

/** Answers like Nominatim's /search: a place for most queries, [] for "nowhere", nothing at all for "silent". */
async function startStandIn(): Promise<StandIn> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    seen.push({ url, headers: request.headers, at: Date.now() });
    const q = url.searchParams.get('q') ?? '';
    if (q.includes('silent')) return; // never answers: the caller's timeout must fire
    if (q.includes('broken')) {
      response.writeHead(500).end('oops');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(q.includes('nowhere') ? [] : [GRAND_PLACE]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: TestServer;
let admin: string;
let distributor: string;
let standIn: StandIn;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [admin, distributor] = await Promise.all([server.login('admin'), server.login('distributor')]);
  standIn = await startStandIn();
  const saved = await server.request({
    method: 'PUT',
    url: '/api/system/settings',
    cookie: admin,
    payload: { geocoderUrl: standIn.url, googleMapsApiKey: '' },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await standIn?.stop();
  await server?.close();
});

const lookup = (address: string, cookie = distributor) =>
  server.request({ method: 'GET', url: `/api/geocode?address=${encodeURIComponent(address)}`, cookie });

describe('GET /api/geocode', () => {
  it("answers in Google's shape from the Nominatim-compatible provider of the settings", async () => {
    const response = await lookup('Grand-Place 1, Bruxelles');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        status: 'OK',
        results: [
          {
            geometry: { location: { lat: 50.8467, lng: 4.3525 } },
            formatted_address: 'Grand-Place, Bruxelles, 1000, Belgique',
            place_id: 'osm:way:4242',
            address_components: [
              { long_name: 'Grand-Place', short_name: 'Grand-Place', types: ['route'] },
              { long_name: 'Bruxelles', short_name: 'Bruxelles', types: ['locality', 'political'] },
              { long_name: '1000', short_name: '1000', types: ['postal_code'] },
              { long_name: 'Belgique', short_name: 'BE', types: ['country', 'political'] },
            ],
          },
        ],
      },
    });
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request!.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'Grand-Place 1, Bruxelles',
      format: 'jsonv2',
      limit: '1',
      addressdetails: '1',
    });
    expect(request!.headers['user-agent']).toMatch(/bakery-backoffice/);
    expect(request!.headers['accept-language']).toBe('ar');
  });

  it('asks the provider once for the same address, whatever its spacing and case', async () => {
    const before = standIn.seen.length;
    const again = await lookup('  grand-place 1,   BRUXELLES ');
    expect(again.status).toBe(200);
    expect(again.body.data.results[0].place_id).toBe('osm:way:4242');
    expect(standIn.seen.length).toBe(before);
  });

  it('says the place was not found when the provider returns nothing', async () => {
    const response = await lookup('nowhere street 404');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      message: 'فشل في تحديد الموقع من العنوان: لم يتم العثور على الموقع',
    });
  });

  it('waits a second between two requests to the provider', async () => {
    const first = standIn.seen.length;
    await Promise.all([lookup('Rue Neuve 1, Bruxelles'), lookup('Rue Neuve 2, Bruxelles')]);
    const times = standIn.seen.slice(first).map((seen) => seen.at);
    expect(times).toHaveLength(2);
    expect(Math.abs(times[1]! - times[0]!)).toBeGreaterThanOrEqual(950);
  });

  it('refuses a short address naming the field, and strangers', async () => {
    const short = await lookup('ab');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'address', message: 'العنوان يجب أن يكون 3 أحرف على الأقل' }]);
    const missing = await server.request({ method: 'GET', url: '/api/geocode', cookie: distributor });
    expect(missing.body.errors[0].field).toBe('address');
    const stranger = await server.request({ method: 'GET', url: '/api/geocode?address=Bruxelles' });
    expect(stranger.status).toBe(401);
  });

  it('fails with the spec message when the provider errs or cannot be reached', async () => {
    const broken = await lookup('broken avenue 5');
    expect(broken.status).toBe(502);
    expect(broken.body.message).toBe('فشل في تحديد الموقع من العنوان: خدمة تحديد المواقع أعادت خطأ (500)');

    await standIn.stop();
    const refused = await lookup('Boulevard Anspach 10, Bruxelles', admin);
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      success: false,
      message: 'فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع',
    });
    // The cache still answers what it already knows.
    expect((await lookup('Grand-Place 1, Bruxelles')).status).toBe(200);

    const off = await server.request({
      method: 'PUT',
      url: '/api/system/settings',
      cookie: admin,
      payload: { geocoderUrl: '' },
    });
    expect(off.status).toBe(200);
    const unset = await lookup('Boulevard Anspach 10, Bruxelles');
    expect(unset.status).toBe(502);
    expect(unset.body.message).toBe('فشل في تحديد الموقع من العنوان: لم يتم إعداد خدمة تحديد المواقع');
  });
});

describe('the geocoder itself', () => {
  let local: StandIn;
  const settings = () => ({ ...DEFAULT_SETTINGS, geocoderUrl: local.url });

  beforeAll(async () => {
    local = await startStandIn();
  });
  afterAll(async () => {
    await local?.stop();
  });

  it('gives up after its timeout', async () => {
    const geocoder = new Geocoder({ timeoutMs: 200, minIntervalMs: 0, allowPrivateUrls: true });
    await expect(geocoder.lookup('silent road 1', settings())).rejects.toMatchObject({
      statusCode: 502,
      message: 'فشل في تحديد الموقع من العنوان: انتهت مهلة الاتصال بخدمة تحديد المواقع',
    });
  });

  it('refuses with 429 when the queue for the provider is too long', async () => {
    const geocoder = new Geocoder({ minIntervalMs: 200, maxWaitMs: 300, allowPrivateUrls: true });
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((letter) => geocoder.lookup(`Rue ${letter}, Bruxelles`, settings())),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 429,
        message: 'طلبات كثيرة، يرجى الانتظار قليلاً',
      });
    }
  });

  it('keeps at most its size in the cache, dropping the least recently used, and forgets after the time to live', async () => {
    let now = 0;
    const geocoder = new Geocoder({ minIntervalMs: 0, cacheSize: 2, cacheTtlMs: 1000, now: () => now, allowPrivateUrls: true });
    const count = () => local.seen.length;
    const start = count();
    await geocoder.lookup('Rue one', settings());
    await geocoder.lookup('Rue two', settings());
    await geocoder.lookup('Rue one', settings()); // "one" is now the most recent
    await geocoder.lookup('Rue three', settings()); // drops "two"
    expect(count() - start).toBe(3);
    await geocoder.lookup('Rue one', settings());
    expect(count() - start).toBe(3);
    await geocoder.lookup('Rue two', settings());
    expect(count() - start).toBe(4);
    now += 1001;
    await geocoder.lookup('Rue two', settings());
    expect(count() - start).toBe(5);
  });
});

describe("Google's geocoder, when a key is set", () => {
  let google: { url: string; seen: URL[]; stop(): Promise<void> };

  /** Answers like Google's /geocode/json, its status chosen by a word in the address. */
  beforeAll(async () => {
    const seen: URL[] = [];
    const standIn = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      seen.push(url);
      const address = url.searchParams.get('address') ?? '';
      const status = address.includes('nowhere')
        ? 'ZERO_RESULTS'
        : address.includes('busy')
          ? 'OVER_QUERY_LIMIT'
          : address.includes('denied')
            ? 'REQUEST_DENIED'
            : 'OK';
      const results =
        status === 'OK'
          ? [
              { formatted_address: 'Pas de geometry' },
              {
                geometry: { location: { lat: 51.2194, lng: 4.4025 } },
                formatted_address: 'Groenplaats, 2000 Antwerpen, België',
                place_id: 'ChIJ-stand-in',
                address_components: [{ long_name: 'Antwerpen', short_name: 'Antwerpen', types: ['locality'] }],
              },
            ]
          : [];
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status, results }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.address() as AddressInfo;
    google = {
      url: `http://127.0.0.1:${port}/maps/api/geocode/json`,
      seen,
      stop: () => new Promise<void>((resolve) => standIn.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await google?.stop();
  });

  // The Nominatim URL is set too: the key wins.
  const settings = () => ({
    ...DEFAULT_SETTINGS,
    googleMapsApiKey: ' test-key ',
    geocoderUrl: 'http://127.0.0.1:9/never',
  });
  const geocoder = () => new Geocoder({ minIntervalMs: 0, googleUrl: google.url, allowPrivateUrls: true });

  it('asks Google with the key and in Arabic, and answers its located results', async () => {
    const reply = await geocoder().lookup('Groenplaats 1, Antwerpen', settings());
    expect(reply).toEqual({
      status: 'OK',
      results: [
        {
          geometry: { location: { lat: 51.2194, lng: 4.4025 } },
          formatted_address: 'Groenplaats, 2000 Antwerpen, België',
          place_id: 'ChIJ-stand-in',
          address_components: [{ long_name: 'Antwerpen', short_name: 'Antwerpen', types: ['locality'] }],
        },
      ],
    });
    const asked = google.seen.at(-1)!;
    expect(asked.searchParams.get('address')).toBe('Groenplaats 1, Antwerpen');
    expect(asked.searchParams.get('key')).toBe('test-key');
    expect(asked.searchParams.get('language')).toBe('ar');
  });

  it("turns Google's statuses into the spec's messages", async () => {
    await expect(geocoder().lookup('nowhere 1, Gent', settings())).rejects.toMatchObject({
      statusCode: 404,
      message: 'فشل في تحديد الموقع من العنوان: لم يتم العثور على الموقع',
    });
    await expect(geocoder().lookup('busy 1, Gent', settings())).rejects.toMatchObject({
      statusCode: 429,
      message: 'طلبات كثيرة، يرجى الانتظار قليلاً',
    });
    await expect(geocoder().lookup('denied 1, Gent', settings())).rejects.toMatchObject({
      statusCode: 502,
      message: 'فشل في تحديد الموقع من العنوان: خدمة تحديد المواقع أعادت خطأ (REQUEST_DENIED)',
    });
  });
});
