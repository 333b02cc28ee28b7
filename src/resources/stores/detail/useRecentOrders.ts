import { useQuery } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import { useStoreCalls } from './useStoreCalls';

/** The detail's "last orders" count (spec 001 section 9). */
export const RECENT_ORDERS_LIMIT = 5;

/** The shop's last five orders; a failure only warns (spec 001 section 8), the page stays. */
export function useRecentOrders(id: Identifier | undefined) {
  const calls = useStoreCalls();
  const notify = useNotify();
  return useQuery({
    queryKey: ['stores', 'orders', String(id), RECENT_ORDERS_LIMIT],
    enabled: id !== undefined && id !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await calls.recentOrders(id as Identifier, RECENT_ORDERS_LIMIT, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        notify('bakery.stores.show.orders_failed', { type: 'warning' });
        throw error;
      }
    },
  });
}
