import { eq, gt, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { StatementLineRecord } from '../../src/domain/statements/records';
import type { Db } from '../db/client';
import { invoices, orders, stores } from '../db/schema';

// Suggestions for a statement line left unmatched (issue 29): the open invoices whose orders still owe
// exactly the line's amount, and those of a shop whose name shares a word with the payer's name (words of
// three letters or more, compared without case or accents: "EPICERIE STE-CATHERINE" finds "Épicerie
// Sainte-Catherine"). Both reasons first, then by amount, then by name; three at most per line.

type Suggestion = StatementLineRecord['suggestions'][number];

const words = (name: string | null) =>
  new Set(
    (name ?? '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3 && !['sprl', 'srl', 'bvba', 'nv', 'sa', 'the', 'les', 'des', 'van', 'den', 'het'].includes(word)),
  );

/** Open invoices, with what they still owe: the candidates (the most recent 1,000). */
async function openInvoices(db: Db) {
  const owed = sql<string>`sum(greatest(${orders.final_amount_eur} - ${orders.paid_amount_eur}, 0))`;
  return db
    .select({ invoice_id: invoices.id, number: invoices.number, store_id: stores.id, store_name: stores.name, owed })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.store_id))
    .innerJoin(orders, eq(orders.invoice_id, invoices.id))
    .groupBy(invoices.id, stores.id)
    .having(gt(owed, sql`0`))
    .orderBy(sql`${invoices.id} desc`)
    .limit(1000);
}

export async function suggestionsFor(
  db: Db,
  lines: { id: number; amount_eur: number; debtor_name: string | null }[],
): Promise<Map<number, Suggestion[]>> {
  const result = new Map<number, Suggestion[]>();
  if (!lines.length) return result;
  const candidates = (await openInvoices(db)).map((row) => ({ ...row, cents: toCents(Number(row.owed)), words: words(row.store_name) }));
  for (const line of lines) {
    const payer = words(line.debtor_name);
    const cents = toCents(line.amount_eur);
    const scored = candidates
      .map((candidate) => {
        const reasons: Suggestion['reasons'] = [];
        if (candidate.cents === cents) reasons.push('amount');
        if ([...payer].some((word) => candidate.words.has(word))) reasons.push('name');
        return { candidate, reasons };
      })
      .filter(({ reasons }) => reasons.length > 0)
      .sort((a, b) => b.reasons.length - a.reasons.length || Number(b.reasons.includes('amount')) - Number(a.reasons.includes('amount')));
    result.set(
      line.id,
      scored.slice(0, 3).map(({ candidate, reasons }) => ({
        invoice_id: candidate.invoice_id,
        number: candidate.number,
        store_id: candidate.store_id,
        store_name: candidate.store_name,
        remaining_eur: fromCents(candidate.cents),
        reasons,
      })),
    );
  }
  return result;
}
