// The types of the stores replies, each inferred from its schema in ./records (no hand-written twin),
// and the parameters of the screens' history calls.

import type { StoreOrdersQuery } from './schemas';

export type {
  GeocodeData,
  GeocodeResult,
  MapStore,
  StoreFigures,
  StoreOrdersPage,
  StorePaymentsPage,
  StoreRecord,
  StoresMapData,
  StoresNearby,
  StoreStatistics,
} from './records';
export type { MoveDirection } from './schemas';

/** The filters and paging of a shop's orders or payments, as the screens pass them (status as sent). */
export type StoreHistoryParams = Partial<Pick<StoreOrdersQuery, 'startDate' | 'endDate' | 'page' | 'limit'>> & {
  status?: string;
  signal?: AbortSignal;
};
