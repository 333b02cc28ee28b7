import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../src/domain/schemas/common';
import type { Db } from '../db/client';
import { asValues, type Bind } from '../db/statementShapes';

/** `%term%` against each column, case-insensitive; the term's own wildcards are taken literally. */
export function searchAny(
  term: string | undefined,
  columns: (AnyColumn | SQL)[],
  bind: Bind = asValues,
): SQL | undefined {
  if (!term) return undefined;
  const pattern = bind('search', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/** ORDER BY the whitelisted column, then id so pages never overlap when values tie. */
export function orderBy(column: AnyColumn | SQL, direction: 'ASC' | 'DESC', id: AnyColumn): SQL[] {
  const dir = direction === 'DESC' ? desc : asc;
  return [dir(column as AnyColumn), dir(id)];
}

export function offsetOf(query: Pick<ListQuery, 'page' | 'limit'>): number {
  return (query.page - 1) * query.limit;
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** count(*) is a number in PGlite and a string from pg: cast and convert once, here. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.total ?? 0);
}

/** A single-table page: the rows and the total over the whole filter. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  sort: SQL[],
  query: Pick<ListQuery, 'page' | 'limit'>,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    db.select().from(table as PgTable).where(where).orderBy(...sort).limit(query.limit).offset(offsetOf(query)),
    countRows(db, table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}
