import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { useApplyProduct } from './useProductDetailData';

type ToggleCall = 'toggleProductStatus' | 'toggleProductFeatured';

interface ToggleMessages {
  /** The toast after success, chosen from the product the server returned. */
  success: (product: Product) => string;
  failure: string;
}

/**
 * One of the header's toggles (status, featured). The page changes only once the server has answered
 * with the updated product (spec 002 section 4), never before: a refused toggle leaves it as it was.
 */
export function useProductToggle(id: Identifier, call: ToggleCall, messages: ToggleMessages) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const apply = useApplyProduct();
  return useMutation({
    mutationFn: () => dataProvider[call](id),
    onSuccess: (product) => {
      apply(product);
      notify(messages.success(product), { type: 'success' });
    },
    onError: () => notify(messages.failure, { type: 'error' }),
  });
}
