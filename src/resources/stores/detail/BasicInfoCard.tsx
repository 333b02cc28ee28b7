import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { EMPTY_VALUE } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import type { StoreRecord } from './storeRecord';

export function BasicInfoCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  // Spec 001: a shop without a type is shown as retail, the creation default.
  const storeType = record.store_type || 'retail';
  return (
    <SectionCard title="bakery.stores.show.basic_info" icon={<StorefrontIcon />} data-testid="store-basic-info">
      <InfoRow label={translate('resources.stores.fields.name')}>{record.name}</InfoRow>
      <InfoRow label={translate('resources.stores.fields.owner_name')}>{record.owner_name || EMPTY_VALUE}</InfoRow>
      <InfoRow label={translate('resources.stores.fields.region')}>
        {record.region ? translate(enumLabelKey('region', record.region), { _: record.region }) : EMPTY_VALUE}
      </InfoRow>
      <InfoRow label={translate('resources.stores.fields.store_type')}>
        {translate(enumLabelKey('store_type', storeType), { _: storeType })}
      </InfoRow>
    </SectionCard>
  );
}
