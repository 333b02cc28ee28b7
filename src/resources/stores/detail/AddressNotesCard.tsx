import PlaceIcon from '@mui/icons-material/Place';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import type { StoreRecord } from './storeRecord';

export function AddressNotesCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  return (
    <SectionCard title="bakery.stores.show.address_notes" icon={<PlaceIcon />} data-testid="store-address-notes">
      <InfoRow label={translate('resources.stores.fields.address')}>{record.address || EMPTY_VALUE}</InfoRow>
      <InfoRow label={translate('resources.stores.fields.notes')}>
        {record.notes ? (
          <Typography component="span" sx={{ whiteSpace: 'pre-line' }}>
            {record.notes}
          </Typography>
        ) : (
          translate('bakery.stores.show.no_notes')
        )}
      </InfoRow>
    </SectionCard>
  );
}
