import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Distributor } from '../../domain/types';
import type { BakeryDataProvider } from '../../providers/dataProvider';

export const DISTRIBUTORS_QUERY_KEY = ['users', 'distributors', 'active'] as const;

/** The active distributors (GET /users/distributors) for the order filters and forms. */
export function useDistributors(enabled = true) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery<Distributor[]>({
    queryKey: DISTRIBUTORS_QUERY_KEY,
    queryFn: () => dataProvider.distributors({ active: true }),
    enabled,
  });
}

export const distributorName = (distributor: Pick<Distributor, 'full_name' | 'username'>) =>
  distributor.full_name || distributor.username || '';
