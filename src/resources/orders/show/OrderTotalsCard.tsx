import CalculateIcon from '@mui/icons-material/Calculate';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { formatMoney, formatNumber, formatSyp, toNumber } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { orderFinal } from './orderNumbers';

/** Before discounts, discounts, EUR total and SYP total when present; then notes and instructions. */
export function OrderTotalsCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const syp = toNumber(order.final_amount_syp);
  const discount = toNumber(order.discount_amount_eur) ?? 0;
  return (
    <SectionCard title="bakery.orders.show.totals" icon={<CalculateIcon />} data-testid="order-totals">
      {discount ? (
        <>
          <InfoRow label={translate('bakery.orders.show.subtotal')}>{formatMoney(order.total_amount_eur)}</InfoRow>
          <InfoRow label={translate('bakery.orders.show.discount_total')}>{formatMoney(discount)}</InfoRow>
        </>
      ) : null}
      <InfoRow label={translate('bakery.orders.show.total_eur')}>
        <span data-testid="order-total-eur">{formatMoney(orderFinal(order))}</span>
      </InfoRow>
      {syp !== null ? (
        <InfoRow label={translate('bakery.orders.show.total_syp')}>
          <span data-testid="order-total-syp">{formatSyp(syp)}</span>
          {order.exchange_rate ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>
              {translate('bakery.orders.show.exchange_rate', { rate: formatNumber(order.exchange_rate) })}
            </Typography>
          ) : null}
        </InfoRow>
      ) : null}
      <InfoRow label={translate('bakery.orders.show.notes')}>
        <span data-testid="order-notes">{order.notes || translate('bakery.orders.show.no_notes')}</span>
      </InfoRow>
      <InfoRow label={translate('bakery.orders.show.special_instructions')}>
        <span data-testid="order-instructions">
          {order.special_instructions || translate('bakery.orders.show.no_notes')}
        </span>
      </InfoRow>
    </SectionCard>
  );
}
