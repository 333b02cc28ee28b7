import { z } from 'zod';
import { fromCents, toCents } from './rules';

// The credit-limit rule (issue 25). A shop on credit terms may owe at most its limit: what its delivered
// orders still owe (its balance) plus its open orders (every order not yet delivered or cancelled, drafts
// included, the new or edited one with them). A shop paying cash on delivery is not checked; an empty
// limit is no limit, 0 is no credit at all. Shared by the server, which refuses, and the order forms,
// which show the figures before saving.

/** The shop's figures the rule reads (GET /stores/{id}/credit carries them, below). */
export type CreditFigures = Pick<StoreCredit, 'payment_terms' | 'credit_limit_eur' | 'current_balance_eur' | 'open_orders_eur'>;

/** Whether the shop's orders are checked against a limit at all. */
export function isCreditChecked(shop: Pick<CreditFigures, 'payment_terms' | 'credit_limit_eur'>): boolean {
  return shop.payment_terms !== 'cash' && shop.credit_limit_eur !== null;
}

/** What the shop may still be owed before the limit, in EUR (negative when already over); null when unchecked. */
export function remainingCredit(shop: CreditFigures): number | null {
  if (!isCreditChecked(shop)) return null;
  return fromCents(toCents(shop.credit_limit_eur ?? 0) - toCents(shop.current_balance_eur) - toCents(shop.open_orders_eur));
}

/**
 * How far above the limit the shop would be once it owes `addedEur` more (the new order's amount, or
 * what an edit adds to it), in EUR; 0 when within the limit, when unchecked, or when nothing is added
 * (an edit that lowers a total is never refused).
 */
export function creditExcess(shop: CreditFigures, addedEur: number): number {
  const remaining = remainingCredit(shop);
  if (remaining === null || toCents(addedEur) <= 0) return 0;
  return Math.max(0, fromCents(toCents(addedEur) - toCents(remaining)));
}

/** GET /stores/{id}/credit: what the order forms show before saving (office and distributor alike). */
export const storeCreditRecord = z.object({
  store_id: z.number().int(),
  payment_terms: z.string(),
  credit_limit_eur: z.number().nullable(),
  current_balance_eur: z.number(),
  open_orders_eur: z.number(),
  /** null when the shop is not checked (cash terms, or no limit). */
  remaining_eur: z.number().nullable(),
  /** Whether the caller may save an order above the limit with a reason (admin, manager). */
  may_override: z.boolean(),
});
export type StoreCredit = z.infer<typeof storeCreditRecord>;
