import type { ListQuery } from '../../src/domain/schemas/common';

export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, message, data };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination(query: Pick<ListQuery, 'page' | 'limit'>, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
}

/** `{success, data: {<key>: rows, pagination}}`: the list shape of the spec's section 7. */
export function list<K extends string>(key: K, rows: unknown[], query: Pick<ListQuery, 'page' | 'limit'>, total: number, extra?: Record<string, unknown>) {
  return { success: true as const, data: { [key]: rows, pagination: pagination(query, total), ...extra } };
}
