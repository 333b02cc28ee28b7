import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { formatTime } from '../../i18n/format';
import { NavigationButtons } from './NavigationButtons';
import { distanceLabel, telHref, windowLabel } from './routeStops';
import { StopActions } from './StopActions';
import { StopOrders } from './StopOrders';
import { VisitStatusChip } from './VisitStatusChip';
import { PhoneText } from '../../ui/PhoneText';

/** The stop to work on now, first on the page: where, when, what to hand over and collect, and the actions. */
export function NextStopCard({ item }: { item: ScheduleItem }) {
  const translate = useTranslate();
  const receiving = windowLabel(item.window, translate);
  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main', borderWidth: 2 }} data-testid="next-stop">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography variant="overline" color="primary" fontWeight={700}>
              {translate('bakery.route.next_stop')} ·{' '}
              {translate('bakery.route.stop_number', { number: item.visit_order })}
            </Typography>
            <VisitStatusChip status={item.visit_status} />
          </Stack>
          <Typography
            variant="h5"
            component="h2"
            fontWeight={700}
            data-testid="next-stop-name"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {item.store.name}
          </Typography>
          {item.store.address ? (
            <Stack direction="row" spacing={0.5} alignItems="flex-start">
              <PlaceIcon fontSize="small" color="action" />
              <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                {item.store.address}
              </Typography>
            </Stack>
          ) : null}
          <Box>
            {item.planned_arrival ? (
              <Typography variant="body2">
                {translate('bakery.route.planned_arrival', { time: item.planned_arrival })}
                {' · '}
                {translate('bakery.route.from_previous', {
                  distance: distanceLabel(item.distance_from_previous, translate),
                })}
              </Typography>
            ) : null}
            {receiving ? <Typography variant="body2">{receiving}</Typography> : null}
            {item.late ? (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                icon={<WarningAmberIcon />}
                label={translate('bakery.route.late')}
                sx={{ mt: 0.5 }}
              />
            ) : null}
            {item.arrived_at ? (
              <Typography variant="body2" color="text.secondary">
                {translate('bakery.route.arrived_at', { time: formatTime(item.arrived_at) })}
              </Typography>
            ) : null}
            {item.delay_reason && item.visit_status === 'delayed' ? (
              <Typography variant="body2" color="warning.main">
                {translate('bakery.route.delay_reason', { reason: item.delay_reason })}
              </Typography>
            ) : null}
          </Box>
          <NavigationButtons store={item.store} />
          {item.store.phone ? (
            <Button
              variant="outlined"
              size="large"
              startIcon={<PhoneIcon />}
              href={telHref(item.store.phone)}
              sx={{ minHeight: 48 }}
              data-testid="call-store"
            >
              {translate('bakery.route.call')}&nbsp;<PhoneText phone={item.store.phone} />
            </Button>
          ) : null}
          <Divider />
          <StopOrders item={item} />
          <StopActions item={item} />
        </Stack>
      </CardContent>
    </Card>
  );
}
