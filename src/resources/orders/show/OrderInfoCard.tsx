import ReceiptIcon from '@mui/icons-material/Receipt';
import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from '../../../domain/orders/types';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { storePaths } from '../../../registry/paths';
import { orderFinal } from './orderNumbers';

/** Number, shop, order and delivery dates, currency, total, who created it, and when it was created and changed. */
export function OrderInfoCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  return (
    <SectionCard title="bakery.orders.show.info" icon={<ReceiptIcon />} data-testid="order-info">
      <InfoRow label={translate('resources.orders.fields.order_number')}>{order.order_number}</InfoRow>
      <InfoRow label={translate('bakery.orders.show.store')}>
        <MuiLink component={RouterLink} to={storePaths.show(order.store_id)}>
          {order.store?.name ?? order.store_name ?? `#${order.store_id}`}
        </MuiLink>
      </InfoRow>
      <InfoRow label={translate('resources.orders.fields.order_date')}>{formatDate(order.order_date)}</InfoRow>
      <InfoRow label={translate('resources.orders.fields.delivery_date')}>
        {order.delivery_date ? formatDate(order.delivery_date) : translate('bakery.orders.show.not_set')}
      </InfoRow>
      <InfoRow label={translate('resources.orders.fields.currency')}>
        {translate(enumLabelKey('currency', order.currency ?? 'EUR'), { _: order.currency })}
      </InfoRow>
      <InfoRow label={translate('bakery.orders.show.total')}>{formatMoney(orderFinal(order))}</InfoRow>
      {order.created_by_name ? (
        <InfoRow label={translate('bakery.orders.show.created_by')}>{order.created_by_name}</InfoRow>
      ) : null}
      <InfoRow label={translate('resources.orders.fields.created_at')}>
        <span data-testid="order-created-at">{formatDateTime(order.created_at)}</span>
      </InfoRow>
      <InfoRow label={translate('resources.orders.fields.updated_at')}>
        <span data-testid="order-updated-at">{formatDateTime(order.updated_at)}</span>
      </InfoRow>
    </SectionCard>
  );
}
