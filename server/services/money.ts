import { eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentListQuery } from '../../src/domain/schemas/lists';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';

export async function listPayments(db: Db, query: z.output<typeof paymentListQuery>) {
  const sort = { id: payments.id, payment_date: payments.payment_date, amount_eur: payments.amount_eur, created_at: payments.created_at }[query.sortBy];
  const where = allOf([
    query.ids ? inArray(payments.id, query.ids) : undefined,
    query.order_id ? eq(payments.order_id, query.order_id) : undefined,
    query.store_id ? eq(payments.store_id, query.store_id) : undefined,
    query.method ? inArray(payments.method, query.method) : undefined,
    query.date_from ? gte(payments.payment_date, query.date_from) : undefined,
    query.date_to ? lte(payments.payment_date, query.date_to) : undefined,
    searchAny(query.search, [payments.reference, payments.notes]),
  ]);
  const { rows, total } = await pageOf(db, payments, where, orderBy(sort, query.sortOrder ?? 'DESC', payments.id), query);
  return { rows: rows.map(withoutSecrets), total };
}
