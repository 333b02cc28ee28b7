import { noteOverdue } from './eventNotices';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BAKERY_TIME_ZONE, earliestPlausibleDay } from '../../src/domain/dates';
import { acceptsPayment, fromCents, paymentMethodsFor, remainingCents, toCents } from '../../src/domain/orders/rules';
import type { OrderStatus } from '../../src/domain/enums';
import type { OrderPaymentBody } from '../../src/domain/orders/schemas';
import { errors as messages, format, validation } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { orders, payments, stores } from '../db/schema';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { audit } from './audit';
import { bodyHash, claimKey, keepResult, pruneKeys } from './idempotency';
import { applyFigures, orderFigures } from './keptFigures';
import { checkVersion, lockOrder, paymentStatusFor } from './ordersGuard';
import type { WriteClock } from './ordersStatus';
import type { Actor } from '../lib/actor';
import { requireFields } from '../lib/rights';

// PUT /orders/{id}/payment. The order's row is locked first, so two payments of one order are counted one
// after the other and never together exceed what is owed. An Idempotency-Key names one payment: a request
// repeated with the same key and body (a retry, a double click) gets the same success and records nothing
// new; the same key with another body is refused (422), and a key that paid another order stays a 409.

const PAYMENT_SCOPE = 'PUT /orders/:id/payment';

/** Records a payment; `replayed` when the key had already recorded it. */
export async function recordPayment(
  db: Db,
  id: number,
  input: OrderPaymentBody,
  idempotencyKey: string | undefined,
  actor: Actor,
  clock: WriteClock,
): Promise<{ replayed: boolean }> {
  requireFields(actor.auth, 'orders', ['payment']);
  if (!paymentMethodsFor(actor.auth.user.role).includes(input.method)) {
    throw forbidden(messages.orderDistributorCashOnly);
  }
  if (idempotencyKey) await pruneKeys(db, clock.now);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor.auth);
    const call = idempotencyKey
      ? { userId: actor.auth.user.id, scope: PAYMENT_SCOPE, key: idempotencyKey, hash: bodyHash(input) }
      : null;
    if (call) {
      const earlier = await claimKey(tx, call, clock.now);
      if (earlier) {
        if (earlier.order_id !== id) throw conflict(messages.idempotencyKeyReused);
        return { replayed: true };
      }
    }
    checkVersion(order, input.version);
    if (!acceptsPayment(order.status as OrderStatus)) throw conflict(messages.orderCancelledNoPayment);
    const remaining = remainingCents(order.final_amount_eur, order.paid_amount_eur);
    const amountCents = toCents(input.amount);
    if (amountCents > remaining) {
      const message = format(validation.paymentAmountTooLarge, { remaining: fromCents(remaining).toFixed(2) });
      throw badRequest(message, [{ field: 'amount', message }]);
    }
    const paymentDate = input.payment_date ?? clock.today;
    const backdateReason = checkPaymentDate(paymentDate, input.backdate_reason, actor, clock.today);
    const before = await orderFigures(tx, [id]);
    const [payment] = await tx
      .insert(payments)
      .values({
        order_id: id,
        store_id: order.store_id,
        amount_eur: input.amount,
        currency: 'EUR',
        amount: input.amount,
        method: input.method,
        status: 'completed',
        payment_date: paymentDate,
        reference: input.reference,
        notes: input.notes,
        idempotency_key: idempotencyKey ?? null,
        recorded_by: actor.auth.user.id,
        created_at: clock.now,
      })
      // The same key sent for another order at the same moment: that one won the key.
      .onConflictDoNothing({ target: payments.idempotency_key })
      .returning({ id: payments.id });
    if (!payment) throw conflict(messages.idempotencyKeyReused);
    const paid = fromCents(toCents(order.paid_amount_eur) + amountCents);
    const paymentStatus = await paymentStatusFor(tx, { ...order, paid_amount_eur: paid }, clock.today);
    await tx
      .update(orders)
      .set({ paid_amount_eur: paid, payment_status: paymentStatus, version: sql`${orders.version} + 1`, updated_at: clock.now })
      .where(eq(orders.id, id));
    await applyFigures(tx, before, await orderFigures(tx, [id]));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'payment',
      entity: 'order',
      entityId: id,
      changes: {
        order_number: order.order_number,
        payment_id: payment.id,
        amount_eur: input.amount,
        method: input.method,
        paid_amount_eur: { from: order.paid_amount_eur, to: paid },
        payment_status: { from: order.payment_status, to: paymentStatus },
        ...(backdateReason ? { payment_date: paymentDate, backdate_reason: backdateReason } : {}),
      },
      ip: actor.ip,
    });
    if (call) await keepResult(tx, call, { order_id: id, payment_id: payment.id });
    return { replayed: false };
  });
}

/**
 * A payment is dated within the last 31 days and never in the future. The office (any role that takes
 * more than cash) may date it further back with a reason, which the audit log keeps; returns that reason.
 */
function checkPaymentDate(day: string, reason: string | null | undefined, actor: Actor, today: string): string | null {
  const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);
  if (day > today) throw refuse('payment_date', validation.paymentDateFuture);
  if (day >= earliestPlausibleDay(today)) return null;
  const office = paymentMethodsFor(actor.auth.user.role).length > 1;
  if (!office) throw refuse('payment_date', validation.paymentDateTooOld);
  if (!reason) throw refuse('backdate_reason', validation.paymentBackdateReasonRequired);
  return reason;
}

const overdueCheckedOn = new WeakMap<Db, string>();

/**
 * Delivered orders not fully paid become overdue the day after the shop's payment terms run out
 * (paymentStatusOf). Nothing else happens on that day, so once a bakery day, before orders are read,
 * the rows whose terms ran out are marked; every write sets the status itself.
 */
export async function refreshOverdue(db: Db, today: string): Promise<void> {
  if (overdueCheckedOn.get(db) === today) return;
  const termDays = sql`(case when ${stores.payment_terms} ~ '^credit_[0-9]+$' then substring(${stores.payment_terms} from 8)::int else 0 end)`;
  const deliveredOn = sql`(${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date`;
  const turned = await db
    .update(orders)
    .set({ payment_status: 'overdue' })
    .where(
      and(
        eq(orders.status, 'delivered'),
        inArray(orders.payment_status, ['pending', 'partial']),
        sql`${orders.final_amount_eur} > ${orders.paid_amount_eur}`,
        sql`exists (select 1 from ${stores} where ${stores.id} = ${orders.store_id}
          and ${deliveredOn} + ${termDays} < ${today}::date)`,
      ),
    )
    .returning({ id: orders.id, amount: sql<number>`(${orders.final_amount_eur} - ${orders.paid_amount_eur})::float8` });
  // Issue 27: one notice a day for the orders that turned overdue now (another server's run finds none left).
  await noteOverdue(db, turned);
  overdueCheckedOn.set(db, today);
}
