import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Confirm, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/enums';
import type { OrderDetail } from '../../../domain/orders/types';
import { ORDER_TRANSITIONS } from '../../../domain/orders/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { messageOr } from '../orderFailure';
import { useOrderNotice } from '../useOrderNotice';

const BUTTONS: Record<
  Exclude<OrderStatus, 'draft'>,
  { icon: ReactElement; color: 'primary' | 'info' | 'success' | 'error' }
> = {
  confirmed: { icon: <TaskAltIcon />, color: 'primary' },
  in_progress: { icon: <LocalShippingIcon />, color: 'info' },
  delivered: { icon: <DoneAllIcon />, color: 'success' },
  cancelled: { icon: <CancelIcon />, color: 'error' },
};

/** The moves an order may make now: the domain's transitions, narrowed by what the server allows. */
export function allowedMoves(order: Pick<OrderDetail, 'status' | 'allowed_statuses'>): OrderStatus[] {
  const moves = ORDER_TRANSITIONS[order.status] ?? [];
  return Array.isArray(order.allowed_statuses)
    ? moves.filter((status) => order.allowed_statuses.includes(status))
    : [...moves];
}

/**
 * One button per allowed move (confirm, start delivery, mark delivered, cancel), for the roles that may
 * change a status; cancelling asks first. Each sends the version shown, so a stale page is refused.
 */
export function OrderStatusActions({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (order: OrderDetail) => void;
}) {
  const translate = useTranslate();
  const showNotice = useOrderNotice();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'status' });
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const move = useMutation({
    mutationFn: (status: OrderStatus) => dataProvider.setOrderStatus(order.id, status, order.version),
    onSuccess: (updated) => {
      setConfirmingCancel(false);
      showNotice({ key: 'bakery.orders.show.status_changed' }, 'success');
      onChanged(updated);
    },
    onError: (error) => {
      setConfirmingCancel(false);
      showNotice(messageOr(error, 'bakery.orders.show.status_failed'));
    },
  });

  const moves = allowedMoves(order);
  if (!canAccess || !moves.length) return null;

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', displayPrint: 'none' }}
      data-testid="order-status-actions"
    >
      {moves.map((status) => {
        const button = BUTTONS[status as Exclude<OrderStatus, 'draft'>];
        return (
          <Button
            key={status}
            variant={status === 'cancelled' ? 'outlined' : 'contained'}
            color={button.color}
            startIcon={button.icon}
            disabled={move.isPending}
            onClick={() => (status === 'cancelled' ? setConfirmingCancel(true) : move.mutate(status))}
          >
            {translate(`bakery.orders.show.moves.${status}`)}
          </Button>
        );
      })}
      <Confirm
        isOpen={confirmingCancel}
        loading={move.isPending}
        title={translate('bakery.orders.show.cancel_title', { number: order.order_number })}
        content={translate('bakery.orders.show.cancel_content')}
        confirm="bakery.orders.show.moves.cancelled"
        cancel="bakery.orders.show.keep"
        confirmColor="warning"
        onConfirm={() => move.mutate('cancelled')}
        onClose={() => setConfirmingCancel(false)}
      />
    </Stack>
  );
}
