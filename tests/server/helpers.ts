import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { installDemoImages } from '../../server/db/demoImages';
import { loadDemoData, readDemoFile } from '../../server/db/seed';
import { pooledPglite } from './pglitePool';
import { adminQuery, withDatabaseName } from './templateDatabase';

// Server tests run against a real database: an embedded PGlite in a fresh temporary directory, or, when
// TEST_DATABASE_URL names a PostgreSQL server (CI does), a fresh database created on it for each file.
// Either starts as a copy of the run's template (./templateDatabase), migrated and seeded once.

export const PASSWORD = 'Bakery123';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  clock: { readonly now: Date; advance(seconds: number): void };
  dataDir: string;
  databaseUrl?: string;
  /** Signs in and returns the Cookie header to send. */
  login(username: string, password?: string): Promise<string>;
  request(options: InjectOptions & { cookie?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: string }>;
  /** Stops the server but keeps the data, and starts a new one on it. */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

function makeClock(): TestServer['clock'] {
  let offsetMs = 0;
  return {
    get now() {
      return new Date(Date.now() + offsetMs);
    },
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
}

export function testConfig(dataDir: string, databaseUrl?: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    defaultSessionTimeout: 3600,
    cookieSecure: false,
    serveUi: false,
    logLevel: 'silent',
    loadDemoData: false,
    trustProxy: false,
    // The tests run a job when they mean to (app.jobs), never on a timer.
    runJobs: false,
    // The geocoder and routing tests answer from stand-ins on loopback.
    allowPrivateUrls: true,
  };
}

async function createPgDatabase(adminUrl: string, template: string | undefined): Promise<string> {
  const name = `bakery_test_${randomBytes(6).toString('hex')}`;
  // Two files may copy the template at the same moment; PostgreSQL refuses while another copy reads it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  return withDatabaseName(adminUrl, name);
}

async function dropPgDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  // pg's Pool.end() resolves before its sockets have closed; a forced drop would then kill sessions that
  // are still saying goodbye, and their clients report it as an unhandled error. Let them go first.
  for (let waited = 0; waited < 3000; waited += 50) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

// A worker reads each dump once: the files it runs share its modules (isolate: false).
const dumps = new Map<string, Uint8Array<ArrayBuffer>>();

function dumpBlob(file: string): Blob {
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = new Uint8Array(fs.readFileSync(file))));
  return new Blob([bytes]);
}

/**
 * An embedded PGlite in memory, migrated and empty: a copy of the run's empty template when it is one
 * (about six CPU-seconds less than the engine's first start and every migration), else made afresh.
 */
export async function openEmptyPglite(dataDir: string): Promise<Database> {
  const dump = templateDump('empty');
  return openDatabase(dump ? { dataDir, inMemory: true, loadDataDir: dumpBlob(dump) } : { dataDir, inMemory: true });
}

/** The run's dump of its seeded or empty template, when the template is PGlite's. */
function templateDump(which: 'seeded' | 'empty'): string | undefined {
  const template = inject('serverTemplate');
  return template?.kind === 'pglite' ? template.dumps?.[which] : undefined;
}

export async function startTestServer(
  options: {
    seed?: boolean;
    dataDir?: string;
    databaseUrl?: string;
    clock?: TestServer['clock'];
    owned?: boolean;
    config?: Partial<ServerConfig>;
    /** PGlite: keep the database in files (a test that restarts the server on them) rather than in memory. */
    onDisk?: boolean;
  } = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const fresh = !options.dataDir && !options.databaseUrl;
  const seeded = fresh && options.seed !== false;
  // A fresh database is a copy of the run's template (globalSetup), already migrated and seeded.
  const template = fresh ? inject('serverTemplate') : undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-test-'));
  // PGlite: in memory from the template's dump (the worker's engine of the last file, put back as the
  // template left it: pglitePool.ts), with the template's files (the demo images) beside it; or, for a
  // server that restarts, a copy of the whole directory.
  const dump = fresh && !options.onDisk ? templateDump(seeded ? 'seeded' : 'empty') : undefined;
  if (template?.kind === 'pglite') {
    const from = seeded ? template.seeded : template.empty;
    for (const entry of fs.readdirSync(from))
      if (!dump || entry !== 'pgdata') fs.cpSync(path.join(from, entry), path.join(dataDir, entry), { recursive: true });
  }
  const pgTemplate = template?.kind === 'postgres' ? (seeded ? template.seeded : template.empty) : undefined;
  const databaseUrl = options.databaseUrl ?? (adminUrl ? await createPgDatabase(adminUrl, pgTemplate) : undefined);
  // Whoever made the data cleans it up, also after a restart.
  const owned = options.owned ?? fresh;
  const database = dump
    ? await pooledPglite(seeded ? 'seeded' : 'empty', () => openDatabase({ dataDir, inMemory: true, loadDataDir: dumpBlob(dump) }))
    : await openDatabase({ dataDir, databaseUrl });
  if (seeded && !template) await loadDemoData(database.db, await readDemoFile());
  // The images are files beside the database: a copied PGlite directory holds them, a PostgreSQL copy not.
  if (seeded && template?.kind !== 'pglite') await installDemoImages(testConfig(dataDir, databaseUrl));

  // Real time plus whatever the test skipped ahead.
  const clock = options.clock ?? makeClock();
  const now = () => clock.now;

  const app = await buildApp({ database, config: { ...testConfig(dataDir, databaseUrl), ...options.config }, now, logger: false });
  await app.ready();

  const server: TestServer = {
    app,
    database,
    clock,
    dataDir,
    databaseUrl,
    async request({ cookie, headers, ...rest }) {
      const response = await app.inject({ ...rest, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } });
      let body: any = null;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body, headers: response.headers, raw: response.body };
    },
    async login(username: string, password = PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'bakery_session');
      if (!cookie) throw new Error('no session cookie');
      return `bakery_session=${cookie.value}`;
    },
    async restart() {
      if (dump) throw new Error('this server keeps its database in memory: start it with onDisk to restart it');
      await app.close();
      await database.close();
      return startTestServer({ dataDir, databaseUrl, clock, owned, config: options.config });
    },
    async close() {
      await app.close();
      await database.close();
      if (databaseUrl && adminUrl && owned) await dropPgDatabase(adminUrl, databaseUrl);
      if (owned) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
