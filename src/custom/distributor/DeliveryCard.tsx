import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderStatus } from '../../domain/enums';
import { formatMoney } from '../../i18n/format';
import { EnumChip } from '../../ui/EnumChip';
import { distributorPaths } from '../../registry/paths';

export interface DeliveryOrder {
  id: number;
  order_number: string;
  store_id: number;
  store_name: string;
  status: OrderStatus;
  final_amount_eur: number;
  paid_amount_eur: number;
  notes: string | null;
}

export interface DeliveryStore {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  contact_person: string | null;
}

export function DeliveryCard({ order, store }: { order: DeliveryOrder; store?: DeliveryStore }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="delivery-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <div>
            <Typography variant="subtitle1" fontWeight={700}>
              {order.store_name}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
              {order.order_number}
            </Typography>
          </div>
          <EnumChip enumName="order_status" value={order.status} />
        </Stack>
        {store?.address ? (
          <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 1 }}>
            <PlaceIcon fontSize="small" color="action" />
            <Typography variant="body2">{store.address}</Typography>
          </Stack>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2">
            {translate('bakery.distributor_area.order_total')}: <strong>{formatMoney(order.final_amount_eur)}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.distributor_area.paid')}: {formatMoney(order.paid_amount_eur)}
          </Typography>
        </Stack>
        {order.notes ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {order.notes}
          </Typography>
        ) : null}
      </CardContent>
      {/* The order's page in the distributor's area: its lines, the moves they may make and the cash to take. */}
      <CardActions>
        <Button
          size="small"
          startIcon={<ReceiptLongIcon />}
          component={RouterLink}
          to={distributorPaths.order(order.id)}
        >
          {translate('bakery.distributor_area.open_order')}
        </Button>
        {store?.phone ? (
          <Button size="small" startIcon={<PhoneIcon />} href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
            {translate('bakery.distributor_area.call_store')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
