import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useRefresh, useTranslate } from 'react-admin';
import type { OrderRow } from '../../../domain/orderApi';
import { deleteFailureNotice } from '../orderFailure';
import { useOrderBanner } from './OrderBanner';

/** Deletes a draft after a confirmation; the result shows as the list's banner and the list reloads. */
export function OrderDeleteButton({ order }: { order: OrderRow }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const banner = useOrderBanner();
  const [deleteOne, { isPending }] = useDelete<OrderRow>();
  const [confirming, setConfirming] = useState(false);
  const label = translate('bakery.orders.list.delete');

  const remove = () =>
    deleteOne(
      'orders',
      { id: order.id, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          banner('success', { key: 'bakery.orders.list.deleted' });
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          banner('error', deleteFailureNotice(error));
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" color="error" aria-label={label} onClick={() => setConfirming(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={translate('bakery.orders.list.delete_title', { number: order.order_number })}
        content={translate('bakery.orders.list.delete_content')}
        confirm="bakery.orders.list.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
