import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_OPTIONS, DESKTOP, FULL_CHROMIUM, shiftPageClock, signIn } from './browser';
import { startServerProcess, type RunningServer } from './serverProcess';

// What README promises after `npm install && npm start`: the app and the API on one port, the demo data
// loaded into a new database, and the API closed to strangers.
let server: RunningServer;

beforeAll(async () => {
  server = await startServerProcess({}, { emptyData: true });
});
afterAll(async () => {
  await server?.stop();
});

describe('npm start on a fresh data directory', () => {
  it('loads the demo data and serves the API with sign-in by cookie', async () => {
    expect(server.output()).toContain('Demo data loaded');

    const stranger = await fetch(`${server.url}/api/orders?page=1&limit=10`);
    expect(stranger.status).toBe(401);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Bakery123' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);

    const orders = await fetch(`${server.url}/api/orders?page=1&limit=10`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(orders.status).toBe(200);
    const body = await orders.json();
    expect(body.data.orders).toHaveLength(10);
    expect(body.data.pagination.total).toBe(600);
  });

  it('answers every UI path with the app, and unknown API paths with a JSON 404', async () => {
    for (const path of ['/', '/login', '/orders/12', '/stores/create']) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('dir="rtl"');
    }
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect((await api.json()).success).toBe(false);
  });

  // The other files drive Debian's headless build of Chromium (browser.ts); this one opens the app in the
  // browser people run as well.
  it.skipIf(CHROMIUM === FULL_CHROMIUM)('signs in and shows the dashboard right to left in /usr/bin/chromium', async () => {
    const browser = await chromium.launch({ ...CHROMIUM_OPTIONS, executablePath: FULL_CHROMIUM });
    try {
      const page = await browser.newPage({ viewport: DESKTOP, locale: 'ar', timezoneId: 'Europe/Brussels' });
      await shiftPageClock(page.context());
      await signIn(page, server.url, 'admin');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('heading', { name: 'لوحة التحكم' }).first().waitFor();
    } finally {
      await browser.close();
    }
  });
});
