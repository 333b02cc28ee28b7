import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredDigits } from '../../src/domain/invoices/rules';
import { startTestServer, type TestServer } from './helpers';
import { deliveredOrder, invoiceableShop, rebuildFigures } from './invoicesKit';
import { rows } from './productsKit';
import { expectFiguresExact } from './keptKit';
import { readPdf } from './pdfKit';
import { unzipSync } from 'fflate';

// Issue 29 on PGlite, and PostgreSQL with TEST_DATABASE_URL (real concurrency there): issuing from
// delivered orders, numbering without gaps under 50 concurrent issues, refusals in Arabic, immutability,
// a credit note lowering the shop's kept balance, a payment shared out over the orders.

let server: TestServer;
let accountant: string;
let admin: string;
let cashier: string;
let productIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  [accountant, admin, cashier] = [await server.login('accountant'), await server.login('admin'), await server.login('cashier')];
  productIds = (await rows<{ id: number }>(server, sql`select id from products where status = 'active' order by id limit 3`)).map((r) => r.id);
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload: object, cookie = accountant) => server.request({ method: 'POST', url, cookie, payload });
const get = (url: string, cookie = accountant) => server.request({ method: 'GET', url, cookie });

/** A demo shop with delivered orders not yet invoiced (the demo has no invoice yet for most). */
async function demoShopToInvoice(): Promise<{ id: number; owed: number; total: number; orders: number }> {
  const [row] = await rows<{ id: number; total: string; paid: string; n: number }>(
    server,
    sql`select o.store_id as id, sum(o.final_amount_eur)::text as total, sum(o.paid_amount_eur)::text as paid, count(*)::int as n
      from orders o join stores s on s.id = o.store_id
      where o.status = 'delivered' and o.invoice_id is null and s.enterprise_number is not null
      group by o.store_id having sum(o.final_amount_eur) > sum(o.paid_amount_eur) + 50 order by o.store_id limit 1`,
  );
  return { id: row!.id, total: Number(row!.total), owed: Number(row!.total) - Number(row!.paid), orders: row!.n };
}

describe('issuing an invoice', () => {
  it('bills a demo shop its delivered orders: number, structured communication, VAT, due date; a cashier reads it', async () => {
    const shop = await demoShopToInvoice();
    const issued = await post('/api/invoices', { store_id: shop.id });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = issued.body.data;
    expect(invoice.number).toMatch(/^\d{4}\/\d{6}$/);
    expect(issued.body.message).toBe(`تم إصدار الفاتورة ${invoice.number}`);
    expect(structuredDigits(invoice.structured_reference)).not.toBeNull();
    expect(invoice.structured_reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(invoice.total_eur).toBeCloseTo(shop.total, 2);
    expect(Math.round((invoice.net_eur + invoice.vat_eur + invoice.rounding_eur) * 100)).toBe(Math.round(invoice.total_eur * 100));
    expect(Math.abs(invoice.rounding_eur)).toBeLessThanOrEqual(0.02);
    expect(invoice.vat_breakdown.length).toBeGreaterThan(0);
    expect(new Set(invoice.lines.map((l: { order_id: number }) => l.order_id)).size).toBe(shop.orders);
    expect(invoice.due_date > invoice.issue_date || invoice.due_date === invoice.issue_date).toBe(true);
    const read = await get(`/api/invoices/${invoice.id}`, cashier);
    expect(read.status).toBe(200);
    expect(read.body.data.number).toBe(invoice.number);
    const listed = await get(`/api/invoices?store_id=${shop.id}`, cashier);
    expect(listed.body.data.invoices.map((i: { id: number }) => i.id)).toContain(invoice.id);
    // Nothing left: the same shop again is refused in Arabic.
    const again = await post('/api/invoices', { store_id: shop.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('لا توجد طلبات مسلّمة غير مفوترة لهذا المتجر في هذه الفترة');
  });

  it('refuses edits of an issued invoice (409 in Arabic) and changes nothing', async () => {
    const [one] = await rows<{ id: number; total_eur: string }>(server, sql`select id, total_eur from invoices order by id limit 1`);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const refused = await server.request({ method, url: `/api/invoices/${one!.id}`, cookie: admin, payload: method === 'DELETE' ? undefined : { total_eur: 1 } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('لا يمكن تعديل فاتورة صادرة أو حذفها، صحّحها بإشعار دائن');
    }
    const [after] = await rows<{ total_eur: string }>(server, sql`select total_eur from invoices where id = ${one!.id}`);
    expect(after!.total_eur).toBe(one!.total_eur);
  });

  it('refuses a shop without an enterprise number, a cashier, and a bad body, in Arabic', async () => {
    const shop = await invoiceableShop(server, admin);
    await server.database.db.execute(sql`update stores set enterprise_number = null where id = ${shop}`);
    const missing = await post('/api/invoices', { store_id: shop });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toContain('رقم المؤسسة (KBO/BCE)');
    expect((await post('/api/invoices', { store_id: shop }, cashier)).status).toBe(403);
    const bad = await post('/api/invoices', { store_id: 'x', date_from: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['date_from', 'store_id']);
  });
});

describe('numbering', () => {
  it('gives 50 concurrent issues 50 consecutive numbers, no gap and no repeat', async () => {
    const shop = await invoiceableShop(server, admin, '0202239951');
    const days = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    for (const day of days) await deliveredOrder(server, shop, day, [{ productId: productIds[0]!, quantity: 2, unitPrice: 3.1 }]);
    await rebuildFigures(server);
    const replies = await Promise.all(days.map((day) => post('/api/invoices', { store_id: shop, date_from: day, date_to: day })));
    expect(replies.map((r) => r.status)).toEqual(days.map(() => 201));
    const numbers = replies.map((r) => r.body.data.number as string);
    const sequences = numbers.map((n) => Number(n.split('/')[1])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]! + 1).toBe(50);
    const [counter] = await rows<{ last: number }>(server, sql`select last from invoice_counters where series = 'INV' and year = ${Number(numbers[0]!.slice(0, 4))}`);
    expect(counter!.last).toBe(sequences.at(-1));
  });
});

describe('credit notes and payments', () => {
  it('a partial credit note lowers the shop balance by its total; a payment settles the rest oldest order first', async () => {
    const shop = await demoShopToInvoice();
    const issued = await post('/api/invoices', { store_id: shop.id });
    expect(issued.status).toBe(201);
    const invoice = issued.body.data;
    const balance = async () => Number((await rows<{ b: string }>(server, sql`select current_balance_eur as b from stores where id = ${shop.id}`))[0]!.b);
    const before = await balance();
    const line = invoice.lines[0];
    const credit = await post('/api/credit-notes', { invoice_id: invoice.id, reason: 'Retour invendus', lines: [{ product_id: line.product_id, quantity: 1 }] }, await server.login('manager'));
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const note = credit.body.data;
    expect(note.number).toMatch(/^CN\d{4}\/\d{6}$/);
    expect(note.applied_eur).toBe(note.total_eur);
    expect(await balance()).toBeCloseTo(before - note.total_eur, 2);
    const shown = (await get(`/api/invoices/${invoice.id}`)).body.data;
    expect(shown.credited_eur).toBe(note.total_eur);
    expect(shown.credit_notes.map((n: { id: number }) => n.id)).toEqual([note.id]);
    // The shop's page lists its credit notes by store_id, and only its own.
    const ofShop = (await get(`/api/credit-notes?store_id=${shop.id}`, cashier)).body.data.credit_notes as { id: number; store_id: number }[];
    expect(ofShop.map((n) => n.id)).toContain(note.id);
    expect(new Set(ofShop.map((n) => n.store_id))).toEqual(new Set([shop.id]));
    const ofOther = (await get(`/api/credit-notes?store_id=${shop.id + 1}`, cashier)).body.data.credit_notes as { id: number }[];
    expect(ofOther.map((n) => n.id)).not.toContain(note.id);
    // Crediting more units than are left is refused in Arabic, beside the field.
    const units = invoice.lines.filter((l: { product_id: number }) => l.product_id === line.product_id).reduce((s: number, l: { quantity: number }) => s + l.quantity, 0);
    const tooMany = await post('/api/credit-notes', { invoice_id: invoice.id, reason: 'x', lines: [{ product_id: line.product_id, quantity: units }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('lines.0.quantity');
    await expectFiguresExact(server, 'after a credit note');
    // The statements' call: a payment of what is due settles the orders; the invoice reads paid.
    const { recordInvoicePayment } = await import('../../server/services/invoicePayments');
    const paid = await server.database.db.transaction((tx) =>
      recordInvoicePayment(tx, { invoiceId: invoice.id, amountEur: shown.due_eur + 5, date: invoice.issue_date, reference: invoice.structured_reference, by: null }),
    );
    expect(paid.excessEur).toBeCloseTo(5, 2);
    expect(await balance()).toBeCloseTo(before - shown.total_eur + shown.paid_eur, 2);
    const after = (await get(`/api/invoices/${invoice.id}`)).body.data;
    expect(after.status).toBe('paid');
    const unpaid = await rows(server, sql`select id from orders where invoice_id = ${invoice.id} and payment_status <> 'paid'`);
    expect(unpaid).toEqual([]);
    await expectFiguresExact(server, 'after an invoice payment');
  });
});

/** A file reply's bytes (server.request reads the body as text). */
async function file(url: string, cookie: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, type: String(response.headers['content-type']), bytes: response.rawPayload };
}

describe('documents', () => {
  it('the PDF is in the shop language with the structured communication and the QR code; the zip holds the UBL files', async () => {
    const [invoice] = await rows<{ id: number; number: string; structured_reference: string; issue_date: string }>(
      server,
      sql`select id, number, structured_reference, issue_date::text from invoices where language = 'fr' order by id limit 1`,
    );
    const pdf = await file(`/api/invoices/${invoice!.id}/pdf`, cashier);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await readPdf(pdf.bytes)).pages.flat().map((line) => line.items.map((i) => i.text).join(' ')).join('\n');
    expect(text).toContain(`Facture ${invoice!.number}`);
    expect(text).toContain('Communication structurée');
    expect(text).toContain(invoice!.structured_reference);
    expect(text).toContain('Récapitulatif TVA');
    // The EPC QR code is an image on the page.
    expect(pdf.bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const url = `/api/invoices/export?date_from=${invoice!.issue_date}&date_to=${invoice!.issue_date}`;
    const zip = await file(url, accountant);
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.bytes)))).toContain(`invoices/${invoice!.number.replace('/', '-')}.xml`);
    expect((await file(url, cashier)).status).toBe(403);
  });
});

describe('the daily run', () => {
  it('is off by default; on, it bills per-delivery shops their past days once across servers', async () => {
    const shop = await invoiceableShop(server, admin, '0202239951');
    await server.database.db.execute(sql`update stores set invoice_rhythm = 'per_delivery' where id = ${shop}`);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await deliveredOrder(server, shop, yesterday, [{ productId: productIds[1]!, quantity: 3, unitPrice: 2.4 }]);
    await rebuildFigures(server);
    const { DAILY_INVOICES } = await import('../../server/services/invoiceJob');
    expect(await server.app.jobs.runDue()).not.toContain(DAILY_INVOICES);
    expect(await rows(server, sql`select id from invoices where store_id = ${shop}`)).toEqual([]);
    const on = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: admin, payload: { invoiceAutoIssue: true } });
    expect(on.status).toBe(200);
    expect(await server.app.jobs.runDue()).toContain(DAILY_INVOICES);
    const billed = await rows<{ period_from: string }>(server, sql`select period_from::text from invoices where store_id = ${shop}`);
    expect(billed).toEqual([{ period_from: yesterday }]);
    // Claimed for the day: a second run (another server) issues nothing.
    expect(await server.app.jobs.runDue()).not.toContain(DAILY_INVOICES);
  });
});
