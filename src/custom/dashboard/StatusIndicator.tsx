import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Green 'متصل' when the last load succeeded, red with the error otherwise, neutral while the first load runs. */
export function StatusIndicator({ loading, errors }: { loading: boolean; errors: string[] }) {
  const translate = useTranslate();
  if (errors.length) {
    return (
      <Tooltip title={errors.join(' — ')}>
        <Chip
          data-testid="dashboard-status"
          data-status="error"
          color="error"
          icon={<ErrorIcon />}
          label={translate('bakery.dashboard.error_status')}
          aria-description={errors.join(' — ')}
        />
      </Tooltip>
    );
  }
  if (loading) {
    return <Chip data-testid="dashboard-status" data-status="loading" icon={<HourglassEmptyIcon />} label={translate('bakery.common.loading')} />;
  }
  return (
    <Chip
      data-testid="dashboard-status"
      data-status="connected"
      color="success"
      icon={<CheckCircleIcon />}
      label={translate('bakery.dashboard.connected')}
    />
  );
}
