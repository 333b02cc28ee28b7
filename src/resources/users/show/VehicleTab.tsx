import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { EMPTY_VALUE, formatDate } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { VehiclePlate } from '../../../ui/VehiclePlate';

/** The vehicle assigned to the distributor (spec 002 "vehicle"), or the notice that there is none. */
export function VehicleTab({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.employee_page.vehicle.${key}`);
  const vehicle = record.vehicle_info;
  // The licence is the distributor's own; the vehicle reply repeats it, the record always has it.
  const licence = vehicle?.license_number ?? record.license_number;
  return (
    <SectionCard title="bakery.employee_page.vehicle.title" icon={<LocalShippingIcon />} data-testid="employee-vehicle">
      {vehicle ? (
        <>
          <InfoRow label={label('type')}>
            {vehicle.type ? translate(enumLabelKey('vehicle_type', vehicle.type), { _: vehicle.type }) : EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={label('plate')}>
            <span data-testid="employee-vehicle-plate">
              <VehiclePlate plate={vehicle.plate} />
            </span>
          </InfoRow>
          <InfoRow label={label('model')}>{vehicle.model || EMPTY_VALUE}</InfoRow>
          <InfoRow label={label('license_number')} ltr={!!licence}>
            {licence || EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={label('assigned_date')}>{formatDate(vehicle.assigned_date)}</InfoRow>
        </>
      ) : (
        <>
          <Alert severity="info" data-testid="employee-no-vehicle" sx={{ mb: licence ? 1 : 0 }}>
            {label('none')}
          </Alert>
          {licence ? (
            <InfoRow label={label('license_number')} ltr>
              {licence}
            </InfoRow>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
