import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { standingMessages as m } from '../../src/domain/standing';
import { API_ONLY, DESKTOP, PHONE, apiCall, closePage, connectBrowser, openPage, picturesOfFailure, savedUser, screenshot, screenshotDir, screenshotsAsked } from './browser';

// Issue 30 as a manager meets it: a shop's standing order set for the week on the shop page, a one-off
// change for tomorrow, the cut-off's generation (the job's own call), tomorrow's order with the change,
// tomorrow's bake sheet with the quantity, and the sheet on paper (the print stylesheet, one A4 page).
// The shop and product are this file's own, made through the API. The cut-off is moved to 23:59 while the
// test runs, so the shared server's own job (each minute, from 14:00 the day before) does not make the
// order before the test's call does; a run in Brussels' last minute of the day is the one it cannot take.

let browser: Browser;
const pages: Page[] = [];
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const tomorrow = shiftDay(bakeryDate(), 1);
let admin: Page;
let shop: { id: number; name: string };
let product: { id: number; name: string };
/** A product sold in sizes (issue 30), and its large size. */
let sized: { id: number; name: string };
let large: { id: number };
let restoreYear: { year: number; days: { date: string; name: string }[] } | null = null;

async function open(as: string, at: string, viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, viewport, 'ar', { as, at });
  pages.push(page);
  return page;
}

async function arrange<T>(page: Page, path: string, body: unknown, method = 'POST'): Promise<T> {
  const reply = await apiCall<{ success: boolean; message?: string; data: T }>(page, path, { method, body });
  if (!reply.success) throw new Error(`${method} ${path} was refused: ${reply.message}`);
  return reply.data;
}

beforeAll(async () => {
  browser = await connectBrowser();
  admin = await open('admin', API_ONLY);
  await arrange(admin, '/system/settings', { standingCutoffTime: '23:59' }, 'PUT');
  // Tomorrow must be a working day for this test: a holiday in the calendar is lifted meanwhile.
  const year = Number(tomorrow.slice(0, 4));
  const calendar = await arrange<{ days: { date: string; name: string }[] }>(admin, `/calendar/closed-days?year=${year}`, undefined, 'GET');
  if (calendar.days.some((day) => day.date === tomorrow)) {
    restoreYear = { year, days: calendar.days };
    await arrange(admin, '/calendar/closed-days', { year, days: calendar.days.filter((day) => day.date !== tomorrow) }, 'PUT');
  }
  product = await arrange(admin, '/products', { name: `${RUN} باغيت دائم`, category: 'bread', unit: 'piece', price_eur: 1.2, stock_quantity: null, units_per_crate: 6 });
  sized = await arrange(admin, '/products', { name: `${RUN} كرواسون دائم`, category: 'bread', unit: 'piece', price_eur: 1.5, stock_quantity: null });
  large = await arrange(admin, `/products/${sized.id}/variants`, { name: 'كبير', code: `L-${RUN}`, price_eur: 2.5 });
  shop = await arrange(admin, '/stores', { name: `${RUN} محل الطلب الدائم`, address: 'Rue du Pain 30, 1000 Bruxelles', phone: '+32 2 555 30 30', payment_terms: 'cash' });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});
afterAll(async () => {
  if (admin) {
    await arrange(admin, '/system/settings', { standingCutoffTime: '14:00' }, 'PUT');
    if (restoreYear) await arrange(admin, '/calendar/closed-days', restoreYear, 'PUT');
  }
  for (const page of pages) await closePage(page);
});

describe('standing orders in Chromium', () => {
  it('sets a week, changes tomorrow, makes tomorrow’s order at the cut-off and prints the bake sheet', async () => {
    const manager = await open('manager', `/stores/${shop.id}`);
    const card = manager.getByTestId('standing-order');
    await card.getByRole('combobox', { name: 'إضافة منتج إلى الأسبوع' }).click();
    await manager.getByRole('option', { name: product.name }).click();
    for (const day of ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']) {
      await card.getByRole('textbox', { name: `كمية ${product.name} يوم ${day}` }).fill('10');
    }
    // A product sold in sizes asks which, in Arabic beside the field, before its row is added.
    await card.getByRole('combobox', { name: 'إضافة منتج إلى الأسبوع' }).click();
    await manager.getByRole('option', { name: sized.name }).click();
    await card.getByText(format(m.variantRequired, { name: sized.name })).waitFor();
    await card.getByRole('combobox', { name: 'الحجم أو الوزن' }).click();
    await manager.getByRole('option', { name: 'كبير' }).click();
    for (const day of ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']) {
      await card.getByRole('textbox', { name: `كمية ${sized.name} — كبير يوم ${day}` }).fill('3');
    }
    await card.getByRole('button', { name: 'حفظ الطلب الدائم' }).click();
    await manager.getByText(m.saved).first().waitFor();
    await screenshot(manager, 'standing-order-1280');

    // The one-off change: tomorrow (the field's default), fourteen instead of ten.
    const change = manager.getByTestId('standing-exceptions');
    const shown = (await change.getByRole('group', { name: 'اليوم' }).innerText()).replace(/\D/g, '');
    expect(shown).toBe(tomorrow.split('-').reverse().join(''));
    await change.getByRole('combobox', { name: 'المنتج' }).click();
    await manager.getByRole('option', { name: product.name }).click();
    await change.getByRole('textbox', { name: 'الكمية' }).fill('14');
    await change.getByRole('button', { name: 'تسجيل التغيير' }).click();
    await change.getByText(`${product.name} ← 14`).waitFor();

    // The cut-off: the job's own call makes tomorrow's order, with the change.
    const made = await arrange<{ created: { store_id: number; order_id: number }[] }>(manager, '/standing-orders/generate', { date: tomorrow });
    const order = made.created.find((row) => row.store_id === shop.id);
    expect(order).toBeDefined();
    await manager.reload();
    await manager.getByTestId('store-recent-order').first().getByRole('link').click();
    await manager.waitForURL(`**/orders/${order!.order_id}`);
    const line = manager.getByTestId('order-item').filter({ hasText: product.name });
    await expect.poll(() => line.innerText()).toContain('14');

    // Tomorrow's bake sheet shows the fourteen, on screen and on one A4 page.
    await manager.goto(new URL(`/production/bake-sheet?date=${tomorrow}`, manager.url()).href);
    const quantity = manager.getByTestId(`bake-quantity-${product.id}`);
    await expect.poll(() => quantity.innerText()).toBe('14');
    expect(await manager.getByTestId(`bake-quantity-${sized.id}-${large.id}`).innerText()).toBe('3');
    await screenshot(manager, 'bake-sheet-1280');
    await manager.emulateMedia({ media: 'print' });
    expect(await manager.getByTestId('app-sidebar').isVisible()).toBe(false);
    expect(await manager.getByRole('button', { name: 'طباعة' }).isVisible()).toBe(false);
    expect(await quantity.isVisible()).toBe(true);
    await screenshot(manager, 'bake-sheet-print');
    const pdf = await manager.pdf({ format: 'A4', preferCSSPageSize: true });
    fs.mkdirSync(screenshotDir, { recursive: true });
    fs.writeFileSync(path.join(screenshotDir, 'bake-sheet.pdf'), pdf);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await manager.emulateMedia({ media: 'screen' });

    // The closed-days calendar beside it: this year's days, Belgium's public holidays marked.
    await manager.goto(new URL('/production/closed-days', manager.url()).href);
    await manager.getByTestId('closed-days-list').getByText('عطلة رسمية').first().waitFor();
    await screenshot(manager, 'closed-days-1280');

    // The same sheet on a phone.
    const phone = await open('manager', `/production/bake-sheet?date=${tomorrow}`, PHONE);
    await expect.poll(() => phone.getByTestId(`bake-quantity-${product.id}`).innerText()).toBe('14');
    await screenshot(phone, 'bake-sheet-390');
    await phone.goto(new URL('/production/closed-days', phone.url()).href);
    await phone.getByTestId('closed-days-list').getByText('عطلة رسمية').first().waitFor();
    await screenshot(phone, 'closed-days-390');

    // The van's packing list on the distributor's phone, once the order is theirs.
    await arrange(manager, `/orders/${order!.order_id}/assign-distributor`, { distributor_id: savedUser('distributor').id });
    const driver = await open('distributor', `/production/packing-lists?date=${tomorrow}`, PHONE);
    const stop = driver.getByTestId(`packing-shop-${shop.id}`);
    await expect.poll(() => stop.innerText()).toContain(`${product.name}\n14`);
    // Its crates: fourteen at six a crate is three consecutive crates, the last holding two; their numbers
    // depend on the van's other shops tomorrow (the shared server's), so only their run is checked.
    const crates = await driver.getByTestId(`packing-crates-${shop.id}`).innerText();
    const run = crates.match(/الصناديق (\d+)–(\d+): (.+) ×14 \(6 في الصندوق، والأخير فيه 2\)/);
    expect(run?.[3]).toBe(product.name);
    expect(Number(run![2]) - Number(run![1])).toBe(2);
    await expect.poll(() => driver.getByTestId('packing-van-crates').innerText()).toMatch(/^مجموع الصناديق: \d+$/);
    await screenshot(driver, 'packing-list-390');
    await driver.emulateMedia({ media: 'print' });
    expect(await stop.isVisible()).toBe(true);
    expect(await driver.locator('.MuiBottomNavigation-root').isVisible()).toBe(false);
    await screenshot(driver, 'packing-list-print-390');
    // The office's wide view and its paper, only for the pictures (E2E_SCREENSHOTS=1): the assertions above
    // are the same screen's.
    if (screenshotsAsked) {
      const office = await open('manager', `/production/packing-lists?date=${tomorrow}`);
      await office.getByTestId(`packing-crates-${shop.id}`).filter({ hasText: product.name }).waitFor();
      await screenshot(office, 'packing-list-1280');
      await office.emulateMedia({ media: 'print' });
      await screenshot(office, 'packing-list-print-1280');
    }
  });
});
