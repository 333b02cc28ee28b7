import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { DeliveryOrder } from './DeliveryCard';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack alignItems="center" flex={1}>
      <Typography variant="h5" fontWeight={700} data-testid={testId}>
        {formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

export function DeliverySummary({ orders }: { orders: DeliveryOrder[] }) {
  const translate = useTranslate();
  const delivered = orders.filter((order) => order.status === 'delivered').length;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1}>
          <Figure label={translate('bakery.distributor_area.orders_count')} value={orders.length} testId="deliveries-total" />
          <Figure label={translate('bakery.distributor_area.delivered_count')} value={delivered} testId="deliveries-done" />
          <Figure label={translate('bakery.distributor_area.remaining_count')} value={orders.length - delivered} testId="deliveries-left" />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'center' }}>
          {translate('bakery.distributor_area.to_collect')}:{' '}
          <strong data-testid="deliveries-to-collect">
            {formatMoney(orders.reduce((sum, order) => sum + Math.max(0, order.final_amount_eur - order.paid_amount_eur), 0))}
          </strong>
        </Typography>
      </CardContent>
    </Card>
  );
}
