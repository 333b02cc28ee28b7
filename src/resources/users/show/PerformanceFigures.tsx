import { Chip, Grid, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkStatus } from '../../../domain/enums';
import { ratingLevel, workloadLevel, type RatingLevel, type WorkloadLevel } from '../../../domain/users/rules';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { EMPTY_VALUE, formatMoney, formatNumber } from '../../../i18n/format';
import type { DistributorDetails } from '../../../domain/users/replies';
import { lastActivityLabel } from './lastActivityLabel';
import { PerformanceFigure } from './PerformanceFigure';

const WORKLOAD_COLOURS: Record<WorkloadLevel, ChipProps['color']> = {
  none: 'default',
  light: 'success',
  moderate: 'info',
  heavy: 'warning',
  overloaded: 'error',
};
const RATING_COLOURS: Record<RatingLevel, ChipProps['color']> = {
  excellent: 'success',
  good: 'info',
  average: 'warning',
  poor: 'error',
  very_poor: 'error',
};
const WORK_STATUS_COLOURS: Record<WorkStatus, ChipProps['color']> = {
  available: 'success',
  busy: 'warning',
  break: 'info',
  offline: 'default',
};

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * The distributor's figures, computed by the server from their orders (issue 14): delivered, today,
 * open workload with its level, the month's delivered value, the on-time rating out of 5 with its level,
 * and availability.
 */
export function PerformanceFigures({ details }: { details: DistributorDetails }) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(`bakery.employee_page.performance.${key}`, options);
  const cell = { xs: 12, sm: 6, lg: 4 } as const;
  const { statistics, performance_summary: summary } = details;
  const workload = workloadLevel(statistics.current_workload);
  const rating = statistics.performance_rating;
  const level = rating === null ? null : ratingLevel(rating);
  const workStatus = summary.availability.work_status;
  // A deactivated or suspended distributor takes no orders, whatever work status was last set: the
  // account's status is what they are.
  const accountStatus = details.user.status;
  const availability =
    accountStatus === 'active' ? (
      <Chip
        color={WORK_STATUS_COLOURS[workStatus]}
        label={translate(enumLabelKey('work_status', workStatus), { _: workStatus })}
      />
    ) : (
      <Chip color="error" variant="outlined" label={translate(enumLabelKey('user_status', accountStatus), { _: accountStatus })} />
    );
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('delivered')}
          value={formatNumber(statistics.successful_deliveries)}
          detail={
            <Typography variant="body2" color="text.secondary">
              {text('delivered_of', { total: formatNumber(statistics.total_orders) })}
            </Typography>
          }
          data-testid="performance-delivered"
        />
      </Grid>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('today')}
          value={formatNumber(statistics.today_deliveries)}
          data-testid="performance-today"
        />
      </Grid>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('workload')}
          value={formatNumber(statistics.current_workload)}
          detail={
            <>
              <Typography variant="body2" color="text.secondary">
                {text('workload_hint')}
              </Typography>
              <Chip
                size="small"
                color={WORKLOAD_COLOURS[workload]}
                label={text(`workload_levels.${workload}`)}
                sx={{ alignSelf: 'flex-start' }}
                data-testid="performance-workload-level"
              />
            </>
          }
          data-testid="performance-workload"
        />
      </Grid>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('monthly_value')}
          value={formatMoney(statistics.monthly_delivered_eur, 'EUR')}
          data-testid="performance-monthly"
        />
      </Grid>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('rating')}
          value={rating === null ? EMPTY_VALUE : text('rating_value', { rating: formatNumber(rating, ONE_DECIMAL) })}
          detail={
            <>
              {level ? (
                <Chip
                  size="small"
                  color={RATING_COLOURS[level]}
                  label={text(`rating_levels.${level}`)}
                  sx={{ alignSelf: 'flex-start' }}
                  data-testid="performance-rating-level"
                />
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {rating === null
                  ? text('no_rating')
                  : text('rating_basis', {
                      on_time: formatNumber(statistics.on_time_orders),
                      rated: formatNumber(statistics.rated_orders),
                    })}
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="performance-rating-note">
                {text('rating_computed')}
              </Typography>
            </>
          }
          data-testid="performance-rating"
        />
      </Grid>
      <Grid size={cell}>
        <PerformanceFigure
          label={text('availability')}
          value={availability}
          detail={
            <Typography variant="body2" color="text.secondary">
              {text('last_active')}: {lastActivityLabel(summary.availability.last_active, translate)}
            </Typography>
          }
          data-testid="performance-availability"
        />
      </Grid>
    </Grid>
  );
}
