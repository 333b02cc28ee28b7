import { safeCell } from '../../src/domain/csv';
import { toCsv } from '../../src/domain/csvTable';
import { enums } from '../../src/domain/messages';
import { expenseExportHeaders } from '../../src/domain/vehicles/expenseTexts';
import type { Db } from '../db/client';
import type { Auth } from '../lib/actor';
import { expenseFilters, expenseRows, expenseSort, type ExpenseListQuery } from './expenses';

// GET /vehicles/expenses/export: every expense the list's filters keep (a distributor's own only), in the
// list's order, as a spreadsheet with Arabic headers and the types' Arabic labels.

const COLUMNS = Object.keys(expenseExportHeaders) as (keyof typeof expenseExportHeaders)[];

function cell(column: keyof typeof expenseExportHeaders, value: unknown): string | number | boolean {
  if (column === 'type') return enums.expense_type[value as keyof typeof enums.expense_type] ?? safeCell(value);
  return safeCell(value);
}

export async function exportExpenses(db: Db, query: Omit<ExpenseListQuery, 'page' | 'limit'>, auth: Auth, today: string) {
  const rows = await expenseRows(db, expenseFilters(query, auth), expenseSort(query));
  const table = [
    COLUMNS.map((column) => expenseExportHeaders[column]),
    ...rows.map((row) => COLUMNS.map((column) => cell(column, row[column]))),
  ];
  return { filename: `expenses_${today}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
}
