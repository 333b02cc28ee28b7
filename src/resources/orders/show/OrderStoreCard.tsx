import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/types';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { PhoneText } from '../../../ui/PhoneText';

const dash = '—';

/** The shop: name, phone, e-mail, address, contact person. */
export function OrderStoreCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const store = order.store;
  return (
    <SectionCard title="bakery.orders.show.store_info" icon={<StorefrontIcon />} data-testid="order-store">
      <InfoRow label={translate('bakery.orders.show.store_name')}>{store?.name ?? order.store_name ?? dash}</InfoRow>
      <InfoRow label={translate('bakery.orders.show.phone')} ltr>
        {store?.phone ? <PhoneText phone={store.phone} /> : dash}
      </InfoRow>
      <InfoRow label={translate('bakery.orders.show.email')} ltr>
        {store?.email || dash}
      </InfoRow>
      <InfoRow label={translate('bakery.orders.show.address')}>{store?.address || dash}</InfoRow>
      <InfoRow label={translate('bakery.orders.show.contact_person')}>{store?.contact_person || dash}</InfoRow>
    </SectionCard>
  );
}
