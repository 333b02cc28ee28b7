import { Stack, Typography } from '@mui/material';
import { SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import { EnumChip } from '../../ui/EnumChip';
import { storePaths } from '../../registry/paths';
import { useStoreRights } from './useStoreRights';
import { PhoneText } from '../../ui/PhoneText';
import { StoreListEmpty } from './StoreListEmpty';

/** On a phone the table becomes a list of cards; a tap opens the shop, whose page has every action. */
export function StoreMobileList() {
  const translate = useTranslate();
  const { seesMoney } = useStoreRights();
  return (
    <SimpleList<RaRecord>
      rowClick={(id) => storePaths.show(id)}
      empty={<StoreListEmpty />}
      primaryText={(record) => String(record.name ?? '')}
      secondaryText={(record) => (
        <Stack component="span" spacing={0.25}>
          <Typography component="span" variant="body2" color="text.secondary">
            {(record.address as string) || translate('bakery.stores.list.no_address')}
          </Typography>
          {record.phone ? (
            <Typography component="span" variant="caption" color="text.secondary">
              <PhoneText phone={String(record.phone)} />
            </Typography>
          ) : null}
          {seesMoney ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {translate('bakery.stores.list.columns.revenue')}: {formatMoney((record.total_purchases_eur as number) ?? 0)}
            </Typography>
          ) : null}
        </Stack>
      )}
      tertiaryText={(record) => <EnumChip enumName="store_status" value={record.status as string} />}
      rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
    />
  );
}
