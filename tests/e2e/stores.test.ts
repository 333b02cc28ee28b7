import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiCall,
  externalRequests,
  connectBrowser,
  downloadedText,
  openPage,
  nextReply,
  picturesOfFailure,
  screenshot,
  closePage,
  API_ONLY,
  searchList,
} from './browser';
import { sharedServer } from './serverProcess';

const SEARCH = 'بحث في المتاجر...';

// Issue 4 as an admin would use it: the shops list, its filters and pages, the map view, the five-step
// wizard, the edit form's address rule, deactivation and the CSV export. The map runs without tiles and
// the geocoder is switched off, so the browser reaches no host but this one. Each test makes the shop it
// works on, under a name of its own, and opens its own page; other files use the shared server at the same
// time (several add shops), so the figures and markers are compared with the replies the page received, and
// those replies with what the server said before and after.

const server = sharedServer();
let browser: Browser;
let page: Page;

interface ApiStore {
  id: number;
  name: string;
  status: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  display_order: number;
}

const NEW_SHOP = {
  name: 'مخبز الاختبار - Test Bakkerij',
  phone: '+32 2 555 12 34',
  address: 'Rue Neuve 12, 1000 Bruxelles',
  latitude: '50.8512',
  longitude: '4.3561',
};

let made = 0;
/** A word no other shop has, for a shop's name and the search that finds it. */
function uniqueWord(): string {
  made += 1;
  return `T${Date.now().toString(36)}${made}`;
}

function api<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
  return apiCall<T>(page, path, init);
}

/** NEW_SHOP under a name of its own (found by `word`), made through the API as the wizard makes it. */
async function createShop(word: string, fields: Record<string, unknown> = {}): Promise<ApiStore> {
  const reply = await api<{ success: boolean; message?: string; data: ApiStore }>('/stores', {
    method: 'POST',
    body: {
      name: `${NEW_SHOP.name} ${word}`,
      phone: NEW_SHOP.phone,
      address: NEW_SHOP.address,
      latitude: Number(NEW_SHOP.latitude),
      longitude: Number(NEW_SHOP.longitude),
      ...fields,
    },
  });
  if (!reply.success) throw new Error(`the shop was not made: ${reply.message}`);
  return reply.data;
}

/** The shops with coordinates, as the map places them, now. */
async function placedShops(): Promise<ApiStore[]> {
  return (await storesFromApi('limit=500')).stores.filter((store) => store.latitude !== null && store.longitude !== null);
}

const markers = () => page.locator('[data-testid="stores-map"] .store-marker');

/**
 * Switches the list to the map and waits for one marker per placed shop of the map's reply, which holds
 * every shop placed when the page asked (another file may add one at any moment: the server's count is
 * read before and after, and the reply lies between them). Returns how many.
 */
async function showMap(): Promise<number> {
  const before = (await placedShops()).length;
  const reply = nextReply<{ stores: ApiStore[] }>(page, '/api/stores/map');
  await page.getByRole('button', { name: 'خريطة', exact: true }).click();
  const sent = (await reply).data.stores.filter((store) => store.latitude !== null && store.longitude !== null).length;
  const after = (await placedShops()).length;
  expect(sent).toBeGreaterThanOrEqual(before);
  expect(sent).toBeLessThanOrEqual(after);
  await page.getByTestId('stores-map').waitFor();
  await expect.poll(() => markers().count()).toBe(sent);
  return sent;
}

async function storesFromApi(query: string) {
  return (await api<{ data: { stores: ApiStore[]; pagination: { total: number } } }>(`/stores?${query}`)).data;
}

async function tableRowCount(): Promise<number> {
  return page.getByTestId('stores-table').locator('tbody tr').count();
}

async function chooseFilter(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await connectBrowser();
  page = await openPage(browser, DESKTOP, 'ar', { as: 'admin', at: API_ONLY });
  const saved = await api<{ success: boolean }>('/system/settings', { method: 'PUT', body: { mapTileUrl: '', geocoderUrl: '' } });
  expect(saved.success).toBe(true);
  await closePage(page);
});
// A page of its own for each test: none starts where another left the list (its page, search or view).
beforeEach(async () => {
  page = await openPage(browser, DESKTOP, 'ar', { as: 'admin', at: API_ONLY });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (page) await closePage(page);
});

describe('shops in Chromium, as admin', () => {
  it('shows the four figures and pages the list ten shops at a time', async () => {
    // The figures are compared with the replies this page received: another file may add a shop at any
    // moment, and the page does not ask again by itself.
    const before = (await storesFromApi('limit=1')).pagination.total;
    const statistics = nextReply<{ total: number }>(page, '/api/stores/statistics');
    const list = nextReply<{ pagination: { total: number } }>(page, '/api/stores', { limit: '10' });
    await page.goto(`${server.url}/stores`);
    await page.getByTestId('stores-table').waitFor();
    const { total } = (await statistics).data;
    const after = (await storesFromApi('limit=1')).pagination.total;
    expect(total).toBeGreaterThanOrEqual(before);
    expect(total).toBeLessThanOrEqual(after);
    await expect.poll(() => page.getByTestId('stores-card-total').innerText()).toMatch(new RegExp(`(^|\\s)${total}(\\s|$)`));
    expect(await tableRowCount()).toBe(10);
    const listed = (await list).data.pagination.total;
    expect(listed).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('stores-page-of').innerText()).toContain(`1 من ${Math.ceil(listed / 10)}`);
    // The first page is display order 1..10, the second 11..20.
    const firstPage = await page.getByTestId('store-position').allInnerTexts();
    expect(firstPage.map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The wide table scrolls inside its card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'stores-list-1280');

    await page.locator('.MuiPagination-ul button').filter({ hasText: /^2$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(async () => (await page.getByTestId('store-position').allInnerTexts()).map(Number)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(externalRequests(page)).toEqual([]);
  });

  it('filters by status and by search, back on page 1, agreeing with the server', async () => {
    const inactive = await storesFromApi('status=inactive&limit=100');
    expect(inactive.pagination.total).toBeGreaterThan(0);
    await page.goto(`${server.url}/stores?page=2`);
    await page.getByTestId('stores-table').waitFor();
    await chooseFilter('الحالة', 'غير نشط');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('inactive'));
    expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');
    await expect.poll(tableRowCount).toBe(inactive.pagination.total);
    for (const store of inactive.stores) await page.getByTestId('stores-table').getByText(store.name).waitFor();

    await page.getByRole('button', { name: 'مسح عوامل التصفية (1)' }).click();
    await expect.poll(tableRowCount).toBe(10);
    const sample = (await storesFromApi('limit=40')).stores[17]!;
    const word = sample.name.split(' ')[0]!;
    const expected = await storesFromApi(`search=${encodeURIComponent(word)}&limit=100`);
    await searchList(page, SEARCH, word);
    await expect.poll(tableRowCount).toBe(Math.min(10, expected.pagination.total));
    expect(await page.getByTestId('stores-table').locator('tbody').innerText()).toContain(sample.name);
    await searchList(page, SEARCH, '');
    await expect.poll(tableRowCount).toBe(10);
  });

  it('switches to the map and shows one red marker per shop with coordinates', async () => {
    await page.goto(`${server.url}/stores`);
    await page.getByTestId('stores-table').waitFor();
    const placed = await showMap();
    expect(await page.getByTestId('store-map-count').innerText()).toContain(String(placed));
    await screenshot(page, 'stores-map-1280');
    await page.getByRole('button', { name: 'قائمة', exact: true }).click();
    await page.getByTestId('stores-table').waitFor();
  });

  it('creates a shop through the five steps with a typed-in location', async () => {
    const word = uniqueWord();
    const name = `${NEW_SHOP.name} ${word}`;
    await page.goto(`${server.url}/stores/create`);
    await page.getByTestId('wizard-step-1').waitFor();
    // Next on an empty first step stays there and names what is missing.
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByText('اسم المتجر مطلوب').waitFor();
    await page.getByLabel('اسم المتجر').fill(name);
    await page.getByLabel('رقم الهاتف').fill(NEW_SHOP.phone);
    await page.getByLabel(/^العنوان\s*\*?$/).fill(NEW_SHOP.address);
    await screenshot(page, 'stores-wizard-step-1-1280');
    await page.getByRole('button', { name: 'التالي' }).click();

    await page.getByTestId('wizard-step-2').waitFor();
    // No location yet: the wizard will not go on.
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByText('يجب تحديد موقع المتجر').waitFor();
    await page.getByRole('radio', { name: 'إدخال يدوي' }).check();
    await page.getByLabel('خط العرض').fill(NEW_SHOP.latitude);
    await page.getByLabel('خط الطول').fill(NEW_SHOP.longitude);
    await screenshot(page, 'stores-wizard-step-2-1280');
    await page.getByRole('button', { name: 'التالي' }).click();

    await page.getByTestId('wizard-step-3').waitFor();
    await screenshot(page, 'stores-wizard-step-3-1280');
    await page.getByRole('button', { name: 'التالي' }).click();

    await page.getByTestId('wizard-step-4').waitFor();
    await screenshot(page, 'stores-wizard-step-4-1280');
    await page.getByRole('button', { name: 'التالي' }).click();

    await page.getByTestId('wizard-step-5').waitFor();
    const summary = await page.getByTestId('wizard-step-5').innerText();
    expect(summary).toContain(name);
    expect(summary).toContain(NEW_SHOP.phone);
    await screenshot(page, 'stores-wizard-step-5-1280');
    await page.getByRole('button', { name: 'إنشاء المتجر' }).click();

    await page.getByText('تم إنشاء المتجر بنجاح').waitFor();
    await screenshot(page, 'stores-wizard-success-1280');
    const found = await storesFromApi(`search=${encodeURIComponent(word)}`);
    expect(found.stores).toHaveLength(1);
    // The new shop's own page opens, not the list where it would sit pages away.
    await page.waitForURL((url) => url.pathname === `/stores/${found.stores[0]!.id}`, { timeout: 10_000 });
    expect(found.stores[0]).toMatchObject({ name, address: NEW_SHOP.address, status: 'active' });
    expect(found.stores[0]!.latitude).toBeCloseTo(Number(NEW_SHOP.latitude), 6);
    expect(found.stores[0]!.longitude).toBeCloseTo(Number(NEW_SHOP.longitude), 6);
  });

  it('finds the new shop in the list and on the map', async () => {
    const word = uniqueWord();
    const { name } = await createShop(word);
    await page.goto(`${server.url}/stores`);
    await page.getByTestId('stores-table').waitFor();
    await searchList(page, SEARCH, word);
    await expect.poll(tableRowCount).toBe(1);
    expect(await page.getByTestId('stores-table').locator('tbody').innerText()).toContain(name);

    await showMap();
    // Its own marker, named after it, opens a popup with its name and address. Pins may overlap, so the
    // click goes to that pin's element rather than to a point on the screen.
    const marker = page.locator(`[data-testid="stores-map"] .store-marker[title="${name}"]`);
    expect(await marker.count()).toBe(1);
    await marker.dispatchEvent('click');
    const popup = page.getByTestId('store-popup');
    await popup.getByText(name).waitFor();
    expect(await popup.innerText()).toContain(NEW_SHOP.address);
    await screenshot(page, 'stores-map-new-shop-1280');
    await page.getByRole('button', { name: 'قائمة', exact: true }).click();
  });

  it('refuses an address under 10 characters in the edit form and keeps the saved one', async () => {
    const word = uniqueWord();
    await createShop(word);
    const [shop] = (await storesFromApi(`search=${encodeURIComponent(word)}`)).stores;
    await page.goto(`${server.url}/stores/${shop!.id}/edit`);
    const address = page.getByLabel(/^العنوان\s*\*?$/);
    await address.waitFor();
    expect(await address.inputValue()).toBe(NEW_SHOP.address);
    await address.fill('شارع 5');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('العنوان يجب أن يكون 10 أحرف على الأقل').waitFor();
    await screenshot(page, 'stores-edit-address-error-1280');
    expect(page.url()).toContain(`/stores/${shop!.id}/edit`);
    const [after] = (await storesFromApi(`search=${encodeURIComponent(word)}`)).stores;
    expect(after!.address).toBe(NEW_SHOP.address);

    // A valid address is saved.
    await address.fill('Rue Neuve 14, 1000 Bruxelles');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect
      .poll(async () => (await storesFromApi(`search=${encodeURIComponent(word)}`)).stores[0]!.address)
      .toBe('Rue Neuve 14, 1000 Bruxelles');
  });

  it('deactivates the shop from the list', async () => {
    const word = uniqueWord();
    await createShop(word);
    await page.goto(`${server.url}/stores`);
    await searchList(page, SEARCH, word);
    await expect.poll(tableRowCount).toBe(1);
    const row = page.getByTestId('stores-table').locator('tbody tr').first();
    await row.getByRole('button', { name: 'إلغاء التفعيل' }).click();
    await row.getByText('غير نشط').waitFor();
    await row.getByRole('button', { name: 'تفعيل' }).waitFor();
    const [shop] = (await storesFromApi(`search=${encodeURIComponent(word)}`)).stores;
    expect(shop!.status).toBe('inactive');
  });

  it('exports the shops as a CSV file with one row per shop and the spec fields', async () => {
    // A shop of its own, inactive, at the address the edit form saves.
    const { name } = await createShop(uniqueWord(), { status: 'inactive', address: 'Rue Neuve 14, 1000 Bruxelles' });
    await page.goto(`${server.url}/stores`);
    await page.getByTestId('stores-table').waitFor();
    await searchList(page, SEARCH, '');
    await expect.poll(tableRowCount).toBe(10);
    const all = await storesFromApi('limit=500');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تصدير CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^stores_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloadedText(download);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,address,phone,email,status,total_orders,total_revenue');
    expect(lines).toHaveLength(all.pagination.total + 1);
    const newRow = lines.find((line) => line.includes(name));
    expect(newRow).toBeDefined();
    expect(newRow).toContain('inactive');
    expect(newRow).toContain('Rue Neuve 14, 1000 Bruxelles');
    expect(externalRequests(page)).toEqual([]);
  });

  it('shows the shop detail on a phone', async () => {
    const phone = await openPage(browser, PHONE, 'ar', { as: 'admin', at: API_ONLY });
    const [shop] = (await storesFromApi('limit=1')).stores;
    await phone.goto(`${server.url}/stores/${shop!.id}`);
    await phone.getByText(shop!.name).first().waitFor();
    await phone.getByText('آخر الطلبات').waitFor();
    await phone.locator('.store-marker').first().waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'stores-detail-390');
    expect(externalRequests(phone)).toEqual([]);
    await closePage(phone);
  });
});
