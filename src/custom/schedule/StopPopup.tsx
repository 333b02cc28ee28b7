import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleItem } from '../../domain/schedule';
import { formatMoney } from '../../i18n/format';

/** A stop's popup on the map: its number, the shop, the planned arrival, and each order opening its details. */
export function StopPopup({ item, distributor, onOrder }: { item: ScheduleItem; distributor: string; onOrder: (orderId: number) => void }) {
  const translate = useTranslate();
  return (
    <Box dir="rtl" sx={{ minWidth: 180 }} data-testid="stop-popup">
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('bakery.schedule.map.stop', { number: item.visit_order })} · {distributor}
      </Typography>
      <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700 }}>
        {item.store.name}
      </Typography>
      {item.store.address ? (
        <Typography variant="body2" component="div">
          {item.store.address}
        </Typography>
      ) : null}
      {item.planned_arrival ? (
        <Typography variant="body2" component="div">
          {translate('bakery.schedule.visit.planned', { time: item.planned_arrival })}
        </Typography>
      ) : null}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {item.orders.map((order) => (
          <Button key={order.id} size="small" variant="outlined" onClick={() => onOrder(order.id)} sx={{ justifyContent: 'space-between' }}>
            <span>{order.order_number}</span>
            <span>{formatMoney(order.final_amount_eur)}</span>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
