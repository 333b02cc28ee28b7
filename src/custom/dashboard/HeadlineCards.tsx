import EuroIcon from '@mui/icons-material/Euro';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardOverview } from '../../domain/types';
import { formatMoney, formatNumber, formatWholeEuros } from '../../i18n/format';
import { StatCard } from '../../ui/StatCard';

/**
 * The four headline figures (spec 000 section 2), the server's exact aggregates over every order:
 * 'pending' is confirmed or in progress, revenue and 'completed' count delivered orders only.
 * Without an overview (its load failed) they read zero, as section 8 asks. A distributor's overview is
 * their own day (scope 'own_day') and carries no company revenue: the money card shows the amount of
 * their deliveries that day instead.
 */
export function HeadlineCards({ overview, loading }: { overview: DashboardOverview | undefined; loading: boolean }) {
  const translate = useTranslate();
  const orders = overview?.orders;
  const pending = orders?.pending ?? 0;
  const completed = orders?.completed ?? 0;
  const ownDay = overview?.scope === 'own_day';
  const size = { xs: 12, sm: 6, lg: 3 };
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={size}>
        <StatCard
          label={translate(ownDay ? 'bakery.dashboard.own_day_orders' : 'bakery.dashboard.total_orders')}
          value={formatNumber(orders?.total ?? 0)}
          caption={translate('bakery.dashboard.pending_count', { smart_count: pending })}
          icon={<ReceiptLongIcon />}
          loading={loading}
          testId="dashboard-total-orders"
        />
      </Grid>
      <Grid size={size}>
        <StatCard
          label={translate(ownDay ? 'bakery.dashboard.own_day_amount' : 'bakery.dashboard.revenue')}
          // Revenue in whole euros like the orders and shops lists; a distributor's day keeps its cents, the
          // amount they collect.
          value={ownDay ? formatMoney(orders?.amount_on_date_eur ?? 0) : formatWholeEuros(orders?.revenue_eur ?? 0)}
          caption={translate('bakery.dashboard.completed_count', { smart_count: completed })}
          icon={<EuroIcon />}
          color="success"
          loading={loading}
          testId="dashboard-revenue"
        />
      </Grid>
      <Grid size={size}>
        <StatCard
          label={translate('bakery.dashboard.pending_orders')}
          value={formatNumber(pending)}
          icon={<PendingActionsIcon />}
          color="warning"
          loading={loading}
          testId="dashboard-pending"
        />
      </Grid>
      <Grid size={size}>
        <StatCard
          label={translate('bakery.dashboard.active_distributors')}
          value={formatNumber(overview?.users.active_distributors ?? 0)}
          icon={<LocalShippingIcon />}
          color="info"
          loading={loading}
          testId="dashboard-active-distributors"
        />
      </Grid>
    </Grid>
  );
}
