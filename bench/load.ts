import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import type { DemoData } from '../server/db/demo-generator';
import { loadDemoData } from '../server/db/seed';

// Loads a generated data set for the bench, fast enough for a million orders: the secondary indexes of the
// big tables are dropped first and built again once the rows are in (one sort each, instead of an insert
// into every index for each row: the trigram indexes on the order number most of all). The rows still go
// in through the loader the demo uses, triggers and all, so the kept figures are what they would be.

const BIG_TABLES = ['orders', 'order_items', 'payments'];

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function loadForBench(database: Database, data: DemoData): Promise<void> {
  // Plain indexes only: those behind a primary key or a unique constraint stay (drop index refuses them).
  const indexes = await rowsOf<{ name: string; definition: string }>(
    database,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${sql.join(BIG_TABLES.map((table) => sql`${table}`), sql`, `)})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await database.db.execute(sql.raw(`drop index "${index.name}"`));
  await loadDemoData(database.db, data);
  for (const index of indexes) await database.db.execute(sql.raw(index.definition));
  // As after any bulk load: the visibility map set (index-only scans) and the statistics fresh, so that
  // PostgreSQL's autovacuum does not start on the new rows in the middle of the measurements.
  await database.db.execute(sql`vacuum analyze`);
}
