import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';

/** The distributor's computed figures (GET /users/distributors/:id/details); nothing asked for other roles. */
export function useDistributorDetails(id: Identifier, enabled: boolean) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: ['users', 'distributor-details', String(id)],
    enabled,
    queryFn: ({ signal }) => dataProvider.distributorDetails(id, signal),
  });
}
