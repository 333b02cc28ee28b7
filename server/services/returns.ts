import { asc, count as countOf, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ownScope } from '../../src/domain/access';
import { enums, format } from '../../src/domain/messages';
import type { OrderStatus } from '../../src/domain/enums';
import { returnErrors as m, type ReturnCreateInput, type ReturnListQuery, type ReturnRecord } from '../../src/domain/returns';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, returnLines, returns, stores, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { allOf, offsetOf, orderBy, searchAny } from '../lib/list';
import type { Actor, Auth } from '../lib/actor';
import { audit } from './audit';

// Returns (issue 29). A distributor records, at one of their own deliveries (the order is theirs and in
// progress or delivered), the goods the shop gives back: per product at most what was delivered less what
// earlier returns of the order already took back. Each line is valued at the order's own price for the
// product (its line total over its quantity, so line discounts count). Returned goods are not put back on
// the shelf: bread taken back unsold or damaged is not sold again.

/** What a line's units are worth at the order's price: line total x quantity / ordered, in cents. */
const lineValueCents = (lineTotal: number, ordered: number, quantity: number) => Math.round((lineTotal * 100 * quantity) / ordered);

export async function createReturn(db: Db, input: ReturnCreateInput, actor: Actor, now: Date): Promise<ReturnRecord> {
  const id = await db.transaction(async (tx) => {
    // The order's row lock queues two returns of one order, so their quantities are checked one after the other.
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.order_id)).for('update');
    if (!order) throw badRequest(m.orderNotFound, [{ field: 'order_id', message: m.orderNotFound }]);
    if (order.assigned_distributor_id !== actor.auth.user.id) throw forbidden(m.notYourDelivery);
    if (order.status !== 'in_progress' && order.status !== 'delivered') {
      throw conflict(format(m.orderNotDelivered, { status: enums.order_status[order.status as OrderStatus] ?? order.status }));
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id));
    const taken = await returnedQuantities(tx, order.id);
    let totalCents = 0;
    const rows = input.lines.map((line, index) => {
      const item = items.find((candidate) => candidate.product_id === line.product_id);
      if (!item) throw badRequest(m.productNotInOrderId, [{ field: `lines.${index}.product_id`, message: m.productNotInOrderId }]);
      const max = item.quantity - (taken.get(item.product_id) ?? 0);
      if (line.quantity > max) {
        const message = format(m.quantityTooLarge, { product: item.product_name, max: Math.max(0, max) });
        throw badRequest(message, [{ field: `lines.${index}.quantity`, message }]);
      }
      const cents = lineValueCents(item.line_total_eur, item.quantity, line.quantity);
      totalCents += cents;
      return {
        product_id: item.product_id,
        product_name: item.product_name,
        quantity: line.quantity,
        reason: line.reason,
        unit_price_eur: Math.round((item.line_total_eur * 100) / item.quantity) / 100,
      };
    });
    const [created] = await tx
      .insert(returns)
      .values({
        order_id: order.id,
        store_id: order.store_id,
        distributor_id: actor.auth.user.id,
        note: input.note,
        total_eur: totalCents / 100,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(rows.map((row) => ({ ...row, return_id: created!.id })));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'create',
      entity: 'return',
      entityId: created!.id,
      changes: { order_number: order.order_number, total_eur: totalCents / 100, lines: rows.map((r) => ({ product_id: r.product_id, quantity: r.quantity, reason: r.reason })) },
      ip: actor.ip,
    });
    return created!.id;
  });
  return readReturn(db, id);
}

/** Per product, the units the order's earlier returns (pending or approved) already took back. */
async function returnedQuantities(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ product_id: returnLines.product_id, quantity: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.return_id))
    .where(eq(returns.order_id, orderId))
    .groupBy(returnLines.product_id);
  return new Map(rows.map((row) => [row.product_id, Number(row.quantity)]));
}

const distributor = alias(users, 'distributor');
const approver = alias(users, 'approver');

const columns = {
  id: returns.id,
  order_id: returns.order_id,
  order_number: orders.order_number,
  delivery_date: orders.delivery_date,
  store_id: returns.store_id,
  store_name: stores.name,
  distributor_id: returns.distributor_id,
  distributor_name: distributor.full_name,
  status: returns.status,
  note: returns.note,
  total_eur: returns.total_eur,
  approved_by: returns.approved_by,
  approved_by_name: approver.full_name,
  approved_at: returns.approved_at,
  credit_note_id: returns.credit_note_id,
  created_at: returns.created_at,
};

const sortColumns = { id: returns.id, created_at: returns.created_at, total_eur: returns.total_eur, status: returns.status } as const;

function selectRows(db: Db | Tx) {
  return db
    .select(columns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.order_id))
    .innerJoin(stores, eq(stores.id, returns.store_id))
    .leftJoin(distributor, eq(distributor.id, returns.distributor_id))
    .leftJoin(approver, eq(approver.id, returns.approved_by));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

async function withLines(db: Db | Tx, rows: Row[]): Promise<ReturnRecord[]> {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await db.select().from(returnLines).where(inArray(returnLines.return_id, ids)).orderBy(asc(returnLines.id))
    : [];
  return rows.map((row) => ({
    ...row,
    status: row.status as ReturnRecord['status'],
    approved_at: row.approved_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    lines: lines
      .filter((line) => line.return_id === row.id)
      .map((line) => ({
        product_id: line.product_id,
        product_name: line.product_name,
        quantity: line.quantity,
        reason: line.reason as ReturnRecord['lines'][number]['reason'],
        unit_price_eur: line.unit_price_eur,
      })),
  }));
}

export async function readReturn(db: Db | Tx, id: number): Promise<ReturnRecord> {
  const rows = await selectRows(db).where(eq(returns.id, id));
  if (!rows.length) throw notFound(m.returnNotFound);
  return (await withLines(db, rows))[0]!;
}

/** GET /returns: a distributor sees the returns they recorded (OWNERSHIP), the office all. */
export async function listReturns(db: Db, query: ReturnListQuery, auth: Auth) {
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const where: SQL | undefined = allOf([
    ownScope(auth.user.role, 'returns') ? eq(returns.distributor_id, auth.user.id) : undefined,
    query.ids ? inArray(returns.id, query.ids) : undefined,
    query.status ? inArray(returns.status, query.status) : undefined,
    query.store_id ? eq(returns.store_id, query.store_id) : undefined,
    query.order_id ? eq(returns.order_id, query.order_id) : undefined,
    query.distributor_id ? eq(returns.distributor_id, query.distributor_id) : undefined,
    // Dates are the bakery's days of recording; created_at is compared at the day's start in Brussels.
    query.date_from ? gte(returns.created_at, sql`(${query.date_from}::date)::timestamp at time zone 'Europe/Brussels'`) : undefined,
    query.date_to ? lt(returns.created_at, sql`(${dayAfter(query.date_to)}::date)::timestamp at time zone 'Europe/Brussels'`) : undefined,
    searchAny(query.search, [orders.order_number, stores.name]),
  ]);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'DESC', returns.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ n: countOf() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.order_id))
    .innerJoin(stores, eq(stores.id, returns.store_id))
    .where(where);
  return { rows: await withLines(db, rows), total: Number(total?.n ?? 0) };
}
