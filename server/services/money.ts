import { eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { ownScope } from '../../src/domain/access';
import type { expenseListQuery, paymentListQuery } from '../../src/domain/schemas/lists';
import type { Db } from '../db/client';
import { payments, vehicleExpenses } from '../db/schema';
import { allOf, orderBy, pageOf, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../plugins/auth';

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

/** A distributor's list holds only their own expenses. */
export async function listExpenses(db: Db, query: z.output<typeof expenseListQuery>, auth: Auth) {
  const sort = { id: vehicleExpenses.id, expense_date: vehicleExpenses.expense_date, amount_eur: vehicleExpenses.amount_eur, type: vehicleExpenses.type, created_at: vehicleExpenses.created_at }[query.sortBy];
  const where = allOf([
    ownScope(auth.user.role, 'expenses') ? eq(vehicleExpenses.distributor_id, auth.user.id) : undefined,
    query.ids ? inArray(vehicleExpenses.id, query.ids) : undefined,
    query.distributor_id ? eq(vehicleExpenses.distributor_id, query.distributor_id) : undefined,
    query.vehicle_id ? eq(vehicleExpenses.vehicle_id, query.vehicle_id) : undefined,
    query.type ? inArray(vehicleExpenses.type, query.type) : undefined,
    query.date_from ? gte(vehicleExpenses.expense_date, query.date_from) : undefined,
    query.date_to ? lte(vehicleExpenses.expense_date, query.date_to) : undefined,
    searchAny(query.search, [vehicleExpenses.description]),
  ]);
  const { rows, total } = await pageOf(db, vehicleExpenses, where, orderBy(sort, query.sortOrder ?? 'DESC', vehicleExpenses.id), query);
  return { rows: rows.map(withoutSecrets), total };
}
