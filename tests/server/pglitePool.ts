import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';

// Starting PGlite from the template's dump costs a server file over a second of CPU (unpacking the data
// directory into memory and starting the engine). A worker's files run one after another on the same
// module graph (isolate: false), so a file's database, once its server has closed, is put back as the
// template left it and handed to the worker's next file instead: its rows, copied out once in PGlite's
// COPY format, are written back over the tables, and its sequences set back, in one transaction.
//
// A database is only reused when nothing but rows and sequences can have changed: a file that created,
// dropped or renamed a table, function or trigger leaves a different catalogue, and that database is
// closed as before. What a session may have set (settings, advisory locks) is undone too, and each file's
// server gets its own drizzle instance over the engine.

type Kind = 'seeded' | 'empty';

interface Snapshot {
  /** What the catalogue held when the rows were copied: the reuse check. */
  catalogue: string;
  tables: { name: string; columns: string; rows?: Blob }[];
  sequences: { name: string; value: string; called: boolean }[];
}

interface Pooled {
  database: Database;
  snapshot: Snapshot;
}

const idle = new Map<Kind, Pooled>();

function client(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function catalogue(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(`
    select concat_ws('|',
      (select string_agg(c.oid::text || ':' || c.relname::text || ':' || c.relkind::text, ',' order by c.oid)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'),
      (select string_agg(oid::text, ',' order by oid) from pg_trigger),
      (select string_agg(oid::text, ',' order by oid) from pg_proc where pronamespace <> 'pg_catalog'::regnamespace),
      (select string_agg(oid::text, ',' order by oid) from pg_constraint)
    ) as fingerprint`);
  return rows[0]!.fingerprint;
}

async function takeSnapshot(db: PGlite): Promise<Snapshot> {
  const tables = await db.query<{ name: string; columns: string }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
           string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_%'
     group by n.nspname, c.relname
     order by 1`);
  const snapshot: Snapshot = { catalogue: await catalogue(db), tables: [], sequences: [] };
  for (const table of tables.rows) {
    const copied = await db.query(`copy ${table.name} (${table.columns}) to '/dev/blob'`);
    snapshot.tables.push({ ...table, rows: copied.blob });
  }
  const sequences = await db.query<{ name: string }>(`
    select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences`);
  for (const { name } of sequences.rows) {
    const { rows } = await db.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`);
    snapshot.sequences.push({ name, value: rows[0]!.last_value, called: rows[0]!.is_called });
  }
  return snapshot;
}

async function restore(db: PGlite, snapshot: Snapshot): Promise<void> {
  await db.exec('reset all; select pg_advisory_unlock_all()');
  await db.transaction(async (tx) => {
    // Triggers (the kept figures', the foreign keys') stay silent: the rows are put back as they were.
    await tx.exec(`set local session_replication_role = replica;
      truncate ${snapshot.tables.map((table) => table.name).join(', ')}`);
    for (const table of snapshot.tables)
      if (table.rows && table.rows.size > 0) await tx.query(`copy ${table.name} (${table.columns}) from '/dev/blob'`, [], { blob: table.rows });
    for (const sequence of snapshot.sequences)
      await tx.query(`select setval('${sequence.name.replaceAll("'", "''")}', ${Number(sequence.value)}, ${sequence.called})`);
  });
}

/**
 * A database of this kind as the template left it: the worker's idle one, or `open()`'s. Its `close` puts
 * it back for the worker's next file when it can be reused, and closes it otherwise.
 */
export async function pooledPglite(kind: Kind, open: () => Promise<Database>): Promise<Database> {
  const pooled = idle.get(kind);
  idle.delete(kind);
  const database = pooled?.database ?? (await open());
  const snapshot = pooled?.snapshot ?? (await takeSnapshot(client(database)));
  return {
    ...database,
    // A drizzle instance of its own, over the same engine: the server keeps some things per instance (the
    // day's overdue check, the last pruning), and a new file's server must find none of the last one's.
    db: drizzle(client(database), { schema }) as unknown as Db,
    close: async () => {
      const db = client(database);
      if (idle.has(kind) || (await catalogue(db)) !== snapshot.catalogue) return database.close();
      try {
        await restore(db, snapshot);
      } catch (error) {
        await database.close();
        throw error;
      }
      idle.set(kind, { database, snapshot });
    },
  };
}
