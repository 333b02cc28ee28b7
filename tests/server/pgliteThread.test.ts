import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPgliteThread } from '../../server/db/pgliteThread';
import { keepPlan } from '../../server/db/preparedStatements';
import { rowsOf } from '../../server/lib/rows';
import { startTestServer, type TestServer } from './helpers';

// PGlite on a data directory runs in a thread of its own, reached through node-postgres
// (server/db/pgliteThread.ts). What the server relies on: the event loop keeps turning while a statement
// runs, transactions are whole and one at a time, PostgreSQL's errors arrive with their codes, and a
// replaced connection starts a clean session.

let server: TestServer;
const database = () => server.database;

const one = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(statement))[0]!;

beforeAll(async () => {
  // A copy of the run's empty template, on disk.
  server = await startTestServer({ onDisk: true, seed: false });
  await database().db.execute(sql`create table thread_test (id int primary key, n int not null)`);
  await database().db.execute(sql`insert into thread_test values (1, 0)`);
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database in its own thread', () => {
  it('lets the server’s event loop turn while a statement runs', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 10);
    try {
      await database().db.execute(sql`select pg_sleep(0.3)`);
    } finally {
      clearInterval(timer);
    }
    // On the server's thread, PGlite's WebAssembly held the loop for the whole statement: no turn at all.
    expect(turns).toBeGreaterThan(0);
  });

  it('runs concurrent transactions one at a time, each whole', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database().db.transaction(async (tx) => {
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select n from thread_test where id = 1`));
          await tx.execute(sql`update thread_test set n = ${row!.n + 1} where id = 1`);
        }),
      ),
    );
    expect(Number((await one<{ n: number }>(sql`select n from thread_test where id = 1`)).n)).toBe(20);
  });

  it('rolls a failed transaction back and hands PostgreSQL’s error over with its code and constraint', async () => {
    const failed = database().db.transaction(async (tx) => {
      await tx.execute(sql`update thread_test set n = 1000 where id = 1`);
      await tx.execute(sql`insert into thread_test values (1, 0)`);
    });
    await expect(failed).rejects.toSatisfy((error: unknown) => {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
      return cause.code === '23505' && cause.constraint === 'thread_test_pkey';
    });
    expect(Number((await one<{ n: number }>(sql`select n from thread_test where id = 1`)).n)).toBe(20);
  });

  it('keeps reads’ plans, and starts a clean session when its connection is replaced', async () => {
    const read = () => keepPlan(database().db.execute(sql`select n from thread_test where id = ${1}`));
    for (let i = 0; i < 3; i++) await read();
    const prepared = await one<{ count: number }>(sql`select count(*)::int as count from pg_prepared_statements`);
    expect(Number(prepared.count)).toBeGreaterThan(0);
    await database().db.execute(sql`set application_name = 'left behind'`);
    // The connection is dropped (as after a broken stream): the pool opens another on the next statement.
    const pool = (database().db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    client.release(new Error('dropped'));
    // The new connection's session has none of the old one's statements or settings, and its reads work.
    await read();
    expect((await one<{ name: string }>(sql`select current_setting('application_name') as name`)).name).not.toBe('left behind');
    expect(Number((await one<{ n: number }>(sql`select n from thread_test where id = 1`)).n)).toBe(20);
  });

  it('keeps what was written when the database is opened again', async () => {
    server = await server.restart();
    expect(Number((await one<{ n: number }>(sql`select n from thread_test where id = 1`)).n)).toBe(20);
  });

  it('keeps no memory of what it answered: a thread of 64 MB answers 80 MB of rows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-thread-'));
    try {
      fs.cpSync(path.join(inject('serverTemplate').empty, 'pgdata'), dir, { recursive: true });
      const onStopped = vi.fn();
      const thread = await openPgliteThread(dir, onStopped, { maxOldGenerationSizeMb: 64 });
      try {
        // 200 rows of 1,000 characters a read: PGlite's execProtocolRaw kept each answer's rows, parsed, for
        // as long as the connection lived, and the thread ran out of memory about halfway through.
        for (let read = 0; read < 400; read++) {
          const { rows } = await thread.pool.query<{ n: number; text: string }>(
            "select n, repeat('x', 1000) as text from generate_series(1, 200) n",
          );
          expect(rows.length === 200 && rows[199]!.n === 200 && rows[199]!.text.length === 1000).toBe(true);
        }
        expect(onStopped).not.toHaveBeenCalled();
      } finally {
        await thread.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells when the thread ends by itself, not when it is closed, and fails every statement after it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-thread-'));
    try {
      fs.cpSync(path.join(inject('serverTemplate').empty, 'pgdata'), dir, { recursive: true });
      const onStopped = vi.fn();
      const closed = await openPgliteThread(dir, onStopped);
      expect((await closed.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await closed.close();
      expect(onStopped).not.toHaveBeenCalled();

      const crashed = await openPgliteThread(dir, onStopped);
      expect((await crashed.pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      await crashed.terminate();
      await vi.waitFor(() => expect(onStopped).toHaveBeenCalledTimes(1));
      expect(onStopped.mock.calls[0]![0]).toBeInstanceOf(Error);
      await expect(crashed.pool.query('select 3')).rejects.toThrow(/database thread stopped/);
      await crashed.close();
      expect(onStopped).toHaveBeenCalledTimes(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
