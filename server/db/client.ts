import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { openPgliteThread, type PgliteThread } from './pgliteThread';
import { withNamedReads, withPreparedReads } from './preparedStatements';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, without any password. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : use that server. Otherwise an embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests that need no restart). */
  inMemory?: boolean;
  /** PGlite in memory only: start from this copy of a data directory (PGlite's `dumpDataDir`). */
  loadDataDir?: Blob;
  /**
   * PGlite on a data directory only: called when its thread ends by itself (a crash, an error it cannot go
   * on from). Every statement fails from then on.
   */
  onStopped?: (error: Error) => void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** drizzle on a node-postgres pool (a PostgreSQL server, or PGlite's thread), migrated. */
async function onPool(pool: pg.Pool): Promise<Db> {
  // Numeric columns come back as strings from pg; drizzle's mode:'number' converts them.
  const db = drizzlePg(withNamedReads(pool), { schema, casing: undefined }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return db;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = await onPool(pool);
    const url = new URL(options.databaseUrl);
    url.password = '';
    return { db, kind: 'postgres', location: url.toString(), close: () => pool.end() };
  }
  return options.inMemory
    ? openInMemory(options.loadDataDir)
    : openOnDisk(path.resolve(options.dataDir ?? 'data'), options.onStopped);
}

/**
 * PGlite on a data directory, in a thread of its own and reached as a PostgreSQL server is
 * (pgliteThread.ts): the SQL and the HTTP work then use both cores. One server per directory (lock.ts).
 */
async function openOnDisk(dataDir: string, onStopped?: (error: Error) => void): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  let thread: PgliteThread | undefined;
  const close = async () => {
    try {
      await thread?.close();
    } finally {
      release();
    }
  };
  try {
    thread = await openPgliteThread(path.join(dataDir, 'pgdata'), onStopped);
    return { db: await onPool(thread.pool), kind: 'pglite', location: dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** PGlite in memory (the tests' databases), on this thread. */
async function openInMemory(loadDataDir: Blob | undefined): Promise<Database> {
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  // Recurring reads keep their plans (preparedStatements.ts): planning is most of a read's cost in PGlite.
  const db = drizzlePglite(await withPreparedReads(client), { schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', location: 'memory', close: () => client.close() };
}
