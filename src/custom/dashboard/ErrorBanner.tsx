import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardBlock } from './useDashboardData';

export interface BlockFailure {
  block: DashboardBlock;
  error: Error;
}

/** Says which blocks failed to load and why, with a retry that reloads them (spec 000 section 8). */
export function ErrorBanner({ failures, onRetry, retrying }: { failures: BlockFailure[]; onRetry: () => void; retrying: boolean }) {
  const translate = useTranslate();
  if (!failures.length) return null;
  return (
    <Alert
      severity="error"
      data-testid="dashboard-error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {translate('bakery.dashboard.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('bakery.dashboard.load_error')}</AlertTitle>
      {failures.map(({ block, error }) => (
        <div key={block}>
          {translate('bakery.dashboard.block_failed', {
            block: translate(`bakery.dashboard.blocks.${block}`),
            message: error?.message || translate('bakery.dashboard.error_status'),
          })}
        </div>
      ))}
    </Alert>
  );
}
