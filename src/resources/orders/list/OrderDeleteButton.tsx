import { useDelete, useRefresh, useTranslate } from 'react-admin';
import type { OrderRow } from '../../../domain/orders/types';
import { deleteFailureNotice } from '../orderFailure';
import { DeleteButton } from '../../../ui/DeleteButton';
import { useOrderBanner } from './OrderBanner';

/** Deletes a draft after a confirmation; the result shows as the list's banner and the list reloads. */
export function OrderDeleteButton({ order }: { order: OrderRow }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const banner = useOrderBanner();
  const [deleteOne, { isPending }] = useDelete<OrderRow>();
  const label = translate('bakery.orders.list.delete');

  const remove = (close: () => void) =>
    deleteOne(
      'orders',
      { id: order.id, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          banner('success', { key: 'bakery.orders.list.deleted' });
          refresh();
        },
        onError: (error) => {
          close();
          banner('error', deleteFailureNotice(error));
        },
      },
    );

  return (
    <DeleteButton
      variant="icon"
      label={label}
      title={translate('bakery.orders.list.delete_title', { number: order.order_number })}
      content={translate('bakery.orders.list.delete_content')}
      confirm="bakery.orders.list.delete"
      pending={isPending}
      onConfirm={remove}
    />
  );
}
