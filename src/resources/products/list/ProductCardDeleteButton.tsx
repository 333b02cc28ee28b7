import { useDelete, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeleteResult, Product } from '../../../domain/products/rules';
import { serverMessage } from '../../../providers/failure';
import { DeleteButton } from '../../../ui/DeleteButton';

/**
 * Delete from a card, after a confirmation naming the product. The server archives a product that
 * appears in orders instead of removing it (DELETE answers {id, archived}); the toast says which happened.
 */
export function ProductCardDeleteButton({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onSelect } = useListContext();
  const [deleteOne, { isPending }] = useDelete();
  const label = translate('bakery.products.list.delete');

  const remove = (close: () => void) =>
    deleteOne(
      'products',
      { id: product.id, previousData: product },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          close();
          const archived = (data as Partial<DeleteResult> | undefined)?.archived === true;
          notify(archived ? 'bakery.products.list.archived' : 'bakery.products.list.deleted', {
            type: archived ? 'info' : 'success',
          });
          if (selectedIds.includes(product.id)) onSelect(selectedIds.filter((id) => id !== product.id));
          // The tiles and the page count change too.
          refresh();
        },
        onError: (error) => {
          close();
          const message = serverMessage(error);
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.products.list.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    <DeleteButton
      variant="icon"
      size="medium"
      label={label}
      title="bakery.products.list.delete_title"
      titleOptions={{ name: product.name }}
      content="bakery.products.list.delete_content"
      confirm="bakery.products.list.delete"
      pending={isPending}
      onConfirm={remove}
    />
  );
}
