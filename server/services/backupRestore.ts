import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { systemSettings } from '../db/schema';
import { rowsOf } from '../lib/rows';
import { audit } from './audit';
import { BackupRefusal, readBackup, schemaVersion, type BackupBody } from './backupFormat';
import { sequenceNames, tableNames, UPLOAD_FOLDERS, uploadsRoot } from './backups';

type RestoreConfig = Pick<ServerConfig, 'dataDir' | 'uploadsDir' | 'backupsDir'>;

/** Tables in an order where each comes after the tables its foreign keys point at (a self-reference is one statement's business). */
async function insertOrder(tx: Tx, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && edges.every((edge) => edge.child !== table || placed.has(edge.parent)));
    if (!ready.length) throw new Error('the tables reference each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Checks a file before anything changes: readable, its checksum, the schema version, the same tables. */
export async function checkBackup(db: Db, file: Buffer): Promise<ReturnType<typeof readBackup>> {
  const backup = readBackup(file);
  if (backup.header.schema_version !== schemaVersion()) throw new BackupRefusal('version', backup.header.schema_version);
  const tables = await tableNames(db);
  const named = [...backup.body.tables.keys()].sort();
  if (named.length !== tables.length || named.some((name, index) => name !== tables[index])) throw new BackupRefusal('tables');
  return backup;
}

/** Writes the backup's files into a new folder beside the uploads; swapped in once the data is committed. */
function stageFiles(config: RestoreConfig, files: BackupBody['files']): string {
  const staging = `${uploadsRoot(config)}.restore-${randomBytes(4).toString('hex')}`;
  for (const folder of UPLOAD_FOLDERS) fs.mkdirSync(path.join(staging, folder), { recursive: true });
  for (const [name, bytes] of files) fs.writeFileSync(path.join(staging, name), bytes);
  return staging;
}

function swapFiles(config: RestoreConfig, staging: string): void {
  const root = uploadsRoot(config);
  for (const folder of UPLOAD_FOLDERS) {
    const target = path.join(root, folder);
    const old = `${target}.old-${randomBytes(4).toString('hex')}`;
    fs.mkdirSync(root, { recursive: true });
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(path.join(staging, folder), target);
    fs.rmSync(old, { recursive: true, force: true });
  }
  fs.rmSync(staging, { recursive: true, force: true });
}

export interface RestoreOutcome {
  tables: number;
  rows: number;
  files: number;
  sessionsEnded: number;
}

/**
 * Replaces every table's rows with the backup's in one transaction (all or nothing), sets the sequences
 * where they were, keeps only the restoring admin's session (when their account is in the backup) and
 * leaves maintenance mode on, so nobody writes until the admin has looked. The files follow after commit.
 */
export async function restoreBackup(
  db: Db,
  config: RestoreConfig,
  backup: ReturnType<typeof readBackup>,
  actor: { userId: number; sessionId: string; ip: string | null; name: string },
): Promise<RestoreOutcome> {
  const staging = stageFiles(config, backup.body.files);
  try {
    const outcome = await db.transaction(async (tx) => {
      const tables = await tableNames(tx);
      const [kept] = rowsOf<{ row: string }>(
        await tx.execute(sql`select to_jsonb(s)::text as row from sessions s where s.id::text = ${actor.sessionId}`),
      );
      const [{ count: sessionCount } = { count: 0 }] = rowsOf<{ count: number }>(await tx.execute(sql`select count(*)::int as count from sessions`));
      // The backup already holds what the tables' own triggers keep (order_counts): they stay off while its
      // rows go in, and come back on in the same transaction. The foreign keys stay checked.
      const triggered = rowsOf<{ name: string }>(
        await tx.execute(sql`
          select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public'`),
      ).map((row) => row.name);
      for (const name of triggered) await tx.execute(sql`alter table ${sql.identifier(name)} disable trigger user`);
      await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(', ')}`));
      let rowCount = 0;
      for (const name of await insertOrder(tx, tables)) {
        if (name === 'sessions') continue;
        const rows = backup.body.tables.get(name)!;
        const result = await tx.execute(
          sql`insert into ${sql.identifier(name)} select * from jsonb_populate_recordset(null::${sql.identifier(name)}, ${rows}::jsonb)`,
        );
        rowCount += Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
      }
      for (const name of triggered) await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
      const sequences = new Set(await sequenceNames(tx));
      for (const [name, value] of backup.body.sequences)
        if (sequences.has(name)) await tx.execute(sql`select setval(${name}::regclass, ${value.last_value}::bigint, ${value.is_called})`);
      // The admin's own session stays only if the backup has their account.
      if (kept)
        await tx.execute(
          sql`insert into sessions select * from jsonb_populate_record(null::sessions, ${kept.row}::jsonb) s where exists (select 1 from users u where u.id = s.user_id)`,
        );
      await tx
        .insert(systemSettings)
        .values({ key: 'maintenanceMode', value: true, updated_by: null })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: true, updated_at: new Date() } });
      await audit(tx, {
        userId: null,
        action: 'restore',
        entity: 'backups',
        changes: { restored_by: actor.name, restored_by_id: actor.userId, schema_version: backup.header.schema_version, created_at: backup.header.created_at },
        ip: actor.ip,
      });
      return { tables: tables.length, rows: rowCount, files: backup.body.files.size, sessionsEnded: Math.max(0, sessionCount - (kept ? 1 : 0)) };
    });
    swapFiles(config, staging);
    return outcome;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
