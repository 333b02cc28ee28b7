import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { invoiceErrors as m } from '../../src/domain/invoices/messages';
import type { CreditNoteDetail, CreditNoteListQuery, CreditNoteRecord, InvoiceDetail, InvoiceListQuery, InvoiceRecord } from '../../src/domain/invoices';
import { displayedStatus, statusOf } from '../../src/domain/invoices/rules';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Db } from '../db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoicePayments, invoices, orders, payments, stores } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, offsetOf, searchAny } from '../lib/list';

// Reading invoices and credit notes (issue 29). What an invoice has been paid is read from its orders'
// payments (every path that records one: the office, a driver's cash, a statement), less the credit
// notes' shares; its status from that, what was credited and its due date, so it is never stale.

const paidSql = sql<string>`coalesce((select sum(${payments.amount_eur}) from ${payments}
  join ${orders} on ${orders.id} = ${payments.order_id}
  where ${orders.invoice_id} = ${invoices.id} and ${payments.method} <> 'credit_note' and ${payments.status} = 'completed'), 0)`;

/** The status in SQL, as displayedStatus/statusOf compute it, for the list's filter. */
function statusSql(today: string): SQL<string> {
  return sql<string>`(case
    when ${invoices.credited_eur} >= ${invoices.total_eur} and ${invoices.total_eur} > 0 then 'credited'
    when ${paidSql} + ${invoices.credited_eur} >= ${invoices.total_eur} then 'paid'
    when ${invoices.due_date} < ${today}::date then 'overdue'
    when ${paidSql} + ${invoices.credited_eur} > 0 then 'partly_paid'
    else 'open' end)`;
}

type InvoiceRow = typeof invoices.$inferSelect & { store_name: string; paid: string };

function record(row: InvoiceRow, today: string): InvoiceRecord {
  const total = toCents(row.total_eur);
  const paid = toCents(Number(row.paid));
  const credited = toCents(row.credited_eur);
  return {
    id: row.id,
    number: row.number,
    store_id: row.store_id,
    store_name: row.store_name,
    issue_date: row.issue_date,
    due_date: row.due_date,
    period_from: row.period_from,
    period_to: row.period_to,
    language: row.language as InvoiceRecord['language'],
    status: displayedStatus(statusOf(total, paid, credited), row.due_date, today),
    net_eur: row.net_eur,
    vat_eur: row.vat_eur,
    rounding_eur: row.rounding_eur,
    total_eur: row.total_eur,
    paid_eur: fromCents(paid),
    credited_eur: row.credited_eur,
    due_eur: fromCents(Math.max(0, total - paid - credited)),
    structured_reference: row.structured_reference,
    created_at: row.created_at.toISOString(),
  };
}

function selectInvoices(db: Db) {
  return db
    .select({ invoice: invoices, store_name: stores.name, paid: paidSql })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.store_id));
}

export async function listInvoices(db: Db, query: InvoiceListQuery, now: Date) {
  const today = bakeryDate(now);
  const where = allOf([
    query.ids ? inArray(invoices.id, query.ids) : undefined,
    query.store_id ? eq(invoices.store_id, query.store_id) : undefined,
    query.status ? sql`${statusSql(today)} in (${sql.join(query.status.map((s) => sql`${s}`), sql`, `)})` : undefined,
    query.date_from ? gte(invoices.issue_date, query.date_from) : undefined,
    query.date_to ? lte(invoices.issue_date, query.date_to) : undefined,
    searchAny(query.search, [invoices.number, invoices.structured_reference, stores.name]),
  ]);
  const column = { id: invoices.id, number: invoices.number, issue_date: invoices.issue_date, due_date: invoices.due_date, total_eur: invoices.total_eur }[query.sortBy];
  const dir = (query.sortOrder ?? 'DESC') === 'DESC' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    selectInvoices(db).where(where).orderBy(dir(column), dir(invoices.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).innerJoin(stores, eq(stores.id, invoices.store_id)).where(where),
  ]);
  return { rows: rows.map((r) => record({ ...r.invoice, store_name: r.store_name, paid: r.paid }, today)), total: Number(count?.n ?? 0) };
}

/** The VAT table: per rate, the lines' net amounts and that total's VAT (as splitVat computed it at issue). */
function breakdown(lines: { vat_rate: number; net_eur: number }[]) {
  const rates = [...new Set(lines.map((l) => l.vat_rate))].sort((a, b) => a - b);
  const rows = rates.map((rate) => {
    const taxable = lines.filter((l) => l.vat_rate === rate).reduce((s, l) => s + toCents(l.net_eur), 0);
    return { rate, taxable_eur: fromCents(taxable), vat_eur: fromCents(Math.round((taxable * rate) / 100)) };
  });
  return rows;
}

export async function showInvoice(db: Db, id: number, now: Date): Promise<InvoiceDetail> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) throw notFound(m.invoiceNotFound);
  const [lines, paid, notes] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, id)).orderBy(asc(invoiceLines.line_no)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoice_id, id)).orderBy(asc(invoicePayments.id)),
    listCreditNotes(db, { invoice_id: id, page: 1, limit: 500, sortBy: 'id', sortOrder: 'ASC' } as CreditNoteListQuery),
  ]);
  return {
    ...record({ ...row.invoice, store_name: row.store_name, paid: row.paid }, bakeryDate(now)),
    lines,
    vat_breakdown: breakdown(lines),
    payments: paid.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    credit_notes: notes.rows,
  };
}

function noteRecord(row: typeof creditNotes.$inferSelect & { store_name: string; invoice_number: string }): CreditNoteRecord {
  return {
    id: row.id,
    number: row.number,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    store_id: row.store_id,
    store_name: row.store_name,
    issue_date: row.issue_date,
    reason: row.reason,
    language: row.language as CreditNoteRecord['language'],
    net_eur: row.net_eur,
    vat_eur: row.vat_eur,
    rounding_eur: row.rounding_eur,
    total_eur: row.total_eur,
    applied_eur: row.applied_eur,
    created_at: row.created_at.toISOString(),
  };
}

function selectNotes(db: Db) {
  return db
    .select({ note: creditNotes, store_name: stores.name, invoice_number: invoices.number })
    .from(creditNotes)
    .innerJoin(stores, eq(stores.id, creditNotes.store_id))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoice_id));
}

export async function listCreditNotes(db: Db, query: CreditNoteListQuery) {
  const where = allOf([
    query.ids ? inArray(creditNotes.id, query.ids) : undefined,
    query.store_id ? eq(creditNotes.store_id, query.store_id) : undefined,
    query.invoice_id ? eq(creditNotes.invoice_id, query.invoice_id) : undefined,
    query.date_from ? gte(creditNotes.issue_date, query.date_from) : undefined,
    query.date_to ? lte(creditNotes.issue_date, query.date_to) : undefined,
    searchAny(query.search, [creditNotes.number, creditNotes.reason, stores.name]),
  ]);
  const column = { id: creditNotes.id, number: creditNotes.number, issue_date: creditNotes.issue_date, total_eur: creditNotes.total_eur }[query.sortBy];
  const dir = (query.sortOrder ?? 'DESC') === 'DESC' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    selectNotes(db).where(where).orderBy(dir(column), dir(creditNotes.id)).limit(query.limit).offset(offsetOf(query)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditNotes)
      .innerJoin(stores, eq(stores.id, creditNotes.store_id))
      .where(and(where)),
  ]);
  return { rows: rows.map((r) => noteRecord({ ...r.note, store_name: r.store_name, invoice_number: r.invoice_number })), total: Number(count?.n ?? 0) };
}

export async function showCreditNote(db: Db, id: number): Promise<CreditNoteDetail> {
  const [row] = await selectNotes(db).where(eq(creditNotes.id, id));
  if (!row) throw notFound(m.creditNoteNotFound);
  const lines = await db.select().from(creditNoteLines).where(eq(creditNoteLines.credit_note_id, id)).orderBy(asc(creditNoteLines.line_no));
  return {
    ...noteRecord({ ...row.note, store_name: row.store_name, invoice_number: row.invoice_number }),
    lines,
    vat_breakdown: breakdown(lines),
  };
}
