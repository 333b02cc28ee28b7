import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetList, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';

/** A shop's standing order (issue 30), the active products it may name and what the role may do with it. */
export function useStanding(storeId: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const key = ['stores', 'standing-order', String(storeId)];
  const record = useQuery({ queryKey: key, retry: false, queryFn: () => dataProvider.standingOrder(storeId) });
  const products = useGetList<{ id: number; name: string }>('products', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  const { canAccess: edits = false } = useCanAccess({ resource: 'standing-orders', action: 'edit' });
  const { canAccess: changesDays = false } = useCanAccess({ resource: 'standing-orders', action: 'create' });
  return {
    record,
    products: products.data ?? [],
    edits,
    changesDays,
    calls: dataProvider,
    reload: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
