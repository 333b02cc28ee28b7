import { desc, eq, isNull } from 'drizzle-orm';
import { ownScope } from '../../src/domain/access';
import type { ActivityItem, ActivityType } from '../../src/domain/dashboard';
import type { Db } from '../db/client';
import { orders, products, stores, users } from '../db/schema';
import type { Auth } from '../lib/actor';
import { orderScope } from './orders';

// Tie-break for records created in the same instant, so the feed reads the same on every request.
const TYPE_ORDER: Record<ActivityType, number> = { order: 0, product: 1, user: 2 };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The dashboard's recent-activity feed: the newest orders, products and users merged by creation time.
 * Each source is cut at `limit` first, which is enough: the merged top `limit` can hold at most `limit`
 * of any one source. A distributor sees only the orders assigned to them and no employees; for the
 * others an employee is a name and a role, nothing more.
 */
export async function recentActivity(db: Db, auth: Auth, limit: number): Promise<ActivityItem[]> {
  const withUsers = ownScope(auth.user.role, 'orders') === null;
  const [orderRows, productRows, userRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.order_number,
        storeName: stores.name,
        status: orders.status,
        finalAmountEur: orders.final_amount_eur,
        createdAt: orders.created_at,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.store_id))
      .where(orderScope(auth))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(limit),
    db
      .select({ id: products.id, name: products.name, status: products.status, createdAt: products.created_at })
      .from(products)
      .where(isNull(products.archived_at))
      .orderBy(desc(products.created_at), desc(products.id))
      .limit(limit),
    withUsers
      ? db
          .select({ id: users.id, fullName: users.full_name, role: users.role, createdAt: users.created_at })
          .from(users)
          .orderBy(desc(users.created_at), desc(users.id))
          .limit(limit)
      : Promise.resolve([]),
  ]);

  const items: ActivityItem[] = [
    ...orderRows.map((row) => ({
      id: `order-${row.id}`,
      type: 'order' as const,
      record_id: row.id,
      title: row.orderNumber,
      subtitle: row.storeName,
      status: row.status,
      amount_eur: Number(row.finalAmountEur),
      created_at: iso(row.createdAt),
    })),
    ...productRows.map((row) => ({
      id: `product-${row.id}`,
      type: 'product' as const,
      record_id: row.id,
      title: row.name,
      subtitle: null,
      status: row.status,
      created_at: iso(row.createdAt),
    })),
    ...userRows.map((row) => ({
      id: `user-${row.id}`,
      type: 'user' as const,
      record_id: row.id,
      title: row.fullName,
      subtitle: null,
      status: row.role,
      created_at: iso(row.createdAt),
    })),
  ];

  return items
    .sort(
      (a, b) =>
        Date.parse(b.created_at) - Date.parse(a.created_at) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || b.record_id - a.record_id,
    )
    .slice(0, limit);
}
