import { sql } from 'drizzle-orm';
import type { TestServer } from './helpers';
import { rows } from './productsKit';

// Helpers of the invoice tests (issue 29): a shop ready to be invoiced and delivered orders made for it.

let made = 0;

/** A new active shop on 30-day terms with valid invoicing details; its id. */
export async function invoiceableShop(server: TestServer, cookie: string, enterprise = '0403170701'): Promise<number> {
  made++;
  const response = await server.request({
    method: 'POST',
    url: '/api/stores',
    cookie,
    payload: { name: `Magasin facture ${process.pid}-${made}-${Date.now() % 100000}`, address: 'Rue Neuve 12, 1000 Bruxelles', phone: '+32470112233', payment_terms: 'credit_30', credit_limit_eur: null },
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  const id = response.body.data.id as number;
  await server.database.db.execute(sql`update stores set enterprise_number = ${enterprise}, vat_number = ${`BE${enterprise}`}, invoice_language = 'fr' where id = ${id}`);
  return id;
}

export interface DeliveredLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  discount?: number;
}

/** The kept figures recomputed from the rows (after orders written straight into the tables). */
export async function rebuildFigures(server: TestServer) {
  await server.database.db.execute(sql`select kept_figures_rebuild()`);
}

/** A delivered order written straight into the tables; call rebuildFigures once after the last one. */
export async function deliveredOrder(server: TestServer, storeId: number, deliveredOn: string, lines: DeliveredLine[], orderDiscount = 0): Promise<number> {
  const totalCents = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity - Math.round((l.discount ?? 0) * 100), 0);
  const final = (totalCents - Math.round(orderDiscount * 100)) / 100;
  const number = `TEST-INV-${storeId}-${deliveredOn}-${Math.random().toString(36).slice(2, 8)}`;
  const [order] = await rows<{ id: number }>(
    server,
    sql`insert into orders (order_number, store_id, status, payment_status, order_date, delivery_date, exchange_rate,
      total_amount_eur, discount_amount_eur, final_amount_eur, delivered_at)
      values (${number}, ${storeId}, 'delivered', 'pending', ${deliveredOn}, ${deliveredOn}, 15000,
      ${totalCents / 100}, ${orderDiscount}, ${final}, ${`${deliveredOn}T10:00:00+01:00`}) returning id`,
  );
  for (const l of lines) {
    const lineTotal = (Math.round(l.unitPrice * 100) * l.quantity - Math.round((l.discount ?? 0) * 100)) / 100;
    await server.database.db.execute(sql`insert into order_items (order_id, product_id, product_name, unit, quantity, unit_price_eur, discount_amount, line_total_eur)
      select ${order!.id}, id, name, unit, ${l.quantity}, ${l.unitPrice}, ${l.discount ?? 0}, ${lineTotal} from products where id = ${l.productId}`);
  }
  return order!.id;
}
