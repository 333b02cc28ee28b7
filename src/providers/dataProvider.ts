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
import type { ActivityFeed, ActivityItem, DashboardHealth } from '../domain/dashboard';
import { orderUpdateBody, type OrderDetail, type OrderPaymentInput, type OrderStatistics } from '../domain/orders/types';
import type { SettingsUpdate } from '../domain/settings';
import type { OrderStatus, StoreStatus } from '../domain/enums';
import type {
  BulkAction,
  BulkResult,
  Product,
  ProductPerformance,
  ProductSummary,
  StockLevel,
  StockMovement,
} from '../domain/products/rules';
import type {
  GeocodeData,
  MoveDirection,
  StoreHistoryParams,
  StoreOrdersPage,
  StorePaymentsPage,
  StoreStatistics,
  StoresMapData,
} from '../domain/stores/types';
import type {
  DashboardOverview,
  Distributor,
  HealthStatus,
  ListData,
  Pagination,
  RefreshReply,
  SettingsView,
  SystemStatistics,
} from '../domain/types';
import { API_URL } from './apiUrl';
import { setStoredExpiry } from './authProvider';
import { apiDownload, apiFetch, type ApiFetchOptions, type Download, type Query, type QueryValue } from './http';
import { resourceApi } from './resources';

// react-admin's DataProvider over the REST contract of the specs' section 7, plus the few business calls
// the shell and the dashboard make. Field names travel as the API spells them (snake_case).

/** The most ids one list request may carry (the server's page-size limit). */
export const MAX_IDS_PER_REQUEST = 500;

export interface BakeryDataProvider extends DataProvider {
  /** GET /dashboard/overview?date=YYYY-MM-DD (today on the server when left out). */
  dashboardOverview: (date?: string) => Promise<DashboardOverview>;
  /** GET /dashboard/activity?limit=n: the newest orders, products and users merged, newest first. */
  dashboardActivity: (limit?: number) => Promise<ActivityItem[]>;
  /** GET /dashboard/health: database status and round trip, uptime, row counts, database size. */
  dashboardHealth: () => Promise<DashboardHealth>;
  /** GET /system/statistics (admin): row counts per table and the database's size. */
  systemStatistics: () => Promise<SystemStatistics>;
  /** GET /health: also resolves when the server answers 503 with a degraded status. */
  health: () => Promise<HealthStatus>;
  /** GET /system/settings: the public settings, or all of them (secrets as `<key>Set`) for an admin. */
  getSettings: () => Promise<SettingsView>;
  /** PUT /system/settings with only the keys that change; resolves to the saved settings. */
  updateSettings: (values: SettingsUpdate) => Promise<SettingsView>;
  /** POST /auth/refresh: extends the session and updates the stored end of session. */
  refreshSession: () => Promise<RefreshReply>;
  /** GET /users/distributors: the active distributors (all of them with `active: false`). */
  distributors: (options?: { active?: boolean }) => Promise<Distributor[]>;
  /** The newest records of a list (sorted by created_at DESC). */
  recent: <RecordType extends RaRecord = RaRecord>(resource: string, limit?: number) => Promise<RecordType[]>;
  /** GET /stores/statistics: counts by status and the revenue of every shop. */
  storeStatistics: () => Promise<StoreStatistics>;
  /** GET /stores/map: the shops with coordinates, the total and the number without a location. */
  storesMap: () => Promise<StoresMapData>;
  /** PATCH /stores/:id/status {status}: resolves to the updated shop. */
  setStoreStatus: (id: Identifier, status: StoreStatus) => Promise<RaRecord>;
  /** POST /stores/:id/move {direction}: swaps the shop with its neighbour in display_order. */
  moveStore: (id: Identifier, direction: MoveDirection) => Promise<void>;
  /** GET /stores/:id/orders with status, startDate, endDate, page, limit. */
  storeOrders: (id: Identifier, params?: StoreHistoryParams) => Promise<StoreOrdersPage>;
  /** GET /stores/:id/payments with status, startDate, endDate, page, limit. */
  storePayments: (id: Identifier, params?: StoreHistoryParams) => Promise<StorePaymentsPage>;
  /** GET /geocode?address=: the server asks the configured geocoder, so no key reaches the browser. */
  geocode: (address: string, signal?: AbortSignal) => Promise<GeocodeData>;

  /** GET /products/stats: the six tiles over the whole catalogue. */
  productStats: () => Promise<ProductSummary>;
  /** PATCH /products/:id/toggle-status: active <-> inactive; resolves to the updated product. */
  toggleProductStatus: (id: Identifier) => Promise<Product>;
  /** PATCH /products/:id/toggle-featured; resolves to the updated product. */
  toggleProductFeatured: (id: Identifier) => Promise<Product>;
  /** POST /products/:id/image (multipart field `image`): resolves to the product with its new image_url. */
  uploadProductImage: (id: Identifier, file: File | Blob) => Promise<Product>;
  /** POST /products/:id/duplicate: a copy named '... (Copy)' with stock 0. */
  duplicateProduct: (id: Identifier) => Promise<Product>;
  /** POST /products/:id/archive and /restore. */
  archiveProduct: (id: Identifier) => Promise<Product>;
  restoreProduct: (id: Identifier) => Promise<Product>;
  /** POST /products/bulk {product_ids, action, category?}: all or nothing. */
  bulkProducts: (ids: readonly Identifier[], action: BulkAction, category?: string) => Promise<BulkResult>;
  /** POST /products/:id/stock {quantity_change, reason}: one movement in the stock history. */
  adjustProductStock: (id: Identifier, quantityChange: number, reason: string) => Promise<{ product: Product; movement: StockMovement }>;
  /** GET /products/:id/inventory: the stock, its level and the movement history, newest first. */
  productInventory: (id: Identifier) => Promise<{ stock_quantity: number | null; minimum_stock: number; level: StockLevel; movements: StockMovement[] }>;
  /** GET /products/:id/performance: units sold, revenue and this month's sales from real orders. */
  productPerformance: (id: Identifier) => Promise<ProductPerformance>;
  /** GET /products/export?format=csv|json with the list's filters: the file as the server wrote it. */
  exportProducts: (format: 'csv' | 'json', filter?: Record<string, unknown>) => Promise<Download>;
  /** POST /products/import (multipart field `file`, a CSV): every row valid or nothing saved. */
  importProducts: (file: File | Blob) => Promise<{ imported: number }>;

  /** GET /orders/statistics with the list's filters: the figures over every matching order. */
  orderStatistics: (filter?: Record<string, unknown>) => Promise<OrderStatistics>;
  /** PUT /orders/:id/status {status, version?}: one allowed move; resolves to the full order. */
  setOrderStatus: (id: Identifier, status: OrderStatus, version?: number) => Promise<OrderDetail>;
  /** PUT /orders/:id/payment with an Idempotency-Key header: the same key records one payment. */
  recordOrderPayment: (id: Identifier, payment: OrderPaymentInput, idempotencyKey: string) => Promise<OrderDetail>;
  /** POST /orders/:id/assign-distributor {distributor_id}. */
  assignOrderDistributor: (id: Identifier, distributorId: Identifier) => Promise<OrderDetail>;
  /** DELETE /orders/:id/assign-distributor. */
  unassignOrderDistributor: (id: Identifier) => Promise<OrderDetail>;
  /** GET /orders/export?format=csv|json with the list's filters: the file as the server wrote it. */
  exportOrders: (format: 'csv' | 'json', filter?: Record<string, unknown>) => Promise<Download>;
}

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

function rowsOf<T>(data: unknown, key: string): T[] {
  const rows = (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(rows) ? (rows as T[]) : [];
}

const pathId = (id: Identifier) => encodeURIComponent(String(id));

const emptyPage = (limit = 0): Pagination => ({ page: 1, limit, total: 0, totalPages: 0 });

export function createDataProvider(apiUrl: string = API_URL): BakeryDataProvider {
  const call = <T = unknown>(path: string, options: Omit<ApiFetchOptions, 'baseUrl'> = {}) => apiFetch<T>(path, { ...options, baseUrl: apiUrl });

  const getList = async <RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams & { signal?: AbortSignal },
  ): Promise<GetListResult<RecordType>> => {
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

  const provider: BakeryDataProvider = {
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
      // An order's PUT takes its own contract: the whole list of lines and the version the form loaded.
      const body =
        resource === 'orders'
          ? orderUpdateBody(params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined)
          : params.data;
      const reply = await one<RecordType>('PUT', resource, params.id, { body });
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

    // ---- business calls

    async dashboardOverview(date?: string) {
      const reply = await call<DashboardOverview>('/dashboard/overview', { query: { date } });
      return reply.data as DashboardOverview;
    },

    async dashboardActivity(limit?: number) {
      const reply = await call<ActivityFeed>('/dashboard/activity', { query: { limit } });
      return reply.data?.items ?? [];
    },

    async dashboardHealth() {
      const reply = await call<DashboardHealth>('/dashboard/health');
      return reply.data as DashboardHealth;
    },

    async systemStatistics() {
      const reply = await call<SystemStatistics>('/system/statistics');
      return reply.data as SystemStatistics;
    },

    async health() {
      try {
        const reply = await call<HealthStatus>('/health');
        return reply.data as HealthStatus;
      } catch (error) {
        const data = (error as { body?: { data?: HealthStatus } }).body?.data;
        if ((error as { status?: number }).status === 503 && data) return data;
        throw error;
      }
    },

    async getSettings() {
      const reply = await call<SettingsView>('/system/settings');
      return reply.data as SettingsView;
    },

    async updateSettings(values: SettingsUpdate) {
      const reply = await call<SettingsView>('/system/settings', { method: 'PUT', body: values });
      return reply.data as SettingsView;
    },

    async refreshSession() {
      const reply = await call<RefreshReply>('/auth/refresh', { method: 'POST' });
      const result = reply.data as RefreshReply;
      if (result?.expiresAt) setStoredExpiry(result.expiresAt);
      return result;
    },

    async distributors(options: { active?: boolean } = {}) {
      const reply = await call<{ distributors: Distributor[]; total: number }>('/users/distributors', {
        query: { active: options.active },
      });
      return reply.data?.distributors ?? [];
    },

    async recent<RecordType extends RaRecord = RaRecord>(resource: string, limit = 5) {
      const { data } = await getList<RecordType>(resource, {
        pagination: { page: 1, perPage: limit },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      return data;
    },

    async storeStatistics() {
      const reply = await call<StoreStatistics>('/stores/statistics');
      return reply.data as StoreStatistics;
    },

    async storesMap() {
      const reply = await call<StoresMapData>('/stores/map');
      const data = reply.data;
      return { stores: data?.stores ?? [], total: data?.total ?? 0, without_location: data?.without_location ?? 0 };
    },

    async setStoreStatus(id: Identifier, status: StoreStatus) {
      const reply = await call<RaRecord>(`/stores/${pathId(id)}/status`, { method: 'PATCH', body: { status } });
      return (reply.data ?? { id, status }) as RaRecord;
    },

    async moveStore(id: Identifier, direction: MoveDirection) {
      await call(`/stores/${pathId(id)}/move`, { method: 'POST', body: { direction } });
    },

    async storeOrders(id: Identifier, params: StoreHistoryParams = {}) {
      const { signal, ...query } = params;
      const reply = await call<StoreOrdersPage>(`/stores/${pathId(id)}/orders`, { query: { ...query }, signal });
      return { orders: reply.data?.orders ?? [], pagination: reply.data?.pagination ?? emptyPage(query.limit) };
    },

    async storePayments(id: Identifier, params: StoreHistoryParams = {}) {
      const { signal, ...query } = params;
      const reply = await call<StorePaymentsPage>(`/stores/${pathId(id)}/payments`, { query: { ...query }, signal });
      return { payments: reply.data?.payments ?? [], pagination: reply.data?.pagination ?? emptyPage(query.limit) };
    },

    async geocode(address: string, signal?: AbortSignal) {
      const reply = await call<GeocodeData>('/geocode', { query: { address }, signal });
      return { status: reply.data?.status ?? 'ZERO_RESULTS', results: reply.data?.results ?? [] };
    },

    async productStats() {
      return (await call<ProductSummary>('/products/stats')).data as ProductSummary;
    },

    async toggleProductStatus(id: Identifier) {
      return (await call<Product>(`/products/${pathId(id)}/toggle-status`, { method: 'PATCH' })).data as Product;
    },

    async toggleProductFeatured(id: Identifier) {
      return (await call<Product>(`/products/${pathId(id)}/toggle-featured`, { method: 'PATCH' })).data as Product;
    },

    async uploadProductImage(id: Identifier, file: File | Blob) {
      const form = new FormData();
      form.append('image', file);
      return (await call<Product>(`/products/${pathId(id)}/image`, { method: 'POST', body: form })).data as Product;
    },

    async duplicateProduct(id: Identifier) {
      return (await call<Product>(`/products/${pathId(id)}/duplicate`, { method: 'POST' })).data as Product;
    },

    async archiveProduct(id: Identifier) {
      return (await call<Product>(`/products/${pathId(id)}/archive`, { method: 'POST' })).data as Product;
    },

    async restoreProduct(id: Identifier) {
      return (await call<Product>(`/products/${pathId(id)}/restore`, { method: 'POST' })).data as Product;
    },

    async bulkProducts(ids: readonly Identifier[], action: BulkAction, category?: string) {
      const body = { product_ids: ids, action, ...(category === undefined ? {} : { category }) };
      return (await call<BulkResult>('/products/bulk', { method: 'POST', body })).data as BulkResult;
    },

    async adjustProductStock(id: Identifier, quantityChange: number, reason: string) {
      const reply = await call<{ product: Product; movement: StockMovement }>(`/products/${pathId(id)}/stock`, {
        method: 'POST',
        body: { quantity_change: quantityChange, reason },
      });
      return reply.data as { product: Product; movement: StockMovement };
    },

    async productInventory(id: Identifier) {
      type Inventory = Awaited<ReturnType<BakeryDataProvider['productInventory']>>;
      return (await call<Inventory>(`/products/${pathId(id)}/inventory`)).data as Inventory;
    },

    async productPerformance(id: Identifier) {
      return (await call<ProductPerformance>(`/products/${pathId(id)}/performance`)).data as ProductPerformance;
    },

    async exportProducts(format: 'csv' | 'json', filter: Record<string, unknown> = {}) {
      const { search, ...rest } = listQuery({ filter });
      return apiDownload('/products/export', {
        query: { format, ...(search === undefined ? {} : { search }), ...rest },
        baseUrl: apiUrl,
        fallbackName: `products.${format}`,
      });
    },

    async importProducts(file: File | Blob) {
      const form = new FormData();
      form.append('file', file);
      return (await call<{ imported: number }>('/products/import', { method: 'POST', body: form })).data as { imported: number };
    },

    async orderStatistics(filter: Record<string, unknown> = {}) {
      return (await call<OrderStatistics>('/orders/statistics', { query: listQuery({ filter }) })).data as OrderStatistics;
    },

    async setOrderStatus(id: Identifier, status: OrderStatus, version?: number) {
      const body = version === undefined ? { status } : { status, version };
      return (await call<OrderDetail>(`/orders/${pathId(id)}/status`, { method: 'PUT', body })).data as OrderDetail;
    },

    async recordOrderPayment(id: Identifier, payment: OrderPaymentInput, idempotencyKey: string) {
      const reply = await call<OrderDetail>(`/orders/${pathId(id)}/payment`, {
        method: 'PUT',
        body: payment,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return reply.data as OrderDetail;
    },

    async assignOrderDistributor(id: Identifier, distributorId: Identifier) {
      const body = { distributor_id: Number(distributorId) };
      return (await call<OrderDetail>(`/orders/${pathId(id)}/assign-distributor`, { method: 'POST', body })).data as OrderDetail;
    },

    async unassignOrderDistributor(id: Identifier) {
      return (await call<OrderDetail>(`/orders/${pathId(id)}/assign-distributor`, { method: 'DELETE' })).data as OrderDetail;
    },

    async exportOrders(format: 'csv' | 'json', filter: Record<string, unknown> = {}) {
      return apiDownload('/orders/export', {
        query: { format, ...listQuery({ filter }) },
        baseUrl: apiUrl,
        fallbackName: `orders.${format}`,
      });
    },
  };

  return provider;
}

export const dataProvider = createDataProvider();
