import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { formatCountdown } from '../../domain/auth/rules';
import { storedSession } from '../../providers/authProvider';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { SESSION_WARNING_MS } from './session';
import { useSessionTimeLeft } from './useSessionTimeLeft';

/** Spec 000 section 9: the banner's countdown ticks every second. */
const TICK_MS = 1000;

/**
 * Spec 000 sections 2 and 4: with 5 minutes or less left, a banner counts down every second and offers
 * to renew the session, to log out or to dismiss it. A renewal that fails logs out; so does the end.
 */
export function SessionWarningBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { left, expiresAt } = useSessionTimeLeft(TICK_MS);
  // Dismissing hides the banner for this end of session only: a renewal or another expiry brings it back.
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const loggedOutFor = useRef<string | null>(null);

  const ended = left !== null && left <= 0 && expiresAt !== null;
  useEffect(() => {
    if (ended && loggedOutFor.current !== expiresAt) {
      loggedOutFor.current = expiresAt;
      logout();
    }
  }, [ended, expiresAt, logout]);

  if (left === null || left <= 0 || left > SESSION_WARNING_MS || dismissedFor === expiresAt) return null;

  const renew = async () => {
    setRenewing(true);
    try {
      const reply = await dataProvider.refreshSession();
      if (!reply?.expiresAt) throw new Error('no expiresAt');
      setDismissedFor(storedSession()?.expiresAt ?? null);
      notify('bakery.layout.session_warning.renewed', { type: 'success', autoHideDuration: 3000 });
    } catch {
      notify('bakery.layout.session_warning.renew_failed', { type: 'error', autoHideDuration: 5000 });
      logout();
    } finally {
      setRenewing(false);
    }
  };

  return (
    <Alert
      data-testid="session-warning"
      severity="warning"
      role="alert"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <AlertTitle>{translate('bakery.layout.session_warning.title')}</AlertTitle>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {translate('bakery.layout.session_warning.message', { time: formatCountdown(left / 1000) })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" color="warning" size="small" onClick={renew} disabled={renewing}>
          {translate(renewing ? 'bakery.layout.session_warning.renewing' : 'bakery.layout.session_warning.renew')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" onClick={() => logout()} disabled={renewing}>
          {translate('bakery.layout.session_warning.logout')}
        </Button>
        <Button color="inherit" size="small" onClick={() => setDismissedFor(expiresAt)} disabled={renewing}>
          {translate('bakery.layout.session_warning.dismiss')}
        </Button>
      </Box>
    </Alert>
  );
}
