import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { failureText } from './failure';
import { PasswordSection } from './PasswordSection';
import { ProfileHeader } from './ProfileHeader';
import { ProfileInfoSection } from './ProfileInfoSection';
import { PROFILE_KEY } from './queryKeys';
import { SecuritySection } from './SecuritySection';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/profile';
import '../../i18n/ar/stores';

/**
 * The own profile (spec 002 "Own profile", issue 14), one page: the picture and name, the basic
 * information (view and edit modes), the password change, then the account's security (two-factor
 * sign-in, session timeout, sessions). /settings/profile is the same page scrolled to its security part.
 */
export default function ProfilePage({ focusSecurity = false }: { focusSecurity?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const security = useRef<HTMLElement>(null);
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => dataProvider.getProfile(), refetchOnWindowFocus: false });
  // After a 401, react-admin signs out and answers the pending call with an empty object instead of an
  // error: that is no profile to draw.
  const user = typeof profile.data?.username === 'string' ? profile.data : undefined;
  const loaded = Boolean(user);

  useEffect(() => {
    if (focusSecurity && loaded) security.current?.scrollIntoView?.({ block: 'start' });
  }, [focusSecurity, loaded]);

  return (
    <Box data-testid="profile-page" sx={{ width: '100%', maxWidth: 960, marginInline: 'auto', py: 2, display: 'grid', gap: 2 }}>
      <Title title="bakery.profile.title" />
      {profile.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {profile.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {translate('bakery.profile.retry')}
            </Button>
          }
        >
          {failureText(profile.error, translate('bakery.profile.load_failed'))}
        </Alert>
      )}
      {user && (
        <>
          <ProfileHeader user={user} />
          <ProfileInfoSection user={user} />
          <PasswordSection />
          <Box
            component="section"
            ref={security}
            id="profile-security"
            aria-labelledby="profile-security-title"
            sx={{ display: 'grid', gap: 2, scrollMarginBlockStart: 72 }}
          >
            <Typography id="profile-security-title" variant="h6" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
              {translate('bakery.profile.security_title')}
            </Typography>
            <SecuritySection user={user} />
          </Box>
        </>
      )}
    </Box>
  );
}
