import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCREEN } from '../../../domain/access';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { pathOf } from '../../../registry/paths';
import { LinkAction } from '../../../ui/LinkAction';
import { VehicleAssignButton } from './VehicleAssignButton';
import { VehicleDeleteButton } from './VehicleDeleteButton';
import { VehicleUnassignButton } from './VehicleUnassignButton';

/**
 * Assign (an active vehicle nobody drives) or unassign, then view, edit and delete. An assigned vehicle
 * has no delete (spec 002 section 4; the server refuses it too).
 */
export function VehicleCardActions({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const assigned = vehicle.assigned_distributor_id != null;
  return (
    <>
      <Stack direction="row" spacing={1}>
        {assigned ? <VehicleUnassignButton vehicle={vehicle} /> : null}
        {!assigned && vehicle.status === 'active' ? <VehicleAssignButton vehicle={vehicle} /> : null}
      </Stack>
      <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', marginInlineStart: 'auto' }} data-testid="vehicle-actions">
        <LinkAction to={pathOf(SCREEN.vehicleShow, vehicle.id)} label={translate('bakery.vehicle_list.show')} icon={<VisibilityIcon fontSize="small" />} />
        <LinkAction to={pathOf(SCREEN.vehicleEdit, vehicle.id)} label={translate('bakery.vehicle_list.edit')} icon={<EditIcon fontSize="small" />} />
        {assigned ? null : <VehicleDeleteButton vehicle={vehicle} />}
      </Stack>
    </>
  );
}
