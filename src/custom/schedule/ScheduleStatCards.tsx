import AltRouteIcon from '@mui/icons-material/AltRoute';
import EuroIcon from '@mui/icons-material/Euro';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
import { formatNumber, formatWholeEuros } from '../../i18n/format';
import { StatCard } from '../../ui/StatCard';
import { hoursOf } from './scheduleView';

/**
 * The six figures of the day (spec 001 section 2): distributors with orders of all, orders, shops, the
 * amount in whole euros, the distance with one decimal, and the duration in hours with the visits done.
 */
export function ScheduleStatCards({ reply }: { reply: ScheduleReply }) {
  const translate = useTranslate();
  const stats = reply.overall_statistics;
  const cards = [
    {
      key: 'distributors',
      icon: <LocalShippingIcon />,
      value: translate('bakery.schedule.stats.distributors_value', {
        with: formatNumber(stats.distributors_with_orders),
        total: formatNumber(stats.total_distributors),
      }),
    },
    { key: 'orders', icon: <ReceiptLongIcon />, value: formatNumber(stats.total_orders), color: 'info' as const },
    { key: 'stores', icon: <StorefrontIcon />, value: formatNumber(stats.total_stores), color: 'secondary' as const },
    { key: 'amount', icon: <EuroIcon />, value: formatWholeEuros(stats.total_amount_eur), color: 'success' as const },
    {
      key: 'distance',
      icon: <AltRouteIcon />,
      value: translate('bakery.schedule.stats.distance_value', {
        km: formatNumber(stats.total_distance_km, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      }),
      color: 'warning' as const,
    },
    {
      key: 'duration',
      icon: <ScheduleIcon />,
      value: translate('bakery.schedule.stats.duration_value', { hours: formatNumber(hoursOf(stats.estimated_duration_minutes)) }),
      caption: translate('bakery.schedule.stats.visits_done', {
        done: formatNumber(stats.completed_visits),
        total: formatNumber(stats.total_visits),
      }),
      color: 'primary' as const,
    },
  ];
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} data-testid="schedule-stats">
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 6, sm: 4, xl: 2 }}>
          <StatCard
            label={translate(`bakery.schedule.stats.${card.key}`)}
            value={card.value}
            caption={card.caption}
            icon={card.icon}
            color={card.color}
            size="small"
            testId={`schedule-stat-${card.key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
