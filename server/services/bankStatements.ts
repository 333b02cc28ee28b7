import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import { statementErrors as m } from '../../src/domain/statements/messages';
import type { StatementImport, StatementLineRecord, StatementLineStatus, StatementRecord } from '../../src/domain/statements/records';
import { writeStructured } from '../../src/domain/statements/reference';
import type { ParsedStatement, StatementLine } from '../../src/domain/statements/types';
import type { Db, Tx } from '../db/client';
import { bankStatementLines, bankStatements, invoices, orders, stores, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { recordInvoicePayment } from './invoicePayments';
import { suggestionsFor } from './bankStatementSuggestions';

// Bank statements (issue 29): a parsed CAMT.053 or CODA file is stored with its credit lines; each line
// whose structured communication is an invoice's is recorded as a payment on it (recordInvoicePayment,
// shared out over the invoice's orders oldest first), and shown as matched, partial (the invoice still
// owes) or excess (it brought more than the invoice owed: the rest is not spread anywhere). A line's bank
// reference is unique across all imports: a statement imported twice, or a line repeated in a file,
// records nothing twice; an import that brings no new line writes nothing at all.

/** What an invoice's orders still owe, in cents. */
async function owedCents(tx: Tx, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ owed: sql<string>`coalesce(sum(greatest(${orders.final_amount_eur} - ${orders.paid_amount_eur}, 0)), 0)` })
    .from(orders)
    .where(eq(orders.invoice_id, invoiceId));
  return toCents(Number(row?.owed ?? 0));
}

/** Records a line's money on an invoice and says how it fell: matched, partial or excess. */
async function payInvoice(
  tx: Tx,
  line: { id: number; amount_eur: number; booking_date: string; bank_ref: string },
  invoice: { id: number; total_eur: number; credited_eur: number },
  matchedBy: number | null,
  by: number,
  now: Date,
) {
  const amount = toCents(line.amount_eur);
  let recorded = 0;
  // A fully credited invoice owes nothing and takes no payment: the whole line is excess.
  if (!(toCents(invoice.credited_eur) >= toCents(invoice.total_eur) && toCents(invoice.total_eur) > 0)) {
    const paid = await recordInvoicePayment(tx, { invoiceId: invoice.id, amountEur: line.amount_eur, date: line.booking_date, reference: line.bank_ref, by, now });
    recorded = toCents(paid.allocatedEur);
  }
  const status: StatementLineStatus = recorded < amount ? 'excess' : (await owedCents(tx, invoice.id)) > 0 ? 'partial' : 'matched';
  await tx
    .update(bankStatementLines)
    .set({ status, invoice_id: invoice.id, recorded_eur: fromCents(recorded), excess_eur: fromCents(amount - recorded), matched_by: matchedBy, matched_at: now })
    .where(eq(bankStatementLines.id, line.id));
  return status;
}

export async function importStatement(db: Db, parsed: ParsedStatement, fileName: string | null, actor: Actor, now: Date): Promise<StatementImport> {
  const result = await db.transaction(async (tx) => {
    // One import at a time across servers: two uploads of one file would both find its lines new.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_statements_import'))`);
    const refs = [...new Set(parsed.lines.map((line) => line.bank_ref))];
    const known = refs.length
      ? await tx.select({ ref: bankStatementLines.bank_ref, statement: bankStatementLines.statement_id }).from(bankStatementLines).where(inArray(bankStatementLines.bank_ref, refs))
      : [];
    const seen = new Set(known.map((row) => row.ref));
    const fresh: StatementLine[] = [];
    for (const line of parsed.lines) {
      if (seen.has(line.bank_ref)) continue;
      seen.add(line.bank_ref);
      fresh.push(line);
    }
    const duplicates = parsed.lines.length - fresh.length;
    if (!fresh.length && known.length) return { id: Math.min(...known.map((row) => row.statement)), duplicates, already: true };

    const [statement] = await tx
      .insert(bankStatements)
      .values({ format: parsed.format, statement_ref: parsed.statement_ref, account_iban: parsed.account_iban, file_name: fileName, imported_by: actor.auth.user.id, created_at: now })
      .returning({ id: bankStatements.id });
    const tally: Record<StatementLineStatus, number> = { matched: 0, partial: 0, excess: 0, unmatched: 0 };
    for (const line of fresh) {
      const [row] = await tx
        .insert(bankStatementLines)
        .values({
          statement_id: statement!.id,
          bank_ref: line.bank_ref,
          amount_eur: fromCents(line.amount_cents),
          currency: line.currency,
          booking_date: line.booking_date,
          debtor_name: line.debtor_name,
          debtor_iban: line.debtor_iban,
          structured_ref: line.structured_ref,
          message: line.message,
        })
        .returning();
      const [invoice] =
        line.structured_ref && line.currency === 'EUR'
          ? await tx.select().from(invoices).where(eq(invoices.structured_reference, writeStructured(line.structured_ref)))
          : [];
      tally[invoice ? await payInvoice(tx, row!, invoice, null, actor.auth.user.id, now) : 'unmatched'] += 1;
    }
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'import',
      entity: 'bank_statement',
      entityId: statement!.id,
      changes: { format: parsed.format, statement_ref: parsed.statement_ref, file_name: fileName, lines: fresh.length, duplicates, ...tally },
      ip: actor.ip,
    });
    return { id: statement!.id, duplicates, already: false };
  });
  return { ...(await readStatement(db, result.id)), duplicates: result.duplicates, already_imported: result.already };
}

/** POST /bank-statements/{id}/lines/{lineId}/match: an unmatched line recorded on the invoice the user names. */
export async function matchLine(db: Db, statementId: number, lineId: number, invoiceId: number, actor: Actor, now: Date): Promise<StatementRecord> {
  await db.transaction(async (tx) => {
    const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for('update');
    if (!line || line.statement_id !== statementId) throw notFound(m.lineNotFound);
    if (line.status !== 'unmatched') throw conflict(m.lineAlreadyMatched);
    if (line.currency !== 'EUR') throw conflict(m.lineNotCredit);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) throw badRequest(m.invoiceNotFound, [{ field: 'invoice_id', message: m.invoiceNotFound }]);
    const status = await payInvoice(tx, line, invoice, actor.auth.user.id, actor.auth.user.id, now);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'match',
      entity: 'bank_statement_line',
      entityId: lineId,
      changes: { bank_ref: line.bank_ref, invoice: invoice.number, amount_eur: line.amount_eur, status },
      ip: actor.ip,
    });
  });
  return readStatement(db, statementId);
}

const importer = alias(users, 'importer');

const headColumns = {
  id: bankStatements.id,
  format: bankStatements.format,
  statement_ref: bankStatements.statement_ref,
  account_iban: bankStatements.account_iban,
  file_name: bankStatements.file_name,
  imported_by: bankStatements.imported_by,
  imported_by_name: importer.full_name,
  created_at: bankStatements.created_at,
};

type HeadRow = { [K in keyof typeof headColumns]: unknown } & { id: number; created_at: Date; format: string };

async function summaries(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: bankStatementLines.statement_id,
          status: bankStatementLines.status,
          n: sql<number>`count(*)::int`,
          recorded: sql<string>`sum(${bankStatementLines.recorded_eur})`,
        })
        .from(bankStatementLines)
        .where(inArray(bankStatementLines.statement_id, ids))
        .groupBy(bankStatementLines.statement_id, bankStatementLines.status)
    : [];
  return (id: number) => {
    const own = rows.filter((row) => row.id === id);
    const of = (status: StatementLineStatus) => Number(own.find((row) => row.status === status)?.n ?? 0);
    return {
      lines: own.reduce((sum, row) => sum + Number(row.n), 0),
      matched: of('matched'),
      partial: of('partial'),
      excess: of('excess'),
      unmatched: of('unmatched'),
      recorded_eur: fromCents(own.reduce((sum, row) => sum + toCents(Number(row.recorded ?? 0)), 0)),
    };
  };
}

const head = (row: HeadRow, summary: StatementRecord['summary']) => ({
  ...(row as Omit<StatementRecord, 'lines' | 'summary' | 'created_at' | 'format'>),
  format: row.format as StatementRecord['format'],
  created_at: row.created_at.toISOString(),
  summary,
});

export async function readStatement(db: Db, id: number): Promise<StatementRecord> {
  const [row] = await db.select(headColumns).from(bankStatements).leftJoin(importer, eq(importer.id, bankStatements.imported_by)).where(eq(bankStatements.id, id));
  if (!row) throw notFound(m.statementNotFound);
  const lines = await db
    .select({ line: bankStatementLines, invoice_number: invoices.number, store_id: stores.id, store_name: stores.name })
    .from(bankStatementLines)
    .leftJoin(invoices, eq(invoices.id, bankStatementLines.invoice_id))
    .leftJoin(stores, eq(stores.id, invoices.store_id))
    .where(eq(bankStatementLines.statement_id, id))
    .orderBy(bankStatementLines.id);
  const suggest = await suggestionsFor(db, lines.filter(({ line }) => line.status === 'unmatched').map(({ line }) => line));
  const records: StatementLineRecord[] = lines.map(({ line, invoice_number, store_id, store_name }) => ({
    id: line.id,
    bank_ref: line.bank_ref,
    amount_eur: line.amount_eur,
    currency: line.currency,
    booking_date: line.booking_date,
    debtor_name: line.debtor_name,
    debtor_iban: line.debtor_iban,
    structured_ref: line.structured_ref ? writeStructured(line.structured_ref) : null,
    message: line.message,
    status: line.status as StatementLineStatus,
    invoice_id: line.invoice_id,
    invoice_number,
    store_id,
    store_name,
    recorded_eur: line.recorded_eur,
    excess_eur: line.excess_eur,
    matched_by: line.matched_by,
    matched_at: line.matched_at?.toISOString() ?? null,
    suggestions: line.status === 'unmatched' ? (suggest.get(line.id) ?? []) : [],
  }));
  return { ...head(row as HeadRow, (await summaries(db, [id]))(id)), lines: records };
}

export async function listStatements(db: Db, query: { page: number; limit: number; sortOrder?: 'ASC' | 'DESC' }) {
  const rows = await db
    .select(headColumns)
    .from(bankStatements)
    .leftJoin(importer, eq(importer.id, bankStatements.imported_by))
    .orderBy(query.sortOrder === 'ASC' ? bankStatements.id : desc(bankStatements.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(bankStatements);
  const summary = await summaries(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => head(row as HeadRow, summary(row.id))), total: Number(total?.n ?? 0) };
}
