import { asc, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { SettlementMethod } from '../../src/domain/enums';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { applyFigures, lockStores, orderFigures } from './keptFigures';
import { paymentStatusFor } from './ordersGuard';

// What an invoice's payment or credit note does to its orders (issue 29): it is shared out over them,
// oldest delivery first, each taking at most what it still owes, as one payment row per order (the
// credit note's share with the method `credit_note`). So every order's paid amount and payment status,
// the shop's kept balance, the payments summary and the ageing stay true by the same code paths as an
// order's own payment (kept figures before and after).

export interface Settlement {
  invoiceId: number;
  storeId: number;
  amountCents: number;
  method: SettlementMethod;
  date: string;
  reference: string | null;
  by: number | null;
  now: Date;
  today: string;
}

/** Shares the amount over the invoice's orders; returns the cents they took (less when they owed less). */
export async function settleInvoiceOrders(tx: Tx, s: Settlement): Promise<number> {
  // Lock order: the orders, then the shop (as every order write does), then the summaries.
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.invoice_id, s.invoiceId))
    .orderBy(asc(orders.delivered_at), asc(orders.id))
    .for('update');
  await lockStores(tx, [s.storeId]);
  let left = s.amountCents;
  const touched: { id: number; cents: number }[] = [];
  for (const order of rows) {
    if (left <= 0) break;
    const owed = toCents(order.final_amount_eur) - toCents(order.paid_amount_eur);
    const take = Math.min(owed, left);
    if (take <= 0) continue;
    touched.push({ id: order.id, cents: take });
    left -= take;
  }
  if (!touched.length) return 0;
  const ids = touched.map((t) => t.id);
  const before = await orderFigures(tx, ids);
  for (const { id, cents } of touched) {
    const order = rows.find((row) => row.id === id)!;
    const amount = fromCents(cents);
    await tx.insert(payments).values({
      order_id: id,
      store_id: order.store_id,
      amount_eur: amount,
      currency: 'EUR',
      amount,
      method: s.method,
      status: 'completed',
      payment_date: s.date,
      reference: s.reference,
      invoice_id: s.invoiceId,
      recorded_by: s.by,
      created_at: s.now,
    });
    const paid = fromCents(toCents(order.paid_amount_eur) + cents);
    const paymentStatus = await paymentStatusFor(tx, { ...order, paid_amount_eur: paid }, s.today);
    await tx
      .update(orders)
      .set({ paid_amount_eur: paid, payment_status: paymentStatus, version: sql`${orders.version} + 1`, updated_at: s.now })
      .where(eq(orders.id, id));
  }
  await applyFigures(tx, before, await orderFigures(tx, ids));
  return s.amountCents - left;
}
