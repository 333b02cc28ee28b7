import { Card, CardActions, CardContent, Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { EnumChip } from '../../../ui/EnumChip';
import { TwoFactorIcon } from './TwoFactorIcon';
import { UserNameCell } from './UserNameCell';
import { UserPhone } from './UserPhone';
import { UserRowActions } from './UserRowActions';

/** One employee on a narrow screen: who, role and status, phone and two-factor, then the row's actions. */
export function UserCard({ record }: { record: RaRecord }) {
  return (
    <Card variant="outlined" component="article" aria-label={String(record.full_name ?? '')} data-testid="user-card" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <UserNameCell record={record} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <EnumChip enumName="role" value={record.role as string} />
          <EnumChip enumName="user_status" value={record.status as string} />
          <TwoFactorIcon enabled={record.two_factor_enabled === true} />
        </Stack>
        <Stack sx={{ mt: 1 }}>
          <UserPhone phone={record.phone} />
        </Stack>
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
        <UserRowActions record={record} />
      </CardActions>
    </Card>
  );
}
