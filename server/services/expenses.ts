import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ownScope } from '../../src/domain/access';
import type { expenseListQuery } from '../../src/domain/schemas/lists';
import { vehicleErrors } from '../../src/domain/vehicles/messages';
import type { Db } from '../db/client';
import { users, vehicleExpenses, vehicles } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, offsetOf, orderBy, searchAny } from '../lib/list';
import type { Auth } from '../lib/actor';

// Reading vehicle expenses: each row with its vehicle's plate and the names of its driver and of who
// recorded it; the list's summary cards; a distributor reaches only their own (OWNERSHIP distributor_id).

export type ExpenseListQuery = z.output<typeof expenseListQuery>;

const recorder = alias(users, 'recorder');
const driver = alias(users, 'driver');

const columns = {
  id: vehicleExpenses.id,
  vehicle_id: vehicleExpenses.vehicle_id,
  vehicle_plate: vehicles.vehicle_plate,
  distributor_id: vehicleExpenses.distributor_id,
  distributor_name: driver.full_name,
  type: vehicleExpenses.type,
  amount: vehicleExpenses.amount,
  currency: vehicleExpenses.currency,
  amount_eur: vehicleExpenses.amount_eur,
  exchange_rate: vehicleExpenses.exchange_rate,
  description: vehicleExpenses.description,
  expense_date: vehicleExpenses.expense_date,
  km: vehicleExpenses.km,
  litres: vehicleExpenses.litres,
  recorded_by: vehicleExpenses.recorded_by,
  recorded_by_name: recorder.full_name,
  created_at: vehicleExpenses.created_at,
  updated_at: vehicleExpenses.updated_at,
};

const sortColumns = {
  id: vehicleExpenses.id,
  expense_date: vehicleExpenses.expense_date,
  amount_eur: vehicleExpenses.amount_eur,
  type: vehicleExpenses.type,
  created_at: vehicleExpenses.created_at,
} as const;

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(vehicleExpenses)
    .leftJoin(vehicles, eq(vehicles.id, vehicleExpenses.vehicle_id))
    .leftJoin(driver, eq(driver.id, vehicleExpenses.distributor_id))
    .leftJoin(recorder, eq(recorder.id, vehicleExpenses.recorded_by));
}

export type ExpenseRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The list's filters, within what the caller may see. */
export function expenseFilters(query: Omit<ExpenseListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>, auth: Auth): SQL | undefined {
  return allOf([
    ownScope(auth.user.role, 'expenses') ? eq(vehicleExpenses.distributor_id, auth.user.id) : undefined,
    query.ids ? inArray(vehicleExpenses.id, query.ids) : undefined,
    query.distributor_id ? eq(vehicleExpenses.distributor_id, query.distributor_id) : undefined,
    query.vehicle_id ? eq(vehicleExpenses.vehicle_id, query.vehicle_id) : undefined,
    query.type ? inArray(vehicleExpenses.type, query.type) : undefined,
    query.date_from ? gte(vehicleExpenses.expense_date, query.date_from) : undefined,
    query.date_to ? lte(vehicleExpenses.expense_date, query.date_to) : undefined,
    searchAny(query.search, [vehicleExpenses.description]),
  ]);
}

export function expenseSort(query: Pick<ExpenseListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  return orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'DESC', vehicleExpenses.id);
}

export async function expenseRows(db: Db, where: SQL | undefined, sort: SQL[], page?: Pick<ExpenseListQuery, 'page' | 'limit'>): Promise<ExpenseRow[]> {
  const base = selectRows(db).where(where).orderBy(...sort);
  return page ? base.limit(page.limit).offset(offsetOf(page)) : base;
}

/**
 * The expenses screen's cards over the same rows as the list (filters and scope, every page): this
 * month's total in EUR (the bakery's calendar month of `today`), how many, the newest date and the daily
 * average = month total / 30 (spec 002 section 9).
 */
export async function expenseSummary(db: Db, where: SQL | undefined, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${vehicleExpenses.expense_date})::text`,
      month: sql<string>`coalesce(sum(${vehicleExpenses.amount_eur}) filter (where ${vehicleExpenses.expense_date} >= ${monthStart} and ${vehicleExpenses.expense_date} <= ${today}), 0)`,
    })
    .from(vehicleExpenses)
    .where(where);
  const monthTotal = Math.round(Number(row?.month ?? 0) * 100) / 100;
  return {
    month_total_eur: monthTotal,
    count: Number(row?.count ?? 0),
    last_date: row?.last ?? null,
    daily_average_eur: Math.round((monthTotal / 30) * 100) / 100,
  };
}

export async function listExpenses(db: Db, query: ExpenseListQuery, auth: Auth, today: string) {
  const where = expenseFilters(query, auth);
  const [rows, summary] = await Promise.all([expenseRows(db, where, expenseSort(query), query), expenseSummary(db, where, today)]);
  return { rows, total: summary.count, summary };
}

export async function getExpense(db: Db, id: number): Promise<ExpenseRow> {
  const [row] = await selectRows(db).where(eq(vehicleExpenses.id, id));
  if (!row) throw notFound(vehicleErrors.expenseNotFound);
  return row;
}

/** 404 for a vehicle that does not exist, so its empty expense list is not mistaken for a real one. */
export async function requireVehicle(db: Db, id: number) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!vehicle) throw notFound(vehicleErrors.vehicleNotFound);
  return vehicle;
}
