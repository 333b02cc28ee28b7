import DoneAllIcon from '@mui/icons-material/DoneAll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/enums';
import type { OrderDetail } from '../../../domain/orders/types';
import { distributorMoves } from '../../../domain/orders/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { messageOr } from '../orderFailure';
import { allowedMoves } from '../show/OrderStatusActions';
import { useOrderNotice } from '../useOrderNotice';

const ICONS: Partial<Record<OrderStatus, ReactElement>> = {
  confirmed: <TaskAltIcon />,
  in_progress: <LocalShippingIcon />,
  delivered: <DoneAllIcon />,
};

/**
 * The distributor's status buttons, large for a phone: confirm, start delivery, delivered, as the order
 * now allows (distributorMoves: never cancel). Each sends the version shown, so a stale page is refused.
 */
export function DistributorMoves({
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
  const move = useMutation({
    mutationFn: (status: OrderStatus) => dataProvider.setOrderStatus(order.id, status, order.version),
    onSuccess: (updated) => {
      showNotice({ key: 'bakery.orders.show.status_changed' }, 'success');
      onChanged(updated);
    },
    onError: (error) => showNotice(messageOr(error, 'bakery.orders.show.status_failed')),
  });

  const moves = distributorMoves(allowedMoves(order));
  if (!canAccess || !moves.length) return null;
  return moves.map((status) => (
    <Button
      key={status}
      variant="contained"
      size="large"
      color={status === 'delivered' ? 'success' : 'primary'}
      startIcon={ICONS[status]}
      disabled={move.isPending}
      onClick={() => move.mutate(status)}
      data-testid={`distributor-move-${status}`}
      fullWidth
    >
      {translate(`bakery.orders.show.moves.${status}`)}
    </Button>
  ));
}
