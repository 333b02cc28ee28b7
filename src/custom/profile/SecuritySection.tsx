import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PublicUser } from '../../domain/types';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { failureText } from './failure';
import { SECURITY_KEY } from './queryKeys';
import { useMessage } from './useMessage';
import { SessionsCard } from './SessionsCard';
import { SessionTimeoutCard } from './SessionTimeoutCard';
import { TwoFactorCard } from './TwoFactorCard';

/** The account's security: two-factor sign-in, the session timeout and the list of own sessions. */
export function SecuritySection({ user }: { user: PublicUser }) {
  const translate = useTranslate();
  const message = useMessage();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const security = useQuery({ queryKey: SECURITY_KEY, queryFn: () => dataProvider.securityOverview(), refetchOnWindowFocus: false });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {security.isPending && <LinearProgress />}
      {security.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void security.refetch()}>
              {translate('bakery.profile.retry')}
            </Button>
          }
        >
          {message(failureText(security.error, 'bakery.profile.load_failed'))}
        </Alert>
      )}
      {security.data && (
        <>
          <TwoFactorCard enabled={security.data.two_factor_enabled} accountName={user.username} />
          <SessionTimeoutCard security={security.data} />
        </>
      )}
      <SessionsCard />
    </Box>
  );
}
