import { useMemo } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { StoreStatus } from '../../../domain/enums';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { StoreOrder } from './storeRecord';

/** The shop calls of the detail and the edit form beyond react-admin's CRUD, through the data provider. */
export function useStoreCalls() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useMemo(
    () => ({
      async recentOrders(id: Identifier, limit: number, signal?: AbortSignal): Promise<StoreOrder[]> {
        const page = await dataProvider.storeOrders(id, { limit, signal });
        return (page?.orders ?? []) as unknown as StoreOrder[];
      },
      geocode: (address: string, signal?: AbortSignal) => dataProvider.geocode(address, signal),
      setStatus: (id: Identifier, status: StoreStatus) => dataProvider.setStoreStatus(id, status),
    }),
    [dataProvider],
  );
}
