import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, externalRequests, connectBrowser, nextReply, openPage, picturesOfFailure, screenshot, screenshotsAsked, closePage, API_ONLY, searchList } from './browser';
import { sharedServer } from './serverProcess';

const SEARCH = 'ابحث بالاسم أو الوصف أو الباركود...';

// Issue 5 as a manager would use it: search and filter the catalogue, create a product with an image,
// duplicate it, quick-create another, change a price, deactivate and feature from the detail page, and
// delete two selected products. Each test makes the products it works on, under names of its own (other
// files use the shared server at the same time), and opens its own page.

const server = sharedServer();
let browser: Browser;
let page: Page;

interface ApiProduct {
  id: number;
  name: string;
  category: string;
  status: string;
  is_featured: boolean;
  price_eur: number;
  stock_quantity: number | null;
  image_url: string | null;
  archived_at: string | null;
}

// An 8x8 PNG, so the upload is a real image by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM40OCAFTEMLQkAovNgAdety0UAAAAASUVORK5CYII=',
  'base64',
);

const NAME = 'كعكة التمر الاختبارية E2E';
const QUICK_NAME = 'خبز سريع الاختبار E2E';

let made = 0;
/** A word no other product has: this file's tests, and other files on the shared server, make their own. */
function uniqueWord(): string {
  made += 1;
  return `T${Date.now().toString(36)}${made}`;
}

function api<T>(path: string, init?: { method: string; body?: unknown }): Promise<T> {
  return apiCall<T>(page, path, init);
}

async function productsFromApi(query: string) {
  return (await api<{ data: { products: ApiProduct[]; pagination: { total: number } } }>(`/products?${query}`)).data;
}

async function findByName(name: string): Promise<ApiProduct | undefined> {
  const { products } = await productsFromApi(`search=${encodeURIComponent(name)}&limit=50`);
  return products.find((product) => product.name === name);
}

const cards = () => page.getByTestId('product-card');

async function chooseOption(label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A product made through the API as the detailed form makes it: a cake at 3.75 with 40 in stock. */
async function createProduct(name: string, fields: Record<string, unknown> = {}): Promise<ApiProduct> {
  const reply = await api<{ success: boolean; message?: string; data: ApiProduct }>('/products', {
    method: 'POST',
    body: { name, category: 'cake', unit: 'piece', price_eur: 3.75, stock_quantity: 40, ...fields },
  });
  if (!reply.success) throw new Error(`the product ${name} was not made: ${reply.message}`);
  return reply.data;
}

/** Its copy, as 'Copy to a new product' saves it: '<name> (Copy)' with stock 0. */
async function duplicateProduct(product: ApiProduct): Promise<ApiProduct> {
  const reply = await api<{ success: boolean; message?: string; data: ApiProduct }>(`/products/${product.id}/duplicate`, {
    method: 'POST',
  });
  if (!reply.success) throw new Error(`${product.name} was not copied: ${reply.message}`);
  return reply.data;
}

beforeAll(async () => {
  browser = await connectBrowser();
});
// A page of its own for each test: none starts where another left the page (or its list filters).
beforeEach(async () => {
  page = await openPage(browser, DESKTOP, 'ar', { as: 'manager', at: API_ONLY });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (page) await closePage(page);
});

describe('the catalogue in Chromium, as manager', () => {
  it('shows twelve cards a page, and searches and filters agreeing with the server', async () => {
    await page.goto(`${server.url}/dashboard`);
    // The pages counted from the reply the grid got: another file may add a product meanwhile.
    const listed = nextReply<{ pagination: { total: number } }>(page, '/api/products', { limit: '12' });
    await page.getByRole('link', { name: 'المنتجات' }).first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByTestId('products-grid').waitFor();
    const all = (await listed).data;
    await expect.poll(() => cards().count()).toBe(Math.min(12, all.pagination.total));
    await expect
      .poll(() => page.getByTestId('products-page-of').innerText())
      .toContain(`1 من ${Math.ceil(all.pagination.total / 12)}`);
    await screenshot(page, 'products-grid-1280');

    const word = 'خبز';
    const matching = await productsFromApi(`search=${encodeURIComponent(word)}&limit=100`);
    expect(matching.pagination.total).toBeGreaterThan(0);
    await searchList(page, SEARCH, word);
    await expect.poll(() => cards().count()).toBe(Math.min(12, matching.pagination.total));
    for (const product of matching.products.slice(0, 3))
      await cards().filter({ hasText: product.name }).first().waitFor();

    await searchList(page, SEARCH, '');
    await expect.poll(() => cards().count()).toBe(Math.min(12, all.pagination.total));
    await chooseOption('الفئة', 'مشروبات');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('drink'));
    const drinks = await productsFromApi('category=drink&limit=100');
    expect(drinks.pagination.total).toBeGreaterThan(0);
    await expect.poll(() => cards().count()).toBe(Math.min(12, drinks.pagination.total));
    const shown = await cards().allInnerTexts();
    for (const product of drinks.products) expect(shown.some((text) => text.includes(product.name))).toBe(true);

    // Two filters at once: the clear button counts them, and the grid is what the server keeps.
    await chooseOption('الحالة', 'غير نشط');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('inactive'));
    await page.getByTestId('products-filters').getByRole('button', { name: 'مسح عوامل التصفية (2)' }).waitFor();
    const inactiveDrinks = await productsFromApi('category=drink&status=inactive&limit=100');
    await expect.poll(() => cards().count()).toBe(Math.min(12, inactiveDrinks.pagination.total));
    // With no match the grid gives way to the empty state, which offers to clear the filters too.
    if (inactiveDrinks.pagination.total === 0) await page.getByText('لا توجد منتجات', { exact: true }).waitFor();
    await page.getByTestId('products-filters').getByRole('button', { name: 'مسح عوامل التصفية (2)' }).click();
    await expect.poll(() => cards().count()).toBe(Math.min(12, all.pagination.total));
    await chooseOption('التمييز', 'المميزة فقط');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('is_featured'));
    const featured = await productsFromApi('is_featured=true&limit=100');
    expect(featured.pagination.total).toBeGreaterThan(0);
    await expect.poll(() => cards().count()).toBe(Math.min(12, featured.pagination.total));
    for (const product of featured.products.slice(0, 12))
      await cards().filter({ hasText: product.name }).first().waitFor();

    await page.getByTestId('products-filters').getByRole('button', { name: 'مسح عوامل التصفية (1)' }).click();
    await expect.poll(() => cards().count()).toBe(Math.min(12, all.pagination.total));
    await page.getByTestId('products-filters').getByRole('button', { name: 'مسح عوامل التصفية', exact: true }).waitFor();
    expect(externalRequests(page)).toEqual([]);
  });

  it('creates a product in detailed mode with an image and shows it in the grid', async () => {
    const name = `${NAME} ${uniqueWord()}`;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'إضافة مفصّلة' }).click();
    await page.waitForURL((url) => url.pathname === '/products/create');
    await page.getByTestId('product-form').waitFor();
    // Saving the empty form names what is missing next to the fields and sends nothing.
    await page.getByRole('button', { name: 'إضافة المنتج' }).click();
    await page.getByText('يرجى تصحيح الأخطاء في النموذج').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/create');

    await page.getByLabel('اسم المنتج').fill(name);
    await chooseOption(/الفئة/, 'كعك');
    await page.getByLabel('السعر (يورو)').fill('3,75');
    await page.getByLabel('الكمية في المخزون').fill('40');
    await page
      .getByTestId('product-image-picker')
      .locator('input[type=file]')
      .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('cake.png').waitFor();
    // From the top, so the sticky app bar does not cover the trail in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'products-create-1280');
    await page.getByRole('button', { name: 'إضافة المنتج' }).click();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 10_000 });

    const created = await findByName(name);
    expect(created).toMatchObject({ category: 'cake', price_eur: 3.75, stock_quantity: 40, status: 'active' });
    expect(created!.image_url).toBeTruthy();
    await searchList(page, SEARCH, name);
    const card = cards().filter({ hasText: name });
    await card.waitFor();
    // The uploaded image is shown on the card, served back by the server.
    const image = card.locator('img');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
    expect(await card.innerText()).toContain('3.75');
  });

  it("duplicates it as ' (Copy)' with stock 0", async () => {
    const name = `${NAME} ${uniqueWord()}`;
    await createProduct(name);
    const original = (await findByName(name))!;
    await page.goto(`${server.url}/products/${original.id}`);
    await page.getByTestId('product-show').waitFor();
    await page.getByRole('link', { name: 'نسخ إلى منتج جديد' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/products/create' && url.searchParams.get('duplicate') === String(original.id),
    );
    await expect.poll(() => page.getByLabel('اسم المنتج').inputValue()).toBe(`${name} (Copy)`);
    expect(await page.getByLabel('الكمية في المخزون').inputValue()).toBe('0');
    await page.getByRole('button', { name: 'إضافة المنتج' }).click();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 10_000 });
    const copy = await findByName(`${name} (Copy)`);
    expect(copy).toMatchObject({ stock_quantity: 0, price_eur: 3.75, category: 'cake' });
    expect(copy!.id).not.toBe(original.id);
    await searchList(page, SEARCH, `${name} (Copy)`);
    await cards()
      .filter({ hasText: `${name} (Copy)` })
      .waitFor();
  });

  it('quick-creates a product', async () => {
    const quickName = `${QUICK_NAME} ${uniqueWord()}`;
    await page.goto(`${server.url}/products`);
    await page.getByRole('link', { name: 'إضافة سريعة' }).click();
    await page.waitForURL((url) => url.pathname === '/products/create-simple');
    await page.getByLabel('اسم المنتج').fill(quickName);
    await chooseOption(/الفئة/, 'خبز');
    await page.getByLabel('السعر (يورو)').fill('1,10');
    await page.getByRole('button', { name: 'إضافة المنتج' }).click();
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 10_000 });
    // Quick mode saves the unit 'piece' and leaves the stock unlimited.
    expect(await findByName(quickName)).toMatchObject({
      category: 'bread',
      price_eur: 1.1,
      status: 'active',
      stock_quantity: null,
    });
    await searchList(page, SEARCH, quickName);
    const card = cards().filter({ hasText: quickName });
    await card.waitFor();
    expect(await card.innerText()).toContain('1.10');
  });

  it('edits a price and shows it on the detail page', async () => {
    const name = `${NAME} ${uniqueWord()}`;
    await createProduct(name);
    const product = (await findByName(name))!;
    await page.goto(`${server.url}/products/${product.id}/edit`);
    const price = page.getByLabel('السعر (يورو)');
    await expect.poll(() => price.inputValue()).toBe('3,75');
    // A price of 0 is refused next to the field and nothing is saved.
    await price.fill('0');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('يرجى تصحيح الأخطاء في النموذج').first().waitFor();
    expect((await findByName(name))!.price_eur).toBe(3.75);

    await price.fill('4,25');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.waitForURL((url) => url.pathname === `/products/${product.id}`);
    await expect.poll(() => page.getByTestId('product-price-eur').innerText()).toContain('4.25');
    expect((await findByName(name))!.price_eur).toBe(4.25);
  });

  it('deactivates and features the product from its detail page', async () => {
    // An active product, not featured, and its copy (the grid then finds both by the name).
    const name = `${NAME} ${uniqueWord()}`;
    await duplicateProduct(await createProduct(name));
    const product = (await findByName(name))!;
    expect(product.is_featured).toBe(false);
    await page.goto(`${server.url}/products/${product.id}`);
    await page.getByTestId('product-show').waitFor();
    await page.getByRole('button', { name: 'إلغاء التفعيل' }).click();
    await expect.poll(() => page.getByTestId('product-status').innerText()).toContain('غير نشط');
    await page.getByRole('button', { name: 'تمييز المنتج' }).click();
    await page.getByRole('button', { name: 'إلغاء التمييز' }).waitFor();
    expect(await findByName(name)).toMatchObject({ status: 'inactive', is_featured: true });
    await page.getByTestId('product-featured-star').waitFor();
    if (screenshotsAsked) {
      // The picture without the success toasts over the pricing block (they close by themselves in seconds).
      await page
        .locator('.MuiSnackbar-root')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'products-detail-1280');
    }

    // The grid's card says the same: inactive badge and a filled, pressed star.
    await page.getByRole('link', { name: 'العودة إلى المنتجات' }).first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    await searchList(page, SEARCH, name);
    const card = cards().filter({ hasText: name }).first();
    await expect.poll(() => cards().count()).toBe(2);
    await card.getByText('غير نشط').waitFor();
    expect(await card.getByRole('button', { name: 'إزالة من المنتجات المميزة' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('sends /products/new to the create form, and shows an invalid or unknown id as such', async () => {
    await page.goto(`${server.url}/products/new`);
    await page.waitForURL((url) => url.pathname === '/products/create');
    await page.getByTestId('product-form').waitFor();
    await page.goto(`${server.url}/products/abc`);
    await page.getByText('معرّف المنتج غير صالح').waitFor();
    await page.goto(`${server.url}/products/999999`);
    await page.getByText('المنتج غير موجود').first().waitFor();
    await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
  });

  it('selects two products and deletes them after a confirmation', async () => {
    // Three products that share a word no other has: one, its copy, and a quick one.
    const word = uniqueWord();
    const name = `${NAME} ${word}`;
    await duplicateProduct(await createProduct(name));
    await createProduct(`${QUICK_NAME} ${word}`, { category: 'bread', price_eur: 1.1, stock_quantity: null });
    const copy = (await findByName(`${name} (Copy)`))!;
    const quick = (await findByName(`${QUICK_NAME} ${word}`))!;
    await page.goto(`${server.url}/products`);
    await searchList(page, SEARCH, word);
    await expect.poll(() => cards().count()).toBe(3);
    await page.getByRole('checkbox', { name: `تحديد "${copy.name}"` }).check();
    await page.getByRole('checkbox', { name: `تحديد "${quick.name}"` }).check();
    await page.getByTestId('products-selection-bar').getByText('تم تحديد منتجين').waitFor();
    await page.getByRole('button', { name: 'حذف المحدد' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('هل أنت متأكد من حذف منتجين؟').waitFor();
    await dialog
      .getByRole('button', { name: /تأكيد|حذف/ })
      .last()
      .click();
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cards().first().innerText()).toContain(name);
    // Neither was in an order, so both are gone for good.
    for (const id of [copy.id, quick.id]) {
      const reply = await api<{ success: boolean }>(`/products/${id}`);
      expect(reply.success).toBe(false);
    }
  });

  it('shows the grid on a phone', async () => {
    const phone = await openPage(browser, PHONE, 'ar', { as: 'manager', at: '/products' });
    await phone.getByTestId('product-card').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'products-grid-390');
    await closePage(phone);
  });
});
