import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../providers/failure';
import { NextStopCard } from './NextStopCard';
import { PositionSharing } from './PositionSharing';
import { currentStop, inVisitOrder } from './routeStops';
import { RouteSummary } from './RouteSummary';
import { StopList } from './StopList';
import { useMySchedule } from './useMySchedule';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/route';

/**
 * /distributor/schedule: the distributor's route of the day on their phone (issue 16). The stop to work
 * on comes first with the way there and the actions; the others follow in order.
 */
export default function RoutePage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useMySchedule();
  const route = data?.distributors_schedules[0];
  const items = route ? inVisitOrder(route.schedule_items) : [];
  const current = currentStop(items);

  return (
    <Box
      sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, marginInline: 'auto', overflowX: 'hidden' }}
      data-testid="route-page"
    >
      <Typography variant="h5" component="h1" fontWeight={700}>
        {translate('bakery.route.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('bakery.route.subtitle', { date: formatDate(data?.schedule_date ?? bakeryDate()) })}
      </Typography>

      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('bakery.route.retry')}
            </Button>
          }
        >
          {errorMessage(error) ?? translate('bakery.route.load_error')}
        </Alert>
      ) : null}

      {isPending ? (
        <Stack spacing={1.5}>
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : null}

      {data && (!route || items.length === 0) ? (
        <Card variant="outlined" data-testid="route-empty">
          <CardContent sx={{ textAlign: 'center', py: 4 }}>
            <EventBusyIcon color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6">{translate('bakery.route.empty')}</Typography>
            <Typography color="text.secondary">{translate('bakery.route.empty_hint')}</Typography>
          </CardContent>
        </Card>
      ) : null}

      {route && items.length > 0 ? (
        <Stack spacing={1.5}>
          <RouteSummary route={route} estimate={data?.road_source === 'estimate'} />
          <PositionSharing active={current !== null} />
          {current ? (
            <NextStopCard key={current.id} item={current} />
          ) : (
            <Alert severity="success" data-testid="route-done">
              {translate('bakery.route.all_done')}
            </Alert>
          )}
          <StopList items={items.filter((item) => item.id !== current?.id)} />
        </Stack>
      ) : null}
    </Box>
  );
}
