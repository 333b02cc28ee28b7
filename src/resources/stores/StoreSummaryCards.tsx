import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EuroIcon from '@mui/icons-material/Euro';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, Button, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../custom/dashboard/StatCard';
import { EMPTY_VALUE, formatNumber } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';

export const STORE_STATISTICS_QUERY_KEY = ['stores', 'statistics'] as const;

const wholeEuros = (value: number) =>
  formatNumber(value, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/**
 * The four figures over every shop, from GET /stores/statistics: never counted from the page on screen,
 * which holds ten shops at most. On failure the figures read '—' and the error says so.
 */
export function StoreSummaryCards() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: STORE_STATISTICS_QUERY_KEY,
    queryFn: () => dataProvider.storeStatistics(),
  });

  const figure = (value: number | undefined, format: (n: number) => string = (n) => formatNumber(n)) =>
    isError || value === undefined ? EMPTY_VALUE : format(value);

  const cards: { key: string; value: string; icon: ReactNode; color: StatColor }[] = [
    { key: 'total', value: figure(data?.total), icon: <StorefrontIcon />, color: 'primary' },
    { key: 'active', value: figure(data?.active), icon: <CheckCircleIcon />, color: 'success' },
    { key: 'inactive', value: figure(data?.inactive), icon: <PauseCircleIcon />, color: 'warning' },
    { key: 'revenue', value: figure(data?.total_revenue, wholeEuros), icon: <EuroIcon />, color: 'secondary' },
  ];

  return (
    <>
      {isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {translate('bakery.common.retry')}
            </Button>
          }
        >
          {translate('bakery.stores.list.statistics_error')}
        </Alert>
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
    </>
  );
}
