import EventBusyIcon from '@mui/icons-material/EventBusy';
import LocationOffIcon from '@mui/icons-material/LocationOff';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleReply } from '../../domain/schedule';
import { formatMoney } from '../../i18n/format';
import { orderPaths, storePaths } from '../../registry/paths';

/**
 * What the day could not place: shops without coordinates (never put on the map at a made-up point) with
 * their orders, and orders left out of every route with the reason. Nothing shows when both are empty.
 */
export function UnplacedLists({ reply }: { reply: ScheduleReply }) {
  const translate = useTranslate();
  const { no_location: noLocation, unscheduled_orders: unscheduled } = reply;
  if (noLocation.length === 0 && unscheduled.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {noLocation.length > 0 ? (
        <Card variant="outlined" component="section" aria-labelledby="schedule-no-location-title" data-testid="schedule-no-location">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <LocationOffIcon color="warning" fontSize="small" />
              <Typography id="schedule-no-location-title" variant="subtitle1" component="h2" fontWeight={700}>
                {translate('bakery.schedule.unplaced.no_location')}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('bakery.schedule.unplaced.no_location_hint')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {noLocation.map(({ store, orders }) => (
                <Box component="li" key={store.id} sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
                  <Typography component={RouterLink} to={storePaths.edit(store.id)} variant="body2" fontWeight={600} sx={{ color: 'primary.main' }}>
                    {store.name}
                  </Typography>
                  {store.address ? (
                    <Typography variant="body2" color="text.secondary">
                      {store.address}
                    </Typography>
                  ) : null}
                  {orders.map((order) => (
                    <Chip key={order.id} size="small" variant="outlined" clickable component={RouterLink} to={orderPaths.show(order.id)} label={`${order.order_number} · ${formatMoney(order.final_amount_eur)}`} />
                  ))}
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      {unscheduled.length > 0 ? (
        <Card variant="outlined" component="section" aria-labelledby="schedule-unscheduled-title" data-testid="schedule-unscheduled">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <EventBusyIcon color="error" fontSize="small" />
              <Typography id="schedule-unscheduled-title" variant="subtitle1" component="h2" fontWeight={700}>
                {translate('bakery.schedule.unplaced.unscheduled')}
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {unscheduled.map((order) => (
                <Box component="li" key={order.id} sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
                  <Typography component={RouterLink} to={orderPaths.show(order.id)} variant="body2" fontWeight={600} sx={{ color: 'primary.main' }}>
                    {order.order_number}
                  </Typography>
                  <Typography variant="body2">{order.store_name}</Typography>
                  <Typography variant="body2">{formatMoney(order.final_amount_eur)}</Typography>
                  <Chip size="small" color="warning" label={translate(`bakery.schedule.unplaced.reason.${order.reason}`)} data-testid="unscheduled-reason" />
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
