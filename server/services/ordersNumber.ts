import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderNumberCounters, orders } from '../db/schema';

// Order numbers read ORD-2026-000123: the year and a counter per year. The counter's row is locked by the
// increment until the creating transaction ends, so two orders never get the same number, and a rolled
// back order gives its number back.

export function formatOrderNumber(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The next number of `year`; a year without a counter starts after the highest number it already has. */
export async function nextOrderNumber(tx: Tx, year: number): Promise<string> {
  const [bumped] = await tx
    .update(orderNumberCounters)
    .set({ last: sql`${orderNumberCounters.last} + 1` })
    .where(eq(orderNumberCounters.year, year))
    .returning({ last: orderNumberCounters.last });
  if (bumped) return formatOrderNumber(year, bumped.last);
  const prefix = `ORD-${year}-`;
  const highest = sql`(select coalesce(max(substring(${orders.order_number} from ${prefix.length + 1})::int), 0)
    from ${orders} where ${orders.order_number} like ${`${prefix}%`} and substring(${orders.order_number} from ${prefix.length + 1}) ~ '^[0-9]{1,9}$')`;
  const [created] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: sql`${highest} + 1` })
    // Another order created the counter meanwhile: take the next one after it.
    .onConflictDoUpdate({ target: orderNumberCounters.year, set: { last: sql`${orderNumberCounters.last} + 1` } })
    .returning({ last: orderNumberCounters.last });
  return formatOrderNumber(year, created!.last);
}
