// The shapes of the stores business replies (spec 001 section 7), as the server sends them.

import type { StoreStatus } from '../enums';
import type { Pagination } from '../types';

/** react-admin's RaRecord, restated because the domain may not import react-admin; the screens read any column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RaRecord = { id: string | number; [key: string]: any };

/** GET /stores/statistics: counts over every shop and the revenue of their delivered orders (EUR). */
export interface StoreStatistics {
  total: number;
  active: number;
  inactive: number;
  suspended: number;
  pending: number;
  total_revenue: number;
}

/** A shop as a map shows it. Coordinates may be missing: such a shop gets no marker. */
export interface MapStore {
  id: number;
  name: string;
  owner_name?: string | null;
  phone?: string | null;
  address?: string | null;
  category?: string | null;
  status?: StoreStatus | string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** GET /stores/map: every shop with coordinates, and how many have none. */
export interface StoresMapData {
  stores: MapStore[];
  total: number;
  without_location: number;
}

export type MoveDirection = 'up' | 'down';

/** The filters and paging of a shop's orders or payments. */
export interface StoreHistoryParams {
  status?: string;
  /** YYYY-MM-DD */
  startDate?: string;
  /** YYYY-MM-DD */
  endDate?: string;
  page?: number;
  limit?: number;
  signal?: AbortSignal;
}

export interface StoreOrdersPage {
  orders: RaRecord[];
  pagination: Pagination;
}

export interface StorePaymentsPage {
  payments: RaRecord[];
  pagination: Pagination;
}

/** One answer of GET /geocode, in the Google geocoder's shape whichever provider answered. */
export interface GeocodeResult {
  geometry: { location: { lat: number; lng: number } };
  formatted_address: string;
  place_id: string;
  address_components: unknown[];
}

export interface GeocodeData {
  status: string;
  results: GeocodeResult[];
}
