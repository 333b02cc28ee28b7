import ContactEmergencyIcon from '@mui/icons-material/ContactEmergency';
import PersonIcon from '@mui/icons-material/Person';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/phone';
import { EMPTY_VALUE, formatDate } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';

/** The personal file of the other roles (spec 002 "details"): identity, languages, emergency contact, notes. */
export function DetailsTab({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.employee_page.details.${key}`);
  const emergencyPhone = formatPhone(record.emergency_contact_phone);
  const half = { xs: 12, xl: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <SectionCard title="bakery.employee_page.details.title" icon={<PersonIcon />} data-testid="employee-details">
          <InfoRow label={label('employee_id')} ltr={!!record.employee_id}>
            {record.employee_id || EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={label('nationality')}>{record.nationality || EMPTY_VALUE}</InfoRow>
          <InfoRow label={label('date_of_birth')}>{formatDate(record.date_of_birth)}</InfoRow>
          <InfoRow label={label('education_level')}>{record.education_level || EMPTY_VALUE}</InfoRow>
          <InfoRow label={label('languages')}>
            {record.languages.length ? record.languages.join('، ') : EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={label('notes')}>
            <span style={{ whiteSpace: 'pre-line' }}>{record.notes || EMPTY_VALUE}</span>
          </InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard
          title="bakery.employee_page.details.emergency_contact"
          icon={<ContactEmergencyIcon />}
          data-testid="employee-emergency"
        >
          <InfoRow label={label('emergency_name')}>{record.emergency_contact_name || EMPTY_VALUE}</InfoRow>
          <InfoRow label={label('emergency_phone')} ltr={!!emergencyPhone}>
            {emergencyPhone || EMPTY_VALUE}
          </InfoRow>
          <InfoRow label={label('emergency_relation')}>{record.emergency_contact_relation || EMPTY_VALUE}</InfoRow>
        </SectionCard>
      </Grid>
    </Grid>
  );
}
