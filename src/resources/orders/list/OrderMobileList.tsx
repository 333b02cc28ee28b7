import { Stack, Typography } from '@mui/material';
import { SimpleList } from 'react-admin';
import type { OrderRow } from '../../../domain/orders/types';
import { formatDate, formatMoney } from '../../../i18n/format';
import { EnumChip } from '../../../ui/EnumChip';
import { orderPaths } from '../../../registry/paths';
import { orderAmount } from './orderAmount';

/** On a phone the table becomes cards; a tap opens the order, whose page has every action. */
export function OrderMobileList() {
  return (
    <SimpleList<OrderRow>
      rowClick={(id) => orderPaths.show(id)}
      primaryText={(order) => `${order.order_number} · ${order.store_name ?? ''}`}
      secondaryText={(order) => (
        <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {formatDate(order.order_date)} · {formatMoney(orderAmount(order))}
          </Typography>
          <Stack component="span" direction="row" spacing={0.5}>
            <EnumChip enumName="order_status" value={order.status} />
            <EnumChip enumName="payment_status" value={order.payment_status} />
          </Stack>
        </Stack>
      )}
      rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
      data-testid="orders-mobile-list"
    />
  );
}
