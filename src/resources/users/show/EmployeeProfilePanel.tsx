import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { userPaths } from '../../../registry/paths';
import { EnumChip } from '../../../ui/EnumChip';
import { EmployeeAvatar } from './EmployeeAvatar';
import { EmployeeStatusAction } from './EmployeeStatusAction';
import { PanelRow } from './PanelRow';
import { lastActivityLabel } from './lastActivityLabel';

interface EmployeeProfilePanelProps {
  record: UserRecord;
  /** When the employee was last seen: a distributor's last activity, else their last sign-in. */
  lastActiveAt: string | null;
}

/** The side panel (spec 002 "/users/{id}"): picture, id, status, role, quick actions, dates and salary. */
export function EmployeeProfilePanel({ record, lastActiveAt }: EmployeeProfilePanelProps) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit', record });
  const label = (key: string) => translate(`bakery.employee_page.panel.${key}`);
  return (
    <Card variant="outlined" component="aside" aria-label={label('title')} data-testid="employee-panel">
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
          <EmployeeAvatar name={record.full_name} src={record.avatar_url} />
          <Typography variant="h6" component="p" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
            {record.full_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            @{record.username}
          </Typography>
        </Stack>

        <PanelRow label={label('id')}>{record.id}</PanelRow>
        <PanelRow label={label('status')}>
          <EnumChip enumName="user_status" value={record.status} testId="employee-panel-status" />
        </PanelRow>
        <PanelRow label={label('role')}>
          <EnumChip enumName="role" value={record.role} testId="employee-panel-role" />
        </PanelRow>
        <PanelRow label={label('join_date')}>{formatDate(record.hired_date ?? record.created_at)}</PanelRow>
        <PanelRow label={label('last_activity')}>
          <span data-testid="employee-last-activity">{lastActivityLabel(lastActiveAt, translate)}</span>
        </PanelRow>
        <PanelRow label={label('salary')}>
          <span data-testid="employee-salary">{formatMoney(record.salary_eur, 'EUR')}</span>
        </PanelRow>

        <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
          {label('quick_actions')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canEdit ? (
            <Button
              size="small"
              variant="outlined"
              component={Link}
              to={userPaths.edit(record.id)}
              startIcon={<EditIcon />}
            >
              {translate('bakery.users.list.edit')}
            </Button>
          ) : null}
          <EmployeeStatusAction record={record} />
          {record.phone ? (
            <Button size="small" variant="outlined" href={`tel:${record.phone}`} startIcon={<PhoneIcon />}>
              {label('call')}
            </Button>
          ) : null}
          {record.email ? (
            <Button size="small" variant="outlined" href={`mailto:${record.email}`} startIcon={<EmailIcon />}>
              {label('mail')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
