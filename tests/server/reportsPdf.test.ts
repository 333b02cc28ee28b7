import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import type { Role } from '../../src/domain/enums';
import { REPORTS, reportCsvHeaders, reportErrors, reportPdfTexts } from '../../src/domain/reports';
import { lineText, lineWithName, readPdf, type PdfPages } from './pdfKit';
import { rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';
import { pdfsInThread, pdfThreadEvents } from '../../server/services/reportsPdfThread';

// Issue 26's PDF exports, read back with pdfjs-dist as a reader's text selection would: the shop names
// of the report in right-to-left order (Arabic words right of each other, the Latin part left of them),
// the totals of the report's JSON, every row of a long table over the pages with the header row and
// "صفحة X من Y" on each, every report's PDF, who may download it, and a long PDF made in its own thread
// while the server answers other requests.

let server: TestServer;
const cookies = {} as Record<Role, string>;
let today: string;

async function download(url: string, role: Role = 'accountant') {
  const response = await server.app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() };
}

async function pdfOf(url: string): Promise<PdfPages> {
  const response = await download(url);
  expect(response.status, `${url}: ${response.bytes.subarray(0, 200).toString()}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return readPdf(response.bytes);
}

async function report(url: string) {
  const response = await server.request({ method: 'GET', url, cookie: cookies.accountant });
  expect(response.status).toBe(200);
  return response.body.data;
}

// Figures as the PDF writes them, without the currency sign (a separate piece of the line).
const amount = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
/** A title's words (a colon is a piece of its own in the PDF). */
const titleWords = (name: keyof typeof reportPdfTexts.titles) => reportPdfTexts.titles[name].replace(/:/g, '').split(' ');
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** A shop of its own, with a name that mixes Arabic, a figure and Latin, and one delivered order today. */
const MIXED_NAME = 'مخبز النجمة 7 - Bakkerij De Ster';
async function mixedShop() {
  const [shop] = await rows<{ id: number }>(
    server,
    sql`insert into stores (name, payment_terms, payment_method, status) values (${MIXED_NAME}, 'cash', 'cash', 'active') returning id`,
  );
  await server.database.db.execute(sql`
    insert into orders (order_number, store_id, status, payment_status, order_date, delivery_date, exchange_rate,
                        total_amount_eur, final_amount_eur, paid_amount_eur, delivered_at)
    values (${`PDF-${shop!.id}`}, ${shop!.id}, 'delivered', 'paid', ${today}::date, ${today}::date, 15000, 1234.5, 1234.5, 1234.5, now())`);
  await server.database.db.execute(sql`select kept_figures_rebuild()`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['accountant', 'distributor', 'manager'] as Role[]) cookies[role] = await server.login(role);
  today = bakeryDate(server.clock.now);
  await mixedShop();
});
afterAll(async () => {
  await server?.close();
});

describe('report PDF', () => {
  it("sales by shop: every shop's name right to left and the report's totals", async () => {
    const q = `date_from=${shiftDay(today, -59)}&date_to=${today}&group_by=shop`;
    const sales = await report(`/api/reports/sales?${q}`);
    expect(sales.rows.length).toBeGreaterThan(10);
    const response = await download(`/api/reports/sales/export?${q}&format=pdf`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sales_shop_${shiftDay(today, -59)}_${today}.pdf"`);
    const pdf = await readPdf(response.bytes);

    expect(sales.rows.map((row: { label: string }) => row.label)).toContain(MIXED_NAME);
    for (const row of sales.rows as { label: string; amount_eur: number; orders: number }[]) {
      const line = lineWithName(pdf, row.label);
      expect(line, `${row.label} is not on any line of the PDF`).toBeDefined();
      expect(lineText(line!)).toContain(amount(row.amount_eur));
    }
    // The figure inside the mixed name stays with its Arabic words, right of the Latin part.
    const mixed = lineWithName(pdf, MIXED_NAME)!;
    const x = (text: string) => mixed.items.find((item) => item.text.includes(text))!.x;
    expect(x('7')).toBeLessThan(x('النجمة'));
    expect(x('7')).toBeGreaterThan(x('Bakkerij De Ster'));

    const totalLine = pdf.pages.at(-1)!.find((line) => line.items.some((item) => item.text === reportCsvHeaders.total))!;
    expect(lineText(totalLine)).toContain(amount(sales.totals.amount_eur));
    expect(lineText(totalLine)).toContain(count(sales.totals.orders));
    const first = pdf.pages[0]!.map(lineText).join('\n');
    for (const word of titleWords('sales')) expect(first).toContain(word);
    expect(first).toContain(amount(sales.previous_totals.amount_eur));
  });

  it('a long table: every row once, in order, over pages each with the header row and its number', async () => {
    const from = shiftDay(today, -119);
    const sales = await report(`/api/reports/sales?date_from=${from}&date_to=${today}&group_by=day`);
    const labels: string[] = sales.rows.map((row: { label: string }) => row.label);
    expect(labels).toHaveLength(120);
    const pdf = await pdfOf(`/api/reports/sales/export?date_from=${from}&date_to=${today}&group_by=day&format=pdf`);
    const pages = pdf.pages.length;
    // Landscape A4 holds at most 29 rows of 18 pt between its margins: 121 lines need 5 pages or more.
    expect(pages).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    const perPage: number[] = [];
    pdf.pages.forEach((page, i) => {
      const texts = page.map(lineText);
      expect(texts.some((text) => text.includes(reportCsvHeaders.quantity) && text.includes(reportCsvHeaders.gift_quantity)), `header on page ${i + 1}`).toBe(true);
      const footer = page.at(-1)!.items.map((item) => item.text);
      expect(footer).toEqual([String(pages), 'من', String(i + 1), 'صفحة']);
      const rowsHere = page.flatMap((line) => line.items.filter((item) => labels.includes(item.text)).map((item) => item.text));
      perPage.push(rowsHere.length);
      seen.push(...rowsHere);
    });
    expect(seen).toEqual(labels);
    // Full pages but the first (under the heading) and the last: no page is cut short.
    const middle = perPage.slice(1, -1);
    expect(new Set(middle).size).toBe(1);
    expect(perPage.at(-1)!).toBeLessThanOrEqual(middle[0]!);
    expect(pdf.pages.at(-1)!.some((line) => line.items.some((item) => item.text === reportCsvHeaders.total))).toBe(true);
  });

  it('a PDF of 1,096 rows is made in its own thread: a request sent while it renders is answered first', async () => {
    const from = shiftDay(today, -1095);
    const finished: string[] = [];
    // The other request is sent the moment the table is handed over to be laid out (inside the event,
    // before anything else runs), and is answered while the document is still being made.
    let other: Promise<unknown> | undefined;
    pdfThreadEvents.once('job', () => {
      other = report(`/api/reports/sales?date_from=${shiftDay(today, -29)}&date_to=${today}&group_by=month`).then(() => {
        // Answered while the thread still lays the document out.
        finished.push(`other request, ${pdfsInThread()} PDF in the thread`);
      });
    });
    const pdf = await download(`/api/reports/sales/export?date_from=${from}&date_to=${today}&group_by=day&format=pdf`);
    finished.push('pdf');
    await other;
    expect(pdf.status).toBe(200);
    expect(finished).toEqual(['other request, 1 PDF in the thread', 'pdf']);
    // The whole table: a day a row, 29 rows a page at most, so 38 pages or more.
    const pages = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.bytes.toString('latin1'))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(38);
  });

  it('every report and the dashboard export make a PDF with their title; payments shows the shops that owe', async () => {
    const q = `date_from=${shiftDay(today, -29)}&date_to=${today}`;
    for (const name of REPORTS) {
      const pdf = await pdfOf(`/api/reports/${name}/export?${q}&format=pdf`);
      const first = pdf.pages[0]!.map(lineText).join('\n');
      for (const word of titleWords(name)) expect(first, name).toContain(word);
    }
    const payments = await report(`/api/reports/payments?${q}`);
    const pdf = await pdfOf(`/api/reports/payments/export?${q}&format=pdf`);
    for (const shop of payments.shops as { name: string; balance_eur: number }[]) {
      const line = lineWithName(pdf, shop.name);
      expect(line, shop.name).toBeDefined();
      expect(lineText(line!)).toContain(amount(shop.balance_eur));
    }
    const summary = await download(`/api/dashboard/export?${q}&export_type=summary`, 'manager');
    expect(summary.headers['content-type']).toBe('application/pdf');
    const summaryText = (await readPdf(summary.bytes)).pages[0]!.map(lineText).join('\n');
    for (const word of titleWords('summary')) expect(summaryText).toContain(word);
  });

  it('a distributor gets 403; an unknown format is refused in Arabic', async () => {
    const forbidden = await download(`/api/reports/sales/export?format=pdf`, 'distributor');
    expect(forbidden.status).toBe(403);
    const bad = await download(`/api/reports/sales/export?format=xls`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(reportErrors.formatInvalid);
  });
});
