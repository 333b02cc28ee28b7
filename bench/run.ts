import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { generateDemo } from '../server/db/demo-generator';
import { loadDemoData } from '../server/db/seed';
import { benchRouting } from './routing';

// `npm run bench`: a 100,000-order database built from the generator in a temporary place, then the main
// reads under 20 concurrent clients; first the route optimiser's figures (bench/routing.ts, alone:
// `node --import tsx bench/routing.ts`). Prints figures; passes or fails nothing.
// BENCH_ORDERS, BENCH_SECONDS and BENCH_CONNECTIONS change the size and the load.

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

// The demo's dates follow today, so the searched number and the date window do too: a fixed one would
// soon measure an empty answer.
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const scenarios = (orderId: number) => [
  { name: 'order list, filtered and sorted', path: '/api/orders?page=3&limit=10&status=delivered,in_progress&payment_status=paid&sortBy=order_date&sortOrder=DESC' },
  { name: 'order list, text search', path: `/api/orders?page=1&limit=10&search=ORD-${new Date().getFullYear()}-00012` },
  { name: 'order list, by store and dates', path: `/api/orders?page=1&limit=10&store_id=7&date_from=${isoDay(45)}&date_to=${isoDay(-3)}` },
  { name: 'one order with items', path: `/api/orders/${orderId}` },
  { name: 'dashboard figures', path: '/api/dashboard/overview' },
];

function config(dataDir: string, databaseUrl?: string): ServerConfig {
  return { port: 0, host: '127.0.0.1', dataDir, databaseUrl, defaultSessionTimeout: 3600, cookieSecure: false, serveUi: false, logLevel: 'silent', loadDemoData: false, trustProxy: false, allowPrivateUrls: false };
}

async function measure(label: string, database: Database, dataDir: string, databaseUrl?: string) {
  console.log(`\n== ${label} ==`);
  const app = await buildApp({ database, config: config(dataDir, databaseUrl), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Bakery123' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const orderId = Math.floor(ORDERS / 2);
  console.log('scenario'.padEnd(34), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const scenario of scenarios(orderId)) {
    const result = await autocannon({ url: `${address}${scenario.path}`, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
    const errors = result.errors + result.non2xx;
    console.log(
      scenario.name.padEnd(34),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
  await app.close();
}

async function main() {
  // First, on a quiet process: the optimiser's times are wall-clock figures.
  benchRouting();
  console.log(`\nGenerating ${ORDERS.toLocaleString('en')} orders…`);
  let started = Date.now();
  const data = generateDemo({ orders: ORDERS });
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-bench-'));
  try {
    const database = await openDatabase({ dataDir });
    started = Date.now();
    await loadDemoData(database.db, data);
    console.log(`loaded into PGlite in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(`PGlite (embedded), ${ORDERS} orders, ${CONNECTIONS} clients, ${SECONDS} s each`, database, dataDir);
    await database.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nDATABASE_URL is not set: PostgreSQL server not measured.');
    return;
  }
  // A database of its own on that server, dropped afterwards: the bench never touches real data.
  const name = `bakery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    started = Date.now();
    await loadDemoData(database.db, data);
    console.log(`\nloaded into PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(`PostgreSQL, ${ORDERS} orders, ${CONNECTIONS} clients, ${SECONDS} s each`, database, '', url.toString());
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
