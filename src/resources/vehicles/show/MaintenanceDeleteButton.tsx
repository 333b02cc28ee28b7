import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { DeleteButton } from '../../../ui/DeleteButton';
import { useReloadVehicle } from './useVehicleQueries';
import { useVehicleFailure } from './useVehicleFailure';

const prefix = 'bakery.vehicle_show.maintenance';

/** Deletes one maintenance visit after a confirmation; the vehicle's next due km and figures follow. */
export function MaintenanceDeleteButton({
  vehicleId,
  maintenanceId,
}: {
  vehicleId: Identifier;
  maintenanceId: Identifier;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useVehicleFailure();
  const reload = useReloadVehicle();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [pending, setPending] = useState(false);

  const remove = async (close: () => void) => {
    setPending(true);
    try {
      await dataProvider.deleteMaintenance(vehicleId, maintenanceId);
      notify(`${prefix}.deleted`, { type: 'success' });
      void reload();
    } catch (error) {
      failure(error, `${prefix}.delete_failed`);
    } finally {
      setPending(false);
      close();
    }
  };

  return (
    <DeleteButton
      variant="icon"
      label={translate(`${prefix}.delete`)}
      title={`${prefix}.delete_title`}
      content={`${prefix}.delete_content`}
      confirm={`${prefix}.delete`}
      pending={pending}
      onConfirm={(close) => void remove(close)}
    />
  );
}
