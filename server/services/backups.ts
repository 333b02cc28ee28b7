import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { BACKUP_NAME, type BackupKind, type BackupRecord } from '../../src/domain/backups';
import type { ServerConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../lib/rows';
import { productImagesDir } from './productsImages';
import { BACKUP_FORMAT, bodyLines, schemaVersion, sha256, type BackupBody, type BackupHeader } from './backupFormat';

type BackupConfig = Pick<ServerConfig, 'dataDir' | 'uploadsDir' | 'backupsDir'>;

/** BACKUPS_DIR, or DATA_DIR/backups: beside the embedded database, or the data directory of a server on PostgreSQL. */
export function backupsDir(config: BackupConfig): string {
  return config.backupsDir ?? path.join(config.dataDir, 'backups');
}

/** The folder holding products/, avatars/ and signatures/. */
export function uploadsRoot(config: BackupConfig): string {
  return path.dirname(productImagesDir(config));
}

export const UPLOAD_FOLDERS = ['products', 'avatars', 'signatures'] as const;

/** The tables of the application (schema public), by name. */
export async function tableNames(db: Db | Tx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  return rows.map((row) => row.name);
}

export async function sequenceNames(db: Db | Tx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`));
  return rows.map((row) => row.name);
}

function uploadedFiles(config: BackupConfig): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const folder of UPLOAD_FOLDERS) {
    const dir = path.join(uploadsRoot(config), folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isFile()) files.set(`${folder}/${entry.name}`, fs.readFileSync(path.join(dir, entry.name)));
  }
  return files;
}

/**
 * Every table and sequence read in one REPEATABLE READ, read-only transaction: one snapshot, so an order
 * and its lines, or a payment and its order, are never caught half written. Each table's rows come back
 * as PostgreSQL's jsonb text, portable between PGlite and a PostgreSQL server.
 */
async function snapshot(db: Db): Promise<Pick<BackupBody, 'tables' | 'sequences'>> {
  return db.transaction(
    async (tx) => {
      const tables = new Map<string, string>();
      for (const name of await tableNames(tx)) {
        const [row] = rowsOf<{ rows: string }>(
          await tx.execute(sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)::text as rows from ${sql.identifier(name)} t`),
        );
        tables.set(name, row!.rows);
      }
      const sequences = new Map<string, { last_value: string; is_called: boolean }>();
      for (const name of await sequenceNames(tx)) {
        const [row] = rowsOf<{ last_value: string; is_called: boolean }>(
          await tx.execute(sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`),
        );
        sequences.set(name, { last_value: row!.last_value, is_called: row!.is_called });
      }
      return { tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A backup file's bytes: gzip of the header line and the body. */
export async function backupBytes(db: Db, config: BackupConfig, databaseKind: string, now: Date): Promise<Buffer> {
  const body: BackupBody = { ...(await snapshot(db)), files: uploadedFiles(config) };
  const raw = Buffer.from(bodyLines(body), 'utf8');
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    format_version: 1,
    schema_version: schemaVersion(),
    created_at: now.toISOString(),
    database: databaseKind,
    checksum: sha256(raw),
    tables: Object.fromEntries([...body.tables].map(([name, rows]) => [name, (JSON.parse(rows) as unknown[]).length])),
    files: body.files.size,
  };
  return gzipSync(Buffer.concat([Buffer.from(JSON.stringify(header) + '\n', 'utf8'), raw]));
}

export function backupName(kind: BackupKind, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `bakery-${stamp}-${kind}-${randomBytes(3).toString('hex')}.json.gz`;
}

/** Writes a file whole or not at all: a crash mid-write leaves no half backup in the list. */
export function writeBackupFile(config: BackupConfig, name: string, bytes: Buffer): void {
  const dir = backupsDir(config);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.part`);
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, path.join(dir, name));
}

export async function createBackup(db: Db, config: BackupConfig, databaseKind: string, kind: BackupKind, now: Date): Promise<BackupRecord> {
  const name = backupName(kind, now);
  writeBackupFile(config, name, await backupBytes(db, config, databaseKind, now));
  return recordOf(config, name)!;
}

function recordOf(config: BackupConfig, name: string): BackupRecord | null {
  const file = path.join(backupsDir(config), name);
  if (!BACKUP_NAME.test(name) || !fs.existsSync(file)) return null;
  const stamp = name.slice(7, 22);
  const created = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  return { name, kind: name.split('-')[3] as BackupKind, size_bytes: fs.statSync(file).size, created_at: new Date(created).toISOString() };
}

/** The backups on disk, newest first. */
export function listBackups(config: BackupConfig): BackupRecord[] {
  const dir = backupsDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => recordOf(config, name))
    .filter((record): record is BackupRecord => record !== null)
    .sort((a, b) => b.name.slice(7, 22).localeCompare(a.name.slice(7, 22)) || b.name.localeCompare(a.name));
}

export function backupPath(config: BackupConfig, name: string): string | null {
  return recordOf(config, name) ? path.join(backupsDir(config), name) : null;
}

export function deleteBackup(config: BackupConfig, name: string): boolean {
  const file = backupPath(config, name);
  if (!file) return false;
  fs.rmSync(file);
  return true;
}

/** Keeps the newest `keep` automatic backups; a manual or uploaded one stays until an admin deletes it. */
export function pruneAutomaticBackups(config: BackupConfig, keep: number): string[] {
  const old = listBackups(config)
    .filter((backup) => backup.kind === 'auto')
    .slice(keep);
  for (const backup of old) deleteBackup(config, backup.name);
  return old.map((backup) => backup.name);
}
