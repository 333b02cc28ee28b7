import { Avatar, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { initials } from '../../../domain/users/rules';
import { userPaths } from '../../../registry/paths';

/** The employee's initials, name (a link to their page), username and e-mail. */
export function UserNameCell({ record }: { record: RaRecord }) {
  const name = String(record.full_name ?? '');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={(record.avatar_url as string | null) ?? undefined} sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}>
        {initials(name)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={userPaths.show(record.id)} underline="hover" fontWeight={600}>
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary" noWrap>
          <bdi dir="ltr">@{String(record.username ?? '')}</bdi>
          {record.email ? (
            <>
              {' · '}
              <bdi dir="ltr">{String(record.email)}</bdi>
            </>
          ) : null}
        </Typography>
      </Stack>
    </Stack>
  );
}
