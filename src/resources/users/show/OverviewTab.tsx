import BadgeIcon from '@mui/icons-material/Badge';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import SettingsIcon from '@mui/icons-material/Settings';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/phone';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { CopyButton } from '../../../ui/CopyButton';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { TwoFactorRow } from './TwoFactorRow';

/** Contact, work and system information of every employee (spec 002 "overview"). */
export function OverviewTab({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.employee_page.overview.${key}`);
  const phone = formatPhone(record.phone);
  // Side by side only where each card still has room for a label column and an e-mail address.
  const half = { xs: 12, xl: 6 } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <SectionCard
          title="bakery.employee_page.overview.contact"
          icon={<ContactPhoneIcon />}
          data-testid="employee-contact"
        >
          <InfoRow
            label={label('email')}
            ltr={!!record.email}
            action={record.email ? <CopyButton text={record.email} label={label('email')} /> : undefined}
          >
            {record.email || EMPTY_VALUE}
          </InfoRow>
          <InfoRow
            label={label('phone')}
            ltr={!!phone}
            action={phone ? <CopyButton text={phone} label={label('phone')} /> : undefined}
          >
            <span data-testid="employee-phone" style={{ whiteSpace: 'nowrap' }}>
              {phone || EMPTY_VALUE}
            </span>
          </InfoRow>
          <InfoRow label={label('address')}>{record.address || EMPTY_VALUE}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={half}>
        <SectionCard title="bakery.employee_page.overview.work" icon={<BadgeIcon />} data-testid="employee-work">
          <InfoRow label={label('username')} ltr>
            {record.username}
          </InfoRow>
          <InfoRow label={label('hire_date')}>{formatDate(record.hired_date)}</InfoRow>
          <InfoRow label={label('monthly_salary')}>{formatMoney(record.salary_eur, 'EUR')}</InfoRow>
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard title="bakery.employee_page.overview.system" icon={<SettingsIcon />} data-testid="employee-system">
          <InfoRow label={label('created')}>{formatDateTime(record.created_at)}</InfoRow>
          <InfoRow label={label('updated')}>{formatDateTime(record.updated_at)}</InfoRow>
          <InfoRow label={label('last_login')}>
            <span data-testid="employee-last-login">
              {record.last_login ? formatDateTime(record.last_login) : label('never_logged_in')}
            </span>
          </InfoRow>
          <TwoFactorRow record={record} />
        </SectionCard>
      </Grid>
    </Grid>
  );
}
