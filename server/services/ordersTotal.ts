import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ownScope } from '../../src/domain/access';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import type { Db } from '../db/client';
import { keepPlan } from '../db/preparedStatements';
import { bindEach, Binding, shapedPerDb, type Bind } from '../db/statementShapes';
import { orderCounts, orders } from '../db/schema';
import { allOf } from '../lib/list';
import type { Auth } from '../lib/actor';

// The order list's `total` (spec 001 section 7: pagination.total and totalPages), exact, without counting
// every matching order when a cheaper answer serves. Counting grows with the data: at 100,000 orders the
// filtered list spent four fifths of its time in count(*) (README, Speed).

type Filters = Partial<z.output<typeof orderListQuery>>;

/** count(*) over the matching orders. */
export async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(count?.total ?? 0);
}

/** The filters order_counts can answer: only its own columns (order day, status, payment, distributor). */
export function keptCountServes(query: Filters): boolean {
  return !query.ids && !query.store_id && !query.delivery_date && !query.search;
}

/** The columns of the filters order_counts answers: the orders' own, or order_counts' of the same meaning. */
interface CountedColumns {
  distributor: AnyPgColumn;
  status: AnyPgColumn;
  payment_status: AnyPgColumn;
  order_date: AnyPgColumn;
}

/** The scope and the filters order_counts answers (keptCountServes), on `columns`, each value bound. */
export function countedFilters(columns: CountedColumns, query: Filters, auth: Auth, bind: Bind): (SQL | undefined)[] {
  return [
    ownScope(auth.user.role, 'orders') ? eq(columns.distributor, bind('own', auth.user.id)) : undefined,
    query.status ? inArray(columns.status, bindEach(bind, 'status', query.status)) : undefined,
    query.payment_status
      ? inArray(columns.payment_status, bindEach(bind, 'payment_status', query.payment_status))
      : undefined,
    query.distributor_id ? eq(columns.distributor, bind('distributor_id', query.distributor_id)) : undefined,
    query.date_from ? gte(columns.order_date, bind('date_from', query.date_from)) : undefined,
    query.date_to ? lte(columns.order_date, bind('date_to', query.date_to)) : undefined,
  ];
}

const KEPT_COLUMNS: CountedColumns = {
  distributor: orderCounts.distributor_id,
  status: orderCounts.status,
  payment_status: orderCounts.payment_status,
  order_date: orderCounts.order_date,
};

/** The kept count's statement, built once per shape (its filters) and database. */
const keptStatements = shapedPerDb<Db, { execute(values: Record<string, unknown>): Promise<{ total: number }[]> }>();

/** The sum of the kept counts under the filters: a few rows a day whatever the number of orders. */
async function keptCount(db: Db, query: Filters, auth: Auth): Promise<number> {
  const binding = new Binding();
  const where = allOf(countedFilters(KEPT_COLUMNS, query, auth, binding.bind));
  const statement = keptStatements(db, binding.shape(), () =>
    db
      .select({ total: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
      .from(orderCounts)
      .where(where)
      .prepare(''),
  );
  const [row] = await keepPlan({ execute: () => statement.execute(binding.values) });
  return Number(row?.total ?? 0);
}

/**
 * The total of a page already read (`got` rows at `offset`): a short page that is not past the end
 * says it by itself; otherwise the kept counts when the filters allow, else a count of the matching
 * orders (then a shop, a day, a search or ids narrow it to an index's few rows).
 */
export async function orderTotal(
  db: Db,
  query: Filters,
  auth: Auth,
  where: SQL | undefined,
  page: { offset: number; limit: number; got: number },
): Promise<number> {
  if (page.got < page.limit && (page.got > 0 || page.offset === 0)) return page.offset + page.got;
  return keptCountServes(query) ? keptCount(db, query, auth) : countOrders(db, where);
}
