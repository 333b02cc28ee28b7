import { Box, Grid, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { CountCards } from './CountCards';
import { DashboardHeader } from './DashboardHeader';
import { ErrorBanner } from './ErrorBanner';
import { HeadlineCards } from './HeadlineCards';
import { MaintenanceAlert } from './MaintenanceAlert';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { SystemHealth } from './SystemHealth';
import { useDashboardData } from './useDashboardData';
import { useNow } from './useNow';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/dashboard';

export interface DashboardProps {
  /** The pages that exist (src/pagePaths.ts): a quick action shows only when its page does. */
  existingPaths: ReadonlySet<string>;
}

/** /dashboard: the server's exact figures, the recent activity, quick actions and the system's health. */
export default function Dashboard({ existingPaths }: DashboardProps) {
  const now = useNow();
  const data = useDashboardData();
  const errors = data.failures.map((failure) => failure.error?.message ?? '');
  const refresh = () => void data.refresh();

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }}>
      <Title title="bakery.dashboard.title" />
      <DashboardHeader
        now={now}
        updatedAt={data.updatedAt}
        loading={data.isPending}
        refreshing={data.isFetching}
        errors={errors}
        onRefresh={refresh}
      />
      <ErrorBanner failures={data.failures} onRetry={refresh} retrying={data.isFetching} />
      <MaintenanceAlert overview={data.overview} />
      <HeadlineCards overview={data.overview} loading={data.loading.overview} />
      <CountCards overview={data.overview} loading={data.loading.overview} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <RecentActivity items={data.activity} loading={data.loading.activity} now={now} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={2}>
            <QuickActions existingPaths={existingPaths} />
            <SystemHealth health={data.health} loading={data.loading.health} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
