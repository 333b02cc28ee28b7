import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { product, USERS } from './ordersKit';
import { api, rows } from './productsKit';
import { expectFiguresExact, summaryRowCount } from './keptKit';
import { addStore, dayFromToday, dayOrder, proofForm } from './scheduleKit';
import type { ScheduleReply } from '../../src/domain/schedule';

// Issue 25: the summary tables and the shops' kept figures are exact after any sequence of writes, and
// the backfill gives the same as a recomputation on the demo data. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.

let server: TestServer;
let admin: string;
let manager: string;
let shops: number[];
let productIds: number[];
let vans: number[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  manager = await server.login('manager');
  // Shops that pay cash on delivery: the credit limit never refuses, whatever the sequence orders.
  const found = await rows<{ id: number }>(
    server,
    sql`select id from stores where status = 'active' and payment_terms = 'cash' order by id limit 3`,
  );
  shops = found.map((row) => Number(row.id));
  const call = api(server, admin);
  productIds = [(await product(call, null, 2.5)).id, (await product(call, null, 4.75)).id, (await product(call, 500, 12.1)).id];
  vans = (await rows<{ id: number }>(server, sql`select id from vehicles order by id limit 2`)).map((row) => Number(row.id));
});
afterAll(async () => {
  await server?.close();
});

describe('the backfill', () => {
  it('gives on the demo data what a recomputation from the raw rows gives', async () => {
    expect(await summaryRowCount(server)).toBeGreaterThan(100);
    await expectFiguresExact(server, 'after loading the demo data');
  });

  it('rebuilds figures that were lost, exactly', async () => {
    await server.database.db.execute(sql`delete from summary_sales_daily where store_id = ${shops[0]}`);
    await server.database.db.execute(sql`update stores set current_balance_eur = 0, total_orders = 0, last_order_date = null`);
    await server.database.db.execute(sql`select kept_figures_rebuild()`);
    await expectFiguresExact(server, 'after kept_figures_rebuild');
  });
});

type Lines = [number, number][];
type Op =
  | { kind: 'create'; shop: number; lines: Lines; distributor: number; delivery: number }
  | { kind: 'edit'; pick: number; lines: Lines }
  | { kind: 'dates'; pick: number; orderDaysAgo: number }
  | { kind: 'move'; pick: number; shop: number }
  | { kind: 'advance'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'pay'; pick: number; share: number; daysAgo: number; bank: boolean }
  | { kind: 'assign'; pick: number; distributor: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'expense'; amount: number; daysAgo: number; fuel: boolean; van: number }
  | { kind: 'expenseEdit'; pick: number; amount: number; daysAgo: number }
  | { kind: 'expenseDelete'; pick: number }
  | { kind: 'terms'; shop: number; terms: number };

const pick = fc.nat(50);
// One line per product: an order repeating a product is refused (a refusal the sequences need not test).
const linesArb: fc.Arbitrary<Lines> = fc.uniqueArray(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 6 })), {
  minLength: 1,
  maxLength: 3,
  selector: ([p]) => p,
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), shop: fc.nat(2), lines: linesArb, distributor: fc.nat(2), delivery: fc.integer({ min: -1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick, lines: linesArb }) },
  fc.record({ kind: fc.constant('dates' as const), pick, orderDaysAgo: fc.nat(3) }),
  fc.record({ kind: fc.constant('move' as const), pick, shop: fc.nat(2) }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('advance' as const), pick }) },
  fc.record({ kind: fc.constant('cancel' as const), pick }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick, share: fc.integer({ min: 1, max: 100 }), daysAgo: fc.nat(3), bank: fc.boolean() }) },
  fc.record({ kind: fc.constant('assign' as const), pick, distributor: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('expense' as const), amount: fc.integer({ min: 1, max: 20000 }), daysAgo: fc.nat(5), fuel: fc.boolean(), van: fc.nat(1) }),
  fc.record({ kind: fc.constant('expenseEdit' as const), pick, amount: fc.integer({ min: 1, max: 20000 }), daysAgo: fc.nat(5) }),
  fc.record({ kind: fc.constant('expenseDelete' as const), pick }),
  fc.record({ kind: fc.constant('terms' as const), shop: fc.nat(2), terms: fc.nat(2) }),
);
// A shop's new terms move its unpaid days to other ageing buckets (the shops have no credit limit set
// by this test's terms, so no order is refused for them).
const TERMS = ['cash', 'credit_7', 'credit_30'] as const;

const NEXT: Record<string, string | undefined> = { draft: 'confirmed', confirmed: 'in_progress', in_progress: 'delivered' };
const DISTRIBUTORS = [null, USERS.distributor, USERS.distributor2];

describe('after random sequences of writes (fast-check, fixed seed)', () => {
  it('every summary row and every shop figure equals a recomputation from the raw rows', async () => {
    const today = bakeryDate(new Date());
    const accepted = new Map<string, number>();
    let kind = '';
    const send = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, cookie = admin) => {
      const response = await server.request({ method, url, cookie, ...(payload ? { payload } : {}) });
      // A refusal (an edit of a delivered order, a payment on a cancelled one…) is part of the sequence;
      // a server error is not.
      expect(response.status, `${method} ${url} ${JSON.stringify(response.body)}`).toBeLessThan(500);
      if (method !== 'GET' && response.status < 300) accepted.set(kind, (accepted.get(kind) ?? 0) + 1);
      return response;
    };
    // A gift unit on lines of an odd quantity: the summaries' gift columns change with the sequences too.
    const items = (lines: Lines) => lines.map(([p, quantity]) => ({ product_id: productIds[p]!, quantity, gift_quantity: quantity % 2 }));
    const run = async (ops: Op[]) => {
      const orders: number[] = [];
      const expenses: number[] = [];
      const orderOf = (n: number) => (orders.length ? orders[n % orders.length] : undefined);
      for (const op of ops) {
        kind = op.kind;
        if (op.kind === 'create') {
          const body = {
            store_id: shops[op.shop],
            items: items(op.lines),
            distributor_id: DISTRIBUTORS[op.distributor],
            delivery_date: op.delivery < 0 ? null : shiftDay(today, op.delivery),
          };
          const made = await send('POST', '/api/orders', body);
          if (made.status === 201) orders.push(made.body.data.id);
        } else if (op.kind === 'expense') {
          const made = await send('POST', '/api/vehicles/expenses', {
            vehicle_id: vans[op.van],
            type: op.fuel ? 'fuel' : 'other',
            amount: op.amount / 100,
            currency: 'EUR',
            description: 'مصروف تجريبي',
            expense_date: shiftDay(today, -op.daysAgo),
            ...(op.fuel ? { litres: (op.amount % 50) + 1 } : {}),
          }, manager);
          if (made.status === 201) expenses.push(made.body.data.id);
        } else if (op.kind === 'terms') {
          // Written as any path would (the kept ageing follows the column, whoever writes it).
          await server.database.db.execute(sql`update stores set payment_terms = ${TERMS[op.terms]}, credit_limit_eur = null where id = ${shops[op.shop]}`);
        } else if (op.kind === 'expenseEdit' || op.kind === 'expenseDelete') {
          const id = expenses.length ? expenses[op.pick % expenses.length] : undefined;
          if (id === undefined) continue;
          if (op.kind === 'expenseDelete') {
            if ((await send('DELETE', `/api/vehicles/expenses/${id}`, undefined, manager)).status === 200) expenses.splice(expenses.indexOf(id), 1);
          } else await send('PUT', `/api/vehicles/expenses/${id}`, { amount: op.amount / 100, expense_date: shiftDay(today, -op.daysAgo) }, manager);
        } else {
          const id = orderOf(op.pick);
          if (id === undefined) continue;
          const order = (await send('GET', `/api/orders/${id}`)).body.data;
          const { version } = order;
          if (op.kind === 'edit') await send('PUT', `/api/orders/${id}`, { version, items: items(op.lines) });
          else if (op.kind === 'dates') await send('PUT', `/api/orders/${id}`, { version, order_date: shiftDay(today, -op.orderDaysAgo) });
          else if (op.kind === 'move') await send('PUT', `/api/orders/${id}`, { version, store_id: shops[op.shop] });
          else if (op.kind === 'advance' && NEXT[order.status])
            await send('PUT', `/api/orders/${id}/status`, { status: NEXT[order.status] });
          else if (op.kind === 'cancel') await send('PUT', `/api/orders/${id}/status`, { status: 'cancelled' });
          else if (op.kind === 'assign') {
            const distributor = DISTRIBUTORS[op.distributor];
            if (distributor === null) await send('DELETE', `/api/orders/${id}/assign-distributor`);
            else await send('POST', `/api/orders/${id}/assign-distributor`, { distributor_id: distributor });
          } else if (op.kind === 'pay') {
            const remaining = Math.round((order.final_amount_eur - order.paid_amount_eur) * 100);
            const amount = Math.max(1, Math.floor((remaining * op.share) / 100)) / 100;
            if (remaining > 0)
              await send('PUT', `/api/orders/${id}/payment`, {
                amount,
                method: op.bank ? 'bank' : 'cash',
                payment_date: shiftDay(today, -op.daysAgo),
              });
          } else if (op.kind === 'delete') {
            if ((await send('DELETE', `/api/orders/${id}`)).status === 200) orders.splice(orders.indexOf(id), 1);
          }
        }
      }
      await expectFiguresExact(server, `after ${ops.length} writes`);
    };
    // The ageing is kept as of a day from its first read on: kept from here, through every write below. Kept
    // as of 30 days on, the sequences' deliveries of today sit on the buckets' edges: 30 days past terms for
    // a cash shop (one more would be 31-60), 0 for credit_30 (one more would be past due).
    // (The server's clock, which dates the deliveries, may stand on another day than this process's.)
    const serverDay = bakeryDate(server.clock.now);
    await server.database.db.execute(sql`select summary_ageing_rebuild(${shiftDay(serverDay, 30)}::date)`);
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 40, maxLength: 40 }), run), {
      seed: 25,
      numRuns: 4,
      endOnFailure: true,
    });
    // A read of another day moves the kept ageing to it, exactly.
    await server.database.db.execute(sql`select summary_ageing_rebuild(${serverDay}::date)`);
    await expectFiguresExact(server, 'after the ageing moved to today');
    await server.database.db.execute(sql`update stores set payment_terms = 'cash' where id in (${sql.join(shops.map((id) => sql`${id}`), sql`, `)})`);
    // Every kind of write was made and accepted at least once across the runs.
    expect([...accepted.keys()].sort()).toEqual(
      ['advance', 'assign', 'cancel', 'create', 'dates', 'delete', 'edit', 'expense', 'expenseDelete', 'expenseEdit', 'move', 'pay'].sort(),
    );
    // The sequences did write: orders of this test's products are counted in the sales summary.
    const [sold] = await rows<{ n: unknown }>(
      server,
      sql`select count(*) as n from summary_sales_daily where product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`,
    );
    expect(Number(sold!.n)).toBeGreaterThan(0);
  });
});

describe("the schedule's writes", () => {
  it('keep the figures exact: generation assigns distributors, a delivered visit moves its orders and records the cash', async () => {
    const day = dayFromToday(20);
    const call = api(server, manager);
    const shop = await addStore(server, 'متجر الأرقام', { lat: 50.85, lng: 4.36 });
    const orders = [await dayOrder(call, shop, day), await dayOrder(call, shop, day, { quantity: 3 })];
    const generated = await server.request({
      method: 'POST',
      url: '/api/distribution/system/trigger-schedule-generation',
      cookie: manager,
      payload: { schedule_date: day },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    await expectFiguresExact(server, 'after the generation');
    const route = (generated.body.data as ScheduleReply).distributors_schedules.find((entry) =>
      entry.schedule_items.some((item) => item.orders.some((order) => order.id === orders[0])),
    )!;
    const visit = route.schedule_items.find((item) => item.store.id === shop)!;
    const [who] = await rows<{ username: string }>(server, sql`select username from users where id = ${route.distributor.id}`);
    const driver = await server.login(who!.username);
    const form = proofForm({ receiver_name: 'مستلم الأرقام', cash_amount: '15' });
    const proof = await server.request({
      method: 'POST',
      url: `/api/distribution/visits/${visit.id}/proof`,
      cookie: driver,
      payload: form.payload,
      headers: form.headers,
    });
    expect(proof.status, JSON.stringify(proof.body)).toBe(200);
    await expectFiguresExact(server, 'after the delivery');
    // 2 + 3 units at 4 EUR delivered, 15 EUR collected: the shop owes 5.
    const [row] = await rows<Record<string, unknown>>(server, sql`select current_balance_eur, completed_orders, last_payment_date::text d from stores where id = ${shop}`);
    expect({ balance: Number(row!.current_balance_eur), completed: Number(row!.completed_orders), paid: row!.d }).toEqual({
      balance: 5,
      completed: 2,
      paid: bakeryDate(new Date()),
    });
  });
});
