import { useState } from 'react';
import { useDataProvider, useDelete, useTranslate } from 'react-admin';
import { vehicleErrors } from '../../../domain/vehicles/messages';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { serverMessage, statusOf } from '../../../providers/failure';
import { DeleteButton } from '../../../ui/DeleteButton';
import { DeleteConflictDialog } from '../../../ui/DeleteConflictDialog';
import { isolatedPlate } from '../../../ui/plate';
import { useVehicleFailure, useVehicleSuccess } from './vehicleNotices';

/** The server keeps a vehicle with expenses, maintenance or assignments (409 has_history). */
function hasHistory(error: unknown): boolean {
  return statusOf(error) === 409 && (error as { body?: { code?: unknown } } | null)?.body?.code === 'has_history';
}

/**
 * Delete after 'هل أنت متأكد من حذف هذه المركبة؟'. A vehicle with a history is kept by the server: its
 * reason is shown with the offer to retire the vehicle instead.
 */
export function VehicleDeleteButton({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const success = useVehicleSuccess();
  const failure = useVehicleFailure();
  const [deleteOne, { isPending }] = useDelete();
  const [conflict, setConflict] = useState<string | null>(null);
  const [retiring, setRetiring] = useState(false);

  const remove = (close: () => void) =>
    deleteOne(
      'vehicles',
      { id: vehicle.id, previousData: vehicle },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          success(vehicleErrors.vehicleDeleted);
        },
        onError: (error) => {
          close();
          if (hasHistory(error)) setConflict(serverMessage(error) ?? vehicleErrors.vehicleHasHistory);
          else failure(error, 'bakery.vehicle_list.delete_failed');
        },
      },
    );

  const retire = async () => {
    setRetiring(true);
    try {
      await dataProvider.setVehicleStatus(vehicle.id, 'retired');
      setConflict(null);
      success(vehicleErrors.vehicleStatusUpdated);
    } catch (error) {
      failure(error, 'bakery.vehicle_list.status_failed');
    } finally {
      setRetiring(false);
    }
  };

  return (
    <>
      <DeleteButton
        variant="icon"
        label={translate('bakery.vehicle_list.delete')}
        title={translate('bakery.vehicle_list.delete_title', { plate: isolatedPlate(vehicle.vehicle_plate) })}
        content="bakery.vehicle_list.delete_content"
        confirm="bakery.vehicle_list.delete_confirm"
        pending={isPending}
        onConfirm={remove}
      />
      <DeleteConflictDialog
        message={conflict}
        title="bakery.vehicle_list.conflict_title"
        deactivateLabel="bakery.vehicle_list.retire_instead"
        canDeactivate={vehicle.status !== 'retired'}
        deactivating={retiring}
        onDeactivate={() => void retire()}
        onClose={() => setConflict(null)}
      />
    </>
  );
}
