import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { formatMoney } from '../../i18n/format';
import { EnumChip } from '../../ui/EnumChip';
import { remainingOf } from './routeStops';

/** The visit's orders with their amounts, and what is left to collect at the shop. */
export function StopOrders({ item }: { item: ScheduleItem }) {
  const translate = useTranslate();
  return (
    <Box data-testid="stop-orders">
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('bakery.route.orders')}
      </Typography>
      <Stack divider={<Divider flexItem />} spacing={1}>
        {item.orders.map((order) => (
          <Box key={order.id} data-testid="stop-order">
            <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
              <Typography variant="body2" fontWeight={600} dir="ltr">
                {order.order_number}
              </Typography>
              <EnumChip enumName="order_status" value={order.status} />
            </Stack>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {translate('bakery.route.order_amount', { amount: formatMoney(order.final_amount_eur) })}
              </Typography>
              {order.remaining_eur > 0 ? (
                <Typography variant="body2" color="warning.main">
                  {translate('bakery.route.order_remaining', { amount: formatMoney(order.remaining_eur) })}
                </Typography>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack
        direction="row"
        justifyContent="space-between"
        sx={{ mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Typography fontWeight={700}>{translate('bakery.route.to_collect')}</Typography>
        <Typography fontWeight={700} data-testid="stop-remaining">
          {formatMoney(remainingOf(item))}
        </Typography>
      </Stack>
    </Box>
  );
}
