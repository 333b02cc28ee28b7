import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Card, CardActions, CardContent, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { VehicleStatusChip } from '../VehicleStatusChip';
import { VehicleCardActions } from './VehicleCardActions';
import { VehicleCardFacts } from './VehicleCardFacts';
import { VehicleDriver } from './VehicleDriver';
import { VehicleStatusSelect } from './VehicleStatusSelect';
import { VehiclePlate } from '../../../ui/VehiclePlate';

/** One vehicle: plate and model, status, the facts, who drives it, its status choice and its actions. */
export function VehicleCard({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" aria-label={vehicle.vehicle_plate} data-testid="vehicle-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ pb: 1, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" fontWeight={700} data-testid="vehicle-plate">
              <Link component={RouterLink} to={vehiclePaths.show(vehicle.id)} underline="hover" color="inherit">
                <VehiclePlate plate={vehicle.vehicle_plate} />
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {vehicle.vehicle_model}
            </Typography>
          </Stack>
          <VehicleStatusChip status={vehicle.status} />
        </Stack>
        {vehicle.maintenance_due ? (
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberIcon />}
            label={translate('bakery.vehicle_list.card.maintenance_due')}
            data-testid="vehicle-maintenance-due"
            sx={{ mt: 1 }}
          />
        ) : null}
        <VehicleCardFacts vehicle={vehicle} />
        <Divider sx={{ my: 1 }} />
        <VehicleDriver vehicle={vehicle} />
        <VehicleStatusSelect vehicle={vehicle} />
      </CardContent>
      <CardActions sx={{ pt: 0, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <VehicleCardActions vehicle={vehicle} />
      </CardActions>
    </Card>
  );
}
