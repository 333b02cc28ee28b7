import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { ORDER_REFERENCE_LIMIT } from '../../../domain/orders/rules';
import type { Product } from '../../../domain/products/rules';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/common';
import { useDistributors } from '../useDistributorChoices';

/** A shop as the order forms need it. */
export interface StoreOption {
  id: number;
  name: string;
  phone?: string | null;
  address?: string | null;
  status?: string | null;
}

export type ProductOption = Pick<Product, 'id' | 'name' | 'price_eur' | 'stock_quantity' | 'unit'>;

/**
 * What the order forms choose from (spec 001 "/orders/create"): active shops (limit 100), active
 * products (one page of the API's largest size) and active distributors.
 */
export function useOrderReferences() {
  const stores = useGetList<StoreOption>('stores', {
    pagination: { page: 1, perPage: ORDER_REFERENCE_LIMIT },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  const products = useGetList<Product>('products', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  const distributors = useDistributors();
  const productById = useMemo(
    () => new Map((products.data ?? []).map((product) => [product.id, product as ProductOption])),
    [products.data],
  );
  const storeById = useMemo(() => new Map((stores.data ?? []).map((store) => [store.id, store])), [stores.data]);

  return {
    stores: stores.data ?? [],
    storeById,
    products: (products.data ?? []) as ProductOption[],
    productById,
    distributors: distributors.data ?? [],
    // The distributor is optional: the form waits for shops and products only, and says so when the
    // distributors could not be read.
    isPending: stores.isPending || products.isPending,
    error: stores.error ?? products.error ?? null,
    distributorsFailed: Boolean(distributors.error),
    refetch: () => {
      void stores.refetch();
      void products.refetch();
      void distributors.refetch();
    },
  };
}

export type OrderReferences = ReturnType<typeof useOrderReferences>;
