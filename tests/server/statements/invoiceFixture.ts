import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../helpers';
import { rows } from '../productsKit';

// An invoice over delivered orders, written straight into the tables as the invoicing would leave it (a
// number, a structured communication, one line per order line at 6 % VAT, the orders marked with it):
// what the statement and return tests need, without depending on how an invoice is issued.

/** Ten random digits and their mod-97 check digits. */
export function structuredDigits(): string {
  const base = String(randomInt(1, 9_999_999_999)).padStart(10, '0');
  const remainder = Number(BigInt(base) % 97n);
  return base + String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

export const written = (digits: string) => `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;

export async function invoiceFor(server: TestServer, orderIds: number[]): Promise<{ id: number; digits: string; number: string }> {
  const digits = structuredDigits();
  const number = `T${digits}`;
  const list = sql.join(orderIds.map((id) => sql`${id}`), sql`, `);
  const [invoice] = await rows<{ id: number }>(
    server,
    sql`insert into invoices (number, store_id, issue_date, due_date, language, net_eur, vat_eur, total_eur, structured_reference, parties)
        select ${number}, min(store_id), current_date, current_date + 30, 'fr',
               round(sum(final_amount_eur) / 1.06, 2), sum(final_amount_eur) - round(sum(final_amount_eur) / 1.06, 2), sum(final_amount_eur),
               ${written(digits)}, '{}'::jsonb
        from orders where id in (${list}) returning id`,
  );
  const id = Number(invoice!.id);
  await rows(
    server,
    sql`insert into invoice_lines (invoice_id, line_no, order_id, order_number, product_id, description, unit, quantity, unit_price_eur, gross_eur, vat_rate, net_eur)
        select ${id}, row_number() over (order by i.id), o.id, o.order_number, i.product_id, i.product_name, i.unit, i.quantity, i.unit_price_eur,
               i.line_total_eur, 6, round(i.line_total_eur / 1.06, 2)
        from order_items i join orders o on o.id = i.order_id where o.id in (${list}) returning id`,
  );
  await rows(server, sql`update orders set invoice_id = ${id} where id in (${list}) returning id`);
  return { id, digits, number };
}
