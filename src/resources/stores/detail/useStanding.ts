import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetList, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { SizeOption } from './standingWeek';
import { refreshQueries } from '../../../ui/queryCache';

/**
 * A shop's standing order (issue 30), the active products it may name, their sizes on sale (from the
 * shop's prices; a role that may not read them edits nothing and sees the kept lines' names) and what the
 * role may do with it.
 */
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
  const prices = useQuery({
    queryKey: ['stores', 'prices', String(storeId)],
    retry: false,
    enabled: edits || changesDays,
    queryFn: () => dataProvider.shopPrices(storeId, null),
  });
  const sizes = new Map<number, SizeOption[]>();
  for (const price of prices.data?.prices ?? []) {
    if (price.variant_id === null) continue;
    sizes.set(price.product_id, [...(sizes.get(price.product_id) ?? []), { id: price.variant_id, name: price.variant_name ?? `#${price.variant_id}` }]);
  }
  return {
    record,
    products: products.data ?? [],
    sizes,
    edits,
    changesDays,
    calls: dataProvider,
    reload: () => refreshQueries(queryClient, { queryKey: key }),
  };
}
