import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemErrors } from '../../src/domain/backups';
import { errors, validation } from '../../src/domain/messages';
import { SECRET_SETTING_KEYS } from '../../src/domain/settings';
import { startTestServer, type TestServer } from './helpers';
import { placeOrder, product } from './ordersKit';
import { api, rows } from './productsKit';

// Issue 27: the system service calls of spec 000 section 7 answer what this server measures or holds;
// secrets are write-only; the exchange rate has a history and an order keeps the rate it was taken at.

let server: TestServer;
let admin: string;
let manager: string;
const get = async (url: string, cookie = admin) => server.request({ method: 'GET', url, cookie });
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  server.request({ method, url, cookie, ...(payload && { payload }) });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  manager = await server.login('manager');
});
afterAll(async () => server?.close());

describe('secrets are write-only', () => {
  // Every secret setting, whoever added it (the assistant's Gemini key among them).
  const secrets = Object.fromEntries(SECRET_SETTING_KEYS.map((key, index) => [key, `${key}-Secret-${4821 + index}`]));

  it('no settings reply carries a secret, to anyone; each says only whether it is set', async () => {
    const saved = await send('PUT', '/api/system/settings', secrets);
    expect(saved.status).toBe(200);
    const replies = [saved.raw, (await get('/api/system/settings')).raw, (await get('/api/system/settings', manager)).raw, (await get('/api/configuration')).raw];
    for (const reply of replies) for (const value of Object.values(secrets)) expect(reply).not.toContain(value);
    const view = (await get('/api/system/settings')).body.data;
    for (const key of SECRET_SETTING_KEYS) {
      expect(view[`${key}Set`], key).toBe(true);
      expect(view, key).not.toHaveProperty(key);
    }
    // The audit trail masks them too.
    const logs = await get('/api/logs?entity=settings');
    for (const value of Object.values(secrets)) expect(logs.raw).not.toContain(value);
    // Cleared, a secret reads "not set".
    await send('PUT', '/api/system/settings', { emailPassword: '' });
    expect((await get('/api/system/settings')).body.data.emailPasswordSet).toBe(false);
  });

  it('a manager gets 403 on every system settings write, and nothing changes', async () => {
    const before = (await get('/api/system/settings')).body.data;
    for (const [method, url, payload] of [
      ['PUT', '/api/system/settings', { siteName: 'مدير' }],
      ['PUT', '/api/exchange-rates', { rate: 20000 }],
      ['POST', '/api/maintenance/enable', {}],
      ['POST', '/api/backup', undefined],
      ['DELETE', '/api/cache', undefined],
    ] as const) {
      const refused = await send(method, url, payload, manager);
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(errors.forbidden);
    }
    expect((await get('/api/system/settings')).body.data).toEqual(before);
  });
});

describe('exchange rates', () => {
  it('keep a history, and an order keeps the rate it was taken at', async () => {
    const call = api(server, admin);
    const bread = await product(call, null);
    expect((await send('PUT', '/api/exchange-rates', { rate: 15000 })).status).toBe(200);
    const old = await placeOrder(call, [{ product_id: bread.id, quantity: 4 }]);
    const changed = await send('PUT', '/api/exchange-rates', { rate: 16250.5 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = await placeOrder(call, [{ product_id: bread.id, quantity: 4 }]);

    const kept = await rows<{ id: number; exchange_rate: string }>(server, sql`select id, exchange_rate::text from orders where id in (${old.id}, ${fresh.id}) order by id`);
    expect(kept.map((row) => Number(row.exchange_rate))).toEqual([15000, 16250.5]);
    const read = await get(`/api/orders/${old.id}`);
    expect(read.body.data.exchange_rate).toBe(15000);

    const history = await get('/api/exchange-rates', manager);
    expect(history.status).toBe(200);
    expect(history.body.data.current).toBe(16250.5);
    expect(history.body.data.history[0]).toMatchObject({ rate: 16250.5, set_by_name: expect.any(String) });
    // A refused rate: the Arabic reason, nothing changes.
    const refused = await send('PUT', '/api/exchange-rates', { rate: -3 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('rate');
    expect((await get('/api/exchange-rates')).body.data.current).toBe(16250.5);
  });
});

describe('the system calls', () => {
  it('version and updates say what is true', async () => {
    const version = await get('/api/version');
    expect(version.body.data.version).toBe('1.0.0');
    expect(version.body.data.node).toBe(process.version);
    const updates = await get('/api/updates');
    expect(updates.body.data).toMatchObject({ update_server: null, available: [], message: systemErrors.noUpdateServer });
  });

  it('database status counts every table as the database does, and optimize runs VACUUM ANALYZE', async () => {
    const status = (await get('/api/database/status')).body.data;
    const [stores] = await rows<{ n: number }>(server, sql`select count(*)::int as n from stores`);
    expect(status.tables.stores).toBe(stores!.n);
    expect(status.database).toBe(server.database.kind);
    expect(status.size_bytes).toBeGreaterThan(1_000_000);
    expect(status.migrations_applied).toBeGreaterThanOrEqual(16);
    const optimized = await send('POST', '/api/database/optimize');
    expect(optimized.status).toBe(200);
    expect(optimized.body.message).toBe(systemErrors.databaseOptimized);
  });

  it('performance counts the requests this process answered', async () => {
    const before = (await get('/api/performance')).body.data;
    for (let i = 0; i < 5; i++) await get('/api/orders?limit=1');
    const after = (await get('/api/performance')).body.data;
    // The five reads and the first performance request itself.
    expect(after.requests_total - before.requests_total).toBe(6);
    expect(after.latency_ms.p50).toBeGreaterThan(0);
    expect(after.latency_ms.p99).toBeGreaterThanOrEqual(after.latency_ms.p50);
    expect(after.memory_mb.rss).toBeGreaterThan(10);
  });

  it('cache lists what this server keeps and clears it', async () => {
    await get('/api/orders?limit=1');
    const caches = (await get('/api/cache')).body.data.caches;
    expect(caches).toEqual(expect.arrayContaining([{ name: 'settings', entries: 1 }, { name: 'geocoding', entries: 0 }]));
    const cleared = await send('DELETE', '/api/cache?name=settings');
    expect(cleared.body.data.cleared).toEqual(['settings']);
    expect((await send('DELETE', '/api/cache?name=nothing')).status).toBe(404);
  });

  it('maintenance on and off through its own calls', async () => {
    const on = await send('POST', '/api/maintenance/enable', { message: 'تحديث المخزون' });
    expect(on.body.data).toEqual({ enabled: true, message: 'تحديث المخزون' });
    expect((await get('/api/maintenance')).body.data.enabled).toBe(true);
    expect((await get('/api/system/settings', manager)).body.data.maintenanceMessage).toBe('تحديث المخزون');
    expect((await send('POST', '/api/maintenance/disable')).body.data.enabled).toBe(false);
  });

  it('the security audit finds demo passwords, admins without two-factor and a missing backup; fixed, they pass', async () => {
    const audit = async () => Object.fromEntries(((await get('/api/security/audit')).body.data.checks as { id: string; status: string; items: string[] }[]).map((check) => [check.id, check]));
    const found = await audit();
    expect(found.demo_passwords).toMatchObject({ status: 'fail', items: expect.arrayContaining(['admin', 'manager']) });
    expect(found.admins_without_two_factor).toMatchObject({ status: 'warn', items: expect.arrayContaining(['admin']) });
    expect(found.cookie_secure!.status).toBe('warn');
    expect(found.last_backup!.status).toBe('fail');

    const changed = await send('PUT', '/api/auth/change-password', { currentPassword: 'Bakery123', newPassword: 'Another-Long-Pass-42', confirmPassword: 'Another-Long-Pass-42' }, manager);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await send('POST', '/api/backup')).status).toBe(201);
    const scanned = await send('POST', '/api/security/scan');
    const checks = Object.fromEntries((scanned.body.data.checks as { id: string; status: string; items: string[] }[]).map((check) => [check.id, check]));
    expect(checks.demo_passwords!.items).not.toContain('manager');
    expect(checks.last_backup!.status).toBe('pass');
  });

  it('deletes log entries older than N days, and logs that it did', async () => {
    await rows(server, sql`insert into audit_log (action, entity, created_at) values ('update', 'old', now() - interval '40 days')`);
    const purged = await send('DELETE', '/api/logs?older_than_days=30');
    expect(purged.status).toBe(200);
    expect(purged.body.data.removed).toBeGreaterThanOrEqual(1);
    const [left] = await rows<{ n: number }>(server, sql`select count(*)::int as n from audit_log where created_at < now() - interval '30 days'`);
    expect(left!.n).toBe(0);
    const [entry] = await rows<{ n: number }>(server, sql`select count(*)::int as n from audit_log where entity = 'logs' and action = 'purge'`);
    expect(entry!.n).toBe(1);
    const refused = await send('DELETE', '/api/logs?older_than_days=0');
    expect(refused.status).toBe(400);
  });
});

describe('the audit log filters', () => {
  it('filters by entity, action, employee and Brussels days, both ends included; refuses a reversed range in Arabic', async () => {
    const [user] = await rows<{ id: number }>(server, sql`select id from users where role = 'manager' limit 1`);
    const who = Number(user!.id);
    // Brussels is UTC+1 in winter: 23:30 UTC on the 9th is already the 10th there.
    await rows(
      server,
      sql`insert into audit_log (user_id, action, entity, entity_id, created_at) values
          (${who}, 'create', 'filter_case', '1', '2026-01-09T22:30:00Z'),
          (${who}, 'create', 'filter_case', '2', '2026-01-09T23:30:00Z'),
          (${who}, 'delete', 'filter_case', '3', '2026-01-10T22:59:00Z'),
          (null, 'create', 'filter_case', '4', '2026-01-10T12:00:00Z'),
          (${who}, 'create', 'filter_case', '5', '2026-01-10T23:00:00Z')`,
    );
    const ids = async (query: string) => {
      const response = await get(`/api/logs?entity=filter_case&${query}&limit=50`);
      expect(response.status, query).toBe(200);
      return (response.body.data.logs ?? response.body.data).map((row: { entity_id: string }) => row.entity_id).sort();
    };
    expect(await ids('date_from=2026-01-10&date_to=2026-01-10')).toEqual(['2', '3', '4']);
    expect(await ids('date_from=2026-01-10&date_to=2026-01-10&action=create')).toEqual(['2', '4']);
    expect(await ids(`date_from=2026-01-10&user_id=${who}`)).toEqual(['2', '3', '5']);
    expect(await ids('date_to=2026-01-09')).toEqual(['1']);
    const reversed = await get('/api/logs?date_from=2026-01-11&date_to=2026-01-10');
    expect(reversed.status).toBe(400);
    expect(reversed.raw).toContain(systemErrors.logsRangeInvalid);
    const badDay = await get('/api/logs?date_from=10/01/2026');
    expect(badDay.status).toBe(400);
    expect(badDay.raw).toContain(validation.dateInvalid);
  });
});
