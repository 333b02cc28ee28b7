import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { NO_DATA_TOPICS } from '../../src/domain/reports';
import { startTestServer, type TestServer } from './helpers';
import { multipartBody, rows } from './productsKit';
import { proofForm } from './scheduleKit';

// Issue 12: every registered API route, fed what once answered 500 or was read wrongly, answers no 5xx,
// refuses in Arabic, and writes nothing (the database's content is the same before and after).

/** Latin tokens an Arabic message may name because a user types them as they are. */
const LATIN_ALLOWED = new Set(['true', 'false', 'ASC', 'DESC', 'csv', 'json', 'CSV', 'JSON', 'EUR', 'SYP', 'UTF', 'https', 'pdf', 'PDF']);

function expectArabic(message: unknown, what: string) {
  expect(typeof message, what).toBe('string');
  expect(message as string, what).toMatch(/[\u0600-\u06FF]/);
  const english = ((message as string).match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
  expect(english, `${what}: ${message as string}`).toEqual([]);
}

/** Tables a refused request may touch: a session's last use, the sign-in bookkeeping and the questions counted. */
const NOT_COMPARED = new Set(['sessions', 'login_attempts', 'login_throttle', 'ai_questions', '__drizzle_migrations']);

/** Per table: row count and an md5 of every row, in a fixed order. */
async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    server,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_COMPARED.has(name)) continue;
    const [row] = await rows<{ n: number; hash: string | null }>(
      server,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`),
    );
    out[name] = `${row!.n}:${row!.hash}`;
  }
  return out;
}

let server: TestServer;
/** A stand-in geocoder on loopback that knows no address: a lookup that gets through answers 404, not 502. */
let geocoder: http.Server;
let admin: string;
let routes: RegisteredRoute[];
let before: Record<string, string>;
let sent = 0;

/** A well-formed id that names no row: a route reached with it finds nothing to change. */
const NO_ROW = '2147483647';

function path(route: RegisteredRoute, params: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_whole, name: string) => params[name] ?? (name === 'file' ? 'x.png' : NO_ROW));
}

/** encodeURIComponent, except that a lone surrogate is sent as the bytes UTF-8 would give it (no valid escape exists). */
function escapeText(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const hasParams = (route: RegisteredRoute) => route.url.includes('/:');
const takesBody = (route: RegisteredRoute) => route.method !== 'GET';
/**
 * Whether the route declares a query (or a body): one that declares none never reads it (its handler sees
 * no fields), so a value the global guard lets through is sent to it once, in the first case of a walk,
 * rather than once per case (every send runs its handler: a PDF export, a VACUUM, a security scan).
 */
const readsQuery = (route: RegisteredRoute) => route.schema.querystring !== undefined;
const readsBody = (route: RegisteredRoute) => route.schema.body !== undefined;

/**
 * Routes that read no input and end or renew the caller's sessions: input they ignore would sign us out,
 * so they get only the cases the guard refuses whatever the route. (Starting a two-factor setup asks for
 * the password now, so hostile input reaches it like any other write.)
 */
const SESSION_ROUTES = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh', 'DELETE /api/auth/sessions']);
/** Issue 27: reads no input and writes a whole backup file each call (no row): the guard's cases only. */
const INPUTLESS_WRITES = new Set(['POST /api/backup']);
const isSessionRoute = (route: RegisteredRoute) =>
  SESSION_ROUTES.has(`${route.method} ${route.url}`) || INPUTLESS_WRITES.has(`${route.method} ${route.url}`);

interface Sent {
  method: string;
  url: string;
  payload?: string;
  anonymous?: boolean;
}

/**
 * Issue 26: what answers 501 by design, with an Arabic message: the dashboard topics with no data here,
 * and the dashboard export asked for PDF (its spec default), which this server does not make.
 */
const NOT_IMPLEMENTED = new RegExp(`^/api/dashboard/(${[...NO_DATA_TOPICS, 'export'].join('|')})(\\?|$)`);
/** Issue 30: product reviews have no source in a business-to-business bakery (501 in Arabic, README "Pricing"). */
const NO_REVIEWS = /^\/api\/products\/[^/?]+\/reviews(\?|$)/;

/** Sends one request; asserts no 5xx (but the 501s above), an Arabic refusal for every 4xx, and returns the status. */
async function send({ method, url, payload, anonymous }: Sent): Promise<number> {
  sent += 1;
  const response = await server.request({
    method: method as 'GET',
    url,
    ...(anonymous ? {} : { cookie: admin }),
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  });
  const what = `${method} ${url} ${payload ?? ''}`.slice(0, 300);
  if (response.status === 501 && (NOT_IMPLEMENTED.test(url) || NO_REVIEWS.test(url))) expectArabic(response.body?.message, what);
  else expect(response.status, `${what} -> ${response.raw.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) expectArabic(response.body?.message, what);
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  geocoder = http.createServer((_request, response) => response.setHeader('content-type', 'application/json').end('[]'));
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`;
  await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { geocoderUrl } });
  routes = server.app.apiRoutes;
  // Reads bring overdue payments up to date: done once here, so the snapshot compares only what follows.
  await server.request({ method: 'GET', url: '/api/orders', cookie: admin });
  // ...and the day's first ageing read moves the kept ageing to today (reportsPayments.ts).
  await server.request({ method: 'GET', url: '/api/reports/payments', cookie: admin });
  before = await snapshot(server);
});

afterAll(async () => {
  await server?.close();
  geocoder?.closeAllConnections();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const NUL = 'a\u0000b';
const LONE = 'before\ud800after';
const LONE_LOW = '\udc00';

describe('every route, hostile input', () => {
  it('knows the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((route) => route.url === '/api/orders/:id' && route.method === 'PUT')).toBe(true);
  });

  it.each([
    ['a NUL byte', NUL],
    ['a lone high surrogate', LONE],
    ['a lone low surrogate', LONE_LOW],
  ])('refuses %s in paths, queries and bodies with 400', async (_name, bad) => {
    for (const route of routes) {
      // A query cannot carry a lone surrogate: its bytes stay as the literal text "%ED%A0%80". Only NUL reaches a route.
      if (bad === NUL) {
        const search = await send({ method: route.method, url: `${path(route)}?search=${escapeText(bad)}` });
        const address = await send({ method: route.method, url: `${path(route)}?q=x&address=${escapeText(bad)}` });
        expect([search, address]).toEqual([400, 400]);
      } else if (!isSessionRoute(route) && (readsQuery(route) || bad === LONE)) {
        // The literal text reaches the route: both fields in one request (each run of every route costs).
        await send({ method: route.method, url: `${path(route)}?q=x&search=${escapeText(bad)}&address=${escapeText(bad)}` });
      }
      if (hasParams(route)) {
        const url = route.url.replace(/:(\w+)/g, () => escapeText(bad));
        // A lone surrogate cannot be escaped in a URL at all: the router refuses the escape itself.
        expect(await send({ method: route.method, url })).toBe(400);
      }
      if (takesBody(route)) {
        for (const body of [{ name: bad }, { items: [{ notes: bad }] }, { [bad]: 1 }, { supplier_info: { a: [bad] } }]) {
          expect(await send({ method: route.method, url: path(route), payload: JSON.stringify(body) })).toBe(400);
        }
      }
    }
  });

  // One test per id, like the numbers below: the six in one walk outlasted the per-test limit on a busy machine.
  const IDS = ['2147483648', '1e20', '100000000000000000000', '0x10', '-1', '0'];
  it.each(IDS)('refuses the id %s in paths and ids= with 4xx', async (id) => {
    for (const route of routes) {
      if (hasParams(route) && !route.url.includes(':file')) {
        const status = await send({ method: route.method, url: path(route, { id }) });
        if (route.url !== '/api/auth/sessions/:id') expect(status, `${route.method} ${route.url} ${id}`).toBe(400);
      }
      // Digits past an int4 are refused on every route; other shapes by the routes that read ids=.
      if (/^\d+$/.test(id)) expect(await send({ method: route.method, url: `${path(route)}?ids=1,${id}` })).toBe(400);
      else if (!isSessionRoute(route) && (readsQuery(route) || id === '1e20')) await send({ method: route.method, url: `${path(route)}?ids=1,${id}` });
    }
  });

  it('refuses ids past an int4 in id fields of bodies with 400', async () => {
    for (const route of routes.filter(takesBody)) {
      for (const body of [{ store_id: 2147483648 }, { product_ids: [1, 2147483648] }, { items: [{ id: 1e20 }] }, { user_id: '2147483648' }]) {
        expect(await send({ method: route.method, url: path(route), payload: JSON.stringify(body) })).toBe(400);
      }
    }
  });

  // One test per value: every route gets each one, and no single test holds the whole walk (a walk of
  // 3,000 requests outlasted the per-test limit on a loaded machine).
  const NOT_NUMBERS: [string, unknown][] = [
    ['hex', '0x10'],
    ['a boolean', true],
    ['an array', [1]],
    ['an exponent', '1e3'],
    ['Infinity', 'Infinity'],
    ['1e20', 1e20],
    ['an amount past numeric(14,2)', 66666667e6],
    ['-1e20', -1e20],
  ];
  it.each(NOT_NUMBERS)('reads no number from %s in any query or body field', async (_name, value) => {
    const first = value === NOT_NUMBERS[0]![1];
    const numberFields = [
      'store_id', 'product_id', 'distributor_id', 'assigned_distributor_id', 'category_id', 'user_id', 'version',
      'quantity', 'quantity_change', 'price_eur', 'price_syp', 'stock_quantity', 'amount', 'discount_amount',
      'credit_limit_eur', 'latitude', 'longitude', 'display_order', 'sort_order', 'exchangeRate', 'sessionTimeout',
    ];
    const queryFields = ['page', 'limit', 'store_id', 'distributor_id', 'order_id', 'vehicle_id', 'user_id', 'minPrice', 'radius', 'version'];
    for (const route of routes) {
      if (isSessionRoute(route)) continue;
      const query = queryFields.map((field) => `${field}=${encodeURIComponent(String(value))}`).join('&');
      if (readsQuery(route) || first) await send({ method: route.method, url: `${path(route)}?${query}` });
      if (takesBody(route) && (readsBody(route) || first)) {
        const body: Record<string, unknown> = Object.fromEntries(numberFields.map((field) => [field, value]));
        body.items = [{ product_id: value, quantity: value, discount_amount: value }];
        await send({ method: route.method, url: path(route), payload: JSON.stringify(body) });
      }
    }
  });

  it('refuses the amounts that once overflowed a column, on real rows', async () => {
    expect(await send({ method: 'POST', url: '/api/products', payload: JSON.stringify({ name: 'خبز غالي جداً', category: 'bread', unit: 'piece', price_eur: 66666667 }) })).toBe(400);
    expect(await send({ method: 'POST', url: '/api/products/1/stock', payload: JSON.stringify({ quantity_change: 2147483647, reason: 'كبير' }) })).toBe(400);
    expect(await send({ method: 'PUT', url: '/api/system/settings', payload: JSON.stringify({ exchangeRate: 1e20 }) })).toBe(400);
    expect(await send({ method: 'POST', url: '/api/products', payload: '{"name":"خبز","category":"bread","unit":"piece","price_eur":1e400}' })).toBe(400);
  });

  it('refuses JSON bodies that are not objects with 400, signed in or not', async () => {
    for (const route of routes.filter(takesBody)) {
      for (const payload of ['[]', '[1]', '"text"', '5', 'null', 'true', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
        expect(await send({ method: route.method, url: path(route), payload })).toBe(400);
      }
    }
    const deep = `{"supplier_info":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
    expect(await send({ method: 'POST', url: '/api/products', payload: deep })).toBe(400);
    for (const payload of ['[]', 'null', '{"username":"ad\\u0000min","password":"x"}', '{"username":"admin","password":"\\ud800"}']) {
      expect(await send({ method: 'POST', url: '/api/auth/login', payload, anonymous: true })).toBe(400);
    }
  });

  it('refuses generated bodies, queries and paths that hide a bad value anywhere (fast-check)', async () => {
    const hostileText = fc.constantFrom(NUL, LONE, LONE_LOW, `${'ب'.repeat(3)}\u0000`, '\ud83d');
    const hostileId = fc.constantFrom(2147483648, 1e20, '2147483648', '99999999999');
    const idKey = fc.constantFrom('id', 'store_id', 'product_ids', 'ids', 'user_id');
    // A JSON tree with one bad leaf (a text, or an id under an id key) somewhere inside.
    const hostileTree = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        hostileText,
        fc.record({ key: idKey, value: hostileId }).map(({ key, value }) => ({ [key]: value })),
        fc.tuple(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), fc.string({ minLength: 1, maxLength: 6 }), tie('tree'))
          .map(([others, key, bad]) => ({ ...others, [`k${key}`]: bad })),
        fc.tuple(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), tie('tree')).map(([others, bad]) => [...others, bad]),
      ),
    })).tree;
    const routeIndex = fc.nat({ max: routes.length - 1 });
    await fc.assert(
      fc.asyncProperty(routeIndex, fc.constantFrom('body', 'query', 'path'), hostileTree, hostileText, async (index, where, tree, text) => {
        const route = routes[index]!;
        if (where === 'body' && takesBody(route)) {
          const body = tree !== null && typeof tree === 'object' && !Array.isArray(tree) ? tree : { value: tree };
          return (await send({ method: route.method, url: path(route), payload: JSON.stringify(body) })) === 400;
        }
        if (where === 'path' && hasParams(route)) {
          return (await send({ method: route.method, url: route.url.replace(/:(\w+)/g, () => escapeText(text)) })) === 400;
        }
        if (!text.includes('\u0000')) return true; // see above: a query cannot carry a lone surrogate
        return (await send({ method: route.method, url: `${path(route)}?filter=${escapeText(text)}` })) === 400;
      }),
      { seed: 20260512, numRuns: 300, endOnFailure: true },
    );
  });

  it('refuses NUL bytes and lone surrogates in multipart text fields and CSV cells, naming the field (issue 23)', async () => {
    const multipart = async (url: string, body: { payload: Buffer; headers: Record<string, string> }, status = 400) => {
      sent += 1;
      const response = await server.request({ method: 'POST', url, cookie: admin, payload: body.payload, headers: body.headers });
      expect(response.status, `${url} -> ${response.raw.slice(0, 300)}`).toBe(status);
      expectArabic(response.body?.message, url);
      return response.body.errors as { field: string; message: string }[];
    };
    for (const bad of [NUL, LONE, LONE_LOW]) {
      const form = proofForm({ receiver_name: bad, cash_amount: '1' });
      // A lone surrogate has no UTF-8 bytes: a form carries U+FFFD instead, and the visit is looked for (none here).
      const errors = await multipart(`/api/distribution/visits/${NO_ROW}/proof`, form, bad === NUL ? 400 : 404);
      if (bad === NUL) expect(errors).toEqual([{ field: 'receiver_name', message: errors[0]!.message }]);
    }
    const header = 'name,category,unit,price_eur,allergen_info';
    const cells = ['خبز\u0000أبيض,bread,piece,2.5,', 'خبز أسمر,bread,piece,2.5,"{""a"":""\\u0000""}"', 'خبز ثالث,bread,piece,2.5,"{""a"":""\\ud800""}"'];
    const expected = [{ row: 2, field: 'name' }, { row: 2, field: 'allergen_info' }, { row: 2, field: 'allergen_info' }];
    for (const [index, line] of cells.entries()) {
      const errors = await multipart('/api/products/import', multipartBody('file', 'products.csv', 'text/csv', Buffer.from(`${header}\n${line}\n`, 'utf8')));
      expect(errors[0], line).toMatchObject(expected[index]!);
    }
    // A surrogate's own bytes in the file are not UTF-8: refused as an unreadable file.
    const surrogateBytes = Buffer.concat([Buffer.from(`${header}\nخبز`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(',bread,piece,2.5,\n')]);
    await multipart('/api/products/import', multipartBody('file', 'products.csv', 'text/csv', surrogateBytes));
  });

  it('refuses money a cent cannot hold: no 5xx on any route, 400 where a price is saved (issue 23)', async () => {
    const moneyFields = ['price_eur', 'price_syp', 'cost_eur', 'cost_syp', 'credit_limit_eur', 'credit_limit', 'amount', 'discount_amount', 'salary_eur', 'purchase_price_eur', 'cost', 'cash_amount'];
    for (const route of routes.filter(takesBody)) {
      if (isSessionRoute(route)) continue;
      await send({ method: route.method, url: path(route), payload: JSON.stringify(Object.fromEntries(moneyFields.map((field) => [field, 0.004]))) });
    }
    for (const price_eur of [0.004, 0.001, 2.999]) {
      const product = JSON.stringify({ name: 'خبز بلا سعر', category: 'bread', unit: 'piece', price_eur });
      expect(await send({ method: 'POST', url: '/api/products', payload: product })).toBe(400);
      expect(await send({ method: 'PUT', url: '/api/products/1', payload: JSON.stringify({ price_eur }) })).toBe(400);
    }
    expect(await send({ method: 'PUT', url: '/api/stores/1', payload: JSON.stringify({ credit_limit_eur: 0.001 }) })).toBe(400);
  });

  it('refuses a stored link that is neither a path of the app nor an allowed https host (issue 23)', async () => {
    for (const link of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'https://evil.example/', 'http://bakery.be/']) {
      const payload = JSON.stringify({ title: 'تنبيه', message: 'رسالة', link });
      expect(await send({ method: 'POST', url: '/api/notifications', payload }), link).toBe(400);
    }
  });

  it("refuses ids in paths that are not plain digits, as the wrong id, in Arabic (issue 23)", async () => {
    for (const route of routes.filter(hasParams)) {
      // A file's or a backup's name is not an id.
      if (route.url.includes(':file') || route.url.includes(':name') || route.url === '/api/auth/sessions/:id') continue;
      for (const id of ['+1', '%201', '01']) {
        const url = path(route, { id });
        const response = await server.request({ method: route.method as 'GET', url, cookie: admin });
        sent += 1;
        expect(response.status, `${route.method} ${url}`).toBe(400);
        expect(response.body.errors?.[0]?.field, `${route.method} ${url}`).toBe('id');
        expectArabic(response.body.message, url);
      }
    }
  });

  it("answers Node's own refusals (oversized headers, a malformed request line) with an Arabic body (issue 23)", async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
    const cases = [
      { text: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
      { text: 'NOT A REQUEST\r\n\r\n', status: 400 },
      { text: 'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n', status: 400 },
    ];
    for (const { text, status } of cases) {
      const reply = await raw(text);
      expect(reply.split('\r\n')[0], text.slice(0, 40)).toBe(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`);
      const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expectArabic(body.message, text.slice(0, 40));
    }
  });

  it('wrote nothing', async () => {
    expect(sent).toBeGreaterThan(1000);
    expect(await snapshot(server)).toEqual(before);
  });
});
