import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { fromCents, PENDING_ORDER_STATUSES, toCents } from '../../src/domain/orders/rules';
import { seesMoney } from '../../src/domain/fieldRights';
import type { Db } from '../db/client';
import { products, stores, summaryDeliveriesDaily, summaryOrdersDaily, summaryStoreStatus, users, vehicles } from '../db/schema';
import { withoutMoney } from '../lib/rights';
import type { Auth } from '../lib/actor';
import { rowsOf } from '../lib/rows';

const n = (value: unknown) => Number(value ?? 0);

/** Per-status sums of kept summary rows. */
interface StatusFigures {
  status: string;
  orders: number;
  final: number;
  paid: number;
}

/** The order figures of the dashboard from per-status sums (money in EUR). */
function orderFiguresOf(rows: StatusFigures[]) {
  const sumOf = (pick: (row: StatusFigures) => number, keep: (status: string) => boolean) =>
    fromCents(rows.filter((row) => keep(row.status)).reduce((sum, row) => sum + toCents(pick(row)), 0));
  const count = (keep: (status: string) => boolean) => rows.filter((row) => keep(row.status)).reduce((sum, row) => sum + row.orders, 0);
  const pending = (status: string) => (PENDING_ORDER_STATUSES as readonly string[]).includes(status);
  const delivered = (status: string) => status === 'delivered';
  return {
    total: count(() => true),
    pending: count(pending),
    drafts: count((status) => status === 'draft'),
    completed: count(delivered),
    cancelled: count((status) => status === 'cancelled'),
    revenue: sumOf((row) => row.final, delivered),
    unpaidAmount: fromCents(toCents(sumOf((row) => row.final, delivered)) - toCents(sumOf((row) => row.paid, delivered))),
  };
}

const statusRows = (rows: { status: string; orders: unknown; final: unknown; paid?: unknown }[]): StatusFigures[] =>
  rows.map((row) => ({ status: row.status, orders: n(row.orders), final: n(row.final), paid: n(row.paid) }));

/**
 * The dashboard's headline figures, exact over the whole database, read from the kept summary tables
 * (issue 25; server/services/keptFigures.ts keeps them). "Pending" is confirmed or in progress and
 * revenue counts delivered orders only (spec 000 section 4). `date` adds that day's deliveries.
 */
export async function dashboardOverview(db: Db, date: string, auth: Auth) {
  // Without the right to the company's money (a distributor): their own day, i.e. their own orders taken
  // or due on `date`; the money keys of the company are dropped below.
  const ownDay = !seesMoney(auth.user.role, 'dashboard');
  const me = auth.user.id;
  const d = summaryDeliveriesDaily;
  const o = summaryOrdersDaily;
  let byStatus: StatusFigures[];
  if (ownDay) {
    // Taken on `date` (orders by order day), plus due on `date` but taken another day (deliveries).
    const [taken, dueOtherDay] = await Promise.all([
      db
        .select({ status: o.status, orders: sql<number>`sum(${o.orders})::int`, final: sql<string>`sum(${o.final_amount_eur})`, paid: sql<string>`sum(${o.paid_amount_eur})` })
        .from(o)
        .where(and(eq(o.distributor_id, me), eq(o.order_date, date)))
        .groupBy(o.status),
      db
        .select({ status: d.status, orders: sql<number>`sum(${d.orders})::int`, final: sql<string>`sum(${d.final_amount_eur})` })
        .from(d)
        .where(and(eq(d.distributor_id, me), eq(d.delivery_date, date), ne(d.order_date, date)))
        .groupBy(d.status),
    ]);
    byStatus = [...statusRows(taken), ...statusRows(dueOtherDay)];
  } else {
    const s = summaryStoreStatus;
    byStatus = statusRows(
      await db
        .select({ status: s.status, orders: sql<number>`sum(${s.orders})::int`, final: sql<string>`sum(${s.final_amount_eur})`, paid: sql<string>`sum(${s.paid_amount_eur})` })
        .from(s)
        .groupBy(s.status),
    );
  }
  const [onDate] = await db
    .select({ orders: sql<number>`coalesce(sum(${d.orders}), 0)::int`, amount: sql<string>`coalesce(sum(${d.final_amount_eur}), 0)` })
    .from(d)
    .where(and(eq(d.delivery_date, date), ne(d.status, 'cancelled'), ownDay ? eq(d.distributor_id, me) : undefined));
  const figures = orderFiguresOf(byStatus);
  const orderRow = {
    ...figures,
    todayDeliveries: n(onDate?.orders),
    todayAmount: n(onDate?.amount),
  };
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
