import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PeopleIcon from '@mui/icons-material/People';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../../ui/StatCard';
import { EMPTY_VALUE, formatNumber } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { RetryAlert } from '../../../ui/RetryAlert';
import { USER_STATISTICS_QUERY_KEY } from './userQueryKeys';
import { SummaryScope } from '../../../ui/SummaryScope';

/**
 * Total, active and inactive employees of the whole company (GET /users/statistics data.general), not of
 * the page on screen. On failure the figures read '—' and a retry is offered.
 */
export function UserStatTiles() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: USER_STATISTICS_QUERY_KEY,
    queryFn: () => dataProvider.userStatistics(),
  });
  const figure = (value: number | undefined) => (isError || value === undefined ? EMPTY_VALUE : formatNumber(value));
  const general = data?.general;
  const tiles: { key: string; value: string; icon: ReactNode; color: StatColor }[] = [
    { key: 'total', value: figure(general?.totalUsers), icon: <PeopleIcon />, color: 'primary' },
    { key: 'active', value: figure(general?.activeUsers), icon: <CheckCircleIcon />, color: 'success' },
    { key: 'inactive', value: figure(general?.inactiveUsers), icon: <PauseCircleIcon />, color: 'warning' },
  ];

  return (
    <>
      {isError ? (
        <RetryAlert message="bakery.users.list.statistics_error" onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      {/* On a phone the total takes the line and the two others share the next. */}
      <Grid container spacing={2} columns={{ xs: 2, sm: 3 }} sx={{ mb: 2 }}>
        {tiles.map((tile) => (
          <Grid key={tile.key} size={{ xs: tile.key === 'total' ? 2 : 1, sm: 1 }}>
            <StatCard
              label={translate(`bakery.users.list.cards.${tile.key}`)}
              value={tile.value}
              icon={tile.icon}
              color={tile.color}
              loading={isPending && !isError}
              size="small"
              testId={`users-card-${tile.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.users.list.cards.scope" testId="users-cards-scope" />
    </>
  );
}
