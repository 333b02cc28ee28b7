import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../server/pdfKit';
import { formatMoney } from '../../src/i18n/format';
import { invoiceValidation } from '../../src/domain/invoices/messages';
import { API_ONLY, DESKTOP, PHONE, apiCall, closePage, connectBrowser, openPage, picturesOfFailure, savedUser, screenshot, screenshotsAsked, typeDate } from './browser';

// Issue 29 in Chromium, two flows. The accountant's: a shop's delivered order is invoiced from /invoices
// (the issue dialog), the invoice's page shows its number and figures, its PDF reads in French with the
// structured communication and the QR code, and its UBL downloads (that shop and order are this file's own).
// Then returns and the bank: a distributor at 390 px records what a shop gave back at a delivery, a manager
// approves it, the shop's monthly invoice credits it; the accountant imports a bank statement (CAMT.053)
// that pays the invoice and sees the line matched and the invoice paid (the demo shop 21, French invoices).

let browser: Browser;
const pages: Page[] = [];
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let shopId: number;
let shopName: string;

async function open(as: string, at: string, viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, viewport, 'ar', { as, at });
  pages.push(page);
  return page;
}

/** Picks a shop in the issue dialog's picker by typing part of its name, as the office does. */
async function pickShop(page: Page, scope: ReturnType<Page['getByRole']>, typed: string, name: string): Promise<void> {
  await scope.getByRole('combobox', { name: /المتجر/ }).fill(typed);
  await page.getByRole('option', { name }).click();
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
  shopName = `${RUN} محل الفاتورة - Epicerie ${RUN}`;
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
    const dialog = page.getByRole('dialog');
    // No shop chosen: refused in Arabic before anything is sent.
    await dialog.getByRole('button', { name: 'إصدار', exact: true }).click();
    await expect.poll(() => dialog.getByText('اختر المتجر الذي تصدر له الفاتورة').count()).toBe(1);
    await pickShop(page, dialog, `Epicerie ${RUN}`, shopName);
    await expect.poll(() => dialog.getByRole('combobox', { name: /المتجر/ }).inputValue()).toBe(shopName);
    await screenshot(page, 'invoices-issue-1280');
    await dialog.getByRole('button', { name: 'إصدار', exact: true }).click();
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

const SHOP = 21;

async function call<T>(page: Page, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const reply = await apiCall<{ success: boolean; message?: string; data: T }>(page, path, { method, ...(body === undefined ? {} : { body }) });
  if (!reply.success) throw new Error(`${method} ${path} was refused: ${reply.message}`);
  return reply.data;
}

/** Ten digits of a structured communication +++123/4567/89012+++ and its check, for the statement. */
const digitsOf = (written: string) => written.replace(/\D/g, '');

function camt(ref: string, amount: string, structured: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>${ref}</MsgId><CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm></GrpHdr>
  <Stmt><Id>${ref}</Id><Acct><Id><IBAN>BE21001234567803</IBAN></Id></Acct>
    <Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-11-26</Dt></BookgDt><AcctSvcrRef>${ref}-1</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Golden Falafel SRL</Nm></Pty></Dbtr></RltdPties>
        <RmtInf><Strd><CdtrRefInf><Ref>${structured}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls>
    </Ntry>
  </Stmt>
</BkToCstmrStmt></Document>
`;
}

describe('returns, credit notes and bank statements in Chromium', () => {
  it('a return recorded at 390 px is approved and credited; a statement pays the invoice', async () => {
    const manager = await open('manager', API_ONLY);
    const accountant = await open('accountant', API_ONLY);
    // A delivery of 5 loaves at 10 EUR by 'distributor' to the shop.
    const product = await call<{ id: number; name: string }>(manager, '/products', {
      name: `${RUN} خبز المرتجع`,
      category: 'bread',
      unit: 'piece',
      price_eur: 10,
      stock_quantity: null,
    });
    const driverId = savedUser('distributor').id;
    const order = await call<{ id: number; order_number: string }>(manager, '/orders', {
      store_id: SHOP,
      distributor_id: driverId,
      items: [{ product_id: product.id, quantity: 5 }],
    });
    for (const status of ['confirmed', 'in_progress', 'delivered']) await call(manager, `/orders/${order.id}/status`, { status }, 'PUT');

    // The distributor, on their phone, takes 2 loaves back as damaged.
    const driver = await open('distributor', `/distributor/orders/${order.id}`, PHONE);
    await driver.getByTestId('order-return').click();
    const dialog = driver.getByTestId('return-dialog');
    await dialog.getByTestId('return-quantity').fill('7');
    await dialog.getByTestId('return-submit').click();
    await expect.poll(() => dialog.innerText()).toContain('الكمية يجب أن تكون عدداً صحيحاً بين 0 و5');
    await dialog.getByTestId('return-quantity').fill('2');
    await dialog.getByTestId('return-reason').click();
    await driver.getByRole('option', { name: 'تالف' }).click();
    await screenshot(driver, 'invoices-return-390');
    await dialog.getByTestId('return-submit').click();
    await expect.poll(() => driver.getByText('تم تسجيل المرتجع، وهو بانتظار موافقة الإدارة').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);

    // The manager approves it: the order is not invoiced yet, so the credit note waits for its invoice.
    const office = await open('manager', '/returns');
    const card = office.getByTestId('return-card').filter({ hasText: order.order_number });
    await expect.poll(() => card.innerText()).toContain('× 2 — تالف');
    await screenshot(office, 'invoices-returns-1280');
    await card.getByTestId('return-approve').click();
    await expect.poll(() => office.getByText('تمت الموافقة على المرتجع، وسيُصدر الإشعار الدائن عند فوترة الطلب').count()).toBeGreaterThan(0);
    await expect.poll(() => card.count()).toBe(0);

    // The accountant issues the shop's invoice for this month on /invoices; the waiting return becomes its
    // credit note (2 x 10 EUR).
    const shop = await call<{ name: string; current_balance_eur: number }>(manager, `/stores/${SHOP}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    const billing = await open('accountant', '/invoices');
    await billing.getByRole('button', { name: 'إصدار فاتورة' }).click();
    const issue = billing.getByRole('dialog');
    await pickShop(billing, issue, shop.name.split(' - ').pop()!, shop.name);
    await typeDate(issue, /من تاريخ/, `${today.slice(0, 8)}01`);
    await typeDate(issue, /إلى تاريخ/, today);
    await issue.getByRole('button', { name: 'إصدار', exact: true }).click();
    await billing.waitForURL(/\/invoices\/\d+$/);
    const invoice = { id: Number(new URL(billing.url()).pathname.split('/').pop()), number: '' };
    invoice.number = (await call<{ number: string }>(accountant, `/invoices/${invoice.id}`)).number;
    await expect.poll(() => billing.getByRole('heading', { level: 1 }).innerText()).toContain(invoice.number);
    const notes = await call<{ credit_notes: { invoice_id: number; total_eur: number }[] }>(accountant, `/credit-notes?invoice_id=${invoice.id}`);
    expect(notes.credit_notes).toEqual([expect.objectContaining({ invoice_id: invoice.id, total_eur: 20 })]);

    // The shop's page: the credit note beside its invoice, and the balance lowered by it.
    const balance = (await call<{ current_balance_eur: number }>(manager, `/stores/${SHOP}`)).current_balance_eur;
    expect(balance).toBeCloseTo(shop.current_balance_eur - 20, 2);
    const shopPage = await open('manager', `/stores/${SHOP}`);
    const box = shopPage.getByTestId('store-invoices');
    await expect.poll(() => box.getByTestId('store-invoices-balance').innerText()).toBe(formatMoney(balance));
    await expect.poll(() => box.getByTestId('store-invoice-row').filter({ hasText: invoice.number }).count()).toBe(1);
    await box.getByRole('tab', { name: 'الإشعارات الدائنة' }).click();
    const noteRow = box.getByTestId('store-credit-note-row').filter({ hasText: invoice.number });
    await expect.poll(() => noteRow.count()).toBe(1);
    await expect.poll(() => noteRow.innerText()).toContain(formatMoney(20));
    await box.scrollIntoViewIfNeeded();
    await screenshot(shopPage, 'invoices-shop-1280');
    const shopPhone = await open('manager', `/stores/${SHOP}`, PHONE);
    const phoneBox = shopPhone.getByTestId('store-invoices');
    await expect.poll(() => phoneBox.getByTestId('store-invoice-row').filter({ hasText: invoice.number }).count()).toBe(1);
    await phoneBox.scrollIntoViewIfNeeded();
    await screenshot(shopPhone, 'invoices-shop-390');

    // Its PDF and UBL are the first flow's.
    await office.getByTestId('returns-tab-approved').click();
    await expect.poll(() => office.getByTestId('return-card').filter({ hasText: order.order_number }).innerText()).toContain('إشعار دائن');

    // A statement pays what the invoice still owes; the accountant imports it and sees it matched.
    const issued = await call<{ total_eur: number; paid_eur: number; credited_eur: number; structured_reference: string }>(accountant, `/invoices/${invoice.id}`);
    const owed = Math.round((issued.total_eur - issued.paid_eur - issued.credited_eur) * 100) / 100;
    expect(owed).toBeGreaterThan(0);
    const statements = await open('accountant', '/bank-statements');
    await statements.getByTestId('statement-file').setInputFiles({
      name: `camt053-${RUN}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(camt(`E2E-${RUN}`, owed.toFixed(2), digitsOf(issued.structured_reference))),
    });
    await statements.getByTestId('statement-import').click();
    const line = statements.getByTestId('statement-line').filter({ hasText: invoice.number });
    await expect.poll(() => line.getAttribute('data-status')).toBe('matched');
    await screenshot(statements, 'invoices-statement-1280');
    expect((await call<{ status: string }>(accountant, `/invoices/${invoice.id}`)).status).toBe('paid');
    // ...and the invoice's page says so.
    await billing.reload();
    await expect.poll(() => billing.getByText('مدفوعة', { exact: true }).count()).toBeGreaterThan(0);
    // /invoices filtered to the shop and its paid invoices lists it, with the shop named in its filter.
    await billing.goto(`${new URL(billing.url()).origin}/invoices?filter=${encodeURIComponent(JSON.stringify({ store_id: SHOP, status: 'paid' }))}`);
    await expect.poll(() => billing.getByRole('link', { name: invoice.number }).count()).toBe(1);
    await expect.poll(() => billing.getByRole('combobox', { name: 'المتجر' }).inputValue()).toBe(shop.name);
    await screenshot(billing, 'invoices-list-1280');

    // The same file again records nothing and says so.
    await statements.getByTestId('statement-file').setInputFiles({
      name: `camt053-${RUN}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(camt(`E2E-${RUN}`, owed.toFixed(2), digitsOf(issued.structured_reference))),
    });
    await statements.getByTestId('statement-import').click();
    await expect.poll(() => statements.getByTestId('statement-duplicates').innerText()).toContain('1');
    const phoneStatements = await open('accountant', '/bank-statements', PHONE);
    await expect.poll(() => phoneStatements.getByTestId('statement-history').count()).toBeGreaterThan(0);
    await screenshot(phoneStatements, 'invoices-statements-390');
  });

  it('the manager corrects a shop’s enterprise number on its form and reads it on its page', async () => {
    const manager = await open('manager', API_ONLY);
    const name = `${RUN} محل الأرقام`;
    const shop = await arrange<{ id: number }>(manager, '/stores', {
      name,
      address: 'Rue Haute 120, 1000 Bruxelles',
      phone: '+32 2 555 30 30',
      latitude: 50.8371,
      longitude: 4.3473,
    });
    const form = await open('manager', `/stores/${shop.id}/edit`);
    const enterprise = form.getByLabel('رقم المؤسسة (KBO/BCE)');
    // A Brussels shop must choose its invoices' language: the form says so under the empty field.
    await expect.poll(() => form.getByText('عنوان في بروكسل: يجب اختيار الفرنسية أو الهولندية').count()).toBe(1);
    await enterprise.fill('0403.170.702');
    await form.getByRole('button', { name: 'حفظ' }).click();
    // The refusal is the field's own helper text: in the same MUI field as the input.
    const field = form.locator('.MuiFormControl-root').filter({ has: enterprise });
    await expect.poll(() => field.locator('.MuiFormHelperText-root').innerText()).toBe(invoiceValidation.enterpriseNumberInvalid);
    await form.getByRole('heading', { name: 'الفوترة' }).scrollIntoViewIfNeeded();
    await screenshot(form, 'invoices-shop-fields-1280');
    await enterprise.fill('0403.170.701');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => form.getByTestId('store-edit-saved').count()).toBe(1);
    const shopPage = await open('manager', `/stores/${shop.id}`);
    await expect.poll(() => shopPage.getByTestId('store-enterprise-number').innerText()).toBe('0403.170.701');
    // The pages below are only for the pictures (the suite's time budget): the phone's form section, and
    // the bakery's own invoicing details, the admin's, on the system settings page.
    if (!screenshotsAsked) return;
    const phone = await open('manager', `/stores/${shop.id}/edit`, PHONE);
    await phone.getByRole('heading', { name: 'الفوترة' }).scrollIntoViewIfNeeded();
    await expect.poll(() => phone.getByLabel('رقم المؤسسة (KBO/BCE)').inputValue()).toBe('0403170701');
    await screenshot(phone, 'invoices-shop-fields-390');
    for (const [viewport, size] of [[DESKTOP, 1280], [PHONE, 390]] as const) {
      const settings = await open('admin', '/settings/system', viewport);
      const section = settings.getByTestId('settings-section-invoicing');
      await expect.poll(() => section.getByLabel('رقم الحساب المصرفي (IBAN)').inputValue()).not.toBe('');
      await section.scrollIntoViewIfNeeded();
      await screenshot(settings, `invoices-settings-${size}`);
    }
  });
});
