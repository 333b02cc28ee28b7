import { MenuItem, TextField } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { VEHICLE_STATUSES, type VehicleStatus } from '../../../domain/enums';
import { vehicleErrors } from '../../../domain/vehicles/messages';
import { enumLabelKey } from '../../../i18n/ar/enums';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { useVehicleFailure, useVehicleSuccess } from './vehicleNotices';

/**
 * The status, changed on the spot (spec 002 section 4: freely, from the card) with PATCH /vehicles/:id/status.
 * MUI's menu, like every other choice of the app.
 */
export function VehicleStatusSelect({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const id = useId();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const success = useVehicleSuccess();
  const failure = useVehicleFailure();
  const [pending, setPending] = useState(false);

  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const status = event.target.value as VehicleStatus;
    if (status === vehicle.status) return;
    setPending(true);
    try {
      await dataProvider.setVehicleStatus(vehicle.id, status);
      success(vehicleErrors.vehicleStatusUpdated);
    } catch (error) {
      failure(error, 'bakery.vehicle_list.status_failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <TextField
      select
      id={id}
      size="small"
      label={translate('bakery.vehicle_list.card.status')}
      value={vehicle.status}
      onChange={(event: ChangeEvent<HTMLInputElement>) => void change(event)}
      disabled={pending}
      data-testid="vehicle-status-select"
      sx={{ mb: 0 }}
    >
      {VEHICLE_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(enumLabelKey('vehicle_status', status))}
        </MenuItem>
      ))}
    </TextField>
  );
}
