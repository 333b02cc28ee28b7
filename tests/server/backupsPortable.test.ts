import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { backupBytes } from '../../server/services/backups';
import { checkBackup, restoreBackup } from '../../server/services/backupRestore';
import { fileFigures, tableFigures } from './backupsKit';
import { openEmptyPglite, startTestServer, type TestServer } from './helpers';

// Issue 27: a backup is portable. With TEST_DATABASE_URL the test server is on PostgreSQL and the other
// database is an embedded PGlite: PostgreSQL's backup restores into PGlite, and PGlite's backup back into
// PostgreSQL. Without it both are PGlite, the second one new and empty (migrated only).

let server: TestServer;
let other: Database;
let otherDir: string;

beforeAll(async () => {
  server = await startTestServer();
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-portable-'));
  other = await openEmptyPglite(otherDir);
});
afterAll(async () => {
  await other?.close();
  fs.rmSync(otherDir, { recursive: true, force: true });
  await server?.close();
});

const nobody = { userId: 0, sessionId: '', ip: null, name: 'test' };

it(`restores ${process.env.TEST_DATABASE_URL ? 'a PostgreSQL backup into PGlite and that one back into PostgreSQL' : 'a PGlite backup into a new, empty PGlite and back'}`, async () => {
  expect(other.kind).toBe('pglite');
  const tables = await tableFigures(server.database.db);
  const files = fileFigures(server);
  const fromServer = await backupBytes(server.database.db, { dataDir: server.dataDir }, server.database.kind, new Date());

  await restoreBackup(other.db, { dataDir: otherDir }, await checkBackup(other.db, fromServer), nobody);
  expect(await tableFigures(other.db)).toEqual(tables);
  expect(fileFigures({ dataDir: otherDir })).toEqual(files);

  // Back the other way, into the server's database after its data is gone.
  const fromOther = await backupBytes(other.db, { dataDir: otherDir }, other.kind, new Date());
  await server.database.db.execute(sql`truncate stores, products, product_categories cascade`);
  await restoreBackup(server.database.db, { dataDir: server.dataDir }, await checkBackup(server.database.db, fromOther), nobody);
  expect(await tableFigures(server.database.db)).toEqual(tables);
  expect(fileFigures(server)).toEqual(files);
});
