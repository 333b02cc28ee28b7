import { sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { fromCents, PENDING_ORDER_STATUSES, toCents } from '../../src/domain/orders/rules';
import { seesMoney } from '../../src/domain/fieldRights';
import type { Db } from '../db/client';
import { withoutMoney } from '../lib/rights';
import type { Auth } from '../lib/actor';
import { rowsOf } from '../lib/rows';
import { keepPlan } from '../db/preparedStatements';

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

interface OverviewRow {
  statuses: { status: string; orders: unknown; final: unknown; paid: unknown }[];
  on_date: { orders: unknown; amount: unknown };
  users: { total: unknown; active_distributors: unknown };
  products: { total: unknown; active: unknown };
  stores: { total: unknown; active: unknown };
  vehicles: { total: unknown; active: unknown };
  maintenance: { id: number; vehicle_plate: string; vehicle_model: string; current_km: number; next_maintenance_km: number }[] | null;
}

/**
 * The dashboard's headline figures, exact over the whole database, read from the kept summary tables
 * (issue 25; server/services/keptFigures.ts keeps them). "Pending" is confirmed or in progress and
 * revenue counts delivered orders only (spec 000 section 4). `date` adds that day's deliveries.
 * One statement, its plan kept (server/db/preparedStatements.ts): the seven reads it was cost PGlite seven
 * parses, plans and round trips per request, most of the dashboard's time.
 */
export async function dashboardOverview(db: Db, date: string, auth: Auth) {
  // Without the right to the company's money (a distributor): their own day, i.e. their own orders taken
  // or due on `date`; the money keys of the company are dropped below.
  const ownDay = !seesMoney(auth.user.role, 'dashboard');
  const me = auth.user.id;
  const statuses = ownDay
    ? // Taken on `date` (orders by order day), plus due on `date` but taken another day (deliveries).
      sql`select status, sum(orders)::int as orders, sum(final_amount_eur) as final, sum(paid_amount_eur) as paid
          from summary_orders_daily where distributor_id = ${me} and order_date = ${date}::date group by status
          union all
          select status, sum(orders)::int, sum(final_amount_eur), 0
          from summary_deliveries_daily where distributor_id = ${me} and delivery_date = ${date}::date and order_date <> ${date}::date
          group by status`
    : // Kept per status for every shop together (migration 0026): a handful of rows at any size.
      sql`select status, orders, final_amount_eur as final, paid_amount_eur as paid from summary_status_totals`;
  // The maintenance alert is for whoever manages the vehicles.
  const maintenance = canAccess(auth.user.role, 'vehicles', 'list')
    ? sql`(select coalesce(json_agg(v order by v.vehicle_plate), '[]'::json) from (
             select id, vehicle_plate, vehicle_model, current_km, next_maintenance_km from vehicles
             where next_maintenance_km is not null and current_km >= next_maintenance_km) v)`
    : sql`null::json`;
  const [row] = rowsOf<OverviewRow>(
    await keepPlan(
      db.execute(sql`select
        (select coalesce(json_agg(x), '[]'::json) from (${statuses}) x) as statuses,
        (select json_build_object('orders', coalesce(sum(orders), 0)::int, 'amount', coalesce(sum(final_amount_eur), 0))
           from ${ownDay ? sql`summary_deliveries_daily` : sql`summary_delivery_day_totals`}
           where delivery_date = ${date}::date and status <> 'cancelled' ${ownDay ? sql`and distributor_id = ${me}` : sql``}) as on_date,
        (select json_build_object('total', count(*)::int,
           'active_distributors', (count(*) filter (where role = 'distributor' and status = 'active'))::int) from users) as users,
        (select json_build_object('total', count(*)::int, 'active', (count(*) filter (where status = 'active'))::int)
           from products where archived_at is null) as products,
        (select json_build_object('total', count(*)::int, 'active', (count(*) filter (where status = 'active'))::int) from stores) as stores,
        (select json_build_object('total', count(*)::int, 'active', (count(*) filter (where status = 'active'))::int) from vehicles) as vehicles,
        ${maintenance} as maintenance`),
    ),
  );
  const figures = orderFiguresOf(statusRows(row!.statuses));
  return withoutMoney(auth, 'dashboard', {
    date,
    scope: ownDay ? ('own_day' as const) : ('company' as const),
    orders: {
      total: figures.total,
      pending: figures.pending,
      draft: figures.drafts,
      completed: figures.completed,
      cancelled: figures.cancelled,
      revenue_eur: figures.revenue,
      unpaid_eur: figures.unpaidAmount,
      deliveries_on_date: n(row!.on_date.orders),
      amount_on_date_eur: n(row!.on_date.amount),
    },
    products: { total: n(row!.products.total), active: n(row!.products.active) },
    stores: { total: n(row!.stores.total), active: n(row!.stores.active) },
    users: { total: n(row!.users.total), active_distributors: n(row!.users.active_distributors) },
    vehicles: { total: n(row!.vehicles.total), active: n(row!.vehicles.active) },
    alerts: row!.maintenance ? { maintenance_due: row!.maintenance } : {},
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
