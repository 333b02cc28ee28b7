import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { placeOrder, product, type Call } from './ordersKit';
import { api, rows, upload } from './productsKit';
import { camt053 } from './statements/camt';
import { codaFile } from './statements/coda';
import { invoiceFor, structuredDigits, written } from './statements/invoiceFixture';

// Issue 29: a bank statement pays the invoices its lines name. A CAMT.053 with matched, partial, excess,
// unmatched and repeated lines records the expected payments on the invoices' orders; importing it again
// records nothing; a line left over is matched by hand from its suggestions; a DOCTYPE, oversized or
// malformed file is refused with nothing changed.

let server: TestServer;
let admin: Call;
let accountantCookie: string;
let storeName: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.login('admin'));
  accountantCookie = await server.login('accountant');
  const [store] = await rows<{ name: string }>(server, sql`select name from stores where id = 1`);
  storeName = store!.name;
});
afterAll(async () => {
  await server?.close();
});

/** A delivered order of one line at `price` EUR for the demo shop 1, on an invoice of its own. */
async function invoicedOrder(price: number) {
  const item = await product(admin, null, price);
  const order = await placeOrder(admin, [{ product_id: item.id, quantity: 1 }]);
  for (const status of ['confirmed', 'in_progress', 'delivered']) {
    const moved = await admin.send('PUT', `/api/orders/${order.id}/status`, { status });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { order, invoice: await invoiceFor(server, [order.id]) };
}

const importFile = (name: string, content: string | Buffer, cookie = accountantCookie) =>
  upload(server, cookie, '/api/bank-statements', 'file', name, 'application/xml', Buffer.isBuffer(content) ? content : Buffer.from(content));

const paidOf = async (orderId: number) =>
  Number((await rows<{ paid: string }>(server, sql`select paid_amount_eur as paid from orders where id = ${orderId}`))[0]!.paid);

/** Row counts and a hash of what an import writes: payments, invoice payments, statements, their lines, the audit log, orders. */
async function footprint() {
  const [row] = await rows(
    server,
    sql`select (select count(*) from payments) as payments, (select count(*) from invoice_payments) as invoice_payments,
               (select count(*) from bank_statements) as statements, (select count(*) from bank_statement_lines) as lines,
               (select count(*) from audit_log) as audit, (select md5(string_agg(paid_amount_eur::text || payment_status, ',' order by id)) from orders) as orders`,
  );
  return row;
}

describe('importing a CAMT.053 statement', () => {
  it('records matched, partial and excess lines on their invoices, leaves the rest with suggestions, and records nothing twice', async () => {
    const exact = await invoicedOrder(24.56);
    const part = await invoicedOrder(50);
    const over = await invoicedOrder(10);
    const byHand = await invoicedOrder(37.4);
    const id = `STMT-${structuredDigits()}`;
    const xml = camt053(id, [
      { ref: `${id}-1`, amount: '24.56', structured: exact.invoice.digits, name: 'Épicerie du coin' },
      { ref: `${id}-2`, amount: '20.00', free: `Facture ${written(part.invoice.digits)}` },
      { ref: `${id}-3`, amount: '15.00', structured: written(over.invoice.digits) },
      // The same transfer twice in the file: recorded once.
      { ref: `${id}-1`, amount: '24.56', structured: exact.invoice.digits },
      // A right structured communication that is no invoice's, and a line with none.
      { ref: `${id}-4`, amount: '12.00', structured: structuredDigits() },
      { ref: `${id}-5`, amount: '37.40', name: storeName, free: 'pain novembre' },
    ]);
    const first = await importFile('camt053.xml', xml);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe('تم استيراد كشف الحساب');
    const data = first.body.data;
    expect(data).toMatchObject({ format: 'camt053', statement_ref: id, duplicates: 1, already_imported: false, file_name: 'camt053.xml' });
    expect(data.summary).toEqual({ lines: 5, matched: 1, partial: 1, excess: 1, unmatched: 2, recorded_eur: 54.56 });
    const byRef = Object.fromEntries(data.lines.map((line: { bank_ref: string }) => [line.bank_ref, line]));
    expect(byRef[`${id}-1`]).toMatchObject({ status: 'matched', invoice_id: exact.invoice.id, recorded_eur: 24.56, excess_eur: 0, matched_by: null });
    expect(byRef[`${id}-2`]).toMatchObject({ status: 'partial', invoice_id: part.invoice.id, recorded_eur: 20, excess_eur: 0, structured_ref: written(part.invoice.digits) });
    expect(byRef[`${id}-3`]).toMatchObject({ status: 'excess', invoice_id: over.invoice.id, recorded_eur: 10, excess_eur: 5 });
    expect(byRef[`${id}-4`]).toMatchObject({ status: 'unmatched', invoice_id: null, recorded_eur: 0 });
    expect(byRef[`${id}-5`]).toMatchObject({ status: 'unmatched' });
    // The line of 37.40 from the shop's own name: its invoice is suggested for both reasons, first.
    expect(byRef[`${id}-5`].suggestions[0]).toMatchObject({ invoice_id: byHand.invoice.id, remaining_eur: 37.4, reasons: ['amount', 'name'] });

    // The payments, read from the orders: each invoice's order took what it owed at most.
    expect(await paidOf(exact.order.id)).toBe(24.56);
    expect(await paidOf(part.order.id)).toBe(20);
    expect(await paidOf(over.order.id)).toBe(10);
    expect(await paidOf(byHand.order.id)).toBe(0);
    const [payments] = await rows<{ n: number }>(server, sql`select count(*)::int as n from payments where reference like ${`${id}-%`}`);
    expect(payments!.n).toBe(3);

    // The same file again: nothing is written, and the reply names the statement that had it.
    const before = await footprint();
    const again = await importFile('camt053.xml', xml);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe('تم استيراد هذا الكشف من قبل، ولم يُسجَّل أي شيء مرة ثانية');
    expect(again.body.data).toMatchObject({ id: data.id, duplicates: 6, already_imported: true });
    expect(await footprint()).toEqual(before);

    // The same statement in CODA, with one new movement: only that one is new.
    const coda = codaFile('261126', [
      { ref: `${id}-2`, cents: 2000, free: 'x' },
      { ref: `${id}-6`.slice(-21), cents: 3000, structured: part.invoice.digits },
    ]);
    const third = await importFile('statement.cod', coda);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    expect(third.body.data).toMatchObject({ format: 'coda', duplicates: 1, summary: { lines: 1, matched: 1, recorded_eur: 30 } });
    expect(await paidOf(part.order.id)).toBe(50);

    // The line left over, matched by hand to the suggested invoice.
    const line = byRef[`${id}-5`];
    const matched = await server.request({
      method: 'POST',
      url: `/api/bank-statements/${data.id}/lines/${line.id}/match`,
      cookie: accountantCookie,
      payload: { invoice_id: byHand.invoice.id },
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.data.lines.find((l: { id: number }) => l.id === line.id)).toMatchObject({ status: 'matched', invoice_id: byHand.invoice.id, recorded_eur: 37.4 });
    expect(matched.body.data.lines.find((l: { id: number }) => l.id === line.id).matched_by).toEqual(expect.any(Number));
    expect(await paidOf(byHand.order.id)).toBe(37.4);
    const twice = await server.request({
      method: 'POST',
      url: `/api/bank-statements/${data.id}/lines/${line.id}/match`,
      cookie: accountantCookie,
      payload: { invoice_id: byHand.invoice.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('هذا السطر مطابق لفاتورة بالفعل');

    const read = await server.request({ method: 'GET', url: `/api/bank-statements/${data.id}`, cookie: accountantCookie });
    expect(read.body.data.summary).toMatchObject({ matched: 2, unmatched: 1, recorded_eur: 91.96 });
    const listed = await server.request({ method: 'GET', url: '/api/bank-statements?limit=5', cookie: accountantCookie });
    expect(listed.body.data.bank_statements.map((s: { id: number }) => s.id)).toContain(data.id);
  });

  it('pays each invoice a CODA globalised movement’s details name, once; details not adding up are refused, changing nothing', async () => {
    const first = await invoicedOrder(18.2);
    const second = await invoicedOrder(31.05);
    const ref = `G${structuredDigits()}`;
    const batch = (secondCents: number) =>
      codaFile('271126', [
        {
          ref,
          cents: 1820 + 3105,
          free: 'SEPA CREDIT BATCH',
          details: [
            { ref, cents: 1820, structured: first.invoice.digits, name: 'EPICERIE' },
            { ref, cents: secondCents, structured: second.invoice.digits, name: storeName },
          ],
        },
      ]);
    const before = await footprint();
    const wrong = await importFile('batch.cod', batch(3100));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('الحركة المجمّعة في السطر 3 من ملف CODA مبلغها 49.25 ومجموع تفاصيلها 49.20، ولا يتطابقان');
    expect(await footprint()).toEqual(before);

    const imported = await importFile('batch.cod', batch(3105));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.data.summary).toMatchObject({ lines: 2, matched: 2, unmatched: 0, recorded_eur: 49.25 });
    expect(imported.body.data.lines.map((line: { bank_ref: string; invoice_id: number }) => [line.bank_ref, line.invoice_id])).toEqual([
      [`${ref}/0001`, first.invoice.id],
      [`${ref}/0002`, second.invoice.id],
    ]);
    expect(await paidOf(first.order.id)).toBe(18.2);
    expect(await paidOf(second.order.id)).toBe(31.05);
    const after = await footprint();
    const again = await importFile('batch.cod', batch(3105));
    expect(again.status).toBe(200);
    expect(await footprint()).toEqual(after);
  });

  it('refuses a DOCTYPE, an oversized, a malformed or a missing file, and another role, changing nothing', async () => {
    const cashierCookie = await server.login('cashier');
    const before = await footprint();
    const doctype = await importFile('x.xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><Document>&e;</Document>');
    expect(doctype.status).toBe(400);
    expect(doctype.body).toMatchObject({ success: false, message: 'الملف يحتوي على تعريف DOCTYPE أو ENTITY، وهذا غير مقبول في كشف الحساب لأسباب أمنية' });
    expect(doctype.body.errors).toEqual([{ field: 'file', message: doctype.body.message }]);
    const big = await importFile('big.xml', Buffer.alloc(5 * 1024 * 1024 + 10, 32));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('ملف كشف الحساب أكبر من الحد المسموح (5 ميغابايت)');
    const broken = await importFile('broken.xml', camt053('B-1', [{ ref: 'B-1-1', amount: '1.00', free: 'x' }]).replace('</Stmt>', ''));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^ملف XML غير سليم في السطر \d+/);
    const none = await server.request({ method: 'POST', url: '/api/bank-statements', cookie: accountantCookie, payload: {} });
    expect(none.status).toBe(400);
    const cashier = await importFile('camt.xml', camt053('C-1', [{ ref: 'C-1-1', amount: '1.00', free: 'x' }]), cashierCookie);
    expect(cashier.status).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});
