import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { SectionCard } from '../../ui/SectionCard';
import { PasswordForm } from './PasswordForm';
import { SECURITY_KEY } from './queryKeys';

/** The separate password-change mode of spec 002: the form opens on request and closes after a change. */
export function PasswordSection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [open, setOpen] = useState(false);
  const security = useQuery({ queryKey: SECURITY_KEY, queryFn: () => dataProvider.securityOverview(), refetchOnWindowFocus: false });
  const changedAt = security.data?.password_changed_at;

  return (
    <SectionCard title="bakery.profile.password.title" icon={<LockIcon />} data-testid="profile-password">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.profile.password.intro')}
        </Typography>
        {security.data && (
          <Typography variant="body2">
            {changedAt
              ? translate('bakery.profile.password.last_changed', { date: formatDateTime(changedAt) })
              : translate('bakery.profile.password.never_changed')}
          </Typography>
        )}
        {open ? (
          <PasswordForm onDone={() => setOpen(false)} />
        ) : (
          <Box>
            <Button variant="contained" startIcon={<LockIcon />} onClick={() => setOpen(true)}>
              {translate('bakery.profile.password.open')}
            </Button>
          </Box>
        )}
      </Box>
    </SectionCard>
  );
}
