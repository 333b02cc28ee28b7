import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { vehiclePaths } from '../../../registry/paths';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
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
        <LinkAction to={vehiclePaths.show(vehicle.id)} label={translate('bakery.vehicle_list.show')} icon={<VisibilityIcon fontSize="small" />} />
        <LinkAction to={vehiclePaths.edit(vehicle.id)} label={translate('bakery.vehicle_list.edit')} icon={<EditIcon fontSize="small" />} />
        {assigned ? null : <VehicleDeleteButton vehicle={vehicle} />}
      </Stack>
    </>
  );
}
