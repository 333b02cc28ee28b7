import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardOverview } from '../../domain/types';
import { formatNumber } from '../../i18n/format';
import { StatCard, type StatColor } from '../../ui/StatCard';

/**
 * The five count cards. Five smaller cards share one row on a wide screen (a row of four would leave
 * one alone), two a row on a tablet, one on a phone.
 */
export function CountCards({ overview, loading }: { overview: DashboardOverview | undefined; loading: boolean }) {
  const translate = useTranslate();
  const cards: { key: string; label: string; value: number | undefined; icon: ReactNode; color: StatColor }[] = [
    { key: 'products', label: 'bakery.dashboard.products', value: overview?.products.total, icon: <Inventory2Icon />, color: 'secondary' },
    { key: 'stores', label: 'bakery.dashboard.stores', value: overview?.stores.total, icon: <StorefrontIcon />, color: 'primary' },
    { key: 'users', label: 'bakery.dashboard.users', value: overview?.users.total, icon: <BadgeIcon />, color: 'info' },
    { key: 'vehicles', label: 'bakery.dashboard.vehicles', value: overview?.vehicles.total, icon: <DirectionsCarIcon />, color: 'secondary' },
    { key: 'active-vehicles', label: 'bakery.dashboard.active_vehicles', value: overview?.vehicles.active, icon: <TaskAltIcon />, color: 'success' },
  ];
  return (
    <Grid container spacing={2} columns={{ xs: 1, sm: 2, lg: 5 }} sx={{ mb: 2 }}>
      {cards.map((card) => (
        <Grid key={card.key} size={1}>
          <StatCard
            label={translate(card.label)}
            value={formatNumber(card.value ?? 0)}
            icon={card.icon}
            color={card.color}
            loading={loading}
            size="small"
            testId={`dashboard-count-${card.key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
