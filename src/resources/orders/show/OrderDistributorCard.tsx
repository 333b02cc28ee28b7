import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { distributorLabel } from './orderNumbers';
import { PhoneText } from '../../../ui/PhoneText';

/** The assigned distributor's name, phone and e-mail, or 'no distributor assigned'. */
export function OrderDistributorCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const distributor = order.distributor;
  return (
    <SectionCard title="bakery.orders.show.distributor" icon={<LocalShippingIcon />} data-testid="order-distributor">
      {distributor ? (
        <>
          <InfoRow label={translate('bakery.orders.show.distributor_name')}>
            {distributorLabel(distributor) || order.distributor_name}
          </InfoRow>
          <InfoRow label={translate('bakery.orders.show.phone')} ltr>
            {distributor.phone ? <PhoneText phone={distributor.phone} /> : '—'}
          </InfoRow>
          <InfoRow label={translate('bakery.orders.show.email')} ltr>
            {distributor.email || '—'}
          </InfoRow>
        </>
      ) : (
        <Typography color="text.secondary">{translate('bakery.orders.show.no_distributor')}</Typography>
      )}
    </SectionCard>
  );
}
