import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/lib/rows';
import { tableNames, uploadsRoot } from '../../server/services/backups';
import { systemErrors } from '../../src/domain/backups';

/**
 * Every table's rows as a count and a hash of their jsonb texts, sorted: two databases whose figures are
 * equal hold the same rows, whatever engine holds them. What a restore itself writes is left out: the
 * sessions (only the restoring admin's stays), its audit entries, the maintenance switch it turns on and
 * its notice to the admins; the tests check those apart.
 */
export async function tableFigures(db: Db): Promise<Record<string, string>> {
  const leftOut: Record<string, string> = {
    audit_log: `where t.entity <> 'backups'`,
    system_settings: `where t.key <> 'maintenanceMode'`,
    notifications: `where t.title <> '${systemErrors.restoreDoneTitle}'`,
  };
  const figures: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (name === 'sessions') continue;
    const [row] = rowsOf<{ n: number; h: string | null }>(
      await db.execute(
        sql.raw(`select count(*)::int as n, md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)) as h from "${name}" t ${leftOut[name] ?? ''}`),
      ),
    );
    figures[name] = `${row!.n} rows ${row!.h}`;
  }
  for (const { name } of rowsOf<{ name: string }>(await db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`))) {
    if (name.startsWith('sessions') || name.startsWith('audit_log') || name.startsWith('notifications')) continue;
    const [row] = rowsOf<{ v: string }>(await db.execute(sql.raw(`select last_value::text || '/' || is_called::text as v from "${name}"`)));
    figures[`sequence ${name}`] = row!.v;
  }
  return figures;
}

/** The uploaded files, by their place under the uploads folder, with a hash of their bytes. */
export function fileFigures(config: { dataDir: string }): Record<string, string> {
  const root = uploadsRoot({ dataDir: config.dataDir });
  const figures: Record<string, string> = {};
  for (const folder of ['products', 'avatars', 'signatures']) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      figures[`${folder}/${name}`] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');
  }
  return figures;
}
