import { Alert, AlertTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../i18n/format';

interface PlanningProgressProps {
  /** When the day's planning began (the server's planning_since), or null when only this page's request is known. */
  since: string | null;
}

/**
 * Says the day's routes are being planned (issue 31): while this page's generation runs, or whenever the
 * server reports a run of the day (started elsewhere, or before the manager left and came back).
 */
export function PlanningProgress({ since }: PlanningProgressProps) {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status" sx={{ mb: 2, '& .MuiAlert-message': { flexGrow: 1 } }} data-testid="schedule-planning">
      <AlertTitle>{translate('bakery.schedule.planning.title')}</AlertTitle>
      {since ? translate('bakery.schedule.planning.since', { time: formatTime(since) }) : translate('bakery.schedule.planning.waiting')}
      <LinearProgress sx={{ mt: 1 }} aria-label={translate('bakery.schedule.planning.title')} />
    </Alert>
  );
}
