import BuildIcon from '@mui/icons-material/Build';
import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { DashboardOverview } from '../../domain/dashboard';
import { SCREEN } from '../../domain/access';
import { formatNumber } from '../../i18n/format';
import { isolatedPlate } from '../../ui/plate';

type DueVehicle = NonNullable<NonNullable<DashboardOverview['alerts']>['maintenance_due']>[number];

const detailsPath = (id: number) => SCREEN.vehicleShow.path.replace(':id', String(id));

/**
 * The vans due for maintenance (overview.alerts.maintenance_due, sent to the roles that manage vehicles),
 * each linking to its details page. Nothing when none is due.
 */
export function MaintenanceAlert({ overview }: { overview: DashboardOverview | undefined }) {
  const translate = useTranslate();
  const due: DueVehicle[] = overview?.alerts?.maintenance_due ?? [];
  if (!due.length) return null;
  return (
    <Alert severity="warning" icon={<BuildIcon />} sx={{ mb: 2 }} data-testid="maintenance-due-alert">
      <AlertTitle>{translate('bakery.dashboard.maintenance_due.title')}</AlertTitle>
      <List dense disablePadding>
        {due.map((vehicle) => (
          <ListItem key={vehicle.id} disableGutters sx={{ py: 0 }}>
            <Link component={LinkBase} to={detailsPath(vehicle.id)} color="inherit" data-testid="maintenance-due-link">
              {translate('bakery.dashboard.maintenance_due.line', {
                plate: isolatedPlate(vehicle.vehicle_plate),
                model: vehicle.vehicle_model,
                current: formatNumber(vehicle.current_km),
                next: formatNumber(vehicle.next_maintenance_km),
              })}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
