import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { PENDING_ORDER_STATUSES } from '../../src/domain/orders/rules';
import { seesMoney } from '../../src/domain/fieldRights';
import type { Db } from '../db/client';
import { orders, products, stores, users, vehicles } from '../db/schema';
import { withoutMoney } from '../lib/rights';
import type { Auth } from '../lib/actor';
import { rowsOf } from '../lib/rows';

const n = (value: unknown) => Number(value ?? 0);

/**
 * The dashboard's headline figures, exact over the whole database. "Pending" is confirmed or in
 * progress and revenue counts delivered orders only (spec 000 section 4). `date` adds that day's
 * deliveries.
 */
export async function dashboardOverview(db: Db, date: string, auth: Auth) {
  // Without the right to the company's money (a distributor): their own day, i.e. their own orders taken
  // or due on `date`; the money keys of the company are dropped below.
  const ownDay = !seesMoney(auth.user.role, 'dashboard');
  const scope = ownDay
    ? and(eq(orders.assigned_distributor_id, auth.user.id), or(eq(orders.order_date, date), eq(orders.delivery_date, date)))
    : undefined;
  const [orderRow] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${inArray(orders.status, [...PENDING_ORDER_STATUSES])}))::int`,
      drafts: sql<number>`(count(*) filter (where ${orders.status} = 'draft'))::int`,
      completed: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
      revenue: sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${orders.status} = 'delivered'), 0)`,
      todayDeliveries: sql<number>`(count(*) filter (where ${orders.delivery_date} = ${date} and ${orders.status} <> 'cancelled'))::int`,
      todayAmount: sql<string>`coalesce(sum(${orders.final_amount_eur}) filter (where ${orders.delivery_date} = ${date} and ${orders.status} <> 'cancelled'), 0)`,
      unpaidAmount: sql<string>`coalesce(sum(${orders.final_amount_eur} - ${orders.paid_amount_eur}) filter (where ${orders.status} = 'delivered'), 0)`,
    })
    .from(orders)
    .where(scope);
  const [userRow] = await db
    .select({
      total: sql<number>`count(*)::int`,
      activeDistributors: sql<number>`(count(*) filter (where ${users.role} = 'distributor' and ${users.status} = 'active'))::int`,
    })
    .from(users);
  const [productRow] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int` })
    .from(products)
    .where(sql`${products.archived_at} is null`);
  const [storeRow] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${stores.status} = 'active'))::int` })
    .from(stores);
  const [vehicleRow] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${vehicles.status} = 'active'))::int` })
    .from(vehicles);
  // The maintenance alert is for whoever manages the vehicles.
  const maintenanceDue = canAccess(auth.user.role, 'vehicles', 'list')
    ? await db
        .select({
          id: vehicles.id,
          vehicle_plate: vehicles.vehicle_plate,
          vehicle_model: vehicles.vehicle_model,
          current_km: vehicles.current_km,
          next_maintenance_km: sql<number>`${vehicles.next_maintenance_km}`,
        })
        .from(vehicles)
        .where(and(isNotNull(vehicles.next_maintenance_km), gte(vehicles.current_km, vehicles.next_maintenance_km)))
        .orderBy(vehicles.vehicle_plate)
    : undefined;
  return withoutMoney(auth, 'dashboard', {
    date,
    scope: ownDay ? ('own_day' as const) : ('company' as const),
    orders: {
      total: n(orderRow?.total),
      pending: n(orderRow?.pending),
      draft: n(orderRow?.drafts),
      completed: n(orderRow?.completed),
      cancelled: n(orderRow?.cancelled),
      revenue_eur: n(orderRow?.revenue),
      unpaid_eur: n(orderRow?.unpaidAmount),
      deliveries_on_date: n(orderRow?.todayDeliveries),
      amount_on_date_eur: n(orderRow?.todayAmount),
    },
    products: { total: n(productRow?.total), active: n(productRow?.active) },
    stores: { total: n(storeRow?.total), active: n(storeRow?.active) },
    users: { total: n(userRow?.total), active_distributors: n(userRow?.activeDistributors) },
    vehicles: { total: n(vehicleRow?.total), active: n(vehicleRow?.active) },
    alerts: maintenanceDue ? { maintenance_due: maintenanceDue } : {},
  });
}

const COUNTED_TABLES = [
  'users',
  'stores',
  'products',
  'product_categories',
  'orders',
  'order_items',
  'payments',
  'vehicles',
  'vehicle_expenses',
  'notifications',
  'sessions',
  'audit_log',
] as const;

/** Row counts per table and the database's size on disk: the system-health panel's real figures. */
export async function systemStatistics(db: Db) {
  const union = sql.join(
    COUNTED_TABLES.map((table) => sql`select ${table} as name, count(*)::int as rows from ${sql.identifier(table)}`),
    sql` union all `,
  );
  const result = await db.execute(union);
  const rows = rowsOf<{ name: string; rows: number }>(result);
  const sizeResult = await db.execute(sql`select pg_database_size(current_database())::bigint as size`);
  const sizeRows = rowsOf<{ size: string | number }>(sizeResult);
  return {
    records: Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)])),
    database_size_bytes: Number(sizeRows[0]?.size ?? 0),
  };
}
