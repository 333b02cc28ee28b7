import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The shops or products could not be read: no form to fill, a way to try again. */
export function ReferencesError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('bakery.common.retry')}
        </Button>
      }
    >
      {translate('bakery.orders.form.references_failed')}
    </Alert>
  );
}
