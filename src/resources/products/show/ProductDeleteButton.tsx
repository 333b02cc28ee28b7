import { useCanAccess, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DeleteResult } from '../../../domain/products/rules';
import { productPaths } from '../../../registry/paths';
import { serverMessage } from '../../../providers/failure';
import { DeleteButton } from '../../../ui/DeleteButton';
import type { ProductRecord } from './productRecord';

/**
 * Delete after a confirmation naming the product. The server archives a product that appears in orders
 * instead of removing it (DELETE answers {id, archived}); the toast says which happened. Then the list.
 */
export function ProductDeleteButton({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'delete', record });
  const [deleteOne, { isPending }] = useDelete<ProductRecord>();

  if (!canAccess) return null;

  const remove = (close: () => void) =>
    deleteOne(
      'products',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          close();
          const archived = (data as unknown as Partial<DeleteResult> | undefined)?.archived === true;
          notify(archived ? 'bakery.products.show.archived_instead' : 'bakery.products.show.deleted', { type: 'success' });
          navigate(productPaths.list);
        },
        onError: (error) => {
          close();
          const message = serverMessage(error);
          // A server message is already Arabic text, not a key: `_` shows it as it is.
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.products.show.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    <DeleteButton
      label={translate('bakery.products.show.delete')}
      title={translate('bakery.products.show.delete_title', { name: record.name })}
      content={translate('bakery.products.show.delete_content')}
      confirm="bakery.products.show.delete"
      pending={isPending}
      onConfirm={remove}
    />
  );
}
