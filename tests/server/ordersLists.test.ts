import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlan, withNamedReads, withPreparedReads } from '../../server/db/preparedStatements';
import { startTestServer, type TestServer } from './helpers';
import { USERS, placeOrder, product, type Call } from './ordersKit';
import { api, rows } from './productsKit';

// Issue 25, "lists stay fast": the list's total comes from kept counts (order_counts, kept by triggers),
// from a short page, or from a count; a search written like an order number takes the prefix index; the
// reads PGlite keeps prepared, and those sent as named statements to PostgreSQL. Every expectation here is computed from the raw rows.

let server: TestServer;
let admin: Call;
let driver: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.login('admin'));
  driver = api(server, await server.login('distributor'));
});
afterAll(async () => {
  await server?.close();
});

/** order_counts' non-zero rows, and the same grouping computed from the orders: they must be equal. */
async function keptAndCounted() {
  const key = (row: Record<string, unknown>) =>
    `${String(row.order_date)}|${String(row.status)}|${String(row.payment_status)}|${String(row.distributor_id)}=${String(row.n)}`;
  const kept = await rows(
    server,
    sql`select order_date::text, status, payment_status, distributor_id, n from order_counts where n <> 0 order by 1, 2, 3, 4`,
  );
  const counted = await rows(
    server,
    sql`select order_date::text, status, payment_status, coalesce(assigned_distributor_id, 0) as distributor_id, count(*)::int as n
        from orders group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return { kept: kept.map(key), counted: counted.map(key) };
}

async function countWhere(where: SQL): Promise<number> {
  const [row] = await rows<{ n: unknown }>(server, sql`select count(*)::int as n from orders where ${where}`);
  return Number(row!.n);
}

describe('order_counts', () => {
  it('equals a count of the orders after creates, moves, assignments, payments, cancellations, deletions and bulk writes', async () => {
    const start = await keptAndCounted();
    expect(start.kept.length).toBeGreaterThan(0);
    expect(start.kept).toEqual(start.counted);

    const bread = await product(admin, null, 4);
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push(await placeOrder(admin, [{ product_id: bread.id, quantity: 1 + i }]));
    const [moved, paid, cancelled, deleted] = placed;
    const assign = await admin.send('POST', `/api/orders/${moved!.id}/assign-distributor`, {
      distributor_id: USERS.distributor,
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    for (const status of ['confirmed', 'in_progress', 'delivered']) {
      const move = await admin.send('PUT', `/api/orders/${moved!.id}/status`, { status });
      expect(move.status, JSON.stringify(move.body)).toBe(200);
    }
    const payment = await admin.send('PUT', `/api/orders/${paid!.id}/payment`, { amount: 4 });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    expect((await admin.send('PUT', `/api/orders/${cancelled!.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await admin.send('DELETE', `/api/orders/${deleted!.id}`)).status).toBe(200);
    // A statement that moves many orders at once, and one that changes none of the counted columns.
    await rows(
      server,
      sql`update orders set payment_status = 'overdue' where status = 'delivered' and payment_status = 'pending'`,
    );
    await rows(server, sql`update orders set notes = 'bulk' where id in (select id from orders order by id limit 50)`);

    const end = await keptAndCounted();
    expect(end.kept).toEqual(end.counted);
    expect(end.kept).not.toEqual(start.kept);
  });

  it('is emptied with the orders by TRUNCATE (in a transaction undone here)', async () => {
    let inside = -1;
    await server.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate orders cascade`);
        const result = (await tx.execute(sql`select count(*)::int as n from order_counts where n <> 0`)) as unknown as {
          rows: { n: unknown }[];
        };
        inside = Number(result.rows[0]!.n);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toBe(0);
    const after = await keptAndCounted();
    expect(after.kept.length).toBeGreaterThan(0);
    expect(after.kept).toEqual(after.counted);
  });
});

describe('GET /orders: the total', () => {
  const cases: [string, string, SQL][] = [
    [
      'status and payment, kept counts',
      'status=delivered,in_progress&payment_status=paid',
      sql`status in ('delivered', 'in_progress') and payment_status = 'paid'`,
    ],
    [
      'a date range, kept counts',
      'date_from=2000-01-01&date_to=2100-01-01&status=confirmed',
      sql`status = 'confirmed'`,
    ],
    [
      'a distributor, kept counts',
      `distributor_id=${USERS.distributor}`,
      sql`assigned_distributor_id = ${USERS.distributor}`,
    ],
    ['no filter, kept counts', '', sql`true`],
    ['a shop, counted', 'store_id=1', sql`store_id = 1`],
  ];
  for (const [what, filters, where] of cases) {
    it(`is the number of matching orders: ${what}`, async () => {
      const expected = await countWhere(where);
      const reply = await admin.get(`/api/orders?page=1&limit=2&${filters}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data.pagination.total).toBe(expected);
      expect(reply.body.data.pagination.totalPages).toBe(Math.ceil(expected / 2));
    });
  }

  it('is the page itself on a short last page, and still counted past the end', async () => {
    const expected = await countWhere(sql`store_id = 1`);
    const last = Math.ceil(expected / 7);
    const page = await admin.get(`/api/orders?store_id=1&limit=7&page=${last}`);
    expect(page.body.data.orders.length).toBe(expected - (last - 1) * 7);
    expect(page.body.data.pagination.total).toBe(expected);
    const beyond = await admin.get(`/api/orders?store_id=1&limit=7&page=${last + 3}`);
    expect(beyond.body.data.orders).toEqual([]);
    expect(beyond.body.data.pagination.total).toBe(expected);
  });

  it("is a distributor's own orders only, whatever they filter", async () => {
    const own = await countWhere(sql`assigned_distributor_id = ${USERS.distributor}`);
    const delivered = await countWhere(sql`assigned_distributor_id = ${USERS.distributor} and status = 'delivered'`);
    expect((await driver.get('/api/orders?limit=1')).body.data.pagination.total).toBe(own);
    expect((await driver.get('/api/orders?limit=1&status=delivered')).body.data.pagination.total).toBe(delivered);
    expect(
      (await driver.get(`/api/orders?limit=1&distributor_id=${USERS.distributor2}`)).body.data.pagination.total,
    ).toBe(0);
  });
});

describe('GET /orders: the rows, one statement per shape', () => {
  async function idsWhere(where: SQL, sort: SQL, limit: number, offset: number): Promise<number[]> {
    const found = await rows<{ id: number }>(
      server,
      sql`select o.id from orders o where ${where} order by ${sort} limit ${limit} offset ${offset}`,
    );
    return found.map((row) => Number(row.id));
  }
  const idsOf = (reply: { status: number; body: { data: { orders: { id: number }[] } } }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.orders.map((order) => Number(order.id));
  };

  it("answers each request with its own values, pages and sort, when a shape's statement is already built", async () => {
    const [span] = await rows<{ first: string; middle: string; last: string }>(
      server,
      sql`select min(order_date)::text as first, (min(order_date) + (max(order_date) - min(order_date)) / 2)::text as middle,
            max(order_date)::text as last from orders`,
    );
    const { first, middle, last } = span!;
    // Each group: requests of one shape (the same filters, as many values, the same sort) with other values.
    const groups: [string, SQL, SQL][][] = [
      [
        ['status=cancelled', sql`o.status = 'cancelled'`, sql`o.created_at desc, o.id desc`],
        ['status=delivered', sql`o.status = 'delivered'`, sql`o.created_at desc, o.id desc`],
        // The same filters in another order: another shape.
        [
          'status=delivered&sortBy=order_number&sortOrder=ASC',
          sql`o.status = 'delivered'`,
          sql`o.order_number asc, o.id asc`,
        ],
      ],
      [
        [
          'status=delivered,in_progress&payment_status=paid&sortBy=order_date&sortOrder=ASC',
          sql`o.status in ('delivered', 'in_progress') and o.payment_status = 'paid'`,
          sql`o.order_date asc, o.id asc`,
        ],
        [
          'status=draft,confirmed&payment_status=pending&sortBy=order_date&sortOrder=ASC',
          sql`o.status in ('draft', 'confirmed') and o.payment_status = 'pending'`,
          sql`o.order_date asc, o.id asc`,
        ],
      ],
      [
        [
          'store_id=1&sortBy=final_amount_eur&sortOrder=DESC',
          sql`o.store_id = 1`,
          sql`o.final_amount_eur desc, o.id desc`,
        ],
        [
          'store_id=2&sortBy=final_amount_eur&sortOrder=DESC',
          sql`o.store_id = 2`,
          sql`o.final_amount_eur desc, o.id desc`,
        ],
      ],
      [
        [
          `date_from=${first}&date_to=${middle}`,
          sql`o.order_date between ${first}::date and ${middle}::date`,
          sql`o.created_at desc, o.id desc`,
        ],
        [
          `date_from=${middle}&date_to=${last}`,
          sql`o.order_date between ${middle}::date and ${last}::date`,
          sql`o.created_at desc, o.id desc`,
        ],
      ],
    ];
    for (const group of groups) {
      for (const [filters, where, sort] of group) {
        for (const [page, limit] of [
          [1, 7],
          [2, 5],
        ] as const) {
          const expected = await idsWhere(where, sort, limit, (page - 1) * limit);
          expect(expected.length, filters).toBeGreaterThan(0);
          expect(idsOf(await admin.get(`/api/orders?page=${page}&limit=${limit}&${filters}`)), filters).toEqual(
            expected,
          );
        }
      }
    }
    // A distributor's scope is a value of the shape too: theirs, never the admin's rows or another's.
    const own = await idsWhere(
      sql`o.assigned_distributor_id = ${USERS.distributor}`,
      sql`o.created_at desc, o.id desc`,
      20,
      0,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(idsOf(await admin.get(`/api/orders?limit=20&distributor_id=${USERS.distributor2}`))).toEqual(
      await idsWhere(sql`o.assigned_distributor_id = ${USERS.distributor2}`, sql`o.created_at desc, o.id desc`, 20, 0),
    );
    expect(idsOf(await driver.get('/api/orders?limit=20'))).toEqual(own);
  });
});

describe('GET /orders?search= written like an order number', () => {
  it('finds what %term% finds, in any case, numbers from elsewhere included', async () => {
    const [first] = await rows<{ id: number; order_number: string }>(
      server,
      sql`select id, order_number from orders order by id limit 1`,
    );
    const year = first!.order_number.slice(4, 8);
    // Numbers the server did not give: one holding a standard number inside, one that only starts like one.
    await rows(
      server,
      sql`update orders set order_number = ${`X-ORD-${year}-0000011`} where id = (select id from orders order by id limit 1 offset 1)`,
    );
    await rows(
      server,
      sql`update orders set order_number = ${`ORD-${year}-00001B`} where id = (select id from orders order by id limit 1 offset 2)`,
    );
    for (const term of [
      `ORD-${year}-00001`,
      `ord-${year}-000011`,
      `Ord-${year}-0`,
      `ORD-${year}-9999999`,
      '00001',
      'RD-',
    ]) {
      const pattern = `%${term}%`;
      const expected = await rows<{ id: number }>(
        server,
        sql`select o.id from orders o join stores s on s.id = o.store_id where o.order_number ilike ${pattern} or s.name ilike ${pattern} order by o.created_at desc, o.id desc limit 500`,
      );
      const reply = await admin.get(`/api/orders?limit=500&search=${encodeURIComponent(term)}`);
      expect(reply.status).toBe(200);
      expect(
        reply.body.data.orders.map((order: { id: number }) => order.id),
        term,
      ).toEqual(expected.map((row) => Number(row.id)));
      expect(reply.body.data.pagination.total, term).toBe(
        await countWhere(
          sql`order_number ilike ${pattern} or store_id in (select id from stores where name ilike ${pattern})`,
        ),
      );
    }
  });
});

describe('prepared reads (PGlite)', () => {
  it('answer as a plain query, quotes and all, and never run a value as SQL', async () => {
    const client = new PGlite();
    try {
      await client.exec(
        `create table t (id int primary key, name text, at timestamptz, ok boolean); insert into t values (1, 'it''s', '2026-01-02T03:04:05Z', true)`,
      );
      const db = drizzle(await withPreparedReads(client));
      const read = (name: string) =>
        keepPlan(
          db
            .select({ id: sql<number>`id`, name: sql<string>`name` })
            .from(sql`t`)
            .where(sql`name = ${name} or id = ${2}`),
        );
      for (let i = 0; i < 3; i++) expect(await read("it's")).toEqual([{ id: 1, name: "it's" }]);
      expect(await read("x'); drop table t; --")).toEqual([]);
      expect(await read("x' or '1'='1")).toEqual([]);
      const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from t')).rows as [{ n: number }];
      expect(n).toBe(1);
      const prepared = await client.query<{ name: string }>('select name from pg_prepared_statements');
      expect(prepared.rows.length).toBe(1);
    } finally {
      await client.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared reads (PostgreSQL)', () => {
  it('are sent as named statements, once per text, with the same answers; other reads and transactions are not', async () => {
    // One connection, so that pg_prepared_statements (per connection) shows what the reads left there.
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    try {
      const db = drizzlePg(withNamedReads(pool));
      const read = (name: string) =>
        db
          .select({ name: sql<string>`relname` })
          .from(sql`pg_class`)
          .where(sql`relname = ${name}`)
          .limit(1);
      const prepared = async () =>
        (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
          (row) => row.statement,
        );

      expect(await read('pg_class')).toEqual([{ name: 'pg_class' }]);
      expect(await prepared()).toEqual([]);
      for (const name of ['pg_class', 'pg_type', "it's'; drop table x; --"])
        expect(await keepPlan(read(name))).toEqual(name.startsWith('pg_') ? [{ name }] : []);
      const named = await prepared();
      expect(named).toHaveLength(1);
      expect(named[0]).toContain('relname = $1');
      await db.transaction(async (tx) => {
        expect(
          await keepPlan(
            tx
              .select({ n: sql<number>`1` })
              .from(sql`pg_class`)
              .limit(1),
          ),
        ).toEqual([{ n: 1 }]);
      });
      expect(await prepared()).toEqual(named);
    } finally {
      await pool.end();
    }
  });
});
