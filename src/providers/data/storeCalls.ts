import type { Identifier, RaRecord } from 'react-admin';
import type { StoreStatus } from '../../domain/enums';
import type {
  GeocodeData,
  MoveDirection,
  StoreHistoryParams,
  StoreOrdersPage,
  StorePaymentsPage,
  StoreStatistics,
  StoresMapData,
} from '../../domain/stores/types';
import { emptyPage, pathId, type ApiCall } from './apiCall';

export interface StoreCalls {
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
}

export function storeCalls(call: ApiCall): StoreCalls {
  return {
    async storeStatistics() {
      const reply = await call<StoreStatistics>('/stores/statistics');
      return reply.data as StoreStatistics;
    },

    async storesMap() {
      const reply = await call<StoresMapData>('/stores/map');
      const data = reply.data;
      return { stores: data?.stores ?? [], total: data?.total ?? 0, without_location: data?.without_location ?? 0 };
    },

    async setStoreStatus(id, status) {
      const reply = await call<RaRecord>(`/stores/${pathId(id)}/status`, { method: 'PATCH', body: { status } });
      return reply.data ?? { id, status };
    },

    async moveStore(id, direction) {
      await call(`/stores/${pathId(id)}/move`, { method: 'POST', body: { direction } });
    },

    async storeOrders(id, params = {}) {
      const { signal, ...query } = params;
      const reply = await call<StoreOrdersPage>(`/stores/${pathId(id)}/orders`, { query: { ...query }, signal });
      return { orders: reply.data?.orders ?? [], pagination: reply.data?.pagination ?? emptyPage(query.limit) };
    },

    async storePayments(id, params = {}) {
      const { signal, ...query } = params;
      const reply = await call<StorePaymentsPage>(`/stores/${pathId(id)}/payments`, { query: { ...query }, signal });
      return { payments: reply.data?.payments ?? [], pagination: reply.data?.pagination ?? emptyPage(query.limit) };
    },

    async geocode(address, signal) {
      const reply = await call<GeocodeData>('/geocode', { query: { address }, signal });
      return { status: reply.data?.status ?? 'ZERO_RESULTS', results: reply.data?.results ?? [] };
    },
  };
}
