import type { Identifier } from 'react-admin';
import type { BakeSheetRecord, ClosedDay, ClosedDaysRecord, GenerateResult, PackingListsRecord, StandingOrderRecord } from '../../domain/standing';
import { pathId, type ApiCall } from './apiCall';

// Issue 30: a shop's standing order and one-off changes, the generation, the bake sheet and packing lists.

export interface StandingOrderBody {
  /** `variant_id`: the size or weight the line orders (issue 30), for a product sold in sizes. */
  lines: { weekday: number; product_id: number; variant_id?: number; quantity: number }[];
  valid_from: string;
  valid_until: string | null;
  paused: { from: string; to: string }[];
}

export interface StandingCalls {
  standingOrder: (storeId: Identifier) => Promise<StandingOrderRecord>;
  saveStandingOrder: (storeId: Identifier, body: StandingOrderBody) => Promise<StandingOrderRecord>;
  addStandingException: (storeId: Identifier, body: { date: string; product_id: number; variant_id?: number; quantity: number }) => Promise<unknown>;
  generateStandingOrders: (date: string) => Promise<GenerateResult>;
  bakeSheet: (date: string) => Promise<BakeSheetRecord>;
  packingLists: (date: string) => Promise<PackingListsRecord>;
  /** GET /calendar/closed-days?year=: the year's closed days (Belgium's public holidays until saved). */
  closedDays: (year: number) => Promise<ClosedDaysRecord>;
  /** PUT /calendar/closed-days: the year's whole list replaces the kept one. */
  saveClosedDays: (year: number, days: ClosedDay[]) => Promise<ClosedDaysRecord>;
}

export function standingCalls(call: ApiCall): StandingCalls {
  const data = async <T>(path: string, options?: Parameters<ApiCall>[1]) => (await call<T>(path, options)).data as T;
  return {
    standingOrder: (storeId) => data(`/stores/${pathId(storeId)}/standing-orders`),
    saveStandingOrder: (storeId, body) => data(`/stores/${pathId(storeId)}/standing-orders`, { method: 'PUT', body }),
    addStandingException: (storeId, body) => data(`/stores/${pathId(storeId)}/standing-orders/exceptions`, { method: 'POST', body }),
    generateStandingOrders: (date) => data('/standing-orders/generate', { method: 'POST', body: { date } }),
    bakeSheet: (date) => data('/production/bake-sheet', { query: { date } }),
    packingLists: (date) => data('/production/packing-lists', { query: { date } }),
    closedDays: (year) => data('/calendar/closed-days', { query: { year } }),
    saveClosedDays: (year, days) => data('/calendar/closed-days', { method: 'PUT', body: { year, days } }),
  };
}
