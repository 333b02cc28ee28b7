import PersonPinIcon from '@mui/icons-material/PersonPin';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/phone';
import { EMPTY_VALUE, formatDateTime } from '../../../i18n/format';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';

const prefix = 'bakery.vehicle_show.details';

/** Who drives the vehicle now, how to reach them and since when; or that nobody does. */
export function AssignedDistributorCard({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const person = record.assignedDistributor;
  const phone = formatPhone(person?.phone);
  return (
    <SectionCard title={`${prefix}.distributor`} icon={<PersonPinIcon />} data-testid="vehicle-details-distributor">
      {person ? (
        <>
          <InfoRow label={translate(`${prefix}.distributor_name`)}>{person.full_name}</InfoRow>
          <InfoRow label={translate(`${prefix}.distributor_phone`)} ltr={!!phone}>
            {phone ? <a href={`tel:${person.phone}`}>{phone}</a> : EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={translate(`${prefix}.distributor_email`)} ltr={!!person.email}>
            {person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={translate(`${prefix}.assigned_since`)}>{formatDateTime(record.assigned_at)}</InfoRow>
        </>
      ) : (
        <Alert severity="info">{translate(`${prefix}.no_distributor`)}</Alert>
      )}
    </SectionCard>
  );
}
