import { safeCell } from '../../src/domain/csv';
import { toCsv } from '../../src/domain/csvTable';
import { enums } from '../../src/domain/messages';
import { userExportHeaders } from '../../src/domain/users/messages';
import { userRecord } from '../../src/domain/users/replies';
import type { UserExportQuery } from '../../src/domain/users/schemas';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { userFilters, userSort, withVehicles } from './usersQueries';

// GET /users/export: every employee the list's filters keep, in the list's order, as a spreadsheet with
// Arabic headers and labels, or as JSON records (the same public records the list sends: no secrets).

/** The JSON file carries the keys of the list's record and nothing else a row might hold. */
const RECORD_KEYS = Object.keys(userRecord.shape);

const COLUMNS = Object.keys(userExportHeaders) as (keyof typeof userExportHeaders)[];

/** Closed sets are written as their Arabic labels, dates as they are stored. */
function cell(column: keyof typeof userExportHeaders, value: unknown): string | number | boolean {
  if (column === 'role') return enums.role[value as keyof typeof enums.role] ?? safeCell(value);
  if (column === 'status') return enums.user_status[value as keyof typeof enums.user_status] ?? safeCell(value);
  if (column === 'work_status') return enums.work_status[value as keyof typeof enums.work_status] ?? safeCell(value);
  return safeCell(value);
}

function onlyRecordKeys(record: object) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => RECORD_KEYS.includes(key)));
}

export async function exportUsers(db: Db, query: Omit<UserExportQuery, 'format'>, fileFormat: 'csv' | 'json', today: string) {
  const rows = await db.select().from(users).where(userFilters(query)).orderBy(...userSort(query));
  const records = await withVehicles(db, rows);
  const filename = `employees_${today}.${fileFormat}`;
  if (fileFormat === 'json') {
    return {
      filename,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ success: true, data: { users: records.map(onlyRecordKeys) } }, null, 2),
    };
  }
  const table = [
    COLUMNS.map((column) => userExportHeaders[column]),
    ...records.map((record) => COLUMNS.map((column) => cell(column, (record as Record<string, unknown>)[column]))),
  ];
  return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
}
