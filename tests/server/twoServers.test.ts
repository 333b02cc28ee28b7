import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { SETTINGS_TTL_MS } from '../../server/services/settingsCache';
import { backupsDir, listBackups } from '../../server/services/backups';
import { DAILY_BACKUP } from '../../server/services/jobs';
import { systemErrors } from '../../src/domain/backups';
import { startTestServer, testConfig, type TestServer } from './helpers';

// Issue 27: two servers on one database. With TEST_DATABASE_URL they are two apps, each with its own pool
// of connections to one PostgreSQL database, as two machines would be; on PGlite (one process holds the
// database) two apps share it, each with its own cache and jobs. Maintenance switched on through one
// refuses a cashier's write on the other within the settings' time to live; the daily backup runs once.

let first: TestServer;
let secondDatabase: Database;
let second: FastifyInstance;
let admin = '';
let cashier = '';

beforeAll(async () => {
  first = await startTestServer();
  secondDatabase = first.databaseUrl ? await openDatabase({ databaseUrl: first.databaseUrl }) : first.database;
  // The same backups folder, as two servers sharing a volume (BACKUPS_DIR) would have.
  second = await buildApp({ database: secondDatabase, config: testConfig(first.dataDir, first.databaseUrl), now: () => first.clock.now, logger: false });
  await second.ready();
  admin = await first.login('admin');
  cashier = await first.login('cashier');
});
afterAll(async () => {
  await second?.close();
  if (secondDatabase && secondDatabase !== first.database) await secondDatabase.close();
  await first?.close();
});

const cashierWriteOnSecond = async () =>
  second.inject({ method: 'POST', url: '/api/orders', headers: { cookie: cashier }, payload: {} });
const setMaintenance = (on: boolean) =>
  first.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { maintenanceMode: on } });

describe('two servers on one database', () => {
  it(`refuses a cashier’s write on the second server within ${SETTINGS_TTL_MS} ms of maintenance going on through the first`, async () => {
    // The second server has read the settings (maintenance off) and keeps them.
    expect((await cashierWriteOnSecond()).statusCode).toBe(400);
    expect((await setMaintenance(true)).status).toBe(200);
    const switchedAt = Date.now();
    try {
      let answer = await cashierWriteOnSecond();
      while (answer.statusCode !== 503 && Date.now() - switchedAt < SETTINGS_TTL_MS + 3000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await cashierWriteOnSecond();
      }
      const waited = Date.now() - switchedAt;
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(systemErrors.maintenanceWrite);
      // The time to live, plus a request's time on a busy machine.
      expect(waited).toBeLessThanOrEqual(SETTINGS_TTL_MS + 1000);
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
    }
  });

  it('runs the daily backup once across both servers, again a day later, and keeps the last N', async () => {
    const autos = () => listBackups({ dataDir: first.dataDir }).filter((backup) => backup.kind === 'auto');
    expect((await first.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { backupKeep: 2 } })).status).toBe(200);
    const ran = await Promise.all([first.app.jobs.runDue(), second.jobs.runDue()]);
    expect(ran.flat()).toEqual([DAILY_BACKUP]);
    expect((await Promise.all([second.jobs.runDue(), first.app.jobs.runDue()])).flat()).toEqual([]);
    expect(autos()).toHaveLength(1);
    // Not due again the same day.
    first.clock.advance(12 * 3600);
    expect([...(await first.app.jobs.runDue()), ...(await second.jobs.runDue())]).toEqual([]);
    for (let day = 1; day <= 2; day++) {
      first.clock.advance(24 * 3600);
      const again = await Promise.all([second.jobs.runDue(), first.app.jobs.runDue()]);
      expect(again.flat()).toEqual([DAILY_BACKUP]);
    }
    // Three made, the oldest deleted: the last two kept.
    expect(autos()).toHaveLength(2);
    expect(fs.readdirSync(backupsDir({ dataDir: first.dataDir })).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
