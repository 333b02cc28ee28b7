import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { precompressDir } from '../../scripts/precompress';
import { startTestServer, testConfig, type TestServer } from './helpers';

// Issue 25, "the UI arrives fast": replies compressed (brotli, else gzip) by @fastify/compress, the built
// UI's files sent as compressed at build time (scripts/precompress.ts) and kept for a year.

let server: TestServer;
let manager: string;
let ui: FastifyInstance;
let dist: string;

/** A script large enough to be worth compressing, as the build writes them. */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `صف ${i}` })))};`;

beforeAll(async () => {
  server = await startTestServer();
  manager = await server.login('manager');
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>x</title>${'<!-- pad -->'.repeat(200)}`);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-4d5e6f.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'assets', 'font-7a8b9c.woff2'), Buffer.alloc(4096, 7));
  await precompressDir(dist);
  // Written after the build's compression: a file the build did not compress is compressed on the fly.
  fs.writeFileSync(path.join(dist, 'assets', 'late-0f0f0f.js'), SCRIPT);
  ui = await buildApp({
    database: server.database,
    config: { ...testConfig(server.dataDir, server.databaseUrl), serveUi: true },
    logger: false,
    distDir: dist,
  });
  await ui.ready();
});
afterAll(async () => {
  await ui?.close();
  await server?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, acceptEncoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('API replies', () => {
  it('a list is sent in brotli when the client takes it, in gzip when it takes only gzip, and plain otherwise', async () => {
    const plain = await get(server.app, '/api/stores?limit=50', undefined, manager);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(server.app, '/api/stores?limit=50', 'gzip, deflate, br, zstd', manager);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(server.app, '/api/stores?limit=50', 'gzip', manager);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // The API's own header stays: nothing of a signed-in reply is kept by a cache.
    expect(gz.headers['cache-control']).toBe('no-store');
  });

  it('a reply under 1 kB (a refusal in Arabic) is sent as it is', async () => {
    const refused = await get(server.app, '/api/stores', 'br');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.length).toBeLessThan(1024);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the built UI', () => {
  it('a hashed script is the build-time brotli or gzip file, kept for a year, and plain for a client without either', async () => {
    const br = await get(ui, '/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(ui, '/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ui, '/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('a script the build left uncompressed is compressed on the fly', async () => {
    const late = await get(ui, '/assets/late-0f0f0f.js', 'br');
    expect(late.headers['content-encoding']).toBe('br');
    expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(late.rawPayload).toString()).toBe(SCRIPT);
  });

  it('the app page is compressed too and never cached', async () => {
    for (const url of ['/', '/orders/12']) {
      const page = await get(ui, url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString(), url).toMatch(/^<!doctype html>/);
    }
  });
});

describe('the build step', () => {
  it('writes a .br and a .gz beside each text file of 1 kB or more, none for tiny files or fonts', () => {
    const assets = path.join(dist, 'assets');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, 'app-1a2b3c.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, 'app-1a2b3c.js.gz'))).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    for (const skipped of ['tiny-4d5e6f.js', 'font-7a8b9c.woff2']) {
      expect(fs.existsSync(path.join(assets, `${skipped}.br`)), skipped).toBe(false);
      expect(fs.existsSync(path.join(assets, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
