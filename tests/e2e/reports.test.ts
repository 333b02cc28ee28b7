import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csvTable';
import { bakeryDate } from '../../src/domain/dates';
import {
  API_ONLY,
  DESKTOP,
  PHONE,
  apiCall,
  closePage,
  connectBrowser,
  downloadedBytes,
  downloadedText,
  openPage,
  picturesOfFailure,
  screenshot,
  screenshotsAsked,
  shownDate,
} from './browser';
import { lineWithName, readPdf } from '../server/pdfKit';
import { signInByApi, startServerProcess, type RunningServer, type SavedSession } from './serverProcess';

// Issue 26 as the people who use it: the accountant goes from the dashboard's month figure to the monthly
// report, moves to the month before and back, finds the chart and its table telling the same figures and
// the table's total the dashboard's, exports the CSV and finds the table's rows in it, groups the month by
// shop and downloads the PDF, finding every shop of the table in its text, and prints (right
// to left, no menu, numbered pages); a manager hides a dashboard card and it stays hidden after a reload;
// a distributor is refused. One page per role, moving inside the app rather than loading pages again.
// On a server of its own: the month's figures are compared as they stand at different moments (the
// dashboard's, then the report's), and other files deliver orders today on the shared server.

let server: RunningServer;
let browser: Browser;
const pages: Page[] = [];
const sessions = new Map<string, SavedSession>();

async function open(as: string, at: string, viewport = DESKTOP): Promise<Page> {
  if (!sessions.has(as)) sessions.set(as, await signInByApi(server.url, as));
  const page = await openPage(browser, viewport, 'ar', { as: sessions.get(as)!, baseUrl: server.url, at });
  pages.push(page);
  return page;
}

/** A money or count cell as a number: '\u200F1,234.50\u00A0€' is 1234.5; '—' is null. */
function figure(text: string): number | null {
  const digits = text.replace(/[^\d.-]/g, '');
  return digits === '' ? null : Number(digits);
}

const cents = (value: number) => Math.round(value * 100);

/** The report's figures once the range shown is the one asked (aria-busy ends when its reply is in). */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="report-body"][aria-busy="false"]').first().waitFor({ timeout: 90_000 });
  await expect.poll(() => page.locator('[data-testid="report-body"][aria-busy="true"]').count()).toBe(0);
}

async function columnFigures(page: Page, table: string, column: string): Promise<(number | null)[]> {
  const cells = await page.getByTestId(table).locator(`tbody td[data-column="${column}"]`).allInnerTexts();
  return cells.map(figure);
}

/** The chart is drawn (MUI X Charts' SVG) over as many points as the table has rows, and the table adds up to the headline. */
async function chartAgreesWithTable(page: Page, name: string, total: string): Promise<number[]> {
  const chart = page.getByTestId(`${name}-chart`);
  await chart.locator('svg path').first().waitFor();
  const amounts = (await columnFigures(page, `${name}-table`, 'amount_eur')).map((amount) => amount ?? 0);
  expect(Number(await chart.getAttribute('data-points'))).toBe(amounts.length);
  expect(cents(amounts.reduce((sum, amount) => sum + amount, 0))).toBe(cents(figure(await page.getByTestId(total).innerText()) ?? NaN));
  return amounts;
}

/**
 * The figure tables wider than their box that say nothing about it: each may scroll sideways inside its
 * box only with the caption above it saying so (FigureTable), never be cut silently.
 */
async function silentlyCutTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.report-table')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .filter((box) => !(box.previousElementSibling as HTMLElement | null)?.dataset.testid?.endsWith('-scroll-hint'))
      .map((box) => box.querySelector('table')?.dataset.testid ?? '?'),
  );
}

/** The labels the chart's category axis shows (MUI X Charts leaves the others empty). */
async function axisLabels(page: Page, chart: string): Promise<string[]> {
  const texts = await page.getByTestId(chart).locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
  return texts.filter((text) => text.trim() !== '');
}

beforeAll(async () => {
  server = await startServerProcess();
  browser = await connectBrowser();
  // No map tiles and no geocoder, as on the shared server: the browser reaches no host but this one.
  const admin = await open('admin', API_ONLY);
  const saved = await apiCall<{ success: boolean }>(admin, '/system/settings', { method: 'PUT', body: { mapTileUrl: '', geocoderUrl: '' } });
  expect(saved.success).toBe(true);
  await closePage(pages.pop()!);
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  for (const page of pages.splice(0)) await closePage(page);
});
afterAll(async () => {
  await server?.stop();
});

describe('reports, analytics and the dashboard cards in Chromium', () => {
  it("the accountant's monthly report agrees with its chart, the dashboard, its CSV and its print", async () => {
    const page = await open('accountant', '/dashboard');
    const today = bakeryDate();
    const monthStart = `${today.slice(0, 7)}-01`;
    await page.getByTestId('dashboard-greeting').waitFor({ timeout: 90_000 });
    await page.getByTestId('dashboard-month-sales').waitFor({ timeout: 60_000 });
    const dashboardFigure = figure(await page.getByTestId('dashboard-month-sales').innerText());
    expect(dashboardFigure).not.toBeNull();

    // From the dashboard's card to the month's report, inside the app.
    await page.getByTestId('card-sales_trend').getByRole('link', { name: 'التقرير الشهري' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/monthly');
    await settled(page);
    await expect.poll(() => page.getByTestId('period-shown').innerText()).toContain(shownDate(monthStart));

    // The month before: other figures, the chart and the table still agreeing.
    await page.getByRole('button', { name: 'الفترة السابقة' }).click();
    const before = new Date(`${monthStart}T12:00:00Z`);
    before.setUTCMonth(before.getUTCMonth() - 1);
    const monthBefore = before.toISOString().slice(0, 8) + '01';
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(monthBefore);
    await page.locator(`[data-testid="report-body"][data-from="${monthBefore}"][aria-busy="false"]`).waitFor();
    await chartAgreesWithTable(page, 'sales', 'headline-sales');

    // The whole month before: its chart's days labelled, one in a few (all of them would touch), without
    // their year. (This month may hold a single day: on the 1st.)
    const labels = await axisLabels(page, 'sales-chart');
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThan(Number(await page.getByTestId('sales-chart').getAttribute('data-points')));
    for (const label of labels) expect(label).toMatch(/^\d{2}\/\d{2}$/);

    // Back to this month: the table's total is the dashboard's figure for the same days.
    await page.getByRole('button', { name: 'الفترة التالية' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(monthStart);
    await page.locator(`[data-testid="report-body"][data-from="${monthStart}"][aria-busy="false"]`).waitFor();
    const amounts = await chartAgreesWithTable(page, 'sales', 'headline-sales');
    expect(cents(figure(await page.getByTestId('headline-sales').innerText()) ?? NaN)).toBe(cents(dashboardFigure!));
    // At 1280 px beside the menu: the day table (five columns) whole, under the chart.
    await expect.poll(() => silentlyCutTables(page)).toEqual([]);

    // The CSV holds the table's rows, in its order, and their total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تصدير CSV' }).click()]);
    const [header, ...lines] = parseCsv(await downloadedText(download));
    expect(header).toContain('المبلغ (€)');
    const amountAt = header!.indexOf('المبلغ (€)');
    const total = lines.pop()!;
    expect(total[0]).toBe('الإجمالي');
    expect(lines.map((line) => cents(Number(line[amountAt])))).toEqual(amounts.map(cents));
    expect(cents(Number(total[amountAt]))).toBe(cents(dashboardFigure!));

    // The month before by shop as a PDF made on the server: every shop of the table, by name, in the PDF's
    // text (read back with pdfjs-dist: the Arabic words right to left, the Latin part of a name left of them).
    await page.getByRole('button', { name: 'الفترة السابقة' }).click();
    await page.locator(`[data-testid="report-body"][data-from="${monthBefore}"][aria-busy="false"]`).waitFor();
    await page.getByRole('combobox', { name: 'التجميع حسب' }).click();
    await page.getByRole('option', { name: 'المتجر' }).click();
    await expect.poll(() => page.getByTestId('sales-table').locator('thead th').first().innerText()).toBe('المتجر');
    await settled(page);
    const shops = await page.getByTestId('sales-table').locator('tbody tr td:first-child').allInnerTexts();
    expect(shops.length).toBeGreaterThan(3);
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تصدير PDF' }).click()]);
    expect(pdfDownload.suggestedFilename()).toMatch(new RegExp(`^sales_shop_${monthBefore}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const pdf = await readPdf(await downloadedBytes(pdfDownload));
    for (const shop of shops) expect(lineWithName(pdf, shop.trim()), shop).toBeDefined();

    // On paper: right to left in Cairo, no menu and no buttons, numbered pages.
    expect(await page.getByTestId('app-sidebar').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByTestId('app-sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'طباعة' }).isVisible()).toBe(false);
    expect(await page.getByTestId('sales-table').isVisible()).toBe(true);
    const look = await page.getByTestId('report-page').evaluate((element) => {
      const style = getComputedStyle(element);
      const pageRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.startsWith('@page'));
      return { direction: style.direction, font: style.fontFamily, numbered: pageRules.some((rule) => rule.cssText.includes('counter(page)')) };
    });
    expect(look).toEqual({ direction: 'rtl', font: expect.stringContaining('Cairo'), numbered: true });
    await screenshot(page, 'reports-monthly-print-1280');
    await page.emulateMedia({ media: 'screen' });
  }, 240_000);

  it('a manager hides a dashboard card, and it stays hidden after a reload', async () => {
    const page = await open('manager', '/dashboard');
    try {
      await page.getByTestId('card-alerts').waitFor();
      await page.getByTestId('dashboard-arrange').click();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/preferences') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'إخفاء بطاقة التنبيهات' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByTestId('dashboard-arrange').click();
      expect(await page.getByTestId('card-alerts').count()).toBe(0);

      await page.reload();
      await page.getByTestId('card-payments').waitFor();
      await page.getByTestId('dashboard-greeting').waitFor();
      expect(await page.getByTestId('card-alerts').count()).toBe(0);
    } finally {
      // The demo manager's dashboard as it was, for the other files.
      await apiCall(page, '/dashboard/preferences', { method: 'PUT', body: { cards: null } });
    }
  });

  it('a distributor is refused the reports and analytics', async () => {
    const page = await open('distributor', API_ONLY);
    for (const path of ['/api/reports/sales', '/api/reports/summary', '/api/analytics/trend', '/api/reports/sales/export']) {
      expect((await page.request.get(`${server.url}${path}`)).status(), path).toBe(403);
    }
    await page.goto(`${server.url}/reports/monthly`);
    await page.waitForURL((url) => url.pathname === '/distributor');
  });

  // Every report page and /analytics at both widths, for looking at them (E2E_SCREENSHOTS=1).
  it.runIf(screenshotsAsked)('pictures of every report page and of /analytics, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('accountant', API_ONLY, viewport);
      const width = viewport.width;
      for (const [name, path] of [
        ['reports', '/reports'],
        ['reports-daily', '/reports/daily'],
        ['reports-yearly', '/reports/yearly'],
        ['analytics', '/analytics'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await settled(page);
        await expect.poll(() => silentlyCutTables(page), { message: `${path} at ${width} px` }).toEqual([]);
        await screenshot(page, `${name}-${width}`);
      }
      for (const report of ['sales', 'payments', 'margin', 'vehicles', 'distribution']) {
        await page.goto(`${server.url}/reports/monthly?report=${report}`);
        await settled(page);
        await page.locator('[data-testid$="-chart"] svg').first().waitFor();
        await expect.poll(() => silentlyCutTables(page), { message: `${report} at ${width} px` }).toEqual([]);
        const chart = (await page.locator('[data-testid$="-chart"]').first().getAttribute('data-testid'))!;
        await expect.poll(() => axisLabels(page, chart), { message: `${chart} at ${width} px` }).not.toEqual([]);
        await screenshot(page, `reports-monthly-${report}-${width}`);
      }
    }
  }, 900_000);
});
