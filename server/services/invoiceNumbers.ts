import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { invoiceCounters } from '../db/schema';

// Invoice and credit note numbers run per year without a gap (issue 29): the year's counter row is
// bumped by the issuing transaction and so stays locked until it commits; a second issue waits for it,
// and an issue rolled back gives its number back. Two series: invoices ('INV', 2026/000123) and credit
// notes ('CN', CN2026/000001).

export type NumberSeries = 'INV' | 'CN';

/** The next sequence of `series` in `year` (1 for the year's first), taken inside `tx`. */
export async function nextSequence(tx: Tx, series: NumberSeries, year: number): Promise<number> {
  const [bumped] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(and(eq(invoiceCounters.series, series), eq(invoiceCounters.year, year)))
    .returning({ last: invoiceCounters.last });
  if (bumped) return bumped.last;
  const [created] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    // Another issue created the year's row meanwhile (and holds it): wait for it and take the next one.
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return created!.last;
}
