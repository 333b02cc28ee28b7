import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { startTestServer, testConfig, type TestServer } from './helpers';
import { placeOrder, product } from './ordersKit';
import { api } from './productsKit';

// The server files of a worker share PGlite engines (pglitePool.ts): a file's database is put back as the
// template left it for the next file. These tests hold the pool to that: whatever a file wrote, the next
// file's database has the template's rows, sequences and session state, and a database whose catalogue a
// file changed is not reused at all.

const engine = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Every table's rows and every sequence's position, as one text to compare. The times a row was made or
 * changed are left out: a server's start adds the fixed categories, stamped with the moment it started.
 */
async function contents(database: Database): Promise<string> {
  const db = engine(database);
  const tables = await db.query<{ name: string }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_%'
     order by 1`);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await db.query<{ digest: string | null; n: number }>(
      `select md5(string_agg(r::text, E'\\n' order by r::text)) as digest, count(*)::int as n
         from (select to_jsonb(t) - 'created_at' - 'updated_at' as r from ${name} t) rows`,
    );
    parts.push(`${name} ${rows[0]!.n} ${rows[0]!.digest}`);
  }
  const sequences = await db.query<{ name: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1`,
  );
  for (const sequence of sequences.rows) parts.push(`${sequence.name} ${sequence.last_value}`);
  return parts.join('\n');
}

const template = inject('serverTemplate');

describe.skipIf(template.kind !== 'pglite' || !template.dumps)('a database reused by the next server file', () => {
  it('has the template rows, sequences and session state again, whatever the last file wrote', async () => {
    // What a server started on a new engine sees (its start writes too: the fixed categories, for one).
    const fresh = await openDatabase({ dataDir: 'unused', inMemory: true, loadDataDir: new Blob([fs.readFileSync(template.dumps!.seeded)]) });
    const app = await buildApp({ database: fresh, config: testConfig(template.seeded), logger: false });
    await app.ready();
    const expected = await contents(fresh);
    await app.close();
    await fresh.close();

    const first: TestServer = await startTestServer();
    expect(await contents(first.database)).toBe(expected);
    const call = api(first, await first.login('admin'));
    const bread = await product(call, 20, 2.5, { minimum_stock: 5 });
    await placeOrder(call, [{ product_id: bread.id, quantity: 16 }]);
    await first.database.db.execute(sql`update stores set notes = 'changed' where id = 1`);
    await first.database.db.execute(sql`delete from audit_log`);
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    await first.database.db.execute(sql`select pg_advisory_lock(42)`);
    expect(await contents(first.database)).not.toBe(expected);
    await first.close();

    const second = await startTestServer();
    expect(engine(second.database), 'the same engine, reused').toBe(engine(first.database));
    expect(await contents(second.database)).toBe(expected);
    const timeout = await second.database.db.execute(sql`show statement_timeout`);
    expect((timeout as unknown as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout).toBe('0');
    const locks = await second.database.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`);
    expect((locks as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // The next order takes the number and id the template's next order would.
    const again = api(second, await second.login('admin'));
    expect((await product(again, 20)).id).toBe(bread.id);
    await second.close();
  });

  it('is not reused when a file changed the catalogue', async () => {
    const first = await startTestServer();
    await first.database.db.execute(sql`create table left_behind (id int)`);
    await first.close();
    const second = await startTestServer();
    expect(engine(second.database)).not.toBe(engine(first.database));
    const found = await second.database.db.execute(sql`select to_regclass('left_behind') as name`);
    expect((found as unknown as { rows: { name: string | null }[] }).rows[0]!.name).toBeNull();
    await second.close();
  });
});
