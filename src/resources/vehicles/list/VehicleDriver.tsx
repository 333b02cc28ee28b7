import PersonIcon from '@mui/icons-material/Person';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { PhoneText } from '../../../ui/PhoneText';

/** Who drives the vehicle, with their phone, or 'غير مُعيّنة'. */
export function VehicleDriver({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const driver = vehicle.assignedDistributor;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }} data-testid="vehicle-driver">
      <PersonIcon fontSize="small" color={driver ? 'info' : 'disabled'} />
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('bakery.vehicle_list.card.distributor')}:
      </Typography>
      {driver ? (
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={500} component="span">
            {driver.full_name}
          </Typography>
          {driver.phone ? (
            <Typography variant="caption" color="text.secondary" component="span">
              <PhoneText phone={driver.phone} />
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" component="span" color="text.secondary">
          {translate('bakery.vehicle_list.card.unassigned')}
        </Typography>
      )}
    </Stack>
  );
}
