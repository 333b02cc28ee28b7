import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { suggestFromReturns, suggestionWindow, type DeliveredDay, type StandingPlan, type StandingSuggestion } from '../../src/domain/standing';
import type { Db } from '../db/client';
import { orderItems, orders, products, returnLines, returns } from '../db/schema';

// Suggestions from returns (issue 30): a shop's delivered orders of the last four weeks and the units it
// gave back unsold from them, per delivery day and product, read into the domain's rule (suggestFromReturns).
// Both sides count by the order's delivery day, so a return recorded a day later still meets its delivery.

/** Per delivery day and product, what the shop's delivered orders of the window took and gave back unsold. */
async function deliveredDays(db: Db, storeId: number, from: string, to: string): Promise<DeliveredDay[]> {
  const inWindow = and(eq(orders.store_id, storeId), eq(orders.status, 'delivered'), between(orders.delivery_date, from, to));
  const taken = await db
    .select({ date: orders.delivery_date, product_id: orderItems.product_id, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(inWindow)
    .groupBy(orders.delivery_date, orderItems.product_id);
  const unsold = await db
    .select({ date: orders.delivery_date, product_id: returnLines.product_id, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.return_id))
    .innerJoin(orders, eq(orders.id, returns.order_id))
    .where(and(inWindow, eq(returnLines.reason, 'unsold')))
    .groupBy(orders.delivery_date, returnLines.product_id);
  const back = new Map(unsold.map((row) => [`${row.date}:${row.product_id}`, Number(row.units)]));
  return taken.map((row) => ({
    date: row.date!,
    product_id: row.product_id,
    taken: Number(row.units),
    unsold: back.get(`${row.date}:${row.product_id}`) ?? 0,
  }));
}

/** The standing order's suggestions with their products' names, and the window they were read over. */
export async function standingSuggestions(db: Db, storeId: number, plan: StandingPlan | undefined, sharePercent: number, now: Date) {
  const window = suggestionWindow(bakeryDate(now));
  if (!plan?.lines.length) return { suggestions: [] as StandingSuggestion[], window };
  const found = suggestFromReturns(plan.lines, await deliveredDays(db, storeId, window.from, window.to), sharePercent);
  const names = new Map<number, string>();
  if (found.length) {
    const ids = found.map((item) => item.product_id);
    for (const row of await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))) names.set(row.id, row.name);
  }
  return { suggestions: found.map((item) => ({ ...item, product_name: names.get(item.product_id) ?? `#${item.product_id}` })), window };
}
