import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

// Spec 000 section 9: success toasts last 3 s, error toasts 5 s.
const SUCCESS_TOAST_MS = 3000;
const ERROR_TOAST_MS = 5000;

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Spec 000 sections 2 and 4: a red banner while offline, a toast when the connection goes and comes back. */
export function OfflineBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const [online, setOnline] = useState(isOnline);

  useEffect(() => {
    const onOffline = () => {
      setOnline(false);
      notify('bakery.layout.offline_toast', { type: 'error', autoHideDuration: ERROR_TOAST_MS });
    };
    const onOnline = () => {
      setOnline(true);
      notify('bakery.layout.online_toast', { type: 'success', autoHideDuration: SUCCESS_TOAST_MS });
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [notify]);

  if (online) return null;
  return (
    <Alert
      data-testid="offline-banner"
      severity="error"
      variant="filled"
      icon={<WifiOffIcon />}
      role="alert"
      sx={{ borderRadius: 0, justifyContent: 'center' }}
    >
      {translate('bakery.layout.offline_banner')}
    </Alert>
  );
}
