import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import { Alert, CircularProgress, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { MaintenanceForm } from './MaintenanceForm';
import { MaintenanceTable } from './MaintenanceTable';
import { useVehicleMaintenance } from './useVehicleQueries';

const prefix = 'bakery.vehicle_show.maintenance';

/** The vehicle's maintenance visits, newest first, and the form that records a new one. */
export function MaintenanceTab({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const maintenance = useVehicleMaintenance(record.id);

  let content;
  if (maintenance.isPending) content = <CircularProgress aria-label={translate(`${prefix}.title`)} />;
  else if (maintenance.isError)
    content = (
      <RetryAlert
        message={`${prefix}.load_failed`}
        onRetry={() => void maintenance.refetch()}
        retrying={maintenance.isFetching}
      />
    );
  else if (maintenance.data.length === 0)
    content = (
      <Alert severity="info" data-testid="vehicle-maintenance-empty">
        {translate(`${prefix}.empty`)}
      </Alert>
    );
  else content = <MaintenanceTable vehicleId={record.id} rows={maintenance.data} />;

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <SectionCard title={`${prefix}.title`} icon={<BuildCircleIcon />} data-testid="vehicle-maintenance">
          {record.next_maintenance_km === null ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${prefix}.next_due`, { km: formatNumber(record.next_maintenance_km) })}
            </Typography>
          )}
          {content}
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <MaintenanceForm record={record} />
      </Grid>
    </Grid>
  );
}
