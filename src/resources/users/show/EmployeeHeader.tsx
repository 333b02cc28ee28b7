import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { userPaths } from '../../../registry/paths';
import { EnumChip } from '../../../ui/EnumChip';
import { UserDeleteButton } from '../UserDeleteButton';

interface EmployeeHeaderProps {
  record: UserRecord;
  /** The delete went through: the page says so and goes back to the list. */
  onDeleted: () => void;
}

/** The employee card's top: the way back, the name with role and status, edit and delete. */
export function EmployeeHeader({ record, onDeleted }: EmployeeHeaderProps) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete', record });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      data-testid="employee-header"
    >
      <Box sx={{ minWidth: 0 }}>
        {/* In right-to-left reading "back" points right. */}
        <Button component={Link} to={userPaths.list} size="small" startIcon={<ArrowForwardIcon />} sx={{ mb: 0.5 }}>
          {translate('bakery.employee_page.back_to_list')}
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
            {record.full_name}
          </Typography>
          <EnumChip enumName="role" value={record.role} />
          <EnumChip enumName="user_status" value={record.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.employee_page.member_since', { date: formatDate(record.hired_date ?? record.created_at) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canEdit ? (
          <Button component={Link} to={userPaths.edit(record.id)} variant="contained" startIcon={<EditIcon />}>
            {translate('bakery.users.list.edit')}
          </Button>
        ) : null}
        {canDelete ? <UserDeleteButton record={record} variant="button" onDeleted={onDeleted} /> : null}
      </Stack>
    </Stack>
  );
}
