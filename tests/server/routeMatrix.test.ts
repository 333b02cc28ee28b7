import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, canAccess } from '../../src/domain/access';
import type { Role } from '../../src/domain/enums';
import { errors as messages } from '../../src/i18n/ar';
import { NO_DATA_TOPICS } from '../../src/domain/reports';
import type { RegisteredRoute } from '../../server/app';
import { avatarsDir } from '../../server/services/avatars';
import { signaturesDir } from '../../server/services/scheduleVisits';
import { bakeryDate } from '../../src/domain/dates';
import { productImagesDir } from '../../server/services/productsImages';
import { rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';

// The role x route matrix, generated from the routes the server registered (app.apiRoutes) and the access
// table as it is when the test runs (src/domain/access.ts). For every /api route: no session is 401 (but
// for the few public routes), a role the table refuses is 403 with the Arabic "forbidden" message, a role
// it allows never gets 401 or 403. Writes only ever send ids that do not exist or bodies that fail
// validation, so nothing changes; the last test proves it. A new route with no guard fails the first test.

const ROLES = ['admin', 'manager', 'distributor', 'cashier', 'accountant'] as const satisfies readonly Role[];
type Caller = (typeof ROLES)[number] | 'anonymous';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Ids no row has: below 2^31-1, so the input guard lets them through to the route. */
const MISSING_ID = 2_147_480_000;
const MISSING_FILE = `${'0'.repeat(32)}.png`;
/** An order version nobody has: a write carrying it passes validation and ownership, then gets 409. */
const STALE_VERSION = 2_000_000_000;

const key = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The only routes that may answer without a session, with what they answer to a visitor. */
const PUBLIC_ROUTES: Record<string, { payload?: object; status: number; freshSession?: true }> = {
  'GET /api/health': { status: 200 },
  // A body that fails validation: no password is tried, so the sign-in throttle is not fed.
  'POST /api/auth/login': { payload: {}, status: 400 },
  // Signs out the session it is sent: each role sends one of its own made for the purpose.
  'POST /api/auth/logout': { payload: {}, status: 200, freshSession: true },
  // The second step of a sign-in reads its half session itself; a body with no code is refused first.
  'POST /api/auth/two-factor/verify': { payload: {}, status: 400 },
};

/** GETs that need a query to be valid. A GET missing here that answers 400 fails: add it, do not relax. */
const GET_QUERIES: Record<string, string> = {
  'GET /api/geocode': 'address=Grand-Place%201000%20Bruxelles',
  'GET /api/stores/nearby': 'latitude=50.8467&longitude=4.3525',
  'GET /api/products/search': 'q=%D8%AE%D8%A8%D8%B2',
  'GET /api/distribution/schedules/auto': `schedule_date=${bakeryDate()}`,
  // Issue 26: the spec's default format is PDF, which this server does not make (501); CSV is the file it gives.
  'GET /api/dashboard/export': 'format=csv',
  // Issue 30: the day of the bake sheet and the packing lists.
  'GET /api/production/bake-sheet': `date=${bakeryDate()}`,
  'GET /api/production/packing-lists': `date=${bakeryDate()}`,
  // Issue 29: the period's UBL files.
  'GET /api/invoices/export': 'date_from=2000-01-01&date_to=2100-12-31',
};

/**
 * Issue 28: reads of a row that is one user's own (an assistant conversation, made here as the admin's):
 * the owner reads it (200), every other allowed role gets 404 with the Arabic message, never 401 or 403.
 */
const OWNER_ONLY_READS: Record<string, Role> = { 'GET /api/ai-chat/conversations/:id': 'admin' };

/** Issue 26: the dashboard topics with no data in this product answer 501 (with an Arabic message) to those allowed. */
const NOT_IMPLEMENTED = new Set([
  ...NO_DATA_TOPICS.map((topic) => `GET /api/dashboard/${topic}`),
  // Issue 30: product reviews have no source in a business-to-business bakery.
  'GET /api/products/:id/reviews',
]);

/**
 * How each write is called, by every caller. Default: the path's ids do not exist and the body is `{}`.
 * `payload`/`query`: a body or query that fails validation whatever the id. `harmless`: a write that cannot
 * be made to fail and changes nothing this test reads (200 allowed).
 */
const WRITE_SAMPLES: Record<string, { payload?: object; query?: string; harmless?: true }> = {
  // Extends the caller's own session.
  'POST /api/auth/refresh': { harmless: true },
  // Ends the caller's other sessions: by then each role has only the one this test uses (sessions are
  // not in the snapshot).
  'DELETE /api/auth/sessions': { harmless: true },
  'PUT /api/auth/profile': { payload: { email: 'not-an-email' } },
  'PUT /api/auth/change-password': { payload: { currentPassword: '', newPassword: '' } },
  'POST /api/auth/check-email': { payload: { email: 'not-an-email' } },
  'DELETE /api/auth/login-attempts': { query: 'user_id=not-a-number' },
  'PUT /api/system/settings': { payload: { sessionTimeout: -1 } },
  // Starting a two-factor setup asks for the password first: without one nothing is written.
  'POST /api/auth/two-factor/enable': { payload: {} },
  // Stops sharing the distributor's position: the demo data has none shared.
  'DELETE /api/distribution/positions/mine': { harmless: true },
  // Issue 28: the assistant's shared answer cache (not in the snapshot) empties.
  'POST /api/ai-chat/memory/clear': { harmless: true },
  // Writes a backup file, no row (issue 27).
  'POST /api/backup': { harmless: true },
  // Issue 27: these change no row (maintenance is already off; VACUUM; a read-only scan; an in-memory cache).
  'POST /api/maintenance/disable': { harmless: true },
  'POST /api/database/optimize': { harmless: true },
  'POST /api/security/scan': { harmless: true },
  'DELETE /api/cache': { harmless: true },
  'PUT /api/exchange-rates': { payload: { rate: -1 } },
};

/** A write reaches no further than this for a role the table allows. */
const REFUSED_WRITE = [400, 404, 409, 422];

/** Bodies for the ownership rows: valid, so the order's owner is checked, then refused by a stale version. */
const OWNERSHIP_PROBES: Record<string, object> = {
  'PUT /api/orders/:id': { version: STALE_VERSION, notes: 'route matrix' },
  'PUT /api/orders/:id/status': { status: 'confirmed', version: STALE_VERSION },
  // Issue 16: a distributor takes cash for their own orders.
  'PUT /api/orders/:id/payment': { amount: 0.01, method: 'cash', version: STALE_VERSION },
};

// ---- one server for the file, built before the tests are collected: the routes name the tests ----

const server: TestServer = await startTestServer();
// Public routes first: logout ends the spare sessions before DELETE /auth/sessions would.
const apiRoutes: RegisteredRoute[] = [...server.app.apiRoutes].sort(
  (a, b) => Number(a.access !== null) - Number(b.access !== null) || key(a).localeCompare(key(b)),
);

const cookies = {} as Record<(typeof ROLES)[number], string>;
/** A second session per role, for the public routes that end the session they are sent (logout). */
const spareCookies = {} as Record<(typeof ROLES)[number], string>;
const ids: Record<string, number> = {};
let sessionId = '';
let imageFile = '';
let avatarFile = '';
let signatureFile = '';
let geocoder: http.Server | null = null;
let before: Record<string, string> = {};

/** Where each path parameter comes from, by the path it is in; a parameter not covered here fails loudly. */
const PARAMS: { pattern: RegExp; source: string }[] = [
  { pattern: /^\/api\/orders\/distributor\/:id(\/|$)/, source: 'distributor' },
  { pattern: /^\/api\/orders\/:id(\/|$)/, source: 'order' },
  { pattern: /^\/api\/stores\/:id(\/|$)/, source: 'store' },
  { pattern: /^\/api\/products\/categories\/:id(\/|$)/, source: 'category' },
  { pattern: /^\/api\/products\/:id(\/|$)/, source: 'product' },
  { pattern: /^\/api\/users\/distributors\/:id(\/|$)/, source: 'distributor' },
  { pattern: /^\/api\/users\/admins\/:id(\/|$)/, source: 'admin' },
  { pattern: /^\/api\/users\/:id(\/|$)/, source: 'user' },
  { pattern: /^\/api\/vehicles\/distributor\/:id(\/|$)/, source: 'distributor' },
  { pattern: /^\/api\/vehicles\/expenses\/:id(\/|$)/, source: 'expense' },
  { pattern: /^\/api\/vehicles\/:id(\/|$)/, source: 'vehicle' },
  { pattern: /^\/api\/notifications\/:id(\/|$)/, source: 'notification' },
  // Each user's own: any other caller's read of it is 404, which the matrix allows.
  { pattern: /^\/api\/ai-chat\/conversations\/:id(\/|$)/, source: 'conversation' },
  { pattern: /^\/api\/auth\/sessions\/:id(\/|$)/, source: 'session' },
  { pattern: /^\/api\/uploads\/products\/:file(\/|$)/, source: 'file' },
  { pattern: /^\/api\/uploads\/avatars\/:file(\/|$)/, source: 'avatar' },
  { pattern: /^\/api\/uploads\/signatures\/:file(\/|$)/, source: 'signature' },
  { pattern: /^\/api\/distribution\/schedules\/distributor\/:id(\/|$)/, source: 'distributor' },
  { pattern: /^\/api\/distribution\/visits\/:id(\/|$)/, source: 'visit' },
  { pattern: /^\/api\/backup\/:name(\/|$)/, source: 'backup' },
  // Issue 30: only written (PUT, DELETE), so always a missing id.
  { pattern: /^\/api\/price-lists\/:id(\/|$)/, source: 'priceList' },
  // Issue 29: an invoice and a credit note issued before the snapshot.
  { pattern: /^\/api\/invoices\/:id(\/|$)/, source: 'invoice' },
  { pattern: /^\/api\/credit-notes\/:id(\/|$)/, source: 'creditNote' },
  // Issue 29.
  { pattern: /^\/api\/returns\/:id(\/|$)/, source: 'return' },
  { pattern: /^\/api\/bank-statements\/:id(\/|$)/, source: 'statement' },
];

/** A backup's name no file has. */
const MISSING_BACKUP = 'bakery-20000101-000000-manual-000000.json.gz';
let backupName = '';

/** The URL to call: real ids for reads, missing ones for writes, and the sample query. */
function urlFor(route: RegisteredRoute, real: boolean): string {
  const sample = WRITE_SAMPLES[key(route)];
  let url = route.url;
  if (url.includes(':')) {
    const param = PARAMS.find((entry) => entry.pattern.test(url));
    if (!param) throw new Error(`${key(route)}: no sample value for its path parameter; add one to PARAMS`);
    const value =
      param.source === 'session'
        ? real
          ? sessionId
          : randomUUID()
        : param.source === 'backup'
          ? real
            ? backupName
            : MISSING_BACKUP
          : param.source === 'file' || param.source === 'avatar' || param.source === 'signature'
          ? real
            ? { file: imageFile, avatar: avatarFile, signature: signatureFile }[param.source]
            : MISSING_FILE
          : String(real ? ids[param.source] : MISSING_ID);
    url = url.replace(/:[a-z_]+/i, value);
    // A second parameter (a vehicle's maintenance record) only appears in writes, which use missing ids.
    if (url.includes(':') && real) throw new Error(`${key(route)}: more than one path parameter; teach urlFor about it`);
    url = url.replace(/:[a-z_]+/gi, String(MISSING_ID));
  }
  const query = route.method === 'GET' ? GET_QUERIES[key(route)] : sample?.query;
  return query ? `${url}?${query}` : url;
}

async function call(
  route: RegisteredRoute,
  cookie: string | undefined,
  options: { url?: string; payload?: object } = {},
) {
  const write = WRITES.has(route.method);
  return server.request({
    method: route.method as 'GET',
    url: options.url ?? urlFor(route, !write),
    cookie,
    ...(write
      ? {
          payload: options.payload ?? WRITE_SAMPLES[key(route)]?.payload ?? {},
          headers: { 'idempotency-key': `route-matrix-${randomUUID()}` },
        }
      : {}),
  });
}

const describeAccess = (access: RegisteredRoute['access']) =>
  access === null ? 'public' : access === 'signed-in' ? 'signed-in' : `${access.resource}:${access.action}`;

interface Row {
  caller: Caller;
  allowed: string;
  status: number;
  expected: string;
  ok: boolean;
  message?: string;
}

/** The role table printed with a failure: who, what the table says, what came back, what was expected. */
function table(route: RegisteredRoute, result: Row[]): string {
  const lines = result.map(
    (row) =>
      `  ${row.ok ? ' ' : '✗'} ${row.caller.padEnd(11)} ${row.allowed.padEnd(8)} got ${String(row.status).padEnd(4)} want ${row.expected}` +
      (row.ok || !row.message ? '' : `  (${row.message})`),
  );
  return [`${key(route)} [${describeAccess(route.access)}]`, ...lines].join('\n');
}

/** The reply's Arabic message, or the start of its body: enough to tell a failure's cause. */
const messageOf = (body: unknown) =>
  (typeof body === 'object' && body && 'message' in body
    ? String((body as { message: unknown }).message)
    : typeof body === 'string'
      ? body
      : JSON.stringify(body)
  ).slice(0, 120);

/** Hashes of the tables a write would touch, read straight from the database. */
async function snapshot(): Promise<Record<string, string>> {
  // payment_status: reads mark overdue payments as of today, which is not a write of this test.
  const tables: [string, string[]][] = [
    ['orders', ['payment_status']],
    ['order_items', []],
    ['payments', []],
    ['stores', []],
    ['products', []],
    ['product_categories', []],
    ['stock_movements', []],
    ['users', ['totp_pending_secret']],
    ['vehicles', []],
    ['vehicle_expenses', []],
    ['vehicle_assignments', []],
    ['notifications', []],
    ['system_settings', []],
    ['audit_log', []],
    // Issue 30.
    ['price_lists', []],
    ['price_list_rules', []],
    ['product_prices', []],
    ['product_variants', []],
    ['product_images', []],
    ['returns', []],
    ['return_lines', []],
    ['bank_statements', []],
    ['bank_statement_lines', []],
  ];
  const result: Record<string, string> = {};
  for (const [name, skip] of tables) {
    const drop = skip.map((column) => ` - '${column}'`).join('');
    const [row] = await rows<{ n: number; h: string | null }>(
      server,
      sql.raw(
        `select count(*)::int as n, md5(string_agg((to_jsonb(t)${drop})::text, '|' order by (to_jsonb(t)${drop})::text)) as h from ${name} t`,
      ),
    );
    result[name] = `${row!.n} rows, ${row!.h}`;
  }
  return result;
}

async function one(query: string, what: string): Promise<number> {
  const [row] = await rows<{ id: number }>(server, sql.raw(query));
  if (!row) throw new Error(`the demo data has no ${what}`);
  return Number(row.id);
}

beforeAll(async () => {
  for (const role of ROLES) cookies[role] = await server.login(role);
  if (Object.values(PUBLIC_ROUTES).some((entry) => entry.freshSession)) {
    for (const role of ROLES) spareCookies[role] = await server.login(role);
  }

  const userId = (name: string) => `(select id from users where username = '${name}')`;
  ids.distributor = await one(`select id from users where username = 'distributor'`, 'distributor');
  ids.otherDistributor = await one(`select id from users where username = 'distributor2'`, 'second distributor');
  ids.order = await one(
    `select id from orders where assigned_distributor_id = ${userId('distributor')} order by id limit 1`,
    "order of 'distributor'",
  );
  ids.otherOrder = await one(
    `select id from orders where assigned_distributor_id = ${userId('distributor2')} order by id limit 1`,
    "order of 'distributor2'",
  );
  ids.store = await one('select id from stores order by id limit 1', 'shop');
  ids.product = await one('select id from products order by id limit 1', 'product');
  ids.category = await one('select id from product_categories order by id limit 1', 'category');
  ids.user = await one(`select id from users where username = 'cashier'`, 'cashier');
  ids.admin = await one(`select id from users where username = 'admin'`, 'admin');
  ids.vehicle = await one('select id from vehicles order by id limit 1', 'vehicle');
  ids.expense = await one('select id from vehicle_expenses order by id limit 1', 'vehicle expense');
  ids.notification = await one('select id from notifications order by id limit 1', 'notification');
  ids.conversation = await one(
    `insert into ai_conversations (user_id, title) values (${userId('admin')}, 'route matrix') returning id`,
    'assistant conversation',
  );
  // Issue 29: an invoice of a demo shop and a credit note of it, so their reads and files have real rows.
  const invoiceShop = await one(
    `select o.store_id as id from orders o join stores s on s.id = o.store_id where o.status = 'delivered'
      and o.invoice_id is null and s.enterprise_number is not null order by o.store_id limit 1`,
    'shop to invoice',
  );
  const issued = await server.request({ method: 'POST', url: '/api/invoices', cookie: cookies.accountant, payload: { store_id: invoiceShop } });
  expect(issued.status, messageOf(issued.body)).toBe(201);
  ids.invoice = issued.body.data.id;
  const credited = await server.request({
    method: 'POST',
    url: '/api/credit-notes',
    cookie: cookies.accountant,
    payload: { invoice_id: ids.invoice, reason: 'route matrix', lines: [{ product_id: issued.body.data.lines[0].product_id, quantity: 1 }] },
  });
  expect(credited.status, messageOf(credited.body)).toBe(201);
  ids.creditNote = credited.body.data.id;
  const [session] = await rows<{ id: string }>(
    server,
    sql.raw(`select id::text as id from sessions where user_id = ${userId('admin')} limit 1`),
  );
  if (!session) throw new Error("no session of 'admin' after signing in");
  sessionId = session.id;

  // An uploaded image, as the server names one, so GET /uploads/products/:file has a real file to send.
  const [uploaded] = await rows<{ image_url: string | null }>(
    server,
    sql.raw(`select image_url from products where image_url like '%/uploads/products/%' limit 1`),
  );
  const dir = productImagesDir({ dataDir: server.dataDir, uploadsDir: undefined });
  imageFile = uploaded?.image_url?.split('/').pop() ?? `${randomBytes(16).toString('hex')}.png`;
  if (!fs.existsSync(path.join(dir, imageFile))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, imageFile),
      Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3a8b1e10000000049454e44ae426082',
        'hex',
      ),
    );
  }

  // A profile picture on disk, so GET /uploads/avatars/:file has a real file to send.
  avatarFile = `${randomBytes(16).toString('hex')}.png`;
  const avatars = avatarsDir({ dataDir: server.dataDir, uploadsDir: undefined });
  fs.mkdirSync(avatars, { recursive: true });
  fs.copyFileSync(path.join(dir, imageFile), path.join(avatars, avatarFile));
  // A delivery signature on disk, so GET /uploads/signatures/:file has a real file to send.
  signatureFile = `${randomBytes(16).toString('hex')}.png`;
  const signatures = signaturesDir({ dataDir: server.dataDir, uploadsDir: undefined });
  fs.mkdirSync(signatures, { recursive: true });
  fs.copyFileSync(path.join(dir, imageFile), path.join(signatures, signatureFile));
  // ...proving a delivery of 'distributor', since a signature is shown to the readers of its orders only.
  await rows(
    server,
    sql.raw(
      `with s as (insert into schedules (schedule_date) values ('2000-01-03') returning id),
            v as (insert into schedule_visits (schedule_id, distributor_id, store_id, visit_order, status)
                  select s.id, ${ids.distributor}, ${ids.store}, 1, 'completed' from s returning id)
       insert into delivery_proofs (visit_id, receiver_name, signature_url, signed_at)
       select v.id, 'مستلم', '/api/uploads/signatures/${signatureFile}', now() from v returning visit_id`,
    ),
  );

  // Issue 29: an imported statement (no line), so GET /bank-statements/:id has one to read.
  ids.statement = await one(
    `insert into bank_statements (format, statement_ref) values ('camt053', 'route-matrix') returning id`,
    'bank statement',
  );

  // GET /geocode asks a stand-in on loopback, never the internet.
  geocoder = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify([
        {
          place_id: 1,
          lat: '50.8467',
          lon: '4.3525',
          display_name: 'Grand-Place, Bruxelles',
          address: { city: 'Bruxelles' },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => geocoder!.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  const settings = await server.request({
    method: 'PUT',
    url: '/api/system/settings',
    cookie: cookies.admin,
    payload: { geocoderUrl: `http://127.0.0.1:${port}/search` },
  });
  expect(settings.status, messageOf(settings.body)).toBe(200);

  // A backup, so GET /backup/:name/download has a real file to send.
  const backup = await server.request({ method: 'POST', url: '/api/backup', cookie: cookies.admin });
  expect(backup.status, messageOf(backup.body)).toBe(201);
  backupName = backup.body.data.name;

  // Reads refresh overdue payments once a day: let that happen before the snapshot.
  await server.request({ method: 'GET', url: '/api/orders', cookie: cookies.admin });
  before = await snapshot();
});

afterAll(async () => {
  if (geocoder) {
    geocoder.closeAllConnections();
    await new Promise((resolve) => geocoder!.close(resolve));
  }
  await server?.close();
});

describe('the route registry', () => {
  it('has an access entry for every route but the listed public ones', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    const unguarded = apiRoutes.filter((route) => route.access === null).map(key);
    expect(
      unguarded.filter((name) => !(name in PUBLIC_ROUTES)),
      'routes with no authorize()/requireAuth guard',
    ).toEqual([]);
    expect(
      Object.keys(PUBLIC_ROUTES).filter((name) => !unguarded.includes(name)),
      'public routes listed but not registered as public',
    ).toEqual([]);
  });

  it('names only resources and actions the access table has', () => {
    const unknown = apiRoutes
      .filter(
        (route) =>
          route.access &&
          route.access !== 'signed-in' &&
          !(route.access.action in (ACCESS[route.access.resource] ?? {})),
      )
      .map((route) => `${key(route)} -> ${describeAccess(route.access)}`);
    expect(unknown, 'routes guarded by an entry no role has').toEqual([]);
  });

  it('has samples only for routes that exist', () => {
    const names = new Set(apiRoutes.map(key));
    const stale = [...Object.keys(GET_QUERIES), ...Object.keys(WRITE_SAMPLES), ...Object.keys(OWNERSHIP_PROBES)].filter(
      (name) => !names.has(name),
    );
    expect(stale, 'sample tables name routes that are gone').toEqual([]);
  });
});

describe('every role on every route', () => {
  for (const route of apiRoutes) {
    it(key(route), async () => {
      const write = WRITES.has(route.method);
      const result: Row[] = [];
      const publicRoute = PUBLIC_ROUTES[key(route)];

      if (route.access === null) {
        // Unguarded routes not in PUBLIC_ROUTES are the registry test's failure; here, what they answer.
        const expected = publicRoute?.status ?? 401;
        const anonymous = await call(route, undefined, { payload: publicRoute?.payload });
        result.push({
          caller: 'anonymous',
          allowed: 'public',
          status: anonymous.status,
          expected: String(expected),
          ok: anonymous.status === expected,
          message: messageOf(anonymous.body),
        });
        for (const role of ROLES) {
          const cookie = publicRoute?.freshSession ? spareCookies[role] : cookies[role];
          const reply = await call(route, cookie, { payload: publicRoute?.payload });
          result.push({
            caller: role,
            allowed: 'public',
            status: reply.status,
            expected: String(expected),
            ok: reply.status === expected,
            message: messageOf(reply.body),
          });
        }
        expect(result.every((row) => row.ok) && publicRoute !== undefined, table(route, result)).toBe(true);
        return;
      }

      const anonymous = await call(route, undefined);
      result.push({
        caller: 'anonymous',
        allowed: 'no',
        status: anonymous.status,
        expected: '401',
        ok: anonymous.status === 401,
        message: messageOf(anonymous.body),
      });

      for (const role of ROLES) {
        const allowed = route.access === 'signed-in' || canAccess(role, route.access.resource, route.access.action);
        const reply = await call(route, cookies[role]);
        const message = messageOf(reply.body);
        if (!allowed) {
          const ok = reply.status === 403 && message === messages.forbidden;
          result.push({ caller: role, allowed: 'no', status: reply.status, expected: '403 forbidden', ok, message });
        } else if (!write) {
          const owner = OWNER_ONLY_READS[key(route)];
          const expected = NOT_IMPLEMENTED.has(key(route)) ? 501 : owner && owner !== role ? 404 : 200;
          result.push({
            caller: role,
            allowed: 'yes',
            status: reply.status,
            expected: String(expected),
            ok: reply.status === expected && (expected === 200 || /[\u0600-\u06FF]/.test(message ?? '')),
            message,
          });
        } else {
          const accepted = WRITE_SAMPLES[key(route)]?.harmless ? [200, 201, ...REFUSED_WRITE] : REFUSED_WRITE;
          result.push({
            caller: role,
            allowed: 'yes',
            status: reply.status,
            expected: accepted.join('/'),
            ok: accepted.includes(reply.status),
            message,
          });
        }
      }
      expect(
        result.every((row) => row.ok),
        table(route, result),
      ).toBe(true);
    });
  }
});

describe("a distributor and other distributors' orders", () => {
  const orderRoutes = apiRoutes.filter((route) => /^\/api\/orders\/:id(\/|$)/.test(route.url));

  it('covers every /orders/:id route', () => {
    expect(orderRoutes.length).toBeGreaterThan(0);
  });

  for (const route of orderRoutes) {
    it(`${key(route)} with another distributor's order`, async () => {
      const write = WRITES.has(route.method);
      const allowed =
        route.access !== null &&
        (route.access === 'signed-in' || canAccess('distributor', route.access.resource, route.access.action));
      const probe = OWNERSHIP_PROBES[key(route)];
      if (allowed && write && !probe)
        throw new Error(`${key(route)}: no body in OWNERSHIP_PROBES to reach the owner check`);
      const at = (id: number) => urlFor(route, true).replace(`/orders/${ids.order}`, `/orders/${id}`);
      const theirs = await call(route, cookies.distributor, { url: at(ids.otherOrder!), payload: probe });
      const mine = await call(route, cookies.distributor, { url: at(ids.order!), payload: probe });
      // Allowed by the table, a read of one's own order is 200; a write gets as far as the version (409).
      const ownExpected = !allowed ? 403 : write ? 409 : 200;
      const result: Row[] = [
        {
          caller: 'distributor',
          allowed: allowed ? 'theirs' : 'no',
          status: theirs.status,
          expected: '403 forbidden',
          ok: theirs.status === 403 && messageOf(theirs.body) === messages.forbidden,
          message: messageOf(theirs.body),
        },
        {
          caller: 'distributor',
          allowed: allowed ? 'own' : 'no',
          status: mine.status,
          expected: String(ownExpected),
          ok: mine.status === ownExpected,
          message: messageOf(mine.body),
        },
      ];
      expect(
        result.every((row) => row.ok),
        table(route, result),
      ).toBe(true);
    });
  }

  it("GET /api/orders/distributor/:id with another distributor's id", async () => {
    const route = apiRoutes.find((candidate) => key(candidate) === 'GET /api/orders/distributor/:id');
    expect(route, 'GET /api/orders/distributor/:id is registered').toBeDefined();
    const theirs = await call(route!, cookies.distributor, { url: `/api/orders/distributor/${ids.otherDistributor}` });
    const mine = await call(route!, cookies.distributor, { url: `/api/orders/distributor/${ids.distributor}` });
    const result: Row[] = [
      {
        caller: 'distributor',
        allowed: 'theirs',
        status: theirs.status,
        expected: '403 forbidden',
        ok: theirs.status === 403 && messageOf(theirs.body) === messages.forbidden,
        message: messageOf(theirs.body),
      },
      {
        caller: 'distributor',
        allowed: 'own',
        status: mine.status,
        expected: '200',
        ok: mine.status === 200 && mine.body.data.orders.length > 0,
        message: messageOf(mine.body),
      },
    ];
    expect(
      result.every((row) => row.ok),
      table(route!, result),
    ).toBe(true);
  });
});

describe('after the matrix', () => {
  it('nothing was written', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
