import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { statusOf } from '../../../providers/failure';
import { refreshQueries } from '../../../ui/queryCache';

/**
 * A refusal (4xx: unknown vehicle, no right) will not change on a second try: show it at once rather
 * than after react-query's back-off; a network or server failure is tried twice more.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = statusOf(error) ?? 0;
  return !(status >= 400 && status < 500) && failures < 2;
}

/** Twenty expenses a page on the expenses tab. */
export const VEHICLE_EXPENSES_PER_PAGE = 20;

// Every read of the page sits under ['vehicles', ...] next to react-admin's own getOne key, so one
// invalidation after a write (a maintenance visit, a retire) reads the vehicle and every tab again.
const keys = {
  figures: (id: Identifier) => ['vehicles', 'figures', String(id)],
  expenses: (id: Identifier, page: number) => ['vehicles', 'expenses', String(id), page],
  maintenance: (id: Identifier) => ['vehicles', 'maintenance', String(id)],
  history: (id: Identifier) => ['vehicles', 'history', String(id)],
};

export function useVehicleFigures(id: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: keys.figures(id),
    queryFn: () => dataProvider.vehicleFigures(id),
    retry: retryUnlessRefused,
  });
}

/** One page of the vehicle's expenses; the previous page stays on screen while the next one loads. */
export function useVehicleExpenses(id: Identifier, page: number) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: keys.expenses(id, page),
    queryFn: () => dataProvider.vehicleExpenses(id, { page, perPage: VEHICLE_EXPENSES_PER_PAGE }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useVehicleMaintenance(id: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: keys.maintenance(id),
    queryFn: () => dataProvider.vehicleMaintenance(id),
    retry: retryUnlessRefused,
  });
}

export function useVehicleHistory(id: Identifier) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: keys.history(id),
    queryFn: () => dataProvider.vehicleHistory(id),
    retry: retryUnlessRefused,
  });
}

/** After a write on this vehicle: the record, its figures and every tab read again (the list too). */
export function useReloadVehicle() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshQueries(queryClient, { queryKey: ['vehicles'] }), [queryClient]);
}
