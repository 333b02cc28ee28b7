import { asc, eq } from 'drizzle-orm';
import { ownsRow } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import type { OrderStatus, StoreStatus } from '../../src/domain/enums';
import { paymentStatusOf, toCents } from '../../src/domain/orders/rules';
import { enums, errors as messages, format } from '../../src/domain/messages';
import type { Tx } from '../db/client';
import { orderItems, orders, stores, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import type { Auth } from '../lib/actor';
import { lockStores } from './keptFigures';

// What every write to an order checks first, inside its transaction: the order exists, the user may
// reach it, nobody changed it since the client loaded it; and the shop and distributor it names are
// ones an order may have.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Locks the order's row, then its shop's, until the transaction ends, so writes to one order happen one
 * after another, and every write to a shop's orders takes the locks in the same order (order, shop, then
 * the stock and the kept figures; see ./keptFigures.ts).
 */
export async function lockOrder(tx: Tx, id: number, auth: Auth, movingTo?: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound(messages.orderNotFound);
  if (!ownsRow(auth.user, 'orders', order.assigned_distributor_id)) throw forbidden();
  // An edit moving the order to another shop (`movingTo`) locks both shops at once, in id order, so two
  // edits moving orders between the same two shops in opposite directions queue instead of deadlocking.
  await lockStores(tx, movingTo === undefined ? [order.store_id] : [order.store_id, movingTo]);
  return order;
}

/** A client that loaded an older version would overwrite someone else's change: 409, nothing written. */
export function checkVersion(order: OrderRow, version: number | undefined) {
  if (version !== undefined && version !== order.version) throw conflict(messages.orderVersionConflict);
}

export async function orderLines(tx: Tx, orderId: number): Promise<OrderItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id));
}

export const statusName = (status: string) => enums.order_status[status as OrderStatus] ?? status;

/**
 * The shop must exist and take orders (not inactive or suspended); 400 on `field` otherwise. Read, not
 * locked, as the distributor is: the writes that need the shop's row locked take it themselves (`lockOrder`
 * for an edit, the credit check for a new order, after the prices are read, so that orders for one shop
 * queue for as short a time as can be).
 */
export async function checkStore(tx: Tx, storeId: number, field = 'store_id') {
  const [store] = await tx.select({ id: stores.id, status: stores.status }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw badRequest(messages.storeNotFound, [{ field, message: messages.storeNotFound }]);
  if (store.status === 'inactive' || store.status === 'suspended') {
    const message = format(messages.orderStoreInactive, { status: enums.store_status[store.status as StoreStatus] });
    throw badRequest(message, [{ field, message }]);
  }
}

/** Only an active user whose role is distributor may carry orders; 400 on `field` otherwise. */
export async function checkDistributor(tx: Tx, userId: number, field: string) {
  const [user] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId));
  if (!user || user.role !== 'distributor' || user.status !== 'active') {
    throw badRequest(messages.orderDistributorInvalid, [{ field, message: messages.orderDistributorInvalid }]);
  }
}

/** The payment status an order's sums, status and shop terms give today. */
export async function paymentStatusFor(
  tx: Tx,
  order: Pick<OrderRow, 'store_id' | 'final_amount_eur' | 'paid_amount_eur' | 'status' | 'delivered_at'>,
  today: string,
) {
  const [store] = await tx.select({ terms: stores.payment_terms }).from(stores).where(eq(stores.id, order.store_id));
  return paymentStatusOf({
    finalCents: toCents(order.final_amount_eur),
    paidCents: toCents(order.paid_amount_eur),
    status: order.status as OrderStatus,
    deliveredOn: order.delivered_at ? bakeryDate(order.delivered_at) : null,
    paymentTerms: store?.terms,
    today,
  });
}
