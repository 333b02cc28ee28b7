import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { withShopPrices, type ProductChoices } from './shopPrices';

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Inside an order form: its references priced for the chosen shop on the chosen delivery day (else the
 * order's day, else the bakery's today), read from GET /stores/{id}/prices each time the shop or the day changes.
 */
export function useShopPricedReferences<T extends ProductChoices>(references: T): T & Pick<ProductChoices, 'variantsOf'> {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const storeValue = useWatch({ name: 'store_id' }) as unknown;
  // The day the server prices new lines on: the delivery day, else the order's day (an edited order's).
  const [deliveryValue, orderValue] = useWatch({ name: ['delivery_date', 'order_date'] }) as unknown[];
  const dayValue = deliveryValue || orderValue;
  const storeId = Number(storeValue) > 0 ? Number(storeValue) : null;
  const day = typeof dayValue === 'string' && WHOLE_DAY.test(dayValue) ? dayValue : null;
  const prices = useQuery({
    queryKey: ['stores', 'prices', storeId, day],
    enabled: storeId !== null,
    retry: false,
    staleTime: 60_000,
    queryFn: () => dataProvider.shopPrices(storeId!, day),
  });
  const list = storeId === null ? undefined : prices.data?.prices;
  return useMemo(() => withShopPrices(references, list), [references, list]);
}
