import { asc, eq, sql } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { invoiceErrors as m } from '../../src/domain/invoices/messages';
import { formatInvoiceNumber, splitVat } from '../../src/domain/invoices/rules';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Tx } from '../db/client';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { audit } from './audit';
import { nextSequence } from './invoiceNumbers';
import { settleInvoiceOrders } from './invoiceSettlement';

// A credit note corrects an issued invoice (issue 29): a return approved, or a price correction. It is
// issued inside the caller's transaction (the returns' approval has its own), numbered in its series
// without gaps, and it lowers what the invoice's orders still owe (invoiceSettlement), so the shop's kept
// balance falls by what it takes off. On an invoice already paid the rest is owed back to the shop
// (total_eur - applied_eur).

export interface CreditNoteInput {
  invoiceId: number;
  reason: string;
  /** Products and quantities to credit; absent: everything on the invoice not credited yet. */
  lines?: { product_id: number; quantity: number }[];
  /** The user issuing it. */
  by: number | null;
  /** The issue date; the bakery's today when absent. */
  date?: string;
  now?: Date;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
  totalEur: number;
  appliedEur: number;
}

type Line = typeof invoiceLines.$inferSelect;

export async function issueCreditNote(tx: Tx, input: CreditNoteInput): Promise<IssuedCreditNote> {
  const now = input.now ?? new Date();
  const today = input.date ?? bakeryDate(now);
  // The invoice's row first: two credit notes of one invoice queue, so neither credits a unit twice.
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) throw notFound(m.invoiceNotFound);
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, invoice.id)).orderBy(asc(invoiceLines.line_no));
  const credited = await creditedGross(tx, invoice.id);
  const picks = pickLines(lines, input.lines);
  if (!picks.length) throw conflict(m.invoiceFullyCredited);

  const gross = picks.map(({ line, quantity }) => {
    const left = line.quantity - line.credited_quantity;
    // The last units of a line take exactly what is left of its amount, so a line credited in parts
    // never credits a cent more or less than it cost.
    if (quantity === left) return toCents(line.gross_eur) - (credited.get(line.id) ?? 0);
    return Math.round((toCents(line.gross_eur) * quantity) / line.quantity);
  });
  const split = splitVat(picks.map(({ line }, i) => ({ grossCents: gross[i]!, rate: line.vat_rate })));
  const year = Number(today.slice(0, 4));
  const number = formatInvoiceNumber(year, await nextSequence(tx, 'CN', year), 'CN');
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoice_id: invoice.id,
      store_id: invoice.store_id,
      issue_date: today,
      reason: input.reason,
      language: invoice.language,
      net_eur: fromCents(split.netCents),
      vat_eur: fromCents(split.vatCents),
      rounding_eur: fromCents(split.roundingCents),
      total_eur: fromCents(split.payableCents),
      parties: invoice.parties,
      created_by: input.by,
      created_at: now,
    })
    .returning({ id: creditNotes.id });
  await tx.insert(creditNoteLines).values(
    picks.map(({ line, quantity }, i) => ({
      credit_note_id: note!.id,
      line_no: i + 1,
      invoice_line_id: line.id,
      product_id: line.product_id,
      description: line.description,
      unit: line.unit,
      quantity,
      gross_eur: fromCents(gross[i]!),
      vat_rate: line.vat_rate,
      net_eur: fromCents(split.lineNetCents[i]!),
    })),
  );
  for (const { line, quantity } of picks)
    await tx
      .update(invoiceLines)
      .set({ credited_quantity: sql`${invoiceLines.credited_quantity} + ${quantity}` })
      .where(eq(invoiceLines.id, line.id));
  const applied = await settleInvoiceOrders(tx, {
    invoiceId: invoice.id,
    storeId: invoice.store_id,
    amountCents: split.payableCents,
    method: 'credit_note',
    date: today,
    reference: number,
    by: input.by,
    now,
    today: bakeryDate(now),
  });
  await tx
    .update(creditNotes)
    .set({ applied_eur: fromCents(applied) })
    .where(eq(creditNotes.id, note!.id));
  await tx
    .update(invoices)
    .set({ credited_eur: sql`${invoices.credited_eur} + ${fromCents(split.payableCents).toFixed(2)}::numeric` })
    .where(eq(invoices.id, invoice.id));
  await audit(tx, {
    userId: input.by,
    action: 'credit_note',
    entity: 'invoice',
    entityId: invoice.id,
    changes: { credit_note: number, invoice: invoice.number, reason: input.reason, total_eur: fromCents(split.payableCents), applied_eur: fromCents(applied) },
  });
  return { id: note!.id, number, totalEur: fromCents(split.payableCents), appliedEur: fromCents(applied) };
}

/** What each invoice line has had credited so far, in cents. */
async function creditedGross(tx: Tx, invoiceId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ line: creditNoteLines.invoice_line_id, gross: sql<string>`sum(${creditNoteLines.gross_eur})` })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.credit_note_id))
    .where(eq(creditNotes.invoice_id, invoiceId))
    .groupBy(creditNoteLines.invoice_line_id);
  return new Map(rows.map((row) => [row.line, toCents(Number(row.gross))]));
}

/** The invoice lines and quantities a request credits: a product's units are taken from its lines in order. */
function pickLines(lines: Line[], wanted: CreditNoteInput['lines']): { line: Line; quantity: number }[] {
  const open = (line: Line) => line.quantity - line.credited_quantity;
  if (!wanted) return lines.filter((line) => open(line) > 0).map((line) => ({ line, quantity: open(line) }));
  const picks: { line: Line; quantity: number }[] = [];
  wanted.forEach((want, index) => {
    const own = lines.filter((line) => line.product_id === want.product_id);
    if (!own.length) {
      const message = format(m.creditProductNotOnInvoice, { product: want.product_id });
      throw badRequest(message, [{ field: `lines.${index}.product_id`, message }]);
    }
    const left = own.reduce((sum, line) => sum + open(line), 0);
    if (want.quantity > left) {
      const message = format(m.creditQuantityTooLarge, { product: want.product_id, left });
      throw badRequest(message, [{ field: `lines.${index}.quantity`, message }]);
    }
    let rest = want.quantity;
    for (const line of own) {
      const take = Math.min(open(line), rest);
      if (take > 0) picks.push({ line, quantity: take });
      rest -= take;
    }
  });
  return picks;
}
