import { noteOverCredit } from './eventNotices';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_EXCHANGE_RATE,
  isOrderDeletable,
  isOrderEditable,
  fromCents,
  toCents,
} from '../../src/domain/orders/rules';
import { ownScope } from '../../src/domain/access';
import type { OrderStatus } from '../../src/domain/enums';
import type { OrderCreate, OrderUpdate } from '../../src/domain/orders/schemas';
import { isUsableExchangeRate } from '../../src/domain/settings';
import { errors as messages, format, validation } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, payments } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { requireFields } from '../lib/rights';
import { audit } from './audit';
import { bodyHash, claimKey, keepResult, pruneKeys } from './idempotency';
import {
  checkDistributor,
  checkStore,
  checkVersion,
  lockOrder,
  orderLines,
  paymentStatusFor,
  statusName,
  type OrderRow,
} from './ordersGuard';
import { checkedTotals, itemValues, priceLines, sameLine, type PricedLine } from './ordersLines';
import { applyFigures, noFigures, orderFigures } from './keptFigures';
import { checkCredit, type CreditOverride } from './ordersCredit';
import { nextOrderNumber } from './ordersNumber';
import { moveOrder, type WriteClock } from './ordersStatus';
import { moveOrderStock, recordMovements } from './ordersStock';
import { readSettings } from './settings';
import type { Actor } from '../lib/actor';

// POST, PUT and DELETE /orders. Each is one transaction: the order, its lines, the stock they hold, the
// stock history and the audit entry are written together or not at all.

function deliveryNotBefore(orderDate: string, deliveryDate: string | null | undefined) {
  if (deliveryDate && deliveryDate < orderDate) {
    throw badRequest(validation.deliveryBeforeOrder, [
      { field: 'delivery_date', message: validation.deliveryBeforeOrder },
    ]);
  }
}

async function exchangeRate(db: Db): Promise<number> {
  const rate = Number((await readSettings(db)).exchangeRate);
  // A rate stored before the settings were bounded must not make every new order fail.
  return isUsableExchangeRate(rate) ? rate : DEFAULT_EXCHANGE_RATE;
}

const CREATE_SCOPE = 'POST /orders';

/** An order saved above its shop's credit limit: its own audit entry, with the reason given. */
async function auditOverride(tx: Tx, id: number, orderNumber: string, override: CreditOverride, actor: Actor) {
  await audit(tx, {
    userId: actor.auth.user.id,
    action: 'credit_override',
    entity: 'order',
    entityId: id,
    changes: { order_number: orderNumber, ...override },
    ip: actor.ip,
  });
  await noteOverCredit(tx, { id, number: orderNumber, storeId: override.store_id, overEur: override.over_eur });
}

/**
 * POST /orders: a draft with payment pending, dated the bakery's today; returns its id. With an
 * Idempotency-Key, a request already made with it returns that order's id and writes nothing.
 */
export async function createOrder(
  db: Db,
  input: OrderCreate,
  actor: Actor,
  clock: WriteClock,
  idempotencyKey?: string,
): Promise<number> {
  deliveryNotBefore(clock.today, input.delivery_date);
  const rate = await exchangeRate(db);
  const user = actor.auth.user;
  const call = idempotencyKey
    ? { userId: user.id, scope: CREATE_SCOPE, key: idempotencyKey, hash: bodyHash(input) }
    : null;
  if (call) await pruneKeys(db, clock.now);
  return db.transaction(async (tx) => {
    // First, so a concurrent twin waits here before it takes any stock or order number.
    const earlier = call ? await claimKey(tx, call, clock.now) : null;
    if (earlier) return Number(earlier.order_id);
    await checkStore(tx, input.store_id);
    // Someone limited to their own orders (a distributor) creates theirs, whatever the body names.
    let distributorId: number | null = input.distributor_id ?? null;
    if (ownScope(user.role, 'orders')) distributorId = user.id;
    else if (distributorId !== null) {
      requireFields(actor.auth, 'orders', ['distributor_id']);
      await checkDistributor(tx, distributorId, 'distributor_id');
    }
    const lines = await priceLines(tx, input.items, {
      storeId: input.store_id,
      day: input.delivery_date ?? clock.today,
    });
    const totals = checkedTotals(lines, rate);
    const override = await checkCredit(tx, input.store_id, totals.final_amount_eur, input.credit_override_reason, actor);

    const changes = await moveOrderStock(tx, [], lines);
    // Numbered last: the counter's row stays locked only for the end of the transaction.
    const orderNumber = await nextOrderNumber(tx, Number(clock.today.slice(0, 4)));
    const [order] = await tx
      .insert(orders)
      .values({
        order_number: orderNumber,
        store_id: input.store_id,
        assigned_distributor_id: distributorId,
        created_by: user.id,
        status: 'draft',
        payment_status: 'pending',
        order_date: clock.today,
        delivery_date: input.delivery_date ?? null,
        currency: input.currency,
        exchange_rate: rate,
        notes: input.notes,
        special_instructions: input.special_instructions,
        total_amount_eur: totals.total_amount_eur,
        discount_amount_eur: totals.discount_amount_eur,
        final_amount_eur: totals.final_amount_eur,
        final_amount_syp: totals.final_amount_syp,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .returning({ id: orders.id });
    const id = order!.id;
    await tx.insert(orderItems).values(lines.map((line) => itemValues(id, line)));
    await applyFigures(tx, noFigures(), await orderFigures(tx, [id]));
    await recordMovements(tx, changes, orderNumber, user.id);
    await audit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'order',
      entityId: id,
      changes: {
        order_number: orderNumber,
        store_id: input.store_id,
        final_amount_eur: totals.final_amount_eur,
        lines: lines.length,
      },
      ip: actor.ip,
    });
    if (override) await auditOverride(tx, id, orderNumber, override, actor);
    if (call) await keepResult(tx, call, { order_id: id });
    return id;
  });
}

type Change = { from: unknown; to: unknown };

/** The header fields the body changes, each with its old and new value. */
function headerChanges(order: OrderRow, input: OrderUpdate): Record<string, Change> {
  const pairs: [string, unknown, unknown][] = [
    ['store_id', order.store_id, input.store_id],
    ['order_date', order.order_date, input.order_date],
    ['delivery_date', order.delivery_date, input.delivery_date],
    ['notes', order.notes, input.notes],
    ['special_instructions', order.special_instructions, input.special_instructions],
    ['currency', order.currency, input.currency],
    ['assigned_distributor_id', order.assigned_distributor_id, input.assigned_distributor_id],
  ];
  const out: Record<string, Change> = {};
  for (const [key, from, to] of pairs) if (to !== undefined && to !== from) out[key] = { from, to };
  return out;
}

async function saveLines(tx: Tx, orderId: number, lines: readonly PricedLine[], existing: readonly number[]) {
  const kept = new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id])));
  const removed = existing.filter((id) => !kept.has(id));
  if (removed.length)
    await tx.delete(orderItems).where(and(eq(orderItems.order_id, orderId), inArray(orderItems.id, removed)));
  for (const line of lines) {
    if (line.id === undefined) await tx.insert(orderItems).values(itemValues(orderId, line));
    else await tx.update(orderItems).set(itemValues(orderId, line)).where(eq(orderItems.id, line.id));
  }
}

/**
 * PUT /orders/{id}. Content (anything but the status) changes only while the order is a draft or
 * confirmed; `items` replaces the whole list and the stock follows the difference; a `status` is a move
 * checked like PUT /status, made after the content. The order keeps the exchange rate it was taken at.
 */
export async function updateOrder(db: Db, id: number, input: OrderUpdate, actor: Actor, clock: WriteClock) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor.auth, input.store_id);
    checkVersion(order, input.version);
    const before = await orderFigures(tx, [id]);
    const changes: Record<string, unknown> = headerChanges(order, input);
    const existing = input.items ? await orderLines(tx, id) : [];
    // New lines take the shop's price on the delivery day the order will have after this edit.
    const pricing = {
      storeId: input.store_id ?? order.store_id,
      day: (input.delivery_date === undefined ? order.delivery_date : input.delivery_date) ?? input.order_date ?? order.order_date,
    };
    const lines = input.items ? await priceLines(tx, input.items, pricing, existing) : undefined;
    const linesChanged =
      lines !== undefined &&
      (lines.length !== existing.length ||
        lines.some((line) => {
          const old = existing.find((item) => item.id === line.id);
          return !old || !sameLine(line, old);
        }));

    if ((Object.keys(changes).length || linesChanged) && !isOrderEditable(order.status as OrderStatus)) {
      throw conflict(format(messages.orderNotEditable, { status: statusName(order.status) }));
    }
    if ('store_id' in changes) await checkStore(tx, input.store_id!);
    if ('assigned_distributor_id' in changes) {
      requireFields(actor.auth, 'orders', ['assigned_distributor_id']);
      if (input.assigned_distributor_id !== null)
        await checkDistributor(tx, input.assigned_distributor_id!, 'assigned_distributor_id');
    }
    if ('order_date' in changes || 'delivery_date' in changes) {
      deliveryNotBefore(
        input.order_date ?? order.order_date,
        input.delivery_date === undefined ? order.delivery_date : input.delivery_date,
      );
    }

    const given = {
      store_id: input.store_id,
      order_date: input.order_date,
      delivery_date: input.delivery_date,
      notes: input.notes,
      special_instructions: input.special_instructions,
      currency: input.currency,
      assigned_distributor_id: input.assigned_distributor_id,
    };
    const fields: Partial<typeof orders.$inferInsert> = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined),
    );
    let current: OrderRow = order;
    const newTotals = lines && linesChanged ? checkedTotals(lines, order.exchange_rate) : undefined;
    // The credit limit: an edit that raises the total, or moves the order to another shop (which then owes
    // all of it), is checked like a new order for what it adds.
    const finalAfter = newTotals?.final_amount_eur ?? order.final_amount_eur;
    const added =
      'store_id' in changes
        ? fromCents(toCents(finalAfter) - toCents(order.paid_amount_eur))
        : fromCents(toCents(finalAfter) - toCents(order.final_amount_eur));
    const override = await checkCredit(tx, input.store_id ?? order.store_id, added, input.credit_override_reason, actor);
    if (lines && newTotals) {
      const totals = newTotals;
      if (toCents(totals.final_amount_eur) < toCents(order.paid_amount_eur)) {
        const message = format(messages.orderTotalBelowPaid, { paid: order.paid_amount_eur.toFixed(2) });
        throw badRequest(message, [{ field: 'items', message }]);
      }
      const moved = await moveOrderStock(tx, existing, lines);
      await recordMovements(tx, moved, order.order_number, actor.auth.user.id);
      await saveLines(
        tx,
        id,
        lines,
        existing.map((item) => item.id),
      );
      Object.assign(fields, {
        total_amount_eur: totals.total_amount_eur,
        discount_amount_eur: totals.discount_amount_eur,
        final_amount_eur: totals.final_amount_eur,
        final_amount_syp: totals.final_amount_syp,
      });
      current = { ...order, final_amount_eur: totals.final_amount_eur };
      changes.items = {
        from: existing.length,
        to: lines.length,
        final_amount_eur: { from: order.final_amount_eur, to: totals.final_amount_eur },
      };
    }
    Object.assign(fields, {
      payment_status: await paymentStatusFor(tx, { ...current, store_id: input.store_id ?? order.store_id }, clock.today),
    });
    if (input.status !== undefined && input.status !== order.status) {
      Object.assign(fields, await moveOrder(tx, { ...current, ...fields, id } as OrderRow, input.status, actor, clock));
      changes.status = { from: order.status, to: input.status };
    }
    await tx
      .update(orders)
      .set({ ...fields, version: sql`${orders.version} + 1`, updated_at: clock.now })
      .where(eq(orders.id, id));
    await applyFigures(tx, before, await orderFigures(tx, [id]));
    if (override) await auditOverride(tx, id, order.order_number, override, actor);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'update',
      entity: 'order',
      entityId: id,
      changes: { order_number: order.order_number, ...changes },
      ip: actor.ip,
    });
  });
}

/** DELETE /orders/{id}: only a draft without payments; its units go back to stock. */
export async function deleteOrder(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor.auth);
    if (!isOrderDeletable(order.status as OrderStatus)) throw conflict(messages.orderNotDeletable);
    const before = await orderFigures(tx, [id]);
    const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.order_id, id)).limit(1);
    if (paid) throw conflict(messages.orderHasPayments);
    const items = await orderLines(tx, id);
    const moved = await moveOrderStock(tx, items, []);
    await recordMovements(tx, moved, order.order_number, actor.auth.user.id);
    await tx.delete(orders).where(eq(orders.id, id));
    await applyFigures(tx, before, noFigures());
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'delete',
      entity: 'order',
      entityId: id,
      changes: {
        order_number: order.order_number,
        store_id: order.store_id,
        final_amount_eur: order.final_amount_eur,
        status: order.status,
      },
      ip: actor.ip,
    });
  });
}
