import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrderStatus } from '../../domain/enums';
import type { ScheduleOrder } from '../../domain/schedule';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { useScheduleNotice } from './useScheduleNotice';

/**
 * Moves an order of the schedule to another status through the orders' own rules on the server. The
 * day is read again either way: on success for the new status, on failure so the dialog shows what the
 * server holds (the select returns to it).
 */
export function useOrderStatusMove(order: ScheduleOrder, onChanged: () => void) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notice = useScheduleNotice();
  return useMutation({
    mutationFn: (status: OrderStatus) => dataProvider.setOrderStatus(order.id, status, order.version),
    onSuccess: () => {
      notice.success('bakery.schedule.order.status_updated');
      onChanged();
    },
    onError: (error) => {
      notice.failure(error, 'bakery.schedule.order.status_failed');
      onChanged();
    },
  });
}
