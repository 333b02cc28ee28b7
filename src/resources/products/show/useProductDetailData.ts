import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { productQueryKey, type ProductRecord } from './productRecord';

export const inventoryQueryKey = (id: Identifier) => ['products', 'inventory', String(id)] as const;
export const performanceQueryKey = (id: Identifier) => ['products', 'performance', String(id)] as const;

/**
 * The stock movements of GET /products/{id}/inventory. A failure is silent (spec 002 section 8): the
 * card says the history is unavailable, the rest of the page stays.
 */
export function useProductInventory(id: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: inventoryQueryKey(id),
    queryFn: () => dataProvider.productInventory(id),
    retry: false,
  });
}

/** GET /products/{id}/performance; silent on failure like the inventory. */
export function useProductPerformance(id: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: performanceQueryKey(id),
    queryFn: () => dataProvider.productPerformance(id),
    retry: false,
  });
}

/**
 * Puts a product the server returned (after a toggle or a stock change) into react-admin's cache of the
 * detail, so the page shows what the server holds without loading it again. The reply's fields win; the
 * figures computed only by GET /products/{id} are kept when the reply lacks them.
 */
export function useApplyProduct() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product) => {
      queryClient.setQueriesData<ProductRecord>({ queryKey: productQueryKey(product.id) }, (old) =>
        old ? { ...old, ...product } : (product as ProductRecord),
      );
    },
    [queryClient],
  );
}
