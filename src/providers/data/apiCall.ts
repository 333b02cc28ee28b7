import type { Identifier } from 'react-admin';
import type { ApiEnvelope, Pagination } from '../../domain/types';
import { apiFetch, type ApiFetchOptions } from '../http';

/** One request to the API at a fixed base URL: the envelope {success, data, ...} the server answered. */
export type ApiCall = <T = unknown>(path: string, options?: Omit<ApiFetchOptions, 'baseUrl'>) => Promise<ApiEnvelope<T>>;

export function apiCallAt(apiUrl: string): ApiCall {
  return (path, options = {}) => apiFetch(path, { ...options, baseUrl: apiUrl });
}

/** An id as one path segment (a code may hold a slash or a space). */
export const pathId = (id: Identifier) => encodeURIComponent(String(id));

/** The paging of a reply that carried none: no rows on one page. */
export const emptyPage = (limit = 0): Pagination => ({ page: 1, limit, total: 0, totalPages: 0 });
