import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { formatDate, formatTime } from '../../i18n/format';
import { StatusIndicator } from './StatusIndicator';
import { hourIn, partOfDay, weekdayName } from './time';

interface DashboardHeaderProps {
  now: Date;
  updatedAt: Date | null;
  loading: boolean;
  refreshing: boolean;
  errors: string[];
  onRefresh: () => void;
}

/** The greeting by time of day with the clock, the refresh button and the connection status. */
export function DashboardHeader({ now, updatedAt, loading, refreshing, errors, onRefresh }: DashboardHeaderProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const greeting = translate(`bakery.dashboard.greeting.${partOfDay(hourIn(now))}`, { name: identity?.fullName ?? '' });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <div>
        <Typography variant="h5" component="h1" fontWeight={700} data-testid="dashboard-greeting">
          {greeting}
        </Typography>
        <Typography color="text.secondary">{translate('bakery.dashboard.greeting.subtitle')}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="dashboard-clock">
          {translate('bakery.dashboard.clock', { day: weekdayName(now), date: formatDate(now), time: formatTime(now) })}
          {updatedAt ? ` · ${translate('bakery.dashboard.last_updated', { time: formatTime(updatedAt) })}` : null}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusIndicator loading={loading} errors={errors} />
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={onRefresh}
          disabled={refreshing}
          data-testid="dashboard-refresh"
        >
          {translate(refreshing ? 'bakery.dashboard.refreshing' : 'bakery.dashboard.refresh')}
        </Button>
      </Stack>
    </Stack>
  );
}
