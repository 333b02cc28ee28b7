import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrors } from '../../src/domain/backups';
import { errors } from '../../src/domain/messages';
import { backupsDir, uploadsRoot } from '../../server/services/backups';
import { fileFigures, tableFigures } from './backupsKit';
import { startTestServer, type TestServer } from './helpers';
import { rows, upload } from './productsKit';

// Issue 27: a backup holds every table and the uploaded files; a restore brings them all back, in one
// transaction, after checking the file; a damaged file is refused with nothing changed.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => server?.close());

const api = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, cookie = admin, payload?: object) =>
  server.request({ method, url, cookie, ...(payload && { payload }) });

async function backUp(): Promise<string> {
  const made = await api('POST', '/api/backup');
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.message).toBe(systemErrors.backupCreated);
  return made.body.data.name as string;
}

const maintenance = async () => Boolean((await rows<{ on: boolean }>(server, sql`select (value)::text = 'true' as on from system_settings where key = 'maintenanceMode'`))[0]?.on);

describe('back up, change, restore', () => {
  it('brings every table, sequence and uploaded file back as it was, ends the other sessions and turns maintenance on', async () => {
    const cashier = await server.login('cashier');
    const tables = await tableFigures(server.database.db);
    const files = fileFigures(server);
    expect(Object.keys(files).length, 'the demo data has product images').toBeGreaterThan(0);
    const name = await backUp();

    const listed = await api('GET', '/api/backup');
    expect(listed.body.data.backups.map((backup: { name: string }) => backup.name)).toContain(name);
    expect(listed.body.data.directory).toBe(backupsDir({ dataDir: server.dataDir }));

    // Change and delete data, across tables joined by foreign keys, and the files.
    await rows(server, sql`update products set name = name || ' (تغيير)'`);
    await rows(server, sql`delete from payments`);
    await rows(server, sql`delete from order_items where id in (select id from order_items order by id limit 5)`);
    await rows(server, sql`insert into product_categories (code, name) values ('after-backup', 'فئة بعد النسخة')`);
    await rows(server, sql`delete from stores where id not in (select store_id from orders) and id not in (select store_id from schedule_visits)`);
    const images = path.join(uploadsRoot({ dataDir: server.dataDir }), 'products');
    fs.rmSync(path.join(images, fs.readdirSync(images)[0]!));
    fs.writeFileSync(path.join(images, 'stray.png'), 'not from the backup');
    expect(await tableFigures(server.database.db)).not.toEqual(tables);

    const restored = await api('POST', `/api/backup/${name}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.message).toBe(systemErrors.restoreDone);
    expect(restored.body.data.sessions_ended).toBeGreaterThanOrEqual(1);

    expect(await tableFigures(server.database.db)).toEqual(tables);
    expect(fileFigures(server)).toEqual(files);
    // The restoring admin goes on; the cashier's session is gone.
    expect((await api('GET', '/api/backup')).status).toBe(200);
    expect((await api('GET', '/api/orders', cashier)).status).toBe(401);
    expect(await maintenance()).toBe(true);
    const notices = await api('GET', '/api/notifications?unread=true');
    expect(notices.body.data.notifications.map((notice: { title: string }) => notice.title)).toContain(systemErrors.restoreDoneTitle);
    // A new row takes the next id after the backup's, not one a restored row already has.
    const [created] = await rows<{ id: number }>(server, sql`insert into product_categories (code, name) values ('after-restore', 'بعد الاستعادة') returning id`);
    const [highest] = await rows<{ id: number }>(server, sql`select max(id)::int as id from product_categories where name <> 'بعد الاستعادة'`);
    expect(created!.id).toBeGreaterThan(highest!.id);
    await rows(server, sql`delete from product_categories where name = 'بعد الاستعادة'`);
    await api('PUT', '/api/system/settings', admin, { maintenanceMode: false });
  });
});

describe('a file that cannot be restored', () => {
  let good: Buffer;
  beforeAll(async () => {
    const name = await backUp();
    good = fs.readFileSync(path.join(backupsDir({ dataDir: server.dataDir }), name));
  });

  const unzip = (file: Buffer) => {
    const text = gunzipSync(file);
    const newline = text.indexOf(0x0a);
    return { header: JSON.parse(text.subarray(0, newline).toString()), body: text.subarray(newline + 1) };
  };
  const zip = (header: object, body: Buffer) => gzipSync(Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), body]));

  const damaged: [string, () => Buffer, string][] = [
    ['truncated', () => good.subarray(0, Math.floor(good.length / 2)), systemErrors.backupUnreadable],
    ['with a byte changed in its compressed bytes', () => Buffer.from(good.map((byte, index) => (index === Math.floor(good.length / 2) ? byte ^ 0xff : byte))), systemErrors.backupUnreadable],
    [
      'with its content changed and compressed again (the checksum no longer matches)',
      () => {
        const { header, body } = unzip(good);
        return zip(header, Buffer.from(body.toString().replace('مخبز', 'مخبر')));
      },
      systemErrors.backupChecksum,
    ],
    [
      'cut after a line and compressed again',
      () => {
        const { header, body } = unzip(good);
        return zip(header, body.subarray(0, body.indexOf(0x0a)));
      },
      systemErrors.backupChecksum,
    ],
    [
      'of another schema version',
      () => {
        const { header, body } = unzip(good);
        return zip({ ...header, schema_version: '0009_older' }, body);
      },
      'إصدار آخر',
    ],
    ['that is not a backup at all', () => Buffer.from('hello'), systemErrors.backupUnreadable],
  ];

  for (const [what, make, message] of damaged) {
    it(`is refused, ${what}, whether uploaded or stored, and nothing changes`, async () => {
      const before = await tableFigures(server.database.db);
      const files = fileFigures(server);
      const uploaded = await upload(server, admin, '/api/backup/upload', 'file', 'backup.json.gz', 'application/gzip', make());
      expect(uploaded.status).toBe(400);
      expect(uploaded.body.message).toContain(message);
      expect(uploaded.body.errors).toEqual([{ field: 'file', message: uploaded.body.message }]);

      // The same bytes placed in the folder by hand: the restore checks them before anything changes.
      const name = 'bakery-20260101-000000-upload-abcdef.json.gz';
      fs.writeFileSync(path.join(backupsDir({ dataDir: server.dataDir }), name), make());
      const restored = await api('POST', `/api/backup/${name}/restore`);
      expect(restored.status).toBe(400);
      expect(restored.body.message).toContain(message);
      fs.rmSync(path.join(backupsDir({ dataDir: server.dataDir }), name));

      expect(await tableFigures(server.database.db)).toEqual(before);
      expect(fileFigures(server)).toEqual(files);
      expect(await maintenance()).toBe(false);
    });
  }

  it('takes a good file uploaded, lists it, gives it back for download and deletes it', async () => {
    const uploaded = await upload(server, admin, '/api/backup/upload', 'file', 'backup.json.gz', 'application/gzip', good);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { name } = uploaded.body.data;
    expect(name).toMatch(/-upload-/);
    const download = await server.app.inject({ method: 'GET', url: `/api/backup/${name}/download`, headers: { cookie: admin } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(good)).toBe(true);
    expect(download.headers['content-disposition']).toContain(name);
    const removed = await api('DELETE', `/api/backup/${name}`);
    expect(removed.status).toBe(200);
    expect((await api('DELETE', `/api/backup/${name}`)).body.message).toBe(systemErrors.backupNotFound);
    expect((await api('GET', '/api/backup/not-a-backup.gz/download')).status).toBe(400);
  });

  it('is the admins’ alone: a manager cannot list, make or restore one', async () => {
    const manager = await server.login('manager');
    for (const [method, url] of [
      ['GET', '/api/backup'],
      ['POST', '/api/backup'],
      ['POST', '/api/backup/bakery-20260101-000000-manual-abcdef.json.gz/restore'],
    ] as const) {
      const response = await api(method, url, manager);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(errors.forbidden);
    }
  });
});
