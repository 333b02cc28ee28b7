import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ownScope } from '../../src/domain/access';
import type { orderListQuery } from '../../src/domain/schemas/lists';
import type { Db } from '../db/client';
import { keepPlan } from '../db/preparedStatements';
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

/** The same filters as orderFilters (services/orders.ts), on order_counts' columns. */
function keptWhere(query: Filters, auth: Auth): SQL | undefined {
  return allOf([
    ownScope(auth.user.role, 'orders') ? eq(orderCounts.distributor_id, auth.user.id) : undefined,
    query.status ? inArray(orderCounts.status, query.status) : undefined,
    query.payment_status ? inArray(orderCounts.payment_status, query.payment_status) : undefined,
    query.distributor_id ? eq(orderCounts.distributor_id, query.distributor_id) : undefined,
    query.date_from ? gte(orderCounts.order_date, query.date_from) : undefined,
    query.date_to ? lte(orderCounts.order_date, query.date_to) : undefined,
  ]);
}

/** The sum of the kept counts under the filters: a few rows a day whatever the number of orders. */
async function keptCount(db: Db, query: Filters, auth: Auth): Promise<number> {
  const [row] = await keepPlan(
    db
      .select({ total: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
      .from(orderCounts)
      .where(keptWhere(query, auth)),
  );
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
