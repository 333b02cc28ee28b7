import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeleteResult, Product } from '../../../domain/products';
import { serverMessage } from '../../../providers/failure';

/**
 * Delete from a card, after a confirmation naming the product. The server archives a product that
 * appears in orders instead of removing it (DELETE answers {id, archived}); the toast says which happened.
 */
export function ProductDeleteButton({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onSelect } = useListContext();
  const [deleteOne, { isPending }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const label = translate('bakery.products.list.delete');

  const remove = () =>
    deleteOne(
      'products',
      { id: product.id, previousData: product },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          setConfirming(false);
          const archived = (data as Partial<DeleteResult> | undefined)?.archived === true;
          notify(archived ? 'bakery.products.list.archived' : 'bakery.products.list.deleted', {
            type: archived ? 'info' : 'success',
          });
          if (selectedIds.includes(product.id)) onSelect(selectedIds.filter((id) => id !== product.id));
          // The tiles and the page count change too.
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          const message = serverMessage(error);
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.products.list.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="error" aria-label={label} onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="bakery.products.list.delete_title"
        titleTranslateOptions={{ name: product.name }}
        content="bakery.products.list.delete_content"
        confirm="bakery.products.list.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
