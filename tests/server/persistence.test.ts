import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/lock';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ onDisk: true });
});
afterAll(async () => {
  await server?.close();
});

describe('data survives a restart', () => {
  it('keeps a saved change and a live session across a restart', async () => {
    const cookie = await server.login('cashier');
    const saved = await server.request({
      method: 'PUT',
      url: '/api/auth/profile',
      cookie,
      payload: { full_name: 'ليلى المحفوظة', email: 'cashier.kept@bakery.be', phone: '+32 470 00 11 22' },
    });
    expect(saved.status).toBe(200);
    const ordersBefore = (await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie })).body.data.pagination.total;

    server = await server.restart();

    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', cookie });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ full_name: 'ليلى المحفوظة', email: 'cashier.kept@bakery.be' });
    const ordersAfter = (await server.request({ method: 'GET', url: '/api/orders?limit=1', cookie })).body.data.pagination.total;
    expect(ordersAfter).toBe(ordersBefore);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one server per data directory (embedded database)', () => {
  it('refuses to open a data directory another server holds', async () => {
    await expect(openDatabase({ dataDir: server.dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('makes a second server process exit with a clear message', async () => {
    const root = path.resolve(__dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: '0', SKIP_UI_BUILD: 'true', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('is in use by another server');
    // The first server still works.
    expect((await server.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});
