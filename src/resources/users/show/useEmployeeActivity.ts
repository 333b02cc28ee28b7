import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import { USER_ACTIVITY_PER_PAGE } from '../../../domain/users/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';

/** One page of the employee's audit trail; the previous page stays on screen while the next one loads. */
export function useEmployeeActivity(id: Identifier, page: number) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: ['users', 'activity', String(id), page],
    queryFn: ({ signal }) => dataProvider.employeeActivity(id, { page, limit: USER_ACTIVITY_PER_PAGE, signal }),
    placeholderData: keepPreviousData,
  });
}
