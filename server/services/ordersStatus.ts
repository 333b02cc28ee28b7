import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../src/domain/enums';
import { canMoveOrder, holdsStock } from '../../src/domain/orders/rules';
import { errors as messages, format } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { conflict } from '../lib/errors';
import { requireFields } from '../lib/rights';
import { audit } from './audit';
import {
  checkDistributor,
  checkVersion,
  lockOrder,
  orderLines,
  paymentStatusFor,
  statusName,
  type OrderRow,
} from './ordersGuard';
import { applyFigures, orderFigures } from './keptFigures';
import { moveOrderStock, recordMovements } from './ordersStock';
import type { Actor } from '../lib/actor';

// Status moves (ORDER_TRANSITIONS: draft -> confirmed -> in_progress -> delivered; draft or confirmed ->
// cancelled) and the distributor an order is assigned to.

export interface WriteClock {
  now: Date;
  /** The bakery's today, YYYY-MM-DD. */
  today: string;
}

/**
 * Moves a locked order to `to` inside the caller's transaction and returns the columns to save with it:
 * the moment of the move and the payment status it gives. Cancelling puts the order's units back on the
 * shelf. A move ORDER_TRANSITIONS does not list is a 409 and writes nothing.
 */
export async function moveOrder(tx: Tx, order: OrderRow, to: OrderStatus, actor: Actor, clock: WriteClock) {
  // Every status write passes here (PUT /status and the general PUT): the right is checked once for both.
  requireFields(actor.auth, 'orders', ['status']);
  const from = order.status as OrderStatus;
  if (!canMoveOrder(from, to)) {
    throw conflict(format(messages.orderMoveRefused, { from: statusName(from), to: statusName(to) }));
  }
  if (holdsStock(from) && !holdsStock(to)) {
    const changes = await moveOrderStock(tx, await orderLines(tx, order.id), []);
    await recordMovements(tx, changes, order.order_number, actor.auth.user.id);
  }
  const moment = {
    ...(to === 'confirmed' ? { confirmed_at: clock.now } : {}),
    ...(to === 'delivered' ? { delivered_at: clock.now } : {}),
    ...(to === 'cancelled' ? { cancelled_at: clock.now } : {}),
  };
  const paymentStatus = await paymentStatusFor(tx, { ...order, ...moment, status: to }, clock.today);
  return { status: to, payment_status: paymentStatus, ...moment };
}

/** PUT /orders/{id}/status. */
export async function setOrderStatus(
  db: Db,
  id: number,
  input: { status: OrderStatus; version?: number },
  actor: Actor,
  clock: WriteClock,
) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor.auth);
    checkVersion(order, input.version);
    const before = await orderFigures(tx, [id]);
    const fields = await moveOrder(tx, order, input.status, actor, clock);
    await tx
      .update(orders)
      .set({ ...fields, version: sql`${orders.version} + 1`, updated_at: clock.now })
      .where(eq(orders.id, id));
    await applyFigures(tx, before, await orderFigures(tx, [id]));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'status',
      entity: 'order',
      entityId: id,
      changes: { order_number: order.order_number, status: { from: order.status, to: input.status } },
      ip: actor.ip,
    });
  });
}

/** POST and DELETE /orders/{id}/assign-distributor: `distributorId` null unassigns. */
export async function assignDistributor(
  db: Db,
  id: number,
  distributorId: number | null,
  version: number | undefined,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    requireFields(actor.auth, 'orders', ['distributor_id']);
    const order = await lockOrder(tx, id, actor.auth);
    checkVersion(order, version);
    if (distributorId !== null) await checkDistributor(tx, distributorId, 'distributor_id');
    const before = await orderFigures(tx, [id]);
    await tx
      .update(orders)
      .set({ assigned_distributor_id: distributorId, version: sql`${orders.version} + 1`, updated_at: now })
      .where(eq(orders.id, id));
    await applyFigures(tx, before, await orderFigures(tx, [id]));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'assign',
      entity: 'order',
      entityId: id,
      changes: {
        order_number: order.order_number,
        assigned_distributor_id: { from: order.assigned_distributor_id, to: distributorId },
      },
      ip: actor.ip,
    });
  });
}
