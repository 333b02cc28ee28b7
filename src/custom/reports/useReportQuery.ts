import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';

/**
 * One report's reply for the page's range: kept a minute (the kept figures change with every order, but
 * switching tabs back and forth should not ask again), no refetch on focus, the previous reply shown
 * while another range loads so the page does not jump.
 */
export function useReportQuery<T>(key: readonly unknown[], read: (provider: BakeryDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: ['bakery-reports', ...key],
    queryFn: () => read(dataProvider),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    placeholderData: (previous) => previous,
  });
}
