import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { BAKERY_TIME_ZONE, bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { invoiceErrors as m } from '../../src/domain/invoices/messages';
import {
  addDays,
  formatInvoiceNumber,
  invoiceReferenceDigits,
  proportional,
  splitVat,
  structuredReference,
  termDays,
} from '../../src/domain/invoices/rules';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Db, Tx } from '../db/client';
import { invoiceLines, invoices, orderItems, orders, productCategories, products, stores } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { audit } from './audit';
import { buyerOf, sellerOf } from './invoiceParties';
import { nextSequence } from './invoiceNumbers';
import { readSettings } from './settings';
import { creditWaitingReturns } from './returnsApprove';

// POST /invoices and the daily job (issue 29): one invoice for a shop's delivered orders not invoiced
// yet, in a period of delivery days when given. Everything happens in one transaction: the orders are
// locked (so a second issue for the same shop waits and then finds them invoiced), the number is taken
// from the year's counter (no gap: a failure after it rolls the number back too), lines and VAT are
// written and the orders marked with the invoice.

export interface IssueRequest {
  storeId: number;
  dateFrom?: string;
  dateTo?: string;
  by: number | null;
  now: Date;
}

const deliveredOn = sql<string>`coalesce((${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date, ${orders.delivery_date}, ${orders.order_date})`;

export async function issueInvoice(db: Db, request: IssueRequest): Promise<{ id: number; number: string }> {
  const settings = await readSettings(db);
  const seller = sellerOf(settings);
  return db.transaction((tx) => issueInTransaction(tx, request, seller, settings.defaultVatRate));
}

async function issueInTransaction(
  tx: Tx,
  request: IssueRequest,
  seller: ReturnType<typeof sellerOf>,
  defaultRate: number,
): Promise<{ id: number; number: string }> {
  const [shopExists] = await tx.select().from(stores).where(eq(stores.id, request.storeId));
  if (!shopExists) throw notFound(m.storeNotFound);
  const chosen = await tx
    .select({ id: orders.id, final: orders.final_amount_eur, paid: orders.paid_amount_eur, number: orders.order_number, total: orders.total_amount_eur })
    .from(orders)
    .where(
      and(
        eq(orders.store_id, request.storeId),
        eq(orders.status, 'delivered'),
        isNull(orders.invoice_id),
        request.dateFrom ? sql`${deliveredOn} >= ${request.dateFrom}::date` : undefined,
        request.dateTo ? sql`${deliveredOn} <= ${request.dateTo}::date` : undefined,
      ),
    )
    .orderBy(asc(orders.delivered_at), asc(orders.id))
    .for('update');
  // Orders first, then the shop (every order write's lock order): read the shop as it is now.
  const [shop] = await tx.select().from(stores).where(eq(stores.id, request.storeId)).for('update');
  const { buyer, language } = buyerOf(shop!);
  if (!chosen.length) throw conflict(m.nothingToInvoice);

  const items = await tx
    .select({
      order_id: orderItems.order_id,
      product_id: orderItems.product_id,
      name: orderItems.product_name,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      unit_price: orderItems.unit_price_eur,
      discount: orderItems.discount_amount,
      total: orderItems.line_total_eur,
      rate: sql<number>`coalesce(${products.vat_rate}, ${productCategories.vat_rate}, ${defaultRate})`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.product_id))
    .leftJoin(productCategories, eq(productCategories.code, products.category))
    .where(sql`${orderItems.order_id} in (${sql.join(chosen.map((o) => sql`${o.id}`), sql`, `)})`)
    .orderBy(asc(orderItems.id));

  // Each order's lines take a share of what its own discount took off, so the lines add up to exactly
  // what the order costs (VAT included) and a payment of the invoice settles its orders to the cent.
  const lines: (typeof invoiceLines.$inferInsert & { grossCents: number })[] = [];
  for (const order of chosen) {
    const own = items.filter((item) => item.order_id === order.id);
    const totals = own.map((item) => toCents(item.total));
    const off = totals.reduce((a, b) => a + b, 0) - toCents(order.final);
    const shares = proportional(off, totals);
    own.forEach((item, i) => {
      const grossCents = totals[i]! - shares[i]!;
      lines.push({
        invoice_id: 0,
        line_no: lines.length + 1,
        order_id: order.id,
        order_number: order.number,
        product_id: item.product_id,
        description: item.name,
        unit: item.unit,
        quantity: item.quantity,
        unit_price_eur: item.unit_price,
        discount_eur: fromCents(toCents(item.discount) + shares[i]!),
        gross_eur: fromCents(grossCents),
        vat_rate: Number(item.rate),
        net_eur: 0,
        grossCents,
      });
    });
  }
  const split = splitVat(lines.map((line) => ({ grossCents: line.grossCents, rate: line.vat_rate })));
  const issueDate = bakeryDate(request.now);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await nextSequence(tx, 'INV', year);
  const number = formatInvoiceNumber(year, sequence);
  const prepaid = chosen.reduce((sum, order) => sum + toCents(order.paid), 0);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      store_id: request.storeId,
      issue_date: issueDate,
      due_date: addDays(issueDate, termDays(shop!.payment_terms)),
      period_from: request.dateFrom ?? null,
      period_to: request.dateTo ?? null,
      language,
      net_eur: fromCents(split.netCents),
      vat_eur: fromCents(split.vatCents),
      rounding_eur: fromCents(split.roundingCents),
      total_eur: fromCents(split.payableCents),
      prepaid_eur: fromCents(Math.min(prepaid, split.payableCents)),
      structured_reference: structuredReference(invoiceReferenceDigits(year, sequence)),
      parties: { seller, buyer },
      created_by: request.by,
      created_at: request.now,
    })
    .returning({ id: invoices.id });
  const id = invoice!.id;
  await tx.insert(invoiceLines).values(lines.map(({ grossCents: _gross, ...line }, i) => ({ ...line, invoice_id: id, net_eur: fromCents(split.lineNetCents[i]!) })));
  await tx
    .update(orders)
    .set({ invoice_id: id })
    .where(sql`${orders.id} in (${sql.join(chosen.map((o) => sql`${o.id}`), sql`, `)})`);
  await audit(tx, {
    userId: request.by,
    action: 'invoice_issued',
    entity: 'invoice',
    entityId: id,
    changes: { number, store_id: request.storeId, orders: chosen.map((o) => o.number), total_eur: fromCents(split.payableCents) },
  });
  // Issue 29: returns approved before their order was invoiced are credited on this invoice now.
  await creditWaitingReturns(tx, id, request.by, request.now);
  return { id, number };
}

/** The message POST /invoices answers. */
export const issuedMessage = (number: string) => format(m.invoiceIssued, { number });
