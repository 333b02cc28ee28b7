import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isTestVehicle } from '../../../domain/users/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { plateAndModel } from '../../../ui/plate';

/** The vehicle an employee has now (the record's vehicle_info). */
export interface CurrentVehicle {
  vehicle_id: number;
  plate?: string | null;
  model?: string | null;
}

export interface VehicleOption {
  id: number;
  name: string;
}

/**
 * The vehicles a distributor may be given: active ones no other distributor has (GET /vehicles), without
 * test data (spec 002 section 5), and the one this employee has now, which stays choosable.
 */
export function useVehicleChoices(current: CurrentVehicle | null | undefined) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['users', 'available-vehicles'],
    queryFn: () => dataProvider.availableVehicles(),
  });
  const label = (plate: unknown, model: unknown) => plateAndModel({ vehicle_plate: plate, vehicle_model: model });
  const choices: VehicleOption[] = (data ?? [])
    .filter((vehicle) => !isTestVehicle(vehicle))
    .map((vehicle) => ({ id: Number(vehicle.id), name: label(vehicle.vehicle_plate, vehicle.vehicle_model) }));
  if (current && !choices.some((choice) => choice.id === current.vehicle_id)) {
    choices.unshift({ id: current.vehicle_id, name: label(current.plate, current.model) });
  }
  return { choices, isPending, isError };
}
