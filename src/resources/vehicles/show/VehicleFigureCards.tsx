import EuroIcon from '@mui/icons-material/Euro';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import RouteIcon from '@mui/icons-material/Route';
import SpeedIcon from '@mui/icons-material/Speed';
import { Grid, Skeleton } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { RetryAlert } from '../../../ui/RetryAlert';
import { FigureCard } from './FigureCard';
import { useVehicleFigures } from './useVehicleQueries';

const prefix = 'bakery.vehicle_show.figures';
// Two by two on a phone: four full-width cards would push the tabs below the first screen.
const quarter = { xs: 6, lg: 3 } as const;

/**
 * The four figures of spec 002 (distance, total expenses, average consumption, trips), computed by the
 * server from the records. Consumption needs two fuel fills with odometer readings: until then it says so
 * rather than showing a made-up number.
 */
export function VehicleFigureCards({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const figures = useVehicleFigures(id);

  if (figures.isError)
    return (
      <RetryAlert
        message={`${prefix}.load_failed`}
        onRetry={() => void figures.refetch()}
        retrying={figures.isFetching}
      />
    );
  if (figures.isPending)
    return (
      <Grid container spacing={2} sx={{ mb: 2 }} aria-busy aria-label={translate(`${prefix}.label`)}>
        {[0, 1, 2, 3].map((slot) => (
          <Grid key={slot} size={quarter}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
    );

  const data = figures.data;
  const km = (value: number) => translate(`${prefix}.km`, { value: formatNumber(value) });
  const consumption = data.average_consumption_l_100km;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label={translate(`${prefix}.label`)}>
      <Grid size={quarter}>
        <FigureCard
          title={translate(`${prefix}.distance`)}
          value={km(data.distance_km)}
          hint={
            data.start_km === null
              ? translate(`${prefix}.distance_unknown`)
              : translate(`${prefix}.distance_since`, { km: formatNumber(data.start_km) })
          }
          icon={<SpeedIcon />}
          data-testid="vehicle-figure-distance"
        />
      </Grid>
      <Grid size={quarter}>
        <FigureCard
          title={translate(`${prefix}.total_expenses`)}
          value={formatMoney(data.total_expenses_eur)}
          hint={
            <>
              {translate(`${prefix}.expense_count`, { smart_count: data.expense_count })}
              {data.cost_per_km_eur === null
                ? null
                : ` · ${translate(`${prefix}.cost_per_km`, { cost: formatMoney(data.cost_per_km_eur) })}`}
            </>
          }
          icon={<EuroIcon />}
          data-testid="vehicle-figure-expenses"
        />
      </Grid>
      <Grid size={quarter}>
        <FigureCard
          title={translate(`${prefix}.consumption`)}
          value={
            consumption === null
              ? translate(`${prefix}.consumption_unavailable`)
              : translate(`${prefix}.consumption_value`, {
                  value: formatNumber(consumption, { maximumFractionDigits: 1 }),
                })
          }
          muted={consumption === null}
          hint={translate(`${prefix}.consumption_litres`, {
            litres: formatNumber(data.fuel_litres, { maximumFractionDigits: 1 }),
          })}
          icon={<LocalGasStationIcon />}
          data-testid="vehicle-figure-consumption"
        />
      </Grid>
      <Grid size={quarter}>
        <FigureCard
          title={translate(`${prefix}.trips`)}
          value={formatNumber(data.trips)}
          hint={translate(`${prefix}.trips_hint`)}
          icon={<RouteIcon />}
          data-testid="vehicle-figure-trips"
        />
      </Grid>
    </Grid>
  );
}
