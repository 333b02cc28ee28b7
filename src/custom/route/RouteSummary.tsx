import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DistributorSchedule } from '../../domain/schedule';
import { distanceLabel, estimatedEnd } from './routeStops';

/** Stops done of the day's total, the route's length and when it should end. */
export function RouteSummary({ route, estimate }: { route: DistributorSchedule; estimate: boolean }) {
  const translate = useTranslate();
  const items = route.schedule_items;
  const done = items.filter((item) => item.visit_status === 'completed').length;
  const figures = [
    { key: 'stops', value: translate('bakery.route.summary.stops_value', { done, total: items.length }) },
    { key: 'distance', value: distanceLabel(route.statistics.total_distance_km, translate) },
    { key: 'estimated_end', value: estimatedEnd(items) ?? '—' },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="route-summary">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, textAlign: 'center' }}>
        {figures.map(({ key, value }) => (
          <div key={key}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`bakery.route.summary.${key}`)}
            </Typography>
            <Typography
              variant="h6"
              component="div"
              fontWeight={700}
              data-testid={`route-summary-${key}`}
              dir={key === 'stops' ? 'ltr' : undefined}
            >
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      <LinearProgress
        variant="determinate"
        value={items.length ? (done / items.length) * 100 : 0}
        sx={{ mt: 1, height: 8, borderRadius: 4 }}
        aria-label={translate('bakery.route.summary.stops')}
      />
      {estimate ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('bakery.route.estimate_note')}
        </Typography>
      ) : null}
    </Paper>
  );
}
