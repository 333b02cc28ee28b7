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
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Numeric columns come back as strings from pg; drizzle's mode:'number' converts them.
    const db = drizzlePg(withNamedReads(pool), { schema, casing: undefined }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return { db, kind: 'postgres', location: url.toString(), close: () => pool.end() };
  }

  const dataDir = path.resolve(options.dataDir ?? 'data');
  const release = options.inMemory ? () => {} : acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    const extensions = { pg_trgm };
    client = options.inMemory
      ? new PGlite({ extensions, loadDataDir: options.loadDataDir })
      : new PGlite(path.join(dataDir, 'pgdata'), { extensions });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  // Recurring reads keep their plans (preparedStatements.ts): planning is most of a read's cost in PGlite.
  const db = drizzlePglite(await withPreparedReads(client), { schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    location: options.inMemory ? 'memory' : dataDir,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
