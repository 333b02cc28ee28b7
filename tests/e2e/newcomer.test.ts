import type { Browser, Page, Response } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../src/domain/messages';
import { DESKTOP, PHONE, apiCall, connectBrowser, openPage, picturesOfFailure, screenshot, closePage } from './browser';
import { sharedServer } from './serverProcess';

// What a newcomer tripped on (issue 23, points 4 to 8), each as the role concerned at its width: the
// actions a role may not use are not offered and a forbidden address asks nothing of the server; amounts
// typed the Belgian way; phones stored in E.164 and shown grouped; the distributor's shop edit on a
// phone; the order form's product list on a click.

const server = sharedServer();
let browser: Browser;
const pages: Page[] = [];

interface ApiShop {
  id: number;
  name: string;
  phone: string;
  credit_limit_eur: number;
  latitude: number | null;
}

async function signedIn(username: string, viewport = DESKTOP, home = '/dashboard'): Promise<Page> {
  const page = await openPage(browser, viewport, 'ar', { as: username, at: home });
  pages.push(page);
  await page.waitForURL((url) => url.pathname === home);
  return page;
}

const data = async <T>(page: Page, path: string) => (await apiCall<{ data: T }>(page, path)).data;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  await Promise.all(pages.splice(0).map(closePage));
});

describe('issue 23: what a newcomer tripped on', () => {
  it('offers a cashier no edit on the product cards, and leads an accountant home from a forbidden address without asking for the record', async () => {
    const cashier = await signedIn('cashier');
    await cashier.goto(`${server.url}/products`);
    const cards = cashier.getByTestId('products-grid').getByRole('link', { name: 'عرض' });
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    // The page's rights are known once its export (open to every role) shows.
    await cashier.getByRole('button', { name: /CSV/ }).first().waitFor();
    expect(await cashier.getByTestId('products-grid').getByRole('link', { name: 'تعديل' }).count()).toBe(0);
    await screenshot(cashier, 'newcomer-cashier-product-cards-1280');

    const accountant = await signedIn('accountant');
    const refused: string[] = [];
    const recordCalls: string[] = [];
    accountant.on('response', (response: Response) => {
      const { pathname } = new URL(response.url());
      if (response.status() === 403) refused.push(pathname);
      if (/^\/api\/(users|vehicles)\/\d+$/.test(pathname)) recordCalls.push(pathname);
    });
    for (const address of ['/users/3', '/vehicles/details/1', '/products/1/edit']) {
      await accountant.goto(`${server.url}${address}`);
      await accountant.waitForURL((url) => url.pathname === '/dashboard');
      await accountant.getByTestId('dashboard-greeting').waitFor();
    }
    expect(refused).toEqual([]);
    expect(recordCalls).toEqual([]);
  });

  it('saves a credit limit typed "1.500,75" as 1500.75 and refuses "1,500.75" beside the field, as a manager', async () => {
    const manager = await signedIn('manager');
    const {
      stores: [shop],
    } = await data<{ stores: [ApiShop] }>(manager, '/stores?status=active&limit=1&sortBy=name&sortOrder=DESC');
    await manager.goto(`${server.url}/stores/${shop.id}/edit`);
    const credit = manager.getByLabel('حد الائتمان (يورو)');
    await credit.waitFor();
    await expect.poll(() => credit.inputValue()).not.toBe('');

    await credit.fill('1,500.75');
    await credit.blur();
    const field = manager.locator('.MuiFormControl-root').filter({ has: credit });
    await expect.poll(() => field.innerText()).toContain(validation.amountAmbiguous);
    await manager.getByRole('button', { name: 'حفظ' }).click();
    expect(await credit.getAttribute('aria-invalid')).toBe('true');
    await credit.scrollIntoViewIfNeeded();
    await screenshot(manager, 'newcomer-credit-ambiguous-1280');
    expect((await data<ApiShop>(manager, `/stores/${shop.id}`)).credit_limit_eur).toBe(shop.credit_limit_eur);

    await credit.fill('1.500,75');
    const saved = manager.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/stores/${shop.id}`));
    await manager.getByRole('button', { name: 'حفظ' }).click();
    expect((await saved).status()).toBe(200);
    expect((await data<ApiShop>(manager, `/stores/${shop.id}`)).credit_limit_eur).toBe(1500.75);
  });

  it('keeps a new shop\'s "0470 12 34 99" in E.164 and shows every phone grouped left to right, as a manager', async () => {
    const manager = await signedIn('manager');
    const created = await apiCall<{ data: ApiShop }>(manager, '/stores', {
      method: 'POST',
      body: { name: 'متجر الهاتف', address: 'Rue Neuve 14, 1000 Bruxelles', phone: '0470 12 34 99' },
    });
    expect(created.data.phone).toBe('+32470123499');
    const { products } = await data<{ products: { id: number; stock_quantity: number | null }[] }>(manager, '/products?status=active&limit=500');
    const product = products.find((candidate) => candidate.stock_quantity === null || candidate.stock_quantity > 5)!;
    const order = await apiCall<{ data: { id: number } }>(manager, '/orders', {
      method: 'POST',
      body: { store_id: created.data.id, items: [{ product_id: product.id, quantity: 1 }] },
    });

    await manager.goto(`${server.url}/stores/${created.data.id}`);
    const contact = manager.getByTestId('store-contact-info');
    const shown = contact.locator('bdi[dir="ltr"]', { hasText: '+32 470 12 34 99' });
    await shown.waitFor();
    await screenshot(manager, 'newcomer-shop-phone-1280');

    await manager.goto(`${server.url}/orders/${order.data.id}`);
    const phone = manager.locator('bdi[dir="ltr"]', { hasText: '+32 470 12 34 99' });
    await phone.first().waitFor();
    // The distributor's number too, if the order has one; never a raw E.164 anywhere on the page.
    expect(await manager.locator('main').innerText()).not.toMatch(/\+32\d{8,9}/);
    await screenshot(manager, 'newcomer-order-phones-1280');

    await manager.goto(`${server.url}/stores/${created.data.id}/edit`);
    await expect.poll(() => manager.getByLabel('رقم الهاتف').inputValue()).toBe('+32 470 12 34 99');
  });

  it("gives the distributor's shop edit a title and a save bar above the bottom tabs on a 390 px phone", async () => {
    const distributor = await signedIn('distributor', PHONE, '/distributor');
    // A shop already on the map: saving as it is needs no point picked.
    const { stores } = await data<{ stores: ApiShop[] }>(distributor, '/stores?status=active&limit=50&sortBy=name&sortOrder=ASC');
    const shop = stores.find((candidate) => candidate.latitude !== null)!;
    await distributor.goto(`${server.url}/stores/${shop.id}/edit`);
    await distributor.getByRole('heading', { level: 1, name: `تعديل المتجر: ${shop.name}` }).waitFor();

    // A driver's correction: the delivery notes (the save button waits for a change).
    await distributor.getByLabel('ملاحظات التوصيل').fill('الباب الخلفي بعد السابعة');
    const save = distributor.getByRole('button', { name: 'حفظ' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const tabs = distributor.getByRole('navigation', { name: 'قائمة الموزع' });
    const [saveBox, tabsBox] = [(await save.boundingBox())!, (await tabs.boundingBox())!];
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(tabsBox.y);
    expect(saveBox.y).toBeGreaterThan(0);
    // Nothing lies over it: the point at its centre is the button itself.
    const onTop = await save.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop).toBe(true);
    await screenshot(distributor, 'newcomer-distributor-shop-edit-390');

    const saved = distributor.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/stores/${shop.id}`),
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await distributor.getByTestId('store-edit-saved').waitFor();
    expect((await data<{ delivery_notes: string }>(distributor, `/stores/${shop.id}`)).delivery_notes).toBe('الباب الخلفي بعد السابعة');
  });

  it("opens a product line's list on a click, a new line's too, as a cashier", async () => {
    const cashier = await signedIn('cashier');
    await cashier.goto(`${server.url}/orders/create`);
    const first = cashier.getByRole('combobox', { name: /المنتج 1/ });
    await first.waitFor();
    await first.click();
    await cashier.getByRole('option').first().waitFor();
    await cashier.keyboard.press('Escape');

    await cashier.getByRole('button', { name: 'إضافة منتج' }).click();
    const second = cashier.getByRole('combobox', { name: /المنتج 2/ });
    await second.click();
    await cashier.getByRole('option').first().waitFor();
    expect(await cashier.getByRole('option').count()).toBeGreaterThan(1);
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await screenshot(cashier, 'newcomer-order-product-list-1280');
  });
});
