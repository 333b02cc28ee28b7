import { eq } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { invoiceErrors as m } from '../../src/domain/invoices/messages';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Tx } from '../db/client';
import { invoicePayments, invoices } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { audit } from './audit';
import { settleInvoiceOrders } from './invoiceSettlement';

// A payment received for an invoice (a bank transfer naming its structured communication, or matched by
// hand): recorded inside the caller's transaction (the statement import has its own) and shared out over
// the invoice's orders, oldest first (invoiceSettlement). What the orders no longer owe is the excess:
// kept on the payment's row (amount_eur - allocated_eur) and answered, never spread over other invoices.

export interface InvoicePaymentInput {
  invoiceId: number;
  amountEur: number;
  /** The day the money arrived (the statement's booking date). */
  date: string;
  reference: string | null;
  by: number | null;
  now?: Date;
}

export interface RecordedInvoicePayment {
  id: number;
  allocatedEur: number;
  excessEur: number;
}

export async function recordInvoicePayment(tx: Tx, input: InvoicePaymentInput): Promise<RecordedInvoicePayment> {
  const now = input.now ?? new Date();
  const cents = toCents(input.amountEur);
  if (!(cents > 0)) throw badRequest(m.paymentAmountInvalid, [{ field: 'amount', message: m.paymentAmountInvalid }]);
  // The invoice's row first (as credit notes do), so a payment and a credit note of one invoice queue.
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) throw notFound(m.invoiceNotFound);
  if (toCents(invoice.credited_eur) >= toCents(invoice.total_eur) && toCents(invoice.total_eur) > 0) throw conflict(m.invoiceCredited);
  const allocated = await settleInvoiceOrders(tx, {
    invoiceId: invoice.id,
    storeId: invoice.store_id,
    amountCents: cents,
    method: 'bank',
    date: input.date,
    reference: input.reference ?? invoice.structured_reference,
    by: input.by,
    now,
    today: bakeryDate(now),
  });
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      invoice_id: invoice.id,
      amount_eur: fromCents(cents),
      allocated_eur: fromCents(allocated),
      payment_date: input.date,
      reference: input.reference,
      recorded_by: input.by,
      created_at: now,
    })
    .returning({ id: invoicePayments.id });
  await audit(tx, {
    userId: input.by,
    action: 'invoice_payment',
    entity: 'invoice',
    entityId: invoice.id,
    changes: { invoice: invoice.number, amount_eur: fromCents(cents), allocated_eur: fromCents(allocated), reference: input.reference },
  });
  return { id: row!.id, allocatedEur: fromCents(allocated), excessEur: fromCents(cents - allocated) };
}
