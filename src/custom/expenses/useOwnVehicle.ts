import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';

/**
 * The van the signed-in distributor drives (GET /vehicles/mine): theirs is the only one they record
 * expenses for. `enabled` false for the office, who picks the vehicle in the dialog.
 */
export function useOwnVehicle(enabled: boolean) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({
    queryKey: ['vehicles', 'mine'],
    queryFn: () => dataProvider.ownVehicle(),
    enabled,
  });
  return {
    vehicle: query.data ?? null,
    isPending: enabled && query.isPending,
    /** The server answered: `vehicle` null means they have none. */
    known: query.isSuccess,
    isError: query.isError,
  };
}
