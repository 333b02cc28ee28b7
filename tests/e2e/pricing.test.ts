import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ONLY, DESKTOP, PHONE, apiCall, closePage, connectBrowser, externalRequests, openPage, picturesOfFailure, screenshot } from './browser';
import { sharedServer } from './serverProcess';

// Issue 30 as a manager would use it: a bulk +3 % on a category, previewed (nothing saved), then saved,
// and the history of one of its products. The category and its products are this test's own.

const server = sharedServer();
let browser: Browser;
let page: Page;

interface ApiProduct {
  id: number;
  name: string;
  price_eur: number;
}

function api<T>(path: string, init?: { method: string; body?: unknown }): Promise<T> {
  return apiCall<T>(page, path, init);
}

beforeAll(async () => {
  browser = await connectBrowser();
  page = await openPage(browser, DESKTOP, 'ar', { as: 'manager', at: API_ONLY });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});
afterAll(async () => {
  if (page) await closePage(page);
});

describe('pricing in Chromium, as manager', () => {
  it('previews a bulk +3 % on a category, saves it and sees the history', async () => {
    const word = Date.now().toString(36);
    const code = `e2e_${word}`;
    const categoryName = `فئة الأسعار ${word}`;
    const made = await api<{ success: boolean; message?: string }>('/products/categories', {
      method: 'POST',
      body: { code, name: categoryName },
    });
    expect(made.success, made.message).toBe(true);
    // 1.10 → 1.15, 2.35 → 2.40 (2.4205), 4.99 → 5.15 (5.1397): each on the nearest 0.05.
    const products: ApiProduct[] = [];
    for (const [index, price] of [1.1, 2.35, 4.99].entries()) {
      const reply = await api<{ success: boolean; message?: string; data: ApiProduct }>('/products', {
        method: 'POST',
        body: { name: `خبز الأسعار ${word} ${index + 1}`, category: code, unit: 'piece', price_eur: price },
      });
      expect(reply.success, reply.message).toBe(true);
      products.push(reply.data);
    }
    const priceOf = async (id: number) => (await api<{ data: ApiProduct }>(`/products/${id}`)).data.price_eur;

    await page.goto(`${server.url}/dashboard`);
    // The menu's management group, folded at first, holds the spec's /pricing.
    await page.getByTestId('menu-group-management').getByRole('button', { name: 'الإدارة' }).click();
    await page.getByRole('link', { name: 'الأسعار' }).first().click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByTestId('pricing-tab-bulk').click();
    await page.getByRole('combobox', { name: 'الفئة' }).click();
    await page.getByRole('option', { name: categoryName, exact: true }).click();
    await page.getByLabel('القيمة (سالبة للتخفيض)').fill('3');
    await page.getByTestId('bulk-preview').click();

    const preview = page.getByTestId('bulk-preview-table');
    await preview.waitFor();
    await expect.poll(() => preview.getByTestId('bulk-change-row').count()).toBe(3);
    const rows = await preview.getByTestId('bulk-change-row').allInnerTexts();
    for (const [index, expected] of ['1.15', '2.40', '5.15'].entries()) {
      expect(rows.find((row) => row.includes(products[index]!.name))).toContain(expected);
    }
    // The preview saved nothing.
    expect(await Promise.all(products.map((product) => priceOf(product.id)))).toEqual([1.1, 2.35, 4.99]);
    await screenshot(page, 'pricing-preview-1280');

    await page.getByTestId('bulk-save').click();
    const saved = page.getByTestId('bulk-saved');
    await saved.waitFor();
    await page.getByText('تم تغيير أسعار 3 من المنتجات').waitFor();
    await expect.poll(() => Promise.all(products.map((product) => priceOf(product.id)))).toEqual([1.15, 2.4, 5.15]);

    await saved.getByTestId('bulk-change-row').filter({ hasText: products[1]!.name }).getByTestId('bulk-history-link').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history' && url.searchParams.get('product') === String(products[1]!.id));
    const history = page.getByTestId('price-history-row');
    await expect.poll(() => history.count()).toBe(1);
    const line = await history.first().innerText();
    expect(line).toContain('2.35');
    expect(line).toContain('2.40');
    expect(line).toContain('تغيير جماعي');
    await screenshot(page, 'pricing-history-1280');

    await page.setViewportSize(PHONE);
    await page.getByTestId('price-history').waitFor();
    await screenshot(page, 'pricing-history-390');
    await page.getByTestId('pricing-tab-lists').click();
    await page.getByTestId('price-list-add').waitFor();
    await screenshot(page, 'pricing-lists-390');
    // The list dialog: saved empty, the server's refusal shows in it and nothing is made.
    const before = (await api<{ data: { price_lists: unknown[] } }>('/price-lists')).data.price_lists.length;
    await page.getByTestId('price-list-add').click();
    const dialog = page.getByTestId('price-list-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('price-list-save').click();
    await dialog.getByTestId('price-list-refusal').waitFor();
    expect(await dialog.getByTestId('price-list-refusal').innerText()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, 'pricing-list-dialog-390');
    expect((await api<{ data: { price_lists: unknown[] } }>('/price-lists')).data.price_lists.length).toBe(before);

    // Filled in: a shop, 10 % off this test's category; the list's card shows it.
    const shop = (await api<{ data: { stores: { name: string }[] } }>('/stores?limit=1&status=active')).data.stores[0]!;
    const listName = `قائمة ${word}`;
    await dialog.getByLabel('الاسم').fill(listName);
    await dialog.getByRole('combobox', { name: 'المتاجر' }).fill(shop.name);
    await page.getByRole('option', { name: shop.name }).first().click();
    await dialog.getByRole('combobox', { name: 'أو الفئة' }).click();
    await page.getByRole('option', { name: categoryName, exact: true }).click();
    await dialog.getByLabel('أو الخصم (%)').fill('10');
    await dialog.getByTestId('price-list-save').click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('price-list-card').filter({ hasText: listName });
    await card.waitFor();
    expect(await card.innerText()).toContain(shop.name);
    expect((await api<{ data: { price_lists: { name: string }[] } }>('/price-lists')).data.price_lists.map((list) => list.name)).toContain(listName);
    await screenshot(page, 'pricing-list-saved-390');

    // The product page's issue-30 cards: its variants, what is ordered with it, its images.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/products/${products[1]!.id}`);
    await page.getByTestId('product-variants').getByText('لا توجد متغيرات لهذا المنتج').waitFor();
    await page.getByTestId('product-together').waitFor();
    await page.getByTestId('product-gallery').getByText('لا توجد صور في معرض المنتج').waitFor();
    await screenshot(page, 'pricing-product-1280');
    expect(externalRequests(page)).toEqual([]);
  });
});
