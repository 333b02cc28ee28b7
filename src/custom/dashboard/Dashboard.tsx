import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import type { Role } from '../../domain/enums';
import type { DashboardCard } from '../../domain/reports';
import { CardControls } from './CardControls';
import { AlertsCard } from './cards/AlertsCard';
import { PaymentsCard } from './cards/PaymentsCard';
import { SalesTrendCard } from './cards/SalesTrendCard';
import { TopProductsCard } from './cards/TopProductsCard';
import { CountCards } from './CountCards';
import { DashboardHeader } from './DashboardHeader';
import { moveCard, toggleCard } from './dashboardCards';
import { ErrorBanner } from './ErrorBanner';
import { HeadlineCards } from './HeadlineCards';
import { MaintenanceAlert } from './MaintenanceAlert';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { SystemHealth } from './SystemHealth';
import { useDashboardCards } from './useDashboardCards';
import { useDashboardData } from './useDashboardData';
import { useNow } from './useNow';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/dashboard';

export interface DashboardProps {
  /** The pages that exist (src/pagePaths.ts): a quick action shows only when its page does. */
  existingPaths: ReadonlySet<string>;
}

// The arranging controls come with the dashboard: loaded apart (React.lazy) they made the build split the
// chunk every page shares into smaller ones, and the cold dashboard weighed 1.8 kB more, not less.

type Size = number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/** Each card's width; the key order is the order of a user who arranged nothing. */
const SIZES: Record<DashboardCard, Size> = {
  headline: 12,
  counts: 12,
  sales_trend: { xs: 12, lg: 8 },
  top_products: { xs: 12, lg: 4 },
  payments: { xs: 12, md: 6 },
  alerts: { xs: 12, md: 6 },
  maintenance: 12,
  activity: { xs: 12, md: 7, lg: 8 },
  health: { xs: 12, md: 5, lg: 4 },
  quick_actions: { xs: 12, md: 5, lg: 4 },
};
const ALL_CARDS = Object.keys(SIZES) as DashboardCard[];
/** The company's figures (issue 26's calls are guarded by dashboard:money). */
const MONEY_CARDS: readonly DashboardCard[] = ['sales_trend', 'top_products', 'payments', 'alerts'];

/**
 * /dashboard: the server's exact figures, this month's sales, the top products, payments and alerts, the
 * recent activity, quick actions and the system's health, as cards each user may hide and put in their
 * own order from the dashboard itself ("ترتيب البطاقات"), kept on the server.
 */
export default function Dashboard({ existingPaths }: DashboardProps) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const now = useNow();
  const data = useDashboardData();
  const errors = data.failures.map((failure) => failure.error?.message ?? '');
  const refresh = () => void data.refresh();
  const known = ALL_CARDS.filter((id) => !MONEY_CARDS.includes(id) || canAccess(role, 'dashboard', 'money'));
  const { cards, settled, saving, change } = useDashboardCards(known);
  const [arranging, setArranging] = useState(false);

  const content: Record<DashboardCard, () => ReactNode> = {
    headline: () => <HeadlineCards overview={data.overview} loading={data.loading.overview} />,
    counts: () => <CountCards overview={data.overview} loading={data.loading.overview} />,
    sales_trend: () => <SalesTrendCard />,
    top_products: () => <TopProductsCard />,
    payments: () => <PaymentsCard />,
    alerts: () => <AlertsCard />,
    maintenance: () => <MaintenanceAlert overview={data.overview} />,
    activity: () => <RecentActivity items={data.activity} loading={data.loading.activity} now={now} />,
    health: () => <SystemHealth health={data.health} loading={data.loading.health} />,
    quick_actions: () => <QuickActions existingPaths={existingPaths} />,
  };

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
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1, mb: 1 }}>
        <Button
          size="small"
          startIcon={<TuneIcon />}
          onClick={() => setArranging(!arranging)}
          aria-pressed={arranging}
          data-testid="dashboard-arrange"
        >
          {translate(arranging ? 'bakery.dashboard.cards.done' : 'bakery.dashboard.cards.arrange')}
        </Button>
      </Stack>
      <ErrorBanner failures={data.failures} onRetry={refresh} retrying={data.isFetching} />
      <Grid container spacing={2} aria-busy={!settled}>
        {!settled
          ? null
          : cards.map((entry, index) =>
              entry.visible || arranging ? (
                <Grid key={entry.id} size={SIZES[entry.id]} data-card={entry.id}>
                  {arranging ? (
                    <CardControls
                      id={entry.id}
                      visible={entry.visible}
                      first={index === 0}
                      last={index === cards.length - 1}
                      disabled={saving}
                      onMove={(step) => change(moveCard(cards, entry.id, step))}
                      onToggle={() => change(toggleCard(cards, entry.id))}
                    />
                  ) : null}
                  {entry.visible ? content[entry.id]() : null}
                </Grid>
              ) : null,
            )}
      </Grid>
    </Box>
  );
}
