import BuildIcon from '@mui/icons-material/Build';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EuroIcon from '@mui/icons-material/Euro';
import NotesIcon from '@mui/icons-material/Notes';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatNumber, formatSyp } from '../../../i18n/format';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { AssignedDistributorCard } from './AssignedDistributorCard';
import { VehicleStatusChip } from '../VehicleStatusChip';
import { VehiclePlate } from '../../../ui/VehiclePlate';

const prefix = 'bakery.vehicle_show.details';

/** Every field of the vehicle, in the five sections of its edit form, and who drives it. */
export function DetailsTab({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.vehicles.fields.${name}`);
  const own = (name: string) => translate(`${prefix}.${name}`);
  const choice = (name: EnumMessageName, value: string | null) =>
    value ? translate(enumLabelKey(name, value), { _: value }) : EMPTY_VALUE;
  const km = (value: number | null) => (value === null ? EMPTY_VALUE : formatNumber(value));
  const text = (value: string | null) => value || EMPTY_VALUE;
  const half = { xs: 12, lg: 6 } as const;

  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <SectionCard title={`${prefix}.basic`} icon={<DirectionsCarIcon />} data-testid="vehicle-details-basic">
          <InfoRow label={field('vehicle_type')}>{choice('vehicle_type', record.vehicle_type)}</InfoRow>
          <InfoRow label={field('vehicle_model')}>{record.vehicle_model}</InfoRow>
          <InfoRow label={field('vehicle_plate')}>
            <VehiclePlate plate={record.vehicle_plate} />
          </InfoRow>
          <InfoRow label={field('vehicle_year')}>{record.vehicle_year}</InfoRow>
          <InfoRow label={field('vehicle_color')}>{text(record.vehicle_color)}</InfoRow>
          <InfoRow label={own('status')}>
            <VehicleStatusChip status={record.status} />
          </InfoRow>
          <InfoRow label={field('is_company_owned')}>{own(record.is_company_owned ? 'yes' : 'no')}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <AssignedDistributorCard record={record} />
      </Grid>
      <Grid size={half}>
        <SectionCard title={`${prefix}.technical`} icon={<BuildIcon />} data-testid="vehicle-details-technical">
          <InfoRow label={field('fuel_type')}>{choice('fuel_type', record.fuel_type)}</InfoRow>
          <InfoRow label={field('transmission_type')}>{choice('transmission_type', record.transmission_type)}</InfoRow>
          <InfoRow label={field('engine_capacity')}>{text(record.engine_capacity)}</InfoRow>
          <InfoRow label={field('carrying_capacity')}>{km(record.carrying_capacity)}</InfoRow>
          <InfoRow label={field('fuel_consumption')}>{km(record.fuel_consumption)}</InfoRow>
          <InfoRow label={field('current_km')}>{km(record.current_km)}</InfoRow>
          <InfoRow label={own('purchase_km')}>{km(record.purchase_km)}</InfoRow>
          <InfoRow label={field('maintenance_interval_km')}>{km(record.maintenance_interval_km)}</InfoRow>
          <InfoRow label={field('last_maintenance_date')}>{formatDate(record.last_maintenance_date)}</InfoRow>
          <InfoRow label={field('last_maintenance_km')}>{km(record.last_maintenance_km)}</InfoRow>
          <InfoRow label={field('next_maintenance_km')}>{km(record.next_maintenance_km)}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard title={`${prefix}.finance`} icon={<EuroIcon />} data-testid="vehicle-details-finance">
          <InfoRow label={field('purchase_date')}>{formatDate(record.purchase_date)}</InfoRow>
          <InfoRow label={own('purchase_currency')}>{choice('currency', record.purchase_currency)}</InfoRow>
          {record.purchase_currency === 'SYP' ? (
            <>
              <InfoRow label={field('purchase_price_syp')}>{formatSyp(record.purchase_price_syp)}</InfoRow>
              <InfoRow label={own('exchange_rate')}>
                {record.purchase_exchange_rate === null
                  ? EMPTY_VALUE
                  : translate(`${prefix}.exchange_rate_value`, { rate: formatNumber(record.purchase_exchange_rate) })}
              </InfoRow>
            </>
          ) : null}
          <InfoRow label={field('purchase_price_eur')}>{formatMoney(record.purchase_price_eur)}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard title={`${prefix}.insurance`} icon={<VerifiedUserIcon />} data-testid="vehicle-details-insurance">
          <InfoRow label={field('insurance_company')}>{text(record.insurance_company)}</InfoRow>
          <InfoRow label={field('insurance_expiry_date')}>{formatDate(record.insurance_expiry_date)}</InfoRow>
          <InfoRow label={field('registration_date')}>{formatDate(record.registration_date)}</InfoRow>
          <InfoRow label={field('registration_expiry_date')}>{formatDate(record.registration_expiry_date)}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard title={`${prefix}.extra`} icon={<NotesIcon />} data-testid="vehicle-details-extra">
          <InfoRow label={own('notes')}>
            <span style={{ whiteSpace: 'pre-line' }}>{text(record.notes)}</span>
          </InfoRow>
          <InfoRow label={own('created_at')}>{formatDateTime(record.created_at)}</InfoRow>
          <InfoRow label={own('updated_at')}>{formatDateTime(record.updated_at)}</InfoRow>
        </SectionCard>
      </Grid>
    </Grid>
  );
}
