import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import { Alert, Button, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../../ui/StatCard';
import { EMPTY_VALUE, formatNumber } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VehicleStatistics } from '../../../providers/data/vehicleCalls';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SummaryScope } from '../../../ui/SummaryScope';

type Figure = 'total' | 'active' | 'assigned' | 'maintenance';

const TILES: { key: Figure; icon: ReactNode; color: StatColor }[] = [
  { key: 'total', icon: <LocalShippingIcon />, color: 'primary' },
  { key: 'active', icon: <CheckCircleIcon />, color: 'success' },
  { key: 'assigned', icon: <PersonPinIcon />, color: 'info' },
  { key: 'maintenance', icon: <BuildIcon />, color: 'warning' },
];

/**
 * The four figures of the whole fleet (GET /vehicles/statistics), not of the page on screen, and a
 * warning with a shortcut to the filter when some vehicle has reached its maintenance km.
 */
export function VehicleStatCards() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues, setFilters } = useListContext();
  const { data, isPending, isError, isFetching, refetch } = useQuery<VehicleStatistics>({
    queryKey: ['vehicles', 'statistics'],
    queryFn: () => dataProvider.vehicleStatistics(),
  });
  const figure = (key: Figure) => (isError || !data ? EMPTY_VALUE : formatNumber(data[key]));
  const due = data?.maintenanceDue ?? 0;

  return (
    <>
      {isError ? <RetryAlert message="bakery.vehicle_list.statistics_error" onRetry={() => void refetch()} retrying={isFetching} /> : null}
      <Grid container spacing={2} columns={{ xs: 2, md: 4 }} sx={{ mb: 2 }}>
        {TILES.map((tile) => (
          <Grid key={tile.key} size={1}>
            <StatCard
              label={translate(`bakery.vehicle_list.cards.${tile.key}`)}
              value={figure(tile.key)}
              icon={tile.icon}
              color={tile.color}
              loading={isPending && !isError}
              size="small"
              testId={`vehicles-card-${tile.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.vehicle_list.cards.scope" testId="vehicles-cards-scope" />
      {due > 0 ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="vehicles-maintenance-due"
          action={
            filterValues?.maintenance_due === 'true' ? undefined : (
              <Button color="inherit" size="small" onClick={() => setFilters({ ...filterValues, maintenance_due: 'true' }, {})}>
                {translate('bakery.vehicle_list.show_due')}
              </Button>
            )
          }
        >
          {translate('bakery.vehicle_list.maintenance_due_count', { count: formatNumber(due) })}
        </Alert>
      ) : null}
    </>
  );
}
