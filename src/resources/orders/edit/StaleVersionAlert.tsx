import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A 409 on save: someone changed the order since it was loaded (or the move is no longer allowed).
 * Nothing was overwritten and the form keeps what the user typed; reload takes the latest order.
 */
export function StaleVersionAlert({
  message,
  onReload,
  reloading,
}: {
  message: string;
  onReload: () => void;
  reloading: boolean;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      data-testid="order-stale"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onReload} disabled={reloading}>
          {translate('bakery.orders.edit.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('bakery.orders.edit.stale_title')}</AlertTitle>
      {message}
    </Alert>
  );
}
