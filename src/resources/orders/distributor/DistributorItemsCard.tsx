import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { EnumChip } from '../../../ui/EnumChip';
import { SectionCard } from '../../../ui/SectionCard';
import { orderFinal, orderPaid, orderRemaining } from '../show/orderNumbers';

function Figure({ label, value, testId, strong }: { label: string; value: number; testId: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={strong ? 700 : 400} data-testid={testId}>
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
}

/** What to hand over and what to collect: the lines, then the total, what is paid and what remains. */
export function DistributorItemsCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const remaining = orderRemaining(order);
  return (
    <SectionCard
      title="bakery.distributor_area.order.items"
      icon={<ReceiptLongIcon />}
      data-testid="distributor-order-items"
    >
      <List dense disablePadding>
        {/* The list's row (no lines) shows first, from the delivery cards' cache, until the order is read. */}
        {(order.items ?? []).map((item) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText
              primary={item.product_name}
              secondary={[
                translate('bakery.distributor_area.order.line', {
                  quantity: formatNumber(item.quantity),
                  price: formatMoney(item.unit_price_eur),
                }),
                item.gift_quantity > 0
                  ? translate('bakery.distributor_area.order.gift', { quantity: formatNumber(item.gift_quantity) })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
            <Typography variant="body2" sx={{ flexShrink: 0, marginInlineStart: 1 }}>
              {formatMoney(item.line_total_eur)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Stack spacing={0.5}>
        <Figure
          label={translate('bakery.distributor_area.order.total')}
          value={orderFinal(order)}
          testId="order-total"
          strong
        />
        <Figure label={translate('bakery.distributor_area.order.paid')} value={orderPaid(order)} testId="order-paid" />
        <Figure
          label={translate('bakery.distributor_area.order.remaining')}
          value={remaining}
          testId="order-remaining"
          strong
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.distributor_area.order.payment_status')}
          </Typography>
          <EnumChip enumName="payment_status" value={order.payment_status} testId="order-payment-status" />
        </Stack>
        {remaining <= 0 ? (
          <Typography variant="body2" color="success.main" fontWeight={700}>
            {translate('bakery.distributor_area.order.fully_paid')}
          </Typography>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
