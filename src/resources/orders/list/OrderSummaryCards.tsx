import EuroIcon from '@mui/icons-material/Euro';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Grid } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../../ui/StatCard';
import { EMPTY_VALUE, formatNumber, formatWholeEuros } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SummaryScope } from '../../../ui/SummaryScope';

/**
 * Total, pending (confirmed or in progress) and revenue in EUR with no decimals, from GET /orders/statistics
 * with the list's filters: figures over every matching order, never counted from the ten on screen.
 */
export function OrderSummaryCards() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues } = useListContext();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: ['orders', 'statistics', filterValues],
    queryFn: () => dataProvider.orderStatistics(filterValues),
    placeholderData: keepPreviousData,
  });

  const figure = (value: number | undefined, format: (n: number) => string = (n) => formatNumber(n)) =>
    isError || value === undefined ? EMPTY_VALUE : format(value);

  const cards: { key: string; label: string; value: string; icon: ReactNode; color: StatColor }[] = [
    { key: 'total', label: 'bakery.orders.list.cards.total', value: figure(data?.total), icon: <ReceiptLongIcon />, color: 'primary' },
    // The dashboard's label and definition of pending (PENDING_ORDER_STATUSES), so both read the same.
    { key: 'pending', label: 'bakery.orders.pending', value: figure(data?.pending), icon: <PendingActionsIcon />, color: 'warning' },
    {
      key: 'revenue',
      label: 'bakery.orders.list.cards.revenue',
      value: figure(data?.total_revenue_eur, formatWholeEuros),
      icon: <EuroIcon />,
      color: 'success',
    },
  ];

  return (
    <>
      {isError ? (
        <RetryAlert
          message="bakery.orders.list.statistics_error"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {/* Two a row on a phone (the revenue under them), three from 600 px. */}
      <Grid container spacing={{ xs: 1, sm: 2 }} columns={{ xs: 2, sm: 3 }} sx={{ mb: 2 }}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: card.key === 'revenue' ? 2 : 1, sm: 1 }}>
            <StatCard
              label={translate(card.label)}
              value={card.value}
              icon={card.icon}
              color={card.color}
              loading={isPending && !isError}
              size="small"
              testId={`orders-card-${card.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.orders.list.cards.scope" testId="orders-cards-scope" />
    </>
  );
}
