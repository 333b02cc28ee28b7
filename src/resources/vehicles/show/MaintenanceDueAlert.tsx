import BuildIcon from '@mui/icons-material/Build';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { useVehicleFigures } from './useVehicleQueries';

/** The odometer has reached the next maintenance: the current km against the km it was due at. */
export function MaintenanceDueAlert({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const figures = useVehicleFigures(record.id);
  const due = record.maintenance_due || !!figures.data?.maintenance.due;
  const next = record.next_maintenance_km ?? figures.data?.maintenance.next_km ?? null;
  if (!due || next === null) return null;
  return (
    <Alert severity="warning" icon={<BuildIcon />} sx={{ mb: 2 }} data-testid="vehicle-maintenance-due">
      <AlertTitle>{translate('bakery.vehicle_show.maintenance_due.title')}</AlertTitle>
      {translate('bakery.vehicle_show.maintenance_due.text', {
        current: formatNumber(Math.max(record.current_km, figures.data?.current_km ?? 0)),
        next: formatNumber(next),
      })}
    </Alert>
  );
}
