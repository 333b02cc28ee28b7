import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ONLY, DESKTOP, apiCall, closePage, connectBrowser, openPage, picturesOfFailure, screenshot } from './browser';
import { signInByApi, startServerProcess, type RunningServer, type SavedSession } from './serverProcess';

// Issue 27 in Chromium, on a server of this file's own (maintenance mode and a restore change what every
// other file would meet): the maintenance banner and refusal, a low-stock notification in the bell, and a
// backup that brings a deleted shop back.

let server: RunningServer;
let browser: Browser;
const sessions = new Map<string, SavedSession>();
const pages: Page[] = [];
const MINUTE = 60_000;

async function pageAs(username: string, at: string) {
  if (!sessions.has(username)) sessions.set(username, await signInByApi(server.url, username));
  const page = await openPage(browser, DESKTOP, 'ar', { as: sessions.get(username)!, baseUrl: server.url, at });
  pages.push(page);
  return page;
}

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}
const api = <T>(page: Page, path: string, init?: { method: string; body?: unknown }) => apiCall<Envelope<T>>(page, path, init);

beforeAll(async () => {
  server = await startServerProcess();
  browser = await connectBrowser();
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  for (const page of pages.splice(0)) await closePage(page);
});
afterAll(async () => {
  await server?.stop();
});

describe('the system service in Chromium', () => {
  it('maintenance mode: the cashier’s page shows the banner within a minute and a write is refused; the admin goes on', async () => {
    const cashier = await pageAs('cashier', API_ONLY);
    // The page asks every 30 seconds; its clock is moved on a minute instead of the test waiting for it.
    // The context is closed after the test, so no later page inherits the installed clock.
    await cashier.clock.install();
    await cashier.goto(`${server.url}/orders`);
    await cashier.getByTestId('menu-orders').waitFor();
    expect(await cashier.getByTestId('maintenance-banner').count()).toBe(0);
    const admin = await pageAs('admin', API_ONLY);
    expect((await api(admin, '/maintenance/enable', { method: 'POST', body: { message: 'جرد نهاية الشهر' } })).success).toBe(true);
    try {
      await cashier.clock.fastForward(MINUTE);
      await cashier.getByTestId('maintenance-banner').waitFor();
      expect(await cashier.getByTestId('maintenance-banner').innerText()).toContain('جرد نهاية الشهر');
      await screenshot(cashier, 'maintenance-banner-1280');
      const refused = await api(cashier, '/orders', { method: 'POST', body: {} });
      expect(refused.success).toBe(false);
      expect(refused.message).toContain('وضع الصيانة');
      // The admin's write still reaches the route (the empty order is refused by validation, not maintenance).
      const adminWrite = await api(admin, '/orders', { method: 'POST', body: {} });
      expect(adminWrite.message).not.toContain('وضع الصيانة');
    } finally {
      expect((await api(admin, '/maintenance/disable', { method: 'POST' })).success).toBe(true);
    }
    await cashier.clock.fastForward(MINUTE);
    await cashier.getByTestId('maintenance-banner').waitFor({ state: 'detached' });
    await cashier.context().close();
  });

  it('a product falling to its minimum shows in the manager’s bell', async () => {
    const admin = await pageAs('admin', API_ONLY);
    const name = `خبز الإشعار ${randomBytes(3).toString('hex')}`;
    const product = await api<{ id: number }>(admin, '/products', { method: 'POST', body: { name, category: 'bread', unit: 'piece', price_eur: 2, stock_quantity: 6, minimum_stock: 4 } });
    expect(product.success, product.message).toBe(true);
    const order = await api(admin, '/orders', { method: 'POST', body: { store_id: 1, items: [{ product_id: product.data.id, quantity: 3 }] } });
    expect(order.success, order.message).toBe(true);

    const manager = await pageAs('manager', '/dashboard');
    const bell = manager.getByTestId('notification-bell');
    await bell.waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/الإشعارات \([1-9]\d* غير مقروءة\)/);
    await bell.click();
    const list = manager.getByTestId('notification-list');
    await list.getByText(name, { exact: false }).waitFor();
    await screenshot(manager, 'notification-bell-1280');
  });

  it('a new order follows a changed exchange rate while an older one keeps its own', async () => {
    const admin = await pageAs('admin', API_ONLY);
    const product = await api<{ id: number }>(admin, '/products', {
      method: 'POST',
      body: { name: `خبز السعر ${randomBytes(3).toString('hex')}`, category: 'bread', unit: 'piece', price_eur: 2, stock_quantity: null },
    });
    expect(product.success, product.message).toBe(true);
    const order = async () => {
      const made = await api<{ id: number }>(admin, '/orders', { method: 'POST', body: { store_id: 1, items: [{ product_id: product.data.id, quantity: 5 }] } });
      expect(made.success, made.message).toBe(true);
      return made.data.id;
    };
    expect((await api(admin, '/exchange-rates', { method: 'PUT', body: { rate: 15000 } })).success).toBe(true);
    const older = await order();
    expect((await api(admin, '/exchange-rates', { method: 'PUT', body: { rate: 20000 } })).success).toBe(true);
    const newer = await order();
    const history = await api<{ current: number; history: { rate: number }[] }>(admin, '/exchange-rates');
    expect(history.data.current).toBe(20000);
    // The history holds each change (15000 was the rate already: setting it again is no change).
    expect(history.data.history[0]!.rate).toBe(20000);

    // Latin or Arabic-Indic digits, as the page writes them: the figure alone.
    const digits = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, '');
    for (const [id, syp] of [
      [older, '150000'],
      [newer, '200000'],
    ] as const) {
      await admin.goto(`${server.url}/orders/${id}`);
      const total = admin.getByTestId('order-total-syp');
      await total.waitFor();
      expect(digits(await total.innerText())).toBe(syp);
    }
    await screenshot(admin, 'order-new-rate-1280');
  });

  it('a backup brings back a shop deleted after it', async () => {
    const admin = await pageAs('admin', API_ONLY);
    const shopName = `محل النسخة ${randomBytes(3).toString('hex')}`;
    const shop = await api<{ id: number }>(admin, '/stores', { method: 'POST', body: { name: shopName, address: 'شارع الاختبار 25، بروكسل', phone: '+32470112233' } });
    expect(shop.success, shop.message).toBe(true);
    const backup = await api<{ name: string }>(admin, '/backup', { method: 'POST' });
    expect(backup.success, backup.message).toBe(true);
    expect((await api(admin, `/stores/${shop.data.id}`, { method: 'DELETE' })).success).toBe(true);
    expect((await api(admin, `/stores/${shop.data.id}`)).success).toBe(false);

    const restored = await api(admin, `/backup/${backup.data.name}/restore`, { method: 'POST' });
    expect(restored.success, restored.message).toBe(true);
    expect((await api(admin, '/maintenance/disable', { method: 'POST' })).success).toBe(true);

    await admin.goto(`${server.url}/stores/${shop.data.id}`);
    await admin.getByText(shopName).first().waitFor();
  });
});
