import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { loggedError } from '../../server/lib/logging';
import { contentSecurityPolicy, tileSource } from '../../server/plugins/contentSecurity';
import { startTestServer, testConfig, type TestServer } from './helpers';
import { countRows } from './ordersKit';
import { api, multipartBody, newProduct, upload } from './productsKit';

// Issue 12, rows 9 and 10: writes from another origin (another port of the same host is the same site,
// so SameSite=Strict lets the cookie through), bodies a page elsewhere can send without a preflight, the
// Content-Security-Policy of the app's HTML, and log lines without query strings or row data.

const CROSS_SITE = { success: false, message: 'تم رفض الطلب لأنه صادر من موقع آخر' };
const NOT_JSON = { success: false, message: 'نوع محتوى الطلب غير مقبول، يجب إرسال البيانات بصيغة JSON' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let admin: string;
let call: ReturnType<typeof api>;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  call = api(server, admin);
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await server?.close();
});

/** Another app on the same database, with other settings. */
async function appWith(config: Partial<ServerConfig>, options: Partial<AppOptions> = {}) {
  const app = await buildApp({
    database: server.database,
    config: { ...testConfig(server.dataDir, server.databaseUrl), ...config },
    logger: false,
    ...options,
  });
  await app.ready();
  extraApps.push(app);
  return app;
}

const copiesOf = (name: string) =>
  countRows(server, sql`select count(*)::int as n from products where name like ${`${name} (Copy%`}`);
const productCount = () => countRows(server, sql`select count(*)::int as n from products`);

describe('cross-site writes', () => {
  it('row 9: a text/plain duplicate from another origin, with the cookie, is refused and copies nothing', async () => {
    const source = await call.get('/api/products/27');
    expect(source.status).toBe(200);
    const reply = await server.request({
      method: 'POST',
      url: '/api/products/27/duplicate',
      cookie: admin,
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
      payload: 'x',
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(CROSS_SITE);
    expect(await copiesOf(source.body.data.name)).toBe(0);
  });

  it('refuses a text/plain body even without an Origin, before the route runs', async () => {
    const before = await productCount();
    const reply = await server.request({
      method: 'POST',
      url: '/api/products/27/duplicate',
      cookie: admin,
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(NOT_JSON);
    expect(await productCount()).toBe(before);
  });

  it('refuses a JSON write from another origin, also another port of the same host', async () => {
    const before = await productCount();
    for (const origin of ['http://evil.example', 'http://bakery.test:5173', 'https://bakery.test:3000', 'null']) {
      const reply = await server.request({
        method: 'POST',
        url: '/api/products',
        cookie: admin,
        headers: { host: 'bakery.test:3000', origin },
        payload: newProduct('عبر المواقع'),
      });
      expect(reply.status, origin).toBe(403);
      expect(reply.body).toEqual(CROSS_SITE);
    }
    expect(await productCount()).toBe(before);
  });

  it('accepts a JSON write from our own origin, and one with no Origin (an API client)', async () => {
    const own = await server.request({
      method: 'POST',
      url: '/api/products',
      cookie: admin,
      headers: { host: 'bakery.test:3000', origin: 'http://bakery.test:3000', 'sec-fetch-site': 'same-origin' },
      payload: newProduct('من موقعنا'),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const defaultPort = await server.request({
      method: 'POST',
      url: '/api/products',
      cookie: admin,
      headers: { host: 'bakery.test', origin: 'http://bakery.test:80' },
      payload: newProduct('المنفذ الافتراضي'),
    });
    expect(defaultPort.status).toBe(201);
    expect((await call.send('POST', '/api/products', newProduct('بلا أصل'))).status).toBe(201);
  });

  it('refuses a write the browser marks cross-site, and a read from another origin', async () => {
    const write = await server.request({
      method: 'DELETE',
      url: '/api/products/27',
      cookie: admin,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual(CROSS_SITE);
    expect((await call.get('/api/products/27')).status).toBe(200);
    const read = await server.request({
      method: 'GET',
      url: '/api/products/27',
      cookie: admin,
      headers: { origin: 'http://evil.example' },
    });
    expect(read.status).toBe(403);
  });

  it('reads X-Forwarded-Host and -Proto only with TRUST_PROXY', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'bakery.example',
      'x-forwarded-proto': 'https',
      origin: 'https://bakery.example',
      'content-type': 'application/json',
      cookie: admin,
    };
    const payload = JSON.stringify({ status: 'active' });
    const direct = await appWith({});
    const notTrusted = await direct.inject({
      method: 'PATCH',
      url: '/api/products/27/toggle-status',
      headers: forwarded,
      payload,
    });
    expect(notTrusted.statusCode).toBe(403);
    const proxied = await appWith({ trustProxy: true });
    const trusted = await proxied.inject({
      method: 'PATCH',
      url: '/api/products/27/toggle-status',
      headers: forwarded,
      payload,
    });
    expect(trusted.statusCode, trusted.body).not.toBe(403);
    expect(trusted.statusCode).toBeLessThan(500);
  });
});

describe('multipart', () => {
  it('is refused on a route that takes no upload', async () => {
    const before = await productCount();
    const body = multipartBody('name', 'x.txt', 'text/plain', Buffer.from('مخبوز'));
    const reply = await server.request({
      method: 'POST',
      url: '/api/products',
      cookie: admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual(NOT_JSON);
    expect(await productCount()).toBe(before);
  });

  it('still uploads a product image and imports a CSV, from our own origin', async () => {
    const created = await call.send('POST', '/api/products', newProduct('صورة'));
    const image = multipartBody('image', 'a.png', 'image/png', PNG);
    const uploaded = await server.request({
      method: 'POST',
      url: `/api/products/${created.body.data.id}/image`,
      cookie: admin,
      payload: image.payload,
      headers: { ...image.headers, host: 'bakery.test:3000', origin: 'http://bakery.test:3000' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data.image_url).toMatch(/^\/api\/uploads\/products\/[a-f0-9]{32}\.png$/);
    const csv = `name,category,unit,price_eur\nمستورد عبر الحماية ${Date.now()},bread,piece,1.5\n`;
    const imported = await upload(server, admin, '/api/products/import', 'file', 'p.csv', 'text/csv', Buffer.from(csv));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toEqual({ imported: 1 });
  });
});

describe('Content-Security-Policy', () => {
  it('names the tile host, with {s} as a wildcard, and nothing for an empty or odd template', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.fr');
    expect(tileSource('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileSource('')).toBeNull();
    expect(tileSource('https://a.{s}.example.com/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource("https://x.example.com;script-src 'unsafe-inline'/{z}/{x}/{y}")).toBeNull();
    expect(contentSecurityPolicy('')).toContain("img-src 'self' data: blob:;");
  });

  it('comes with every HTML reply, from the settings of the moment', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-dist-'));
    try {
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><script type="module" src="/assets/app.js"></script>',
      );
      fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
      const ui = await appWith({ serveUi: true }, { distDir: dist });
      const setTiles = async (mapTileUrl: string) => {
        const saved = await call.send('PUT', '/api/system/settings', { mapTileUrl });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      };

      await setTiles('https://{s}.tile.example.org/{z}/{x}/{y}.png');
      for (const url of ['/orders/12', '/index.html']) {
        const page = await ui.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['content-security-policy']).toBe(
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
            "img-src 'self' data: blob: https://*.tile.example.org; connect-src 'self'; font-src 'self' data:; " +
            "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
        );
      }
      const script = await ui.inject({ method: 'GET', url: '/assets/app.js' });
      expect(script.headers['content-security-policy']).toBeUndefined();
      // Named by their hash, the built files are kept for good; the page that names them never is.
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await ui.inject({ method: 'GET', url: '/orders/12' })).headers['cache-control']).toBe('no-cache');

      await setTiles('');
      const plain = await ui.inject({ method: 'GET', url: '/' });
      expect(plain.headers['content-security-policy']).toContain("img-src 'self' data: blob:; connect-src");
    } finally {
      await call.send('PUT', '/api/system/settings', { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('logs', () => {
  it('keep an error without its SQL parameters, its detail or a value PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Jane Doe"'), {
      code: '22P02',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const failed = Object.assign(new Error('Failed query: select 1 where name = $1\nparams: Jane Doe'), {
      params: ['Jane Doe'],
      cause,
    });
    const kept = loggedError(failed);
    expect(JSON.stringify(kept)).not.toMatch(/Jane|jane@/);
    expect(kept).toMatchObject({
      code: '22P02',
      message: 'Failed query: select 1 where name = $1',
      cause: { message: 'invalid input syntax for type integer: "…"' },
    });
  });

  it('name the route and its ids, never the query string, the cookie or a failed query’s values', async () => {
    const lines: string[] = [];
    const logged = await appWith(
      { logLevel: 'info' },
      { logger: true, logStream: { write: (line) => lines.push(line) } },
    );
    const secret = 'Jane Doe 0470123456';
    const ask = (url: string) => logged.inject({ method: 'GET', url, headers: { cookie: admin } });

    expect((await ask(`/api/stores/1?search=${encodeURIComponent(secret)}`)).statusCode).toBe(200);
    // A failing query: PostgreSQL refuses it and Drizzle's message would carry the search as a parameter.
    await server.database.db.execute(sql`alter table stores rename to stores_hidden`);
    let failed;
    try {
      failed = await ask(`/api/stores?search=${encodeURIComponent(secret)}`);
    } finally {
      await server.database.db.execute(sql`alter table stores_hidden rename to stores`);
    }
    expect(failed.statusCode).toBe(500);

    const text = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
    expect(text).not.toContain('Jane');
    expect(text).not.toContain('search=');
    expect(text).not.toContain(admin.split('=')[1]);
    expect(entries.filter((entry) => entry.req).map((entry) => entry.req)).toEqual([
      { method: 'GET', route: '/api/stores/:id', params: { id: '1' } },
      { method: 'GET', route: '/api/stores', params: {} },
    ]);
    const error = entries.find((entry) => entry.msg === 'unhandled error');
    expect(error?.err).toMatchObject({ code: '42P01', message: expect.stringContaining('Failed query: ') });
    expect(error?.err.type).toEqual(expect.any(String));
  });
});
