import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, connectBrowser, openPage, screenshot } from './browser';
import { sharedServer } from './serverProcess';

// Issue 13's "one look and one way" on the three lists, as a manager sees them in Chromium: the same
// add button in the same place, on a phone a floating one that hides neither the last row nor the
// pager, and the filters folded behind one button.

const server = sharedServer();
let browser: Browser;
let phone: Page;
let desktop: Page;

const LISTS = [
  { name: 'stores', path: '/stores', add: 'إضافة متجر' },
  { name: 'products', path: '/products', add: 'إضافة مفصّلة' },
  { name: 'orders', path: '/orders', add: 'طلب جديد' },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, testId: string): Promise<Box> {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not on screen`);
  return found;
}

async function openList(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('list-pager').waitFor({ timeout: 30_000 });
  await page.getByTestId('list-add').waitFor();
}

beforeAll(async () => {
  browser = await connectBrowser();
  phone = await openPage(browser, PHONE, 'ar', { as: 'manager' });
  desktop = await openPage(browser, DESKTOP, 'ar', { as: 'manager' });
});

describe('the three lists at 390 px', () => {
  it.each(LISTS)('$name: a floating add button that covers neither the rows nor the pager', async ({ name, path, add }) => {
    await openList(phone, path);
    const fab = phone.getByRole('link', { name: add });
    expect(await fab.getAttribute('data-testid')).toBe('list-add');
    expect(await fab.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // At the logical end (the left, reading right to left) and the bottom of the screen.
    const atTop = await box(phone, 'list-add');
    expect(atTop.x + atTop.width).toBeLessThan(PHONE.width / 2);
    expect(atTop.y + atTop.height).toBeLessThanOrEqual(PHONE.height);
    expect(atTop.y).toBeGreaterThan(PHONE.height - 120);

    // Scrolled to the very end, the pager and the last row are clear of the button.
    await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await phone.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    const fabBox = await box(phone, 'list-add');
    expect(overlaps(fabBox, await box(phone, 'list-pager'))).toBe(false);
    const pager = await box(phone, 'list-pager');
    expect(pager.y + pager.height).toBeLessThanOrEqual(fabBox.y);
    // Nothing but the button itself answers a tap where it floats, and the pager's own controls answer theirs.
    const next = phone.getByRole('button', { name: 'التالي' });
    const nextBox = (await next.boundingBox())!;
    const hit = await phone.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="list-pager"]') !== null,
      { x: nextBox.x + nextBox.width / 2, y: nextBox.y + nextBox.height / 2 },
    );
    expect(hit).toBe(true);
    await screenshot(phone, `look-${name}-390-bottom`);
  });

  it.each(LISTS)('$name: the filters fold behind one button, the search stays', async ({ name, path }) => {
    await openList(phone, path);
    await phone.evaluate(() => window.scrollTo(0, 0));
    const filters = phone.getByTestId(`${name}-filters`);
    const toggle = filters.getByRole('button', { name: /^عوامل التصفية \(\d+\)$/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await filters.getByRole('textbox').first().isVisible()).toBe(true);
    const status = filters.getByRole('combobox', { name: 'الحالة' });
    expect(await status.isVisible()).toBe(false);
    await screenshot(phone, `look-${name}-390-folded`);
    await toggle.click();
    await status.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(phone, `look-${name}-390-unfolded`);
  });
});

describe('the three lists at 1280 px', () => {
  it('puts the add button at the same place, in the header line, on each list', async () => {
    const places: Box[] = [];
    for (const { name, path, add } of LISTS) {
      await openList(desktop, path);
      const button = desktop.getByRole('link', { name: add });
      expect(await button.innerText()).toContain(add);
      expect(await button.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
      const place = await box(desktop, 'list-add');
      const header = await box(desktop, 'list-header');
      expect(place.y).toBeGreaterThanOrEqual(header.y);
      expect(place.y + place.height).toBeLessThanOrEqual(header.y + header.height);
      places.push(place);
      await screenshot(desktop, `look-${name}-1280`);
    }
    // The same left edge (the line's end, reading right to left), top and height on the three lists.
    for (const place of places.slice(1)) {
      expect(Math.abs(place.x - places[0]!.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(place.y - places[0]!.y)).toBeLessThanOrEqual(2);
      expect(Math.abs(place.height - places[0]!.height)).toBeLessThanOrEqual(1);
    }
  });
});
