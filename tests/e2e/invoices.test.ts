import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ONLY, DESKTOP, PHONE, apiCall, closePage, connectBrowser, openPage, picturesOfFailure, screenshot } from './browser';
import { readPdf } from '../server/pdfKit';

// Issue 29 as the accountant meets it: a shop's delivered order is invoiced from /invoices (the issue
// dialog), the invoice's page shows its number and figures, its PDF reads in French with the structured
// communication and the QR code, and its UBL downloads. The shop and order are this file's own (API).

let browser: Browser;
const pages: Page[] = [];
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let shopId: number;

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
  const manager = await open('manager', API_ONLY);
  const product = await arrange<{ id: number }>(manager, '/products', { name: `${RUN} Pain facture`, category: 'bread', unit: 'piece', price_eur: 3.5, stock_quantity: null });
  const shop = await arrange<{ id: number }>(manager, '/stores', {
    name: `${RUN} محل الفاتورة - Epicerie ${RUN}`,
    address: 'Rue de la Loi 16, 1000 Bruxelles',
    phone: '+32 2 555 29 29',
    payment_terms: 'credit_30',
    credit_limit_eur: null,
    enterprise_number: '0403.170.701',
    vat_number: 'BE0403170701',
    invoice_language: 'fr',
  });
  shopId = shop.id;
  const order = await arrange<{ id: number }>(manager, '/orders', { store_id: shopId, items: [{ product_id: product.id, quantity: 8 }] });
  for (const status of ['confirmed', 'in_progress', 'delivered']) await arrange(manager, `/orders/${order.id}/status`, { status }, 'PUT');
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
});
afterAll(async () => {
  for (const page of pages) await closePage(page);
});

describe('invoices in Chromium', () => {
  it('the accountant issues a shop invoice, reads its French PDF with the QR code and downloads its UBL', async () => {
    const page = await open('accountant', '/invoices');
    await page.getByRole('button', { name: 'إصدار فاتورة' }).click();
    await page.getByLabel('رقم المتجر').fill(String(shopId));
    await page.getByRole('button', { name: 'إصدار', exact: true }).click();
    await page.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname));
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toMatch(/الفاتورة \d{4}\/\d{6}/);
    await expect.poll(() => page.getByText(/تم إصدار الفاتورة \d{4}\/\d{6}/).count()).toBe(1);
    const number = (await heading.innerText()).split(' ').pop()!;
    await expect.poll(() => page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/).count()).toBe(1);
    await screenshot(page, 'invoice-page-1280');

    // The PDF the frame shows: French, the structured communication, the EPC QR code as an image.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), `/api/invoices/${id}/pdf`);
    const text = (await readPdf(new Uint8Array(bytes))).pages.flat().map((line) => line.items.map((item) => item.text).join(' ')).join('\n');
    expect(text).toContain(`Facture ${number}`);
    expect(text).toContain('Communication structurée');
    expect(Buffer.from(bytes).includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'تنزيل UBL' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);

    const phone = await open('accountant', `/invoices/${id}`, PHONE);
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).innerText()).toContain(number);
    await screenshot(phone, 'invoice-page-390');
  });
});
