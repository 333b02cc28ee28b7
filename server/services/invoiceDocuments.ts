import { eq } from 'drizzle-orm';
import { creditNotes, invoices, stores } from '../db/schema';
import type { Db } from '../db/client';
import { showCreditNote, showInvoice } from './invoicesRead';
import { creditNoteUbl, invoiceUbl } from './invoiceUbl';
import type { Parties } from './invoiceParties';
import { creditNotePdf, invoicePdf } from './invoicePdf';

// The files of an invoice and a credit note: what they kept at issue and their UBL (issue 29).

/** File names carry the number with its slash turned into a dash. */
export const fileName = (number: string, ext: string) => `${number.replace(/\//g, '-')}.${ext}`;

export async function invoiceDocument(db: Db, id: number, now: Date) {
  const detail = await showInvoice(db, id, now);
  const [row] = await db
    .select({ parties: invoices.parties, prepaid: invoices.prepaid_eur, terms: stores.payment_terms })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.store_id))
    .where(eq(invoices.id, id));
  const parties = row!.parties as Parties;
  return { detail, parties, prepaid: row!.prepaid, terms: row!.terms, ubl: () => invoiceUbl(detail, parties, row!.prepaid, row!.terms), pdf: () => invoicePdf(detail, parties, row!.prepaid) };
}

export async function creditNoteDocument(db: Db, id: number) {
  const detail = await showCreditNote(db, id);
  const [row] = await db
    .select({ parties: creditNotes.parties, invoiceDate: invoices.issue_date })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoice_id))
    .where(eq(creditNotes.id, id));
  const parties = row!.parties as Parties;
  return { detail, parties, invoiceDate: row!.invoiceDate, ubl: () => creditNoteUbl(detail, parties, row!.invoiceDate), pdf: () => creditNotePdf(detail, parties) };
}
