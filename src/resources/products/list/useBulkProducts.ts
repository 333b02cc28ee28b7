import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { BulkAction, BulkResult } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { serverMessage } from '../../../providers/failure';

/**
 * One bulk action on the selected products (POST /products/bulk, all or nothing). Afterwards the toast
 * says how many changed (for a delete: how many were deleted and how many archived because orders use
 * them), the selection clears and the list and tiles reload.
 */
export function useBulkProducts() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();

  return useMutation({
    mutationFn: ({ ids, action }: { ids: readonly Identifier[]; action: BulkAction }) =>
      dataProvider.bulkProducts(ids, action),
    onSuccess: (result: BulkResult, { action }) => {
      let message: string;
      if (action === 'delete') {
        message = translate('bakery.products.list.bulk_deleted', { smart_count: result?.deleted ?? 0 });
        if (result?.archived)
          message += `، ${translate('bakery.products.list.bulk_archived', { smart_count: result.archived })}`;
      } else {
        message = translate('bakery.products.list.bulk_updated', { smart_count: result?.updated ?? 0 });
      }
      // Already Arabic text, not a key: `_` shows it as it is.
      notify(message, { type: 'success', messageArgs: { _: message } });
      onUnselectItems();
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.products.list.bulk_failed', { type: 'error' });
    },
    onSettled: () => refresh(),
  });
}
