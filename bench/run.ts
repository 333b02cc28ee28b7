import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { generateDemo, type DemoData, type GenerateDemoOptions } from '../server/db/demo-generator';
import { loadForBench } from './load';
import { benchRouting } from './routing';
import { printTable, type Cell } from './table';

// `npm run bench`: first the route optimiser's figures (bench/routing.ts, alone: `node --import tsx
// bench/routing.ts`; BENCH_ROUTING=false skips them), then for each size in BENCH_ORDERS (comma-separated,
// 100000 by default) a database built from the demo generator (PGlite in a temporary directory, and a
// database of its own on the PostgreSQL server DATABASE_URL names, dropped afterwards), the API server in a
// process of its own (bench/server.ts) and each scenario under BENCH_CONNECTIONS clients for BENCH_SECONDS.
// Prints figures and one table at the end; passes or fails nothing.

const SIZES = (process.env.BENCH_ORDERS ?? '100000').split(',').map((size) => Number(size.trim()));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/**
 * Seconds of each scenario's load before it is measured. V8 compiles a server's hot code on threads of its own
 * while the load runs: on the 2-core machine (2026-11-29, the filtered order list, the server's threads read in
 * /proc) those threads took 2 of a request's 7 ms of CPU in the first 8 s and nothing after 16 s, and the
 * server then answered 188 requests a second instead of 150 to 180. One second (the warm-up before) measured
 * that start; a server of the bakery runs for days.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 8);
/** Only the scenarios whose names contain one of these (comma-separated), e.g. `report,ceiling`; all without it. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
/**
 * `wide` (the default): a bigger data set is a wider bakery, one shop per 250 orders, every order within the
 * same 61 days. `history`: the 100,000-order bakery (400 shops, about 1,600 orders a day) over as many days
 * as the size needs (600 for a million): a bakery with years of orders.
 */
const SHAPE = process.env.BENCH_SHAPE === 'history' ? 'history' : 'wide';
/** `pglite`, `postgres` or both (the default; PostgreSQL only with DATABASE_URL). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());

/** The generator's options for a data set of `size` orders in the chosen SHAPE. */
function shaped(size: number): GenerateDemoOptions {
  if (SHAPE === 'wide') return { orders: size };
  const baseline = 100_000;
  return { orders: size, stores: Math.ceil(Math.min(size, baseline) / 250), historyDays: Math.max(60, Math.round((60 * size) / baseline)) };
}
const benchDir = path.dirname(fileURLToPath(import.meta.url));

interface Served {
  address: string;
  orderId: number;
  storeId: number;
  productId: number;
  ceilingBytes: number;
}

interface Scenario {
  name: string;
  path: string;
  method?: 'POST';
  body?: string;
}

// The demo's dates follow today, so the searched number and the date window do too: a fixed one would
// soon measure an empty answer.
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const scenarios = (served: Served): Scenario[] => [
  { name: 'order list, filtered and sorted', path: '/api/orders?page=3&limit=10&status=delivered,in_progress&payment_status=paid&sortBy=order_date&sortOrder=DESC' },
  { name: 'order list, text search', path: `/api/orders?page=1&limit=10&search=ORD-${new Date().getFullYear()}-00012` },
  { name: 'order list, by shop and dates', path: `/api/orders?page=1&limit=10&store_id=7&date_from=${isoDay(45)}&date_to=${isoDay(-3)}` },
  { name: 'one order with items', path: `/api/orders/${served.orderId}` },
  { name: 'dashboard figures', path: '/api/dashboard/overview' },
  // Issue 26: the monthly sales report (a year by month, with the year before it) and the payments
  // report with the ageing of every shop, both from the kept summaries (its first page of shops: the
  // page's default size, as the screen asks).
  { name: 'monthly sales report', path: `/api/reports/sales?group_by=month&date_from=${isoDay(364)}&date_to=${isoDay(0)}` },
  { name: 'ageing report', path: `/api/reports/payments?date_from=${isoDay(29)}&date_to=${isoDay(0)}` },
  {
    name: 'create an order',
    path: '/api/orders',
    method: 'POST',
    body: JSON.stringify({ store_id: served.storeId, currency: 'EUR', items: [{ product_id: served.productId, quantity: 2 }] }),
  },
  { name: `ceiling (constant ${(served.ceilingBytes / 1024).toFixed(1)} kB reply)`, path: '/bench/ceiling' },
];

/** Starts bench/server.ts on the database and waits for the line that says where it listens. */
async function startServer(target: string): Promise<{ child: ChildProcess; served: Served }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'server.ts'), target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const served = await new Promise<Served>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as Served));
  });
  return { child, served };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(address: string): Promise<string> {
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Bakery123' }),
  });
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function measure(label: string, target: string): Promise<Map<string, Cell>> {
  console.log(`\n== ${label}, ${CONNECTIONS} clients, ${SECONDS} s each after ${WARMUP} s unmeasured ==`);
  const { child, served } = await startServer(target);
  const cells = new Map<string, Cell>();
  try {
    const cookie = await signIn(served.address);
    // The kept ageing is moved to a new day by that day's first read (summary_ageing_rebuild): that one
    // read, cold, before the scenarios (they measure every other read of the day).
    const coldStart = performance.now();
    const cold = await fetch(`${served.address}/api/reports/payments?date_from=${isoDay(29)}&date_to=${isoDay(0)}`, { headers: { cookie } });
    await cold.arrayBuffer();
    console.log(`ageing report, the day's first read (cold): ${(performance.now() - coldStart).toFixed(0)} ms, status ${cold.status}`);
    console.log('scenario'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'CPU ms/req'.padStart(11));
    const cpu = async () => {
      const used = (await (await fetch(`${served.address}/bench/cpu`)).json()) as { user: number; system: number };
      return (used.user + used.system) / 1000;
    };
    for (const scenario of scenarios(served).filter((s) => !ONLY || ONLY.some((part) => s.name.includes(part)))) {
      const options = {
        url: `${served.address}${scenario.path}`,
        method: scenario.method ?? 'GET',
        body: scenario.body,
        connections: CONNECTIONS,
        headers: { cookie, ...(scenario.body && { 'content-type': 'application/json' }) },
      } as const;
      // Unmeasured first: compiled code, the database's caches and plans warm for every scenario.
      await autocannon({ ...options, duration: WARMUP });
      const cpuBefore = await cpu();
      const result = await autocannon({ ...options, duration: SECONDS });
      // Requests still queued in the server when the clients stop would be served during the next
      // scenario: one read that queues behind them marks the end of this one.
      await fetch(`${served.address}/api/orders/${served.orderId}`, { headers: { cookie } });
      const cpuUsed = (await cpu()) - cpuBefore;
      const cell = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
      cells.set(scenario.name.startsWith('ceiling') ? 'ceiling' : scenario.name, cell);
      console.log(
        scenario.name.padEnd(40),
        cell.rps.toFixed(0).padStart(8),
        String(cell.p50).padStart(8),
        String(cell.p99).padStart(8),
        String(cell.errors).padStart(7),
        (cpuUsed / Math.max(1, result.requests.total)).toFixed(2).padStart(11),
      );
    }
  } finally {
    await stopServer(child);
  }
  return cells;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function onPglite(size: number, data: DemoData): Promise<Map<string, Cell>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-bench-'));
  try {
    const database = await openDatabase({ dataDir });
    const started = Date.now();
    await loadForBench(database, data);
    console.log(`\nloaded ${size.toLocaleString('en')} orders into PGlite in ${seconds(started)}`);
    await database.close();
    return await measure(`PGlite (embedded), ${size.toLocaleString('en')} orders`, dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string, size: number, data: DemoData): Promise<Map<string, Cell>> {
  // A database of its own on that server, dropped afterwards: the bench never touches real data.
  const name = `bakery_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    const started = Date.now();
    await loadForBench(database, data);
    console.log(`\nloaded ${size.toLocaleString('en')} orders into PostgreSQL in ${seconds(started)}`);
    await database.close();
    return await measure(`PostgreSQL, ${size.toLocaleString('en')} orders`, url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  // First, on a quiet process: the optimiser's times are wall-clock figures.
  if (process.env.BENCH_ROUTING !== 'false') benchRouting();
  const columns: { title: string; cells: Map<string, Cell> }[] = [];
  const adminUrl = process.env.DATABASE_URL;
  for (const size of SIZES) {
    console.log(`\nGenerating ${size.toLocaleString('en')} orders…`);
    const started = Date.now();
    const data = generateDemo(shaped(size));
    console.log(`generated in ${seconds(started)} (${data.stores.length} shops, ${SHAPE})`);
    if (DATABASES.includes('pglite'))
      columns.push({ title: `PGlite, ${size.toLocaleString('en')}`, cells: await onPglite(size, data) });
    if (adminUrl && DATABASES.includes('postgres'))
      columns.push({ title: `PostgreSQL, ${size.toLocaleString('en')}`, cells: await onPostgres(adminUrl, size, data) });
  }
  if (!adminUrl) console.log('\nDATABASE_URL is not set: PostgreSQL server not measured.');
  printTable(columns, { connections: CONNECTIONS, seconds: SECONDS });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
