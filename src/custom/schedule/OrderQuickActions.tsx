import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import type { OrderStatus } from '../../domain/enums';
import { acceptsPayment, canMoveOrder } from '../../domain/orders/rules';
import type { ScheduleOrder } from '../../domain/schedule';
import { formatMoney } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { newIdempotencyKey } from '../../providers/idempotencyKey';
import { useOrderStatusMove } from './useOrderStatusMove';
import { useScheduleNotice } from './useScheduleNotice';

interface OrderQuickActionsProps {
  order: ScheduleOrder;
  /** The order changed on the server: read the day again. */
  onChanged: () => void;
}

/** Spec 001 section 4's quick buttons, each shown only when the order's state machine allows the move. */
const QUICK_MOVES: readonly { status: OrderStatus; key: string; icon: typeof TaskAltIcon; testId: string }[] = [
  { status: 'confirmed', key: 'confirm', icon: CheckCircleIcon, testId: 'order-confirm' },
  { status: 'in_progress', key: 'start', icon: LocalShippingIcon, testId: 'order-start' },
  { status: 'delivered', key: 'deliver', icon: TaskAltIcon, testId: 'order-deliver' },
];

/**
 * The schedule dialog's buttons: confirm (from draft), start distribution (from confirmed), delivered
 * (once on the road: the server's rules deliver only an order in progress), and pay, which records what
 * remains as one cash payment. One Idempotency-Key per order and amount, so a double click pays once.
 */
export function OrderQuickActions({ order, onChanged }: OrderQuickActionsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notice = useScheduleNotice();
  const { canAccess: canPay = false } = useCanAccess({ resource: 'orders', action: 'payment' });
  const { canAccess: canSetStatus = false } = useCanAccess({ resource: 'orders', action: 'status' });
  const [payKey] = useState(newIdempotencyKey);

  const move = useOrderStatusMove(order, onChanged);

  const pay = useMutation({
    mutationFn: () =>
      dataProvider.recordOrderPayment(
        order.id,
        { amount: order.remaining_eur, method: 'cash', payment_date: bakeryDate(), reference: null, notes: null, version: order.version },
        `${payKey}-${order.id}-${order.remaining_eur}`,
      ),
    onSuccess: () => {
      notice.success('bakery.schedule.order.payment_updated');
      onChanged();
    },
    onError: (error) => notice.failure(error, 'bakery.schedule.order.payment_failed'),
  });

  const busy = move.isPending || pay.isPending;
  const moves = canSetStatus ? QUICK_MOVES.filter((quick) => canMoveOrder(order.status, quick.status)) : [];
  const showPay = canPay && order.payment_status !== 'paid' && acceptsPayment(order.status) && order.remaining_eur > 0;

  if (moves.length === 0 && !showPay) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="order-quick-actions">
      {moves.map(({ status, key, icon: Icon, testId }) => (
        <Button key={status} variant="contained" color={status === 'delivered' ? 'success' : 'primary'} startIcon={<Icon />} disabled={busy} onClick={() => move.mutate(status)} data-testid={testId}>
          {translate(`bakery.schedule.order.${key}`)}
        </Button>
      ))}
      {showPay ? (
        <Button variant="outlined" color="success" startIcon={<PaymentsIcon />} disabled={busy} onClick={() => pay.mutate()} data-testid="order-pay">
          {translate('bakery.schedule.order.pay', { amount: formatMoney(order.remaining_eur) })}
        </Button>
      ) : null}
    </Box>
  );
}
