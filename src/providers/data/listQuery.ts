import type { GetListParams } from 'react-admin';
import type { Query, QueryValue } from '../http';

function toQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value as QueryValue;
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** react-admin's list params -> the API's query: page, limit, sortBy, sortOrder, search, then the filters. */
export function listQuery(params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): Query {
  const query: Query = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.limit = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sortBy = params.sort.field;
    query.sortOrder = params.sort.order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  }
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  if (q !== undefined && q !== null && q !== '') query.search = String(q);
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'limit' || key === 'sortBy' || key === 'sortOrder' || key === 'search') {
      // The paging keys are ours; a filter named like them would silently override the list's state.
      if (key === 'search' && query.search === undefined) query.search = toQueryValue(value);
      continue;
    }
    query[key] = toQueryValue(value);
  }
  return query;
}
