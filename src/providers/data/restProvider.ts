import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { ListData } from '../../domain/types';
import { resourceApi } from '../resources';
import type { ApiCall } from './apiCall';
import { listQuery } from './listQuery';

// The base layer: react-admin's eight calls over the REST contract of the specs' section 7. A list reply
// holds its rows under the resource's key, the paging under `pagination`, and anything else (a list's
// summary) travels to the screen as `meta`. Field names travel as the API spells them (snake_case).

/** The most ids one list request may carry (the server's page-size limit). */
export const MAX_IDS_PER_REQUEST = 500;

type ListOf = <RecordType extends RaRecord = RaRecord>(
  resource: string,
  params: GetListParams & { signal?: AbortSignal },
) => Promise<GetListResult<RecordType>>;

/** The rows a list reply holds under `key` (none when the reply has no such array). */
export function rowsOf<T>(data: unknown, key: string): T[] {
  const rows = (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export function restProvider(call: ApiCall): DataProvider & { getList: ListOf } {
  const getList: ListOf = async <RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams & { signal?: AbortSignal },
  ) => {
    const { path, key } = resourceApi(resource);
    const reply = await call<ListData>(path, { query: listQuery(params), signal: params.signal });
    const data = reply.data ?? ({} as ListData);
    const rows = rowsOf<RecordType>(data, key);
    const { [key]: _rows, pagination, ...extra } = data;
    const total = typeof pagination?.total === 'number' ? pagination.total : rows.length;
    return Object.keys(extra).length ? { data: rows, total, meta: extra } : { data: rows, total };
  };

  const one = async <RecordType extends RaRecord = RaRecord>(
    method: 'GET' | 'PUT' | 'DELETE',
    resource: string,
    id: Identifier,
    options: { body?: unknown; signal?: AbortSignal } = {},
  ) => {
    const { path } = resourceApi(resource);
    return call<RecordType>(`${path}/${encodeURIComponent(String(id))}`, { method, ...options });
  };

  return {
    supportAbortSignal: true,

    getList,

    async getOne<RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType> & { signal?: AbortSignal }) {
      const reply = await one<RecordType>('GET', resource, params.id, { signal: params.signal });
      return { data: reply.data as RecordType };
    },

    async getMany<RecordType extends RaRecord = RaRecord>(resource: string, params: GetManyParams<RecordType> & { signal?: AbortSignal }) {
      const { path, key } = resourceApi(resource);
      const ids = [...new Set(params.ids.filter((id) => id !== undefined && id !== null && id !== ''))];
      if (!ids.length) return { data: [] };
      const chunks: Identifier[][] = [];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) chunks.push(ids.slice(i, i + MAX_IDS_PER_REQUEST));
      const replies = await Promise.all(
        chunks.map((chunk) => call<ListData>(path, { query: { ids: chunk, limit: chunk.length }, signal: params.signal })),
      );
      return { data: replies.flatMap((reply) => rowsOf<RecordType>(reply.data, key)) };
    },

    async getManyReference<RecordType extends RaRecord = RaRecord>(
      resource: string,
      params: GetManyReferenceParams & { signal?: AbortSignal },
    ) {
      const { target, id, filter, ...rest } = params;
      return getList<RecordType>(resource, { ...rest, filter: { ...filter, [target]: id } });
    },

    async create<RecordType extends Omit<RaRecord, 'id'> = object, ResultRecordType extends RaRecord = RecordType & { id: Identifier }>(
      resource: string,
      params: CreateParams<RecordType>,
    ) {
      const { path } = resourceApi(resource);
      // meta.idempotencyKey: the form's key for this record, the same on every retry (POST /orders).
      const key: unknown = params.meta?.idempotencyKey;
      const headers = typeof key === 'string' ? { 'Idempotency-Key': key } : undefined;
      const reply = await call<ResultRecordType>(path, { method: 'POST', body: params.data, headers });
      return { data: reply.data as ResultRecordType };
    },

    async update<RecordType extends RaRecord = RaRecord>(resource: string, params: UpdateParams<RecordType>) {
      const reply = await one<RecordType>('PUT', resource, params.id, { body: params.data });
      return { data: (reply.data ?? { ...params.previousData, ...params.data, id: params.id }) as RecordType };
    },

    async updateMany<RecordType extends RaRecord = RaRecord>(resource: string, params: UpdateManyParams<RecordType>) {
      await Promise.all(params.ids.map((id) => one('PUT', resource, id, { body: params.data })));
      return { data: params.ids };
    },

    async delete<RecordType extends RaRecord = RaRecord>(resource: string, params: DeleteParams<RecordType>) {
      const reply = await one<RecordType>('DELETE', resource, params.id);
      return { data: (reply.data ?? params.previousData ?? { id: params.id }) as RecordType };
    },

    async deleteMany<RecordType extends RaRecord = RaRecord>(resource: string, params: DeleteManyParams<RecordType>) {
      await Promise.all(params.ids.map((id) => one('DELETE', resource, id)));
      return { data: params.ids };
    },
  };
}
