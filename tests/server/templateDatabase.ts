import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { installDemoImages } from '../../server/db/demoImages';
import { loadDemoData, readDemoFile } from '../../server/db/seed';

// Every server test file starts from the same database: migrated and loaded with the demo data. Building
// it takes PGlite some six seconds of one core (starting the engine and running the migrations); copying
// a finished one takes a quarter of a second. So the run builds it once and each file gets its own copy:
// a copied data directory for PGlite, a database made from a template on a PostgreSQL server.

export interface ServerTemplate {
  /** PGlite: a data directory to copy. PostgreSQL: the template database's name. */
  seeded: string;
  /** The same with the migrations only, for files that start from an empty database. */
  empty: string;
  /**
   * PGlite: the same two as PGlite's dumps (tar files), for a database in memory: a file's server starts
   * from one in about a third of the time a copied directory takes, and leaves no files to delete.
   */
  dumps?: { seeded: string; empty: string };
  kind: 'pglite' | 'postgres';
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate;
    /** The end-to-end servers' data directory to copy (PGlite, seeded). */
    e2eDataTemplate: string;
  }
}

export function withDatabaseName(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function build(target: { dataDir: string; databaseUrl?: string }, seed: boolean): Promise<void> {
  if (!target.databaseUrl) {
    // WAL segments of 1 MB instead of 16: every server file unpacks the dump's current segment into memory,
    // and the engine writes a new one as it starts. The 16 MB of them were a third of each start's CPU
    // (1.9 against 1.3 CPU-seconds a start, median of eight, on the session's machine); nothing else differs.
    fs.mkdirSync(target.dataDir, { recursive: true });
    const made = new PGlite(path.join(target.dataDir, 'pgdata'), { initDbStartParams: ['--wal-segsize=1'] });
    await made.waitReady;
    await made.close();
  }
  const database = await openDatabase(target);
  try {
    if (seed) {
      await loadDemoData(database.db, await readDemoFile());
      await installDemoImages({ dataDir: target.dataDir });
    }
  } finally {
    await database.close();
  }
}

/**
 * The tar without the WAL segments other than `current`: after a checkpoint the engine starts from the
 * current one, and each old one, kept for reuse, is 16 MB that every server file would load into memory.
 */
function withoutOldWal(tar: Uint8Array, current: string): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const name = text(offset + 345, 155) + text(offset, 100);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || segment === current) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(tar.subarray(offset));
  return Buffer.concat(kept);
}

/** Writes PGlite's copy of a data directory's database to a tar file. */
async function dump(dataDir: string, file: string): Promise<void> {
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  // dumpDataDir does not wait for the engine to start: asked too early, it never answers.
  await client.waitReady;
  try {
    await client.query('checkpoint');
    const current = await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
    const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    fs.writeFileSync(file, withoutOldWal(tar, current.rows[0]!.name));
  } finally {
    await client.close();
  }
}

export async function createTemplates(adminUrl: string | undefined, withEmpty = true): Promise<{ template: ServerTemplate; remove: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-template-'));
  if (!adminUrl) {
    const seeded = path.join(root, 'seeded');
    const empty = path.join(root, 'empty');
    await build({ dataDir: seeded }, true);
    if (!withEmpty) return { template: { kind: 'pglite', seeded, empty }, remove: async () => fs.rmSync(root, { recursive: true, force: true }) };
    await build({ dataDir: empty }, false);
    const dumps = { seeded: path.join(root, 'seeded.tar'), empty: path.join(root, 'empty.tar') };
    await dump(seeded, dumps.seeded);
    await dump(empty, dumps.empty);
    return { template: { kind: 'pglite', seeded, empty, dumps }, remove: async () => fs.rmSync(root, { recursive: true, force: true }) };
  }
  const suffix = randomBytes(4).toString('hex');
  const names = { seeded: `bakery_template_${suffix}`, empty: `bakery_template_empty_${suffix}` };
  for (const name of Object.values(names)) await adminQuery(adminUrl, `create database ${name}`);
  // The demo images live in a file folder, not the database: each file installs its own.
  await build({ dataDir: root, databaseUrl: withDatabaseName(adminUrl, names.seeded) }, true);
  await build({ dataDir: root, databaseUrl: withDatabaseName(adminUrl, names.empty) }, false);
  return {
    template: { kind: 'postgres', ...names },
    remove: async () => {
      for (const name of Object.values(names)) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
