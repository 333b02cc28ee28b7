import { sql } from 'drizzle-orm';
import type { Recommendation } from '../../src/domain/pricing';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { requireProduct } from './products';

// GET /products/{id}/recommendations (issue 30): the products the same shops order with this one, from
// the order lines of orders not cancelled. The share is the part of this product's shops that also
// ordered the other one; ties go to the product more of them ordered more often.

interface Row {
  product_id: number;
  name: string;
  category: string;
  price_eur: string | number;
  image_url: string | null;
  shops: number;
}

export async function recommendations(db: Db, productId: number, limit: number) {
  await requireProduct(db, productId);
  const buyers = sql`
    select distinct o.store_id from order_items i join orders o on o.id = i.order_id
    where i.product_id = ${productId} and o.status <> 'cancelled'`;
  const [counted] = rowsOf<{ shops: number }>(await db.execute(sql`select count(*)::int as shops from (${buyers}) b`));
  const shops = Number(counted?.shops ?? 0);
  const rows = shops
    ? rowsOf<Row>(
        await db.execute(sql`
          select p.id as product_id, p.name, p.category, p.price_eur, p.image_url,
                 count(distinct o.store_id)::int as shops, count(*)::int as lines
          from order_items i
          join orders o on o.id = i.order_id
          join products p on p.id = i.product_id
          where o.status <> 'cancelled' and i.product_id <> ${productId}
            and p.archived_at is null and p.status = 'active'
            and o.store_id in (${buyers})
          group by p.id
          order by shops desc, lines desc, p.name asc
          limit ${limit}`),
      )
    : [];
  const list: Recommendation[] = rows.map((row) => ({
    product_id: Number(row.product_id),
    name: row.name,
    category: row.category,
    price_eur: Number(row.price_eur),
    image_url: row.image_url,
    shops: Number(row.shops),
    share: Math.round((Number(row.shops) / shops) * 1000) / 1000,
  }));
  return { product_id: productId, shops, recommendations: list };
}
