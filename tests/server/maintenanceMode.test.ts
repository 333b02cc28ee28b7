import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { systemErrors } from '../../src/domain/backups';
import { buildApp } from '../../server/app';
import { startTestServer, testConfig, type TestServer } from './helpers';

// Issue 27: maintenance mode refuses every write of a non-admin with 503 and an Arabic reason; reads go
// on, the admin keeps working, and signing out still works. debugMode raises the log level, nothing else.

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'manager', 'cashier', 'distributor']) cookies[role] = await server.login(role);
});
afterAll(async () => server?.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url, cookie: cookies[role], ...(payload && { payload }) });
const setMaintenance = async (on: boolean) => expect((await call('admin', 'PUT', '/api/system/settings', { maintenanceMode: on })).status).toBe(200);

describe('maintenance mode', () => {
  it('gives a non-admin’s write 503 in Arabic, lets reads through and the admin write', async () => {
    // Before: a cashier's empty order is refused by validation, so it reached the route.
    expect((await call('cashier', 'POST', '/api/orders', {})).status).toBe(400);
    await setMaintenance(true);
    try {
      for (const role of ['cashier', 'manager', 'distributor']) {
        const refused = await call(role, 'POST', '/api/orders', {});
        expect(refused.status, role).toBe(503);
        expect(refused.body).toEqual({ success: false, message: systemErrors.maintenanceWrite });
        expect((await call(role, 'PUT', '/api/auth/profile', { full_name: 'اسم آخر' })).status, role).toBe(503);
        expect((await call(role, 'GET', '/api/orders')).status, role).toBe(200);
      }
      // Every signed-in user reads that it is on (the banner's source).
      expect((await call('cashier', 'GET', '/api/system/settings')).body.data.maintenanceMode).toBe(true);
      // The admin's write reaches the route (validation refuses the empty order, not maintenance).
      expect((await call('admin', 'POST', '/api/orders', {})).status).toBe(400);
      expect((await call('admin', 'PUT', '/api/system/settings', { siteName: 'مخبز بروكسل' })).status).toBe(200);
      // Keeping or ending one's session is not refused.
      expect((await call('cashier', 'POST', '/api/auth/refresh', {})).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await call('cashier', 'POST', '/api/orders', {})).status).toBe(400);
  });
});

describe('debugMode', () => {
  let logged: FastifyInstance;
  beforeAll(async () => {
    logged = await buildApp({
      database: server.database,
      config: { ...testConfig(server.dataDir, server.databaseUrl), logLevel: 'info' },
      logger: true,
      logStream: { write: () => {} },
    });
  });
  afterAll(async () => logged?.close());

  it('raises the log level to debug while on, and back to the configured level when off', async () => {
    const settings = (debugMode: boolean) =>
      logged.inject({ method: 'PUT', url: '/api/system/settings', headers: { cookie: cookies.admin! }, payload: { debugMode } });
    expect((await settings(true)).statusCode).toBe(200);
    // The level follows the settings as this server reads them, on its next request.
    await logged.inject({ method: 'GET', url: '/api/orders', headers: { cookie: cookies.admin! } });
    expect(logged.log.level).toBe('debug');
    expect((await settings(false)).statusCode).toBe(200);
    await logged.inject({ method: 'GET', url: '/api/orders', headers: { cookie: cookies.admin! } });
    expect(logged.log.level).toBe('info');
  });
});
