import { eq, inArray } from 'drizzle-orm';
import { returnErrors as m, type ReturnRecord } from '../../src/domain/returns';
import { creditNoteReason } from '../../src/domain/returns/documents';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { invoices, orders, returnLines, returns } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { issueCreditNote } from './creditNotes';
import { readReturn } from './returns';

// POST /returns/{id}/approve (issue 29): a manager or an admin accepts what the distributor took back.
// When the order is already on an invoice, the return becomes a credit note against that invoice at
// once (same transaction), which lowers what the invoice's orders owe and so the shop's balance. When it
// is not invoiced yet (an order in progress, or delivered within the shop's invoicing period), the
// approved return waits: it is credited on the invoice that bills its order, as soon as that invoice is
// issued (creditWaitingReturns, called by the invoicing in the issuing transaction). The invoice so
// bills what was delivered and the credit note what came back, the two documents the law asks for.

type ReturnRow = typeof returns.$inferSelect;

/** Issues the credit note of an approved return against `invoiceId`; returns its id. */
async function creditReturn(tx: Tx, row: ReturnRow, invoiceId: number, by: number | null, now: Date): Promise<number> {
  const [invoice] = await tx.select({ language: invoices.language }).from(invoices).where(eq(invoices.id, invoiceId));
  const [order] = await tx.select({ number: orders.order_number }).from(orders).where(eq(orders.id, row.order_id));
  const lines = await tx.select().from(returnLines).where(eq(returnLines.return_id, row.id));
  const note = await issueCreditNote(tx, {
    invoiceId,
    reason: creditNoteReason(invoice?.language, order?.number ?? String(row.order_id)),
    lines: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
    by,
    now,
  });
  await tx.update(returns).set({ credit_note_id: note.id, updated_at: now }).where(eq(returns.id, row.id));
  return note.id;
}

export async function approveReturn(ctx: AppContext, id: number, actor: Actor): Promise<ReturnRecord> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!row) throw notFound(m.returnNotFound);
    if (row.status === 'approved') throw conflict(m.alreadyApproved);
    await tx.update(returns).set({ status: 'approved', approved_by: actor.auth.user.id, approved_at: now, updated_at: now }).where(eq(returns.id, id));
    const [order] = await tx.select({ invoice_id: orders.invoice_id }).from(orders).where(eq(orders.id, row.order_id));
    const creditNoteId = order?.invoice_id ? await creditReturn(tx, row, order.invoice_id, actor.auth.user.id, now) : null;
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'approve',
      entity: 'return',
      entityId: id,
      changes: { total_eur: row.total_eur, credit_note_id: creditNoteId },
      ip: actor.ip,
    });
  });
  return readReturn(ctx.db, id);
}

/**
 * The approved returns of the orders an invoice just billed, each credited against it: called inside the
 * transaction that issues the invoice, after its orders carry its id.
 */
export async function creditWaitingReturns(tx: Tx, invoiceId: number, by: number | null, now: Date): Promise<number[]> {
  const billed = tx.select({ id: orders.id }).from(orders).where(eq(orders.invoice_id, invoiceId));
  const waiting = await tx.select().from(returns).where(inArray(returns.order_id, billed)).for('update');
  const credited: number[] = [];
  for (const row of waiting) {
    if (row.status === 'approved' && row.credit_note_id === null) credited.push(await creditReturn(tx, row, invoiceId, by, now));
  }
  return credited;
}
