import { MenuItem, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../domain/enums';
import { statusChoices } from '../../domain/orders/rules';
import type { ScheduleOrder } from '../../domain/schedule';
import { enumLabelKey } from '../../i18n/ar/enums';
import { EnumChip } from '../../ui/EnumChip';
import { useOrderStatusMove } from './useOrderStatusMove';

interface OrderStatusSelectProps {
  order: ScheduleOrder;
  onChanged: () => void;
}

/**
 * Spec 001 section 2's "edit dropdown for status": the order's status and the moves its state machine
 * allows. The select shows what the server holds; while a move is saving it shows the choice, and a
 * refused move returns to the held status when the day is read again. A role without the right, or an
 * order with no move left (delivered, cancelled), sees the status as a chip.
 */
export function OrderStatusSelect({ order, onChanged }: OrderStatusSelectProps) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'orders', action: 'status' });
  const move = useOrderStatusMove(order, onChanged);
  const choices = statusChoices(order.status);
  if (!canAccess || choices.length < 2) return <EnumChip enumName="order_status" value={order.status} />;
  const shown = move.isPending && move.variables ? move.variables : order.status;
  return (
    <TextField
      select
      size="small"
      label={translate('bakery.schedule.order.status')}
      value={shown}
      disabled={move.isPending}
      onChange={(event) => {
        const next = event.target.value as OrderStatus;
        if (next !== order.status) move.mutate(next);
      }}
      sx={{ minWidth: 180 }}
      slotProps={{ htmlInput: { 'data-testid': 'order-status-select' } }}
    >
      {choices.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(enumLabelKey('order_status', status))}
        </MenuItem>
      ))}
    </TextField>
  );
}
