import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A failed read above what it would have filled: the message and a retry button, off while retrying. */
export function RetryAlert({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('bakery.common.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
