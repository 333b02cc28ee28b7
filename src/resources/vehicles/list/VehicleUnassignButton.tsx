import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { vehicleErrors } from '../../../domain/vehicles/messages';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { isolatedPlate } from '../../../ui/plate';
import { useVehicleFailure, useVehicleSuccess } from './vehicleNotices';

/** 'إلغاء التعيين' after a confirmation: the vehicle and its distributor are both free again. */
export function VehicleUnassignButton({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const success = useVehicleSuccess();
  const failure = useVehicleFailure();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const unassign = async () => {
    setPending(true);
    try {
      await dataProvider.unassignVehicle(vehicle.id);
      success(vehicleErrors.vehicleUnassigned);
    } catch (error) {
      failure(error, 'bakery.vehicle_list.unassign_failed');
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button size="small" color="warning" variant="outlined" startIcon={<LinkOffIcon />} onClick={() => setOpen(true)}>
        {translate('bakery.vehicle_list.unassign')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="bakery.vehicle_list.unassign_title"
        titleTranslateOptions={{ plate: isolatedPlate(vehicle.vehicle_plate) }}
        content="bakery.vehicle_list.unassign_content"
        confirm="bakery.vehicle_list.unassign"
        confirmColor="warning"
        onConfirm={() => void unassign()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
