import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { VehicleAssignDialog } from './VehicleAssignDialog';

/** 'تعيين موزع': opens the dialog; the dialog reads the distributors only once opened. */
export function VehicleAssignButton({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('bakery.vehicle_list.assign')}
      </Button>
      {open ? <VehicleAssignDialog vehicle={vehicle} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
