import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, apiCall, clickToURL, connectBrowser, openPage, picturesOfFailure, screenshot, closePage, API_ONLY } from './browser';
import { sharedServer } from './serverProcess';

// Issue 25's credit limit as people meet it: a cashier's order above a shop's limit is refused beside the
// total; a manager saves it with a reason; the shop page shows the balance once it is delivered, and a
// payment lowers it. The shop and product are this file's own, made through the API.

const server = sharedServer();
let browser: Browser;
let manager: Page;
const pages: Page[] = [];

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const euro = (amount: number) =>
  new Intl.NumberFormat('ar', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(amount);

let shop: { id: number; name: string };
let product: { id: number; name: string };

async function arrange<T>(page: Page, path: string, body: unknown, method = 'POST'): Promise<T> {
  const reply = await apiCall<{ success: boolean; message?: string; data: T }>(page, path, { method, body });
  if (!reply.success) throw new Error(`${method} ${path} was refused: ${reply.message}`);
  return reply.data;
}

async function open(as: string, at: string): Promise<Page> {
  const page = await openPage(browser, DESKTOP, 'ar', { as, at });
  pages.push(page);
  return page;
}

/** On the create form: the shop, then `units` of the product (10 EUR each). */
async function fillOrder(page: Page, units: number) {
  const form = page.getByTestId('order-create');
  for (const [label, option] of [
    [/المتجر/, shop.name],
    [/المنتج 1/, product.name],
  ] as const) {
    const box = form.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(option.slice(0, 6));
    await page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first().click();
    await expect.poll(() => box.inputValue()).toBe(option);
  }
  await page.getByTestId('order-line-0').getByRole('spinbutton', { name: /الكمية/ }).fill(String(units));
  // Before saving, the summary shows the shop's credit: 50 left, and what this order would leave.
  await expect.poll(() => page.getByTestId('credit-remaining').innerText()).toContain(euro(50));
  await expect.poll(() => page.getByTestId('credit-after').innerText()).toContain(euro(50 - units * 10));
}

beforeAll(async () => {
  browser = await connectBrowser();
  manager = await open('manager', API_ONLY);
  product = await arrange(manager, '/products', { name: `${RUN} خبز الائتمان`, category: 'bread', unit: 'piece', price_eur: 10, stock_quantity: null });
  shop = await arrange(manager, '/stores', {
    name: `${RUN} محل الائتمان`,
    address: 'Rue du Crédit 25, 1000 Bruxelles',
    phone: '+32 2 555 25 25',
    payment_terms: 'credit_30',
    credit_limit_eur: 50,
  });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});
afterAll(async () => {
  for (const page of pages) await closePage(page);
});

describe('the credit limit in Chromium', () => {
  it('refuses a cashier beside the total, saves a manager with a reason, and the shop page follows the balance', async () => {
    const cashier = await open('cashier', '/orders/create');
    await fillOrder(cashier, 6);
    await cashier.getByRole('button', { name: 'حفظ الطلب' }).click();
    const refusal = cashier.getByTestId('order-summary').getByTestId('credit-refusal');
    await expect.poll(() => refusal.innerText()).toContain('يتجاوز هذا الطلب حد الائتمان للمتجر (50.00 €) بمبلغ 10.00 €');
    expect(new URL(cashier.url()).pathname).toBe('/orders/create');
    // A cashier may not override: no reason to give.
    expect(await cashier.getByLabel('سبب تجاوز حد الائتمان').count()).toBe(0);
    await screenshot(cashier, 'credit-refused-cashier-1280');

    const page = await open('manager', '/orders/create');
    await fillOrder(page, 6);
    await page.getByRole('button', { name: 'حفظ الطلب' }).click();
    await expect.poll(() => page.getByTestId('credit-refusal').innerText()).toContain('للتأكيد رغم ذلك اكتب سبب تجاوز الحد');
    await page.getByLabel('سبب تجاوز حد الائتمان').fill('طلبية المعرض، يدفع المتجر نهاية الأسبوع');
    await clickToURL(page.getByRole('button', { name: 'حفظ الطلب' }), (url) => /^\/orders\/\d+$/.test(url.pathname));
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    // Delivered, the order is what the shop owes; the shop page shows it, and a payment lowers it.
    for (const status of ['confirmed', 'in_progress', 'delivered']) await arrange(page, `/orders/${orderId}/status`, { status }, 'PUT');
    await page.goto(`${server.url}/stores/${shop.id}`);
    await expect.poll(() => page.getByTestId('store-balance').innerText()).toContain(euro(60));
    await arrange(page, `/orders/${orderId}/payment`, { amount: 25, method: 'cash' }, 'PUT');
    await page.reload();
    await expect.poll(() => page.getByTestId('store-balance').innerText()).toContain(euro(35));
    await screenshot(page, 'credit-shop-balance-1280');
  });
});
