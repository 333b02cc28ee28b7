import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EuroIcon from '@mui/icons-material/Euro';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../ui/StatCard';
import { EMPTY_VALUE, formatNumber, formatWholeEuros } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { RetryAlert } from '../../ui/RetryAlert';
import { useStoreRights } from './useStoreRights';
import { SummaryScope } from '../../ui/SummaryScope';

export const STORE_STATISTICS_QUERY_KEY = ['stores', 'statistics'] as const;

/**
 * The four figures over every shop, from GET /stores/statistics: never counted from the page on screen,
 * which holds ten shops at most. On failure the figures read '—' and the error says so.
 */
export function StoreSummaryCards() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { seesMoney } = useStoreRights();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: STORE_STATISTICS_QUERY_KEY,
    queryFn: () => dataProvider.storeStatistics(),
  });

  const figure = (value: number | undefined, format: (n: number) => string = (n) => formatNumber(n)) =>
    isError || value === undefined ? EMPTY_VALUE : format(value);

  const allCards: { key: string; value: string; icon: ReactNode; color: StatColor }[] = [
    { key: 'total', value: figure(data?.total), icon: <StorefrontIcon />, color: 'primary' },
    { key: 'active', value: figure(data?.active), icon: <CheckCircleIcon />, color: 'success' },
    { key: 'inactive', value: figure(data?.inactive), icon: <PauseCircleIcon />, color: 'warning' },
    { key: 'revenue', value: figure(data?.total_revenue, formatWholeEuros), icon: <EuroIcon />, color: 'secondary' },
  ];
  // A distributor gets no revenue from the server: no card rather than an empty one.
  const cards = allCards.filter((card) => seesMoney || card.key !== 'revenue');

  return (
    <>
      {isError ? (
        <RetryAlert
          message="bakery.stores.list.statistics_error"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      <Grid container spacing={2} columns={{ xs: 2, md: 4 }} sx={{ mb: 2 }}>
        {cards.map((card) => (
          <Grid key={card.key} size={1}>
            <StatCard
              label={translate(`bakery.stores.list.cards.${card.key}`)}
              value={card.value}
              icon={card.icon}
              color={card.color}
              loading={isPending && !isError}
              size="small"
              testId={`stores-card-${card.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.stores.list.cards.scope" testId="stores-cards-scope" />
    </>
  );
}
