import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { DASHBOARD_QUERY_KEY, DASHBOARD_STALE_MS } from '../useDashboardData';

/**
 * One card's figures, under the dashboard's query key so that its refresh button and 5-minute check
 * (../useDashboardData) refresh the card too; fetched only while the card is shown.
 */
export function useCardQuery<T>(key: readonly unknown[], read: (provider: BakeryDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'card', ...key],
    queryFn: () => read(dataProvider),
    staleTime: DASHBOARD_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
