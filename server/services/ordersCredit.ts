import { eq } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { creditExcess, remainingCredit, type CreditFigures, type StoreCredit } from '../../src/domain/orders/credit';
import { errors as messages, format } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { Actor, Auth } from '../lib/actor';
import { shopsHeld } from './keptFigures';

// The credit limit on the server (issue 25, rule in src/domain/orders/credit.ts). The shop's row is
// locked before its kept balance and open orders are read: writers of one shop's orders queue there, so
// twenty orders sent at once are checked one after the other, each against the figures the ones before it
// left, and together never take the shop over its limit.

/** What the credit rule reads of a shop. */
const creditColumns = {
  payment_terms: stores.payment_terms,
  credit_limit_eur: stores.credit_limit_eur,
  current_balance_eur: stores.current_balance_eur,
  open_orders_eur: stores.open_orders_eur,
};

/** The shop's credit figures, its row locked until the transaction ends. */
export async function lockedCredit(tx: Tx, storeId: number): Promise<CreditFigures | undefined> {
  const [shop] = await tx
    .select(creditColumns)
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  shopsHeld(tx, [storeId]);
  return shop;
}

/** An override an admin or manager gave: what the audit log keeps. */
export interface CreditOverride {
  store_id: number;
  credit_limit_eur: number;
  over_eur: number;
  reason: string;
}

/**
 * Refuses (409, the Arabic message naming the limit and the amount over it) an order that would take
 * the shop above its credit limit once it owes `addedEur` more; an admin or manager passes with a
 * reason, returned for the audit log. Nothing is refused when the shop is within its limit.
 */
export async function checkCredit(
  tx: Tx,
  storeId: number,
  addedEur: number,
  reason: string | null | undefined,
  actor: Actor,
): Promise<CreditOverride | null> {
  const shop = await lockedCredit(tx, storeId);
  if (!shop) return null;
  const over = creditExcess(shop, addedEur);
  if (over <= 0) return null;
  const limit = shop.credit_limit_eur ?? 0;
  const refusal = format(messages.orderCreditExceeded, { limit: limit.toFixed(2), over: over.toFixed(2) });
  const mayOverride = canAccess(actor.auth.user.role, 'orders', 'credit');
  const credit = {
    credit_limit_eur: limit,
    over_eur: over,
    current_balance_eur: shop.current_balance_eur,
    open_orders_eur: shop.open_orders_eur,
    may_override: mayOverride,
  };
  if (!mayOverride) throw conflict(refusal, { credit });
  if (!reason) throw conflict(`${refusal}. ${messages.orderCreditOverrideHint}`, { credit });
  return { store_id: storeId, credit_limit_eur: limit, over_eur: over, reason };
}

/** GET /stores/{id}/credit: the shop's kept balance, open orders and what credit remains. */
export async function storeCredit(db: Db, id: number, auth: Auth): Promise<StoreCredit> {
  const [shop] = await db
    .select(creditColumns)
    .from(stores)
    .where(eq(stores.id, id));
  if (!shop) throw notFound(messages.storeNotFound);
  return { store_id: id, ...shop, remaining_eur: remainingCredit(shop), may_override: canAccess(auth.user.role, 'orders', 'credit') };
}
