import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { STANDING_JOB } from '../../server/services/standingGenerate';
import { errors, format, validation } from '../../src/domain/messages';
import { noticeTexts } from '../../src/domain/notifications/messages';
import { pricingMessages } from '../../src/domain/pricing';
import { standingMessages as m } from '../../src/domain/standing';
import { newProduct, rows } from './productsKit';
import { startTestServer, testConfig, type TestServer } from './helpers';

// Issue 30, on PGlite and (TEST_DATABASE_URL) PostgreSQL: a week of standing orders made into orders,
// with a shop's holiday, a public holiday (Ascension), a one-off change and a standing order that starts
// mid-week; the generation run twice, by two servers at once and by the daily job at the cut-off makes
// each order once; the bake sheet is the day's order lines plus what the standing orders will still make.
// The clock is set to Saturday 1 May 2027, 10:00 in Brussels, so the week is the same whenever this runs.

const A = 3; // cash shops of the demo data: no credit limit stands in the way
const B = 4;
const C = 8;
const P1 = 1; // products without tracked stock
const P2 = 2;
const P3 = 5;

let first: TestServer;
let secondDatabase: Database;
let second: FastifyInstance;
const cookies: Record<string, string> = {};

/** Moves the test clock to an instant (it keeps running from there). */
function setClock(iso: string) {
  first.clock.advance((Date.parse(iso) - first.clock.now.getTime()) / 1000);
}

async function signIn() {
  for (const name of ['admin', 'manager', 'cashier', 'distributor', 'distributor2', 'accountant']) cookies[name] = await first.login(name);
}

beforeAll(async () => {
  first = await startTestServer();
  setClock('2027-05-01T08:00:00Z');
  secondDatabase = first.databaseUrl ? await openDatabase({ databaseUrl: first.databaseUrl }) : first.database;
  second = await buildApp({ database: secondDatabase, config: testConfig(first.dataDir, first.databaseUrl), now: () => first.clock.now, logger: false });
  await second.ready();
  await signIn();
});
afterAll(async () => {
  await second?.close();
  if (secondDatabase && secondDatabase !== first.database) await secondDatabase.close();
  await first?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  first.request({ method, url, cookie: cookies[who], ...(payload ? { payload } : {}) });
const generate = (date: string, on: 'first' | 'second' = 'first') =>
  on === 'first'
    ? call('POST', '/api/standing-orders/generate', 'manager', { date }).then((reply) => reply.body)
    : second.inject({ method: 'POST', url: '/api/standing-orders/generate', headers: { cookie: cookies.manager }, payload: { date } }).then((reply) => reply.json());

const weekday = (days: number[], product_id: number, quantity: number) => days.map((day) => ({ weekday: day, product_id, quantity }));

/** The generated orders of a day, as "shop: product×units …", sorted. */
async function madeOn(date: string): Promise<string[]> {
  const lines = await rows<{ store_id: number; status: string; items: string }>(
    first,
    sql`select o.store_id, o.status, string_agg(i.product_id || '×' || i.quantity, ' ' order by i.product_id) as items
        from orders o join order_items i on i.order_id = o.id
        where o.delivery_date = ${date} and o.notes = ${m.generatedNote}
        group by o.id, o.store_id, o.status order by o.store_id`,
  );
  return lines.map((line) => `${line.store_id}: ${line.items} ${line.status}`);
}

const weekCount = async () =>
  (await rows<{ n: number }>(first, sql`select count(*)::int as n from orders where notes = ${m.generatedNote}`))[0]!.n;

describe('standing orders', () => {
  it('refuses bad weeks in Arabic and changes nothing, and keeps the rights of the access table', async () => {
    const bad = await call('PUT', `/api/stores/${A}/standing-orders`, 'manager', {
      lines: [{ weekday: 8, product_id: P1, quantity: 3 }, ...weekday([1, 1], P2, 2)],
      valid_from: '2027-05-01',
    });
    expect(bad.status).toBe(400);
    const messages = (bad.body.errors as { message: string }[]).map((error) => error.message);
    expect(messages).toContain(m.weekdayInvalid);
    expect(messages).toContain(m.duplicateLine);
    const unknown = await call('PUT', `/api/stores/${A}/standing-orders`, 'manager', { lines: weekday([1], 999_999, 1), valid_from: '2027-05-01' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(m.productNotFound);
    const reversed = await call('PUT', `/api/stores/${A}/standing-orders`, 'manager', { lines: [], valid_from: '2027-05-09', valid_until: '2027-05-01' });
    expect(reversed.body.errors[0].message).toBe(m.untilBeforeFrom);
    expect((await call('PUT', `/api/stores/${A}/standing-orders`, 'cashier', { lines: [], valid_from: '2027-05-01' })).status).toBe(403);
    expect((await call('PUT', '/api/stores/999999/standing-orders', 'manager', { lines: [], valid_from: '2027-05-01' })).body.message).toBe(m.storeNotFound);
    const exception = await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-05', product_id: P1, quantity: 5 });
    expect(exception.status).toBe(409);
    expect(exception.body.message).toBe(m.noStandingOrder);
    const nothing = await call('GET', `/api/stores/${A}/standing-orders`, 'accountant');
    expect(nothing.body.data).toMatchObject({ exists: false, lines: [], exceptions: [], cutoff_time: '14:00' });
    expect((await call('GET', `/api/stores/${A}/standing-orders`, 'distributor')).body.message).toBe(errors.forbidden);
  });

  it('preloads the public holidays and lets a manager replace a year', async () => {
    const year = await call('GET', '/api/calendar/closed-days?year=2027', 'cashier');
    expect(year.body.data.preloaded).toBe(true);
    expect(year.body.data.days.map((day: { date: string }) => day.date)).toContain('2027-05-06');
    const wrong = await call('PUT', '/api/calendar/closed-days', 'manager', { year: 2028, days: [{ date: '2027-12-24', name: 'x' }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toBe(m.closedDayOtherYear);
    expect((await call('PUT', '/api/calendar/closed-days', 'cashier', { year: 2028, days: [] })).status).toBe(403);
    const long = await call('PUT', '/api/calendar/closed-days', 'admin', { year: 2028, days: [{ date: '2028-12-24', name: 'ع'.repeat(101) }] });
    expect(long.body.errors[0].message).toBe(validation.tooLong);
    expect((await call('GET', '/api/calendar/closed-days?year=2028', 'manager')).body.data.preloaded).toBe(true);
    const days = [...year.body.data.days, { date: '2027-12-24', name: 'عشية الميلاد' }];
    const saved = await call('PUT', '/api/calendar/closed-days', 'manager', { year: 2027, days });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ year: 2027, preloaded: false });
    expect((await call('GET', '/api/calendar/closed-days?year=2027', 'distributor')).body.data.days).toHaveLength(11);
  });

  it('makes exactly the week’s orders: a shop’s holiday, Ascension, a one-off change, a shop starting on Wednesday', async () => {
    const saved = await call('PUT', `/api/stores/${A}/standing-orders`, 'manager', {
      lines: [...weekday([1, 2, 3, 4, 5, 6], P1, 3), ...weekday([1, 3, 5], P2, 2)],
      valid_from: '2027-05-01',
      paused: [{ from: '2027-05-07', to: '2027-05-07' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.lines).toHaveLength(9);
    // The cashier takes the shop's call: Wednesday five of P1 and none of P2.
    for (const change of [
      { product_id: P1, quantity: 5 },
      { product_id: P2, quantity: 0 },
    ]) {
      const reply = await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-05', ...change });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    expect((await call('GET', `/api/stores/${A}/standing-orders`, 'cashier')).body.data.exceptions).toHaveLength(2);

    for (const date of ['2027-05-03', '2027-05-04']) expect((await generate(date)).data.created).toHaveLength(1);
    // Shop B's standing order is set on Tuesday, from Wednesday.
    const b = await call('PUT', `/api/stores/${B}/standing-orders`, 'admin', { lines: weekday([1, 2, 3, 4, 5, 6], P2, 4), valid_from: '2027-05-05' });
    expect(b.status).toBe(200);
    for (const date of ['2027-05-05', '2027-05-06', '2027-05-07', '2027-05-08', '2027-05-09']) await generate(date);
    expect((await generate('2027-05-06')).data).toMatchObject({ closed: true, created: [] });

    const week: Record<string, string[]> = {};
    for (let day = 3; day <= 9; day++) week[`2027-05-0${day}`] = await madeOn(`2027-05-0${day}`);
    expect(week).toEqual({
      '2027-05-03': [`${A}: ${P1}×3 ${P2}×2 confirmed`],
      '2027-05-04': [`${A}: ${P1}×3 confirmed`],
      '2027-05-05': [`${A}: ${P1}×5 confirmed`, `${B}: ${P2}×4 confirmed`],
      '2027-05-06': [],
      '2027-05-07': [`${B}: ${P2}×4 confirmed`],
      '2027-05-08': [`${A}: ${P1}×3 confirmed`, `${B}: ${P2}×4 confirmed`],
      '2027-05-09': [],
    });
    // The shop's own price, as order creation gives it: the line's price is the product's.
    const [line] = await rows<{ unit: number; price: number }>(
      first,
      sql`select i.unit_price_eur::float as unit, p.price_eur::float as price from order_items i join orders o on o.id = i.order_id
          join products p on p.id = i.product_id where o.delivery_date = '2027-05-03' and o.store_id = ${A} and i.product_id = ${P1}`,
    );
    expect(line!.unit).toBe(line!.price);

    // Run again: nothing more.
    const before = await weekCount();
    for (let day = 3; day <= 9; day++) {
      const again = (await generate(`2027-05-0${day}`)).data;
      expect(again.created).toEqual([]);
    }
    expect(await weekCount()).toBe(before);
    // Past the cut-off (or once the order is made), a one-off change is refused in Arabic and changes nothing.
    const late = await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-03', product_id: P1, quantity: 9 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(m.alreadyGenerated);
    expect(await madeOn('2027-05-03')).toEqual([`${A}: ${P1}×3 ${P2}×2 confirmed`]);
  });

  it('makes each order once when two servers generate the same day at the same moment', async () => {
    const [one, two] = await Promise.all([generate('2027-05-11'), generate('2027-05-11', 'second')]);
    const created = [...one.data.created, ...two.data.created].map((row: { store_id: number }) => row.store_id).sort();
    expect(created).toEqual([A, B]);
    expect([...one.data.already, ...two.data.already].sort()).toEqual([A, B]);
    expect(await madeOn('2027-05-11')).toEqual([`${A}: ${P1}×3 confirmed`, `${B}: ${P2}×4 confirmed`]);
  });

  it('counts the bake sheet as the day’s order lines plus the standing orders still to make', async () => {
    // A typed order for Wednesday 12 May, confirmed, and a one-off change on shop A for that day.
    // Issue 30: a product sold in two sizes; the order's lines name them and the sheet has a row for each.
    const sized = await call('POST', '/api/products', 'manager', newProduct('كعكة'));
    expect(sized.status, JSON.stringify(sized.body)).toBe(201);
    const P4 = sized.body.data.id as number;
    const sizes: number[] = [];
    for (const [name, code] of [['صغير', 'S'], ['كبير', 'L']]) {
      const made = await call('POST', `/api/products/${P4}/variants`, 'manager', { name, code: `${code}-${P4}-${Date.now()}`, price_eur: 3 });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      sizes.push(made.body.data.id);
    }
    const [small, large] = sizes as [number, number];
    const typed = await call('POST', '/api/orders', 'manager', {
      store_id: C,
      delivery_date: '2027-05-12',
      items: [
        { product_id: P1, quantity: 2 },
        { product_id: P3, quantity: 1, gift_quantity: 1 },
        { product_id: P4, variant_id: small, quantity: 4 },
        { product_id: P4, variant_id: large, quantity: 1, gift_quantity: 1 },
      ],
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect((await call('PUT', `/api/orders/${typed.body.data.id}/status`, 'manager', { status: 'confirmed' })).status).toBe(200);
    expect((await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-12', product_id: P3, quantity: 6 })).status).toBe(201);
    const sheet = async () => {
      const reply = await call('GET', '/api/production/bake-sheet?date=2027-05-12', 'manager');
      expect(reply.status).toBe(200);
      type Row = { product_id: number; variant_id: number | null; quantity: number; from_orders: number; from_standing: number; previous: number[] };
      // A product's own row by its id, a variant's by "product:variant".
      return new Map((reply.body.data.products as Row[]).map((row) => [row.variant_id === null ? row.product_id : `${row.product_id}:${row.variant_id}`, row]));
    };
    const pending = await sheet();
    expect(pending.get(P1)).toMatchObject({ from_orders: 2, from_standing: 3, quantity: 5, previous: [0, 0, 0, 5] });
    expect(pending.get(P2)).toMatchObject({ from_orders: 0, from_standing: 6, quantity: 6, previous: [0, 0, 0, 4] });
    expect(pending.get(P3)).toMatchObject({ from_orders: 2, from_standing: 6, quantity: 8 });
    expect(pending.get(P4)).toBeUndefined();
    expect(pending.get(`${P4}:${small}`)).toMatchObject({ variant_name: 'صغير', from_orders: 4, from_standing: 0, quantity: 4 });
    expect(pending.get(`${P4}:${large}`)).toMatchObject({ variant_name: 'كبير', from_orders: 2, from_standing: 0, quantity: 2 });
    // Once generated the standing part becomes order lines, and the totals stay.
    expect((await generate('2027-05-12')).data.created).toHaveLength(2);
    const made = await sheet();
    for (const product of [P1, P2, P3, `${P4}:${small}`, `${P4}:${large}`]) {
      expect(made.get(product)!.quantity).toBe(pending.get(product)!.quantity);
      expect(made.get(product)!.from_standing).toBe(0);
    }
    const [sum] = await rows<{ units: number }>(
      first,
      sql`select sum(i.quantity + i.gift_quantity)::int as units from order_items i join orders o on o.id = i.order_id
          where o.delivery_date = '2027-05-12' and o.status in ('confirmed', 'in_progress', 'delivered')`,
    );
    expect([...made.values()].reduce((total, row) => total + row.quantity, 0)).toBe(sum!.units);
    expect((await call('GET', '/api/production/bake-sheet?date=2027-05-12', 'distributor')).status).toBe(403);
    expect((await call('GET', '/api/production/packing-lists?date=2027-05-12', 'accountant')).status).toBe(403);
  });

  it('gives each van its packing list, a distributor only their own', async () => {
    const [order] = await rows<{ id: number }>(first, sql`select id from orders where delivery_date = '2027-05-12' and store_id = ${A}`);
    expect((await call('POST', `/api/orders/${order!.id}/assign-distributor`, 'manager', { distributor_id: 3 })).status).toBe(200);
    const office = (await call('GET', '/api/production/packing-lists?date=2027-05-12', 'manager')).body.data;
    expect(office.vans.map((van: { distributor_id: number | null }) => van.distributor_id)).toEqual([3, null]);
    const own = (await call('GET', '/api/production/packing-lists?date=2027-05-12', 'distributor')).body.data;
    expect(own.vans).toHaveLength(1);
    expect(own.vans[0].shops.map((shop: { store_id: number }) => shop.store_id)).toEqual([A]);
    expect(own.vans[0].totals).toEqual(expect.arrayContaining([expect.objectContaining({ product_id: P3, quantity: 6 })]));
    // Shop C's typed order has no distributor: its sizes are each their own item, named "product — size".
    const shopC = office.vans[1].shops.find((shop: { store_id: number }) => shop.store_id === C);
    const sizedItems = shopC.items.filter((item: { variant_id: number | null }) => item.variant_id !== null);
    expect(sizedItems.map((item: { quantity: number; name: string }) => [item.quantity, item.name.split(' — ')[1]])).toEqual([
      [4, 'صغير'],
      [2, 'كبير'],
    ]);
    expect(office.vans[1].totals.filter((item: { variant_id: number | null }) => item.variant_id !== null)).toEqual(sizedItems);
    const other = await call('GET', '/api/production/packing-lists?date=2027-05-12&distributor_id=3', 'distributor2');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(m.distributorOwnOnly);
  });

  it('puts each shop’s lines in numbered crates, loaded from the last shop back to the first', async () => {
    // Per crate: P1 20 (the demo's figure is replaced), P2 3, P3 none (it goes loose).
    for (const [id, units_per_crate] of [[P1, 20], [P2, 3], [P3, null]] as const) {
      const saved = await call('PUT', `/api/products/${id}`, 'manager', { units_per_crate });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    for (const bad of [0, -2, 2.5]) {
      const refused = await call('PUT', `/api/products/${P1}`, 'manager', { units_per_crate: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ field: 'units_per_crate', message: validation.unitsPerCrateInvalid });
    }
    const vans = (await call('GET', '/api/production/packing-lists?date=2027-05-12', 'manager')).body.data.vans;
    // Van 3 carries shop A: P1×3 in one crate, P2×2 in the next, P3×6 loose.
    expect(vans[0].crate_count).toBe(2);
    expect(vans[0].shops[0].crates).toEqual([
      { product_id: P1, name: expect.any(String), from: 1, to: 1, quantity: 3, per_crate: 20, last_units: 3 },
      { product_id: P2, name: expect.any(String), from: 2, to: 2, quantity: 2, per_crate: 3, last_units: 2 },
    ]);
    // The other van, by name: shop B's P2×4 fills 3 + 1, shop C's P1×2 one crate (its P3 goes loose); the
    // later of the two in the route is loaded first and gets the first numbers.
    const shops = vans[1].shops as { store_id: number; crates: unknown[] }[];
    expect(shops.map((shop) => shop.store_id).sort()).toEqual([B, C]);
    const bFirst = shops[0]!.store_id === B;
    const cratesOf = (id: number) => shops.find((shop) => shop.store_id === id)!.crates;
    expect(cratesOf(B)).toEqual([{ product_id: P2, name: expect.any(String), from: bFirst ? 2 : 1, to: bFirst ? 3 : 2, quantity: 4, per_crate: 3, last_units: 1 }]);
    expect(cratesOf(C)).toEqual([{ product_id: P1, name: expect.any(String), from: bFirst ? 1 : 3, to: bFirst ? 1 : 3, quantity: 2, per_crate: 20, last_units: 2 }]);
    expect(vans[1].crate_count).toBe(3);
  });

  it('runs the cut-off job once across two servers and closes one-off changes at the cut-off', async () => {
    // Sunday 9 May, 13:59 in Brussels: not yet. 14:01: Monday's orders, by one server only.
    setClock('2027-05-09T11:59:00Z');
    expect([...(await first.app.jobs.runDue()), ...(await second.jobs.runDue())]).not.toContain(STANDING_JOB);
    setClock('2027-05-09T12:01:00Z');
    await signIn();
    const ran = await Promise.all([first.app.jobs.runDue(), second.jobs.runDue()]);
    expect(ran.flat().filter((name) => name === STANDING_JOB)).toEqual([STANDING_JOB]);
    expect(await madeOn('2027-05-10')).toEqual([`${A}: ${P1}×3 ${P2}×2 confirmed`, `${B}: ${P2}×4 confirmed`]);
    expect([...(await first.app.jobs.runDue()), ...(await second.jobs.runDue())]).not.toContain(STANDING_JOB);
    const late = await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-10', product_id: P1, quantity: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(m.cutoffPassed.replace('{cutoff}', '14:00'));
    expect((await call('POST', `/api/stores/${A}/standing-orders/exceptions`, 'cashier', { date: '2027-05-13', product_id: P1, quantity: 1 })).status).toBe(201);
    const past = await call('POST', '/api/standing-orders/generate', 'manager', { date: '2027-05-08' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(m.dateInPast);
  });

  it('orders a size: its line and one-off change name it, the order takes it at the shop’s price, the bake sheet and stock count it', async () => {
    // Issue 30: a baguette sold small (1.50, 12 in stock) and large (3.00, 100), its minimum 10; shop C has
    // 10 % off it. Wednesday 19 May: large ×40 every Wednesday, and a one-off change of 6 small.
    const made = await call('POST', '/api/products', 'manager', newProduct('باغيت', { stock_quantity: 50, minimum_stock: 10 }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const P5 = made.body.data.id as number;
    const name = made.body.data.name as string;
    const sizes: number[] = [];
    for (const [size, price_eur, stock_quantity] of [['صغير', 1.5, 12], ['كبير', 3, 100]] as const) {
      const variant = await call('POST', `/api/products/${P5}/variants`, 'manager', { name: size, code: `B${sizes.length}-${P5}-${Date.now()}`, price_eur, stock_quantity });
      expect(variant.status, JSON.stringify(variant.body)).toBe(201);
      sizes.push(variant.body.data.id);
    }
    const [small, large] = sizes as [number, number];
    const list = { name: `قائمة ${P5}`, valid_from: '2027-05-01', store_ids: [C], rules: [{ product_id: P5, discount_percent: 10 }] };
    expect((await call('POST', '/api/price-lists', 'manager', list)).status).toBe(201);

    // A line without its size, with another product's size, or twice: refused in Arabic at the line, nothing kept.
    const refusals: [object[], { field: string; message: string }][] = [
      [[{ weekday: 3, product_id: P5, quantity: 40 }], { field: 'lines.0.variant_id', message: format(m.variantRequired, { name }) }],
      [[{ weekday: 3, product_id: P1, variant_id: large, quantity: 1 }], { field: 'lines.0.variant_id', message: m.variantNotOfProduct }],
      [[{ weekday: 3, product_id: P5, variant_id: 999_999, quantity: 1 }], { field: 'lines.0.variant_id', message: m.variantNotFound }],
      [[1, 2].map(() => ({ weekday: 3, product_id: P5, variant_id: large, quantity: 1 })), { field: 'lines.1.product_id', message: m.duplicateLine }],
    ];
    for (const [lines, error] of refusals) {
      const refused = await call('PUT', `/api/stores/${C}/standing-orders`, 'manager', { lines, valid_from: '2027-05-01' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual(error);
    }
    expect((await call('GET', `/api/stores/${C}/standing-orders`, 'manager')).body.data.exists).toBe(false);
    // Two sizes of a product on one day are two lines.
    const week = [
      { weekday: 3, product_id: P5, variant_id: large, quantity: 40 },
      { weekday: 4, product_id: P5, variant_id: small, quantity: 2 },
      { weekday: 4, product_id: P5, variant_id: large, quantity: 3 },
    ];
    const saved = await call('PUT', `/api/stores/${C}/standing-orders`, 'manager', { lines: week, valid_from: '2027-05-01' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.lines).toEqual(week.map((line) => ({ ...line, variant_name: line.variant_id === large ? 'كبير' : 'صغير' })));

    const change = (body: object) => call('POST', `/api/stores/${C}/standing-orders/exceptions`, 'cashier', { date: '2027-05-19', product_id: P5, ...body });
    const sizeless = await change({ quantity: 6 });
    expect(sizeless.status).toBe(400);
    expect(sizeless.body.errors).toEqual([{ field: 'variant_id', message: format(m.variantRequired, { name }) }]);
    expect((await change({ variant_id: small, quantity: 4 })).status).toBe(201);
    const again = await change({ variant_id: small, quantity: 6 });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ variant_id: small, variant_name: 'صغير', quantity: 6 });
    const kept = (await call('GET', `/api/stores/${C}/standing-orders`, 'cashier')).body.data.exceptions;
    expect(kept).toEqual([{ date: '2027-05-19', product_id: P5, variant_id: small, variant_name: 'صغير', quantity: 6 }]);

    const sheet = async () => {
      const rows = (await call('GET', '/api/production/bake-sheet?date=2027-05-19', 'manager')).body.data.products as { product_id: number; variant_id: number | null }[];
      return rows.filter((row) => row.product_id === P5);
    };
    expect(await sheet()).toEqual([
      expect.objectContaining({ variant_id: small, variant_name: 'صغير', from_orders: 0, from_standing: 6, quantity: 6 }),
      expect.objectContaining({ variant_id: large, variant_name: 'كبير', from_orders: 0, from_standing: 40, quantity: 40 }),
    ]);
    const result = (await generate('2027-05-19')).data;
    expect(result.failed).toEqual([]);
    expect(result.created.map((row: { store_id: number }) => row.store_id)).toContain(C);
    // Each size its own line, at the size's price less the shop's 10 % (variantPrice), named "product — size".
    const lines = await rows<{ variant_id: number; quantity: number; price: number; name: string }>(
      first,
      sql`select i.variant_id, i.quantity, i.unit_price_eur::float as price, i.product_name as name from order_items i
          join orders o on o.id = i.order_id where o.delivery_date = '2027-05-19' and o.store_id = ${C} and o.notes = ${m.generatedNote} order by i.variant_id`,
    );
    expect(lines).toEqual([
      { variant_id: small, quantity: 6, price: 1.35, name: `${name} — صغير` },
      { variant_id: large, quantity: 40, price: 2.7, name: `${name} — كبير` },
    ]);
    expect(await sheet()).toEqual([
      expect.objectContaining({ variant_id: small, from_orders: 6, from_standing: 0, quantity: 6 }),
      expect.objectContaining({ variant_id: large, from_orders: 40, from_standing: 0, quantity: 40 }),
    ]);
    // Each size's stock moved, one movement naming it; the product's own stock did not. The small size fell
    // to its product's minimum: the low-stock notice names it.
    const moved = await rows<{ variant_id: number | null; change: number; after: number }>(
      first,
      sql`select variant_id, change, quantity_after as after from stock_movements where product_id = ${P5} order by id`,
    );
    expect(moved.filter((row) => row.variant_id !== null)).toEqual([
      { variant_id: small, change: -6, after: 6 },
      { variant_id: large, change: -40, after: 60 },
    ]);
    const inventory = (await call('GET', `/api/products/${P5}/inventory`, 'manager')).body.data;
    expect(inventory.stock_quantity).toBe(50);
    expect(inventory.movements.find((row: { variant_id: number | null }) => row.variant_id === small)).toMatchObject({ variant_name: 'صغير', quantity_after: 6 });
    const notices = await rows<{ n: number }>(
      first,
      sql`select count(*)::int as n from notifications where message = ${format(noticeTexts.lowStockMessage, { name: `${name} — صغير`, stock: 6, minimum: 10 })}`,
    );
    expect(notices[0]!.n).toBeGreaterThan(0);
    const largeNotices = await rows<{ n: number }>(first, sql`select count(*)::int as n from notifications where message like ${`%${name} — كبير%`}`);
    expect(largeNotices[0]!.n).toBe(0);

    // A size the shop's week names is neither made inactive nor deleted: 409 naming the shop, nothing changed.
    const shopName = (await rows<{ name: string }>(first, sql`select name from stores where id = ${C}`))[0]!.name;
    const refusal = format(pricingMessages.variantInStandingOrders, { shops: shopName });
    const variantOf = async (id: number) => (await call('GET', `/api/products/${P5}/variants`, 'manager')).body.data.variants.find((v: { id: number }) => v.id === id);
    const largeNow = await variantOf(large);
    const { id: _id, product_id: _product, created_at: _created, updated_at: _updated, ...largeInput } = largeNow;
    const off = await call('PUT', `/api/products/${P5}/variants/${large}`, 'manager', { ...largeInput, status: 'inactive' });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(refusal);
    expect((await variantOf(large)).status).toBe('active');
    const gone = await call('DELETE', `/api/products/${P5}/variants/${large}`, 'manager');
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(refusal);
    const keptWeek = (await call('GET', `/api/stores/${C}/standing-orders`, 'manager')).body.data.lines as { variant_id: number }[];
    expect(keptWeek.filter((line) => line.variant_id === large)).toHaveLength(2);
    // Once the shop's week no longer names it, the size may be made inactive.
    const withoutLarge = keptWeek.filter((line) => line.variant_id !== large).map(({ weekday, product_id, variant_id, quantity }: any) => ({ weekday, product_id, variant_id, quantity }));
    expect((await call('PUT', `/api/stores/${C}/standing-orders`, 'manager', { lines: withoutLarge, valid_from: '2027-05-01' })).status).toBe(200);
    const offNow = await call('PUT', `/api/products/${P5}/variants/${large}`, 'manager', { ...largeInput, status: 'inactive' });
    expect(offNow.status, JSON.stringify(offNow.body)).toBe(200);
    expect(offNow.body.data.status).toBe('inactive');
  });
});
