import { Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { storePaths } from '../../registry/paths';
import { PhoneText } from '../../ui/PhoneText';

/** The store column: the name (a link to the shop), the address or 'no address', the phone and email. */
export function StoreInfoCell() {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  const address = typeof record.address === 'string' && record.address.trim() ? record.address : null;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 180 }}>
      <Link component={RouterLink} to={storePaths.show(record.id)} underline="hover" sx={{ fontWeight: 600 }}>
        {String(record.name ?? '')}
      </Link>
      <Typography variant="body2" color={address ? 'text.secondary' : 'text.disabled'}>
        {address ?? translate('bakery.stores.list.no_address')}
      </Typography>
      {record.phone ? (
        <Typography variant="caption" color="text.secondary">
          <PhoneText phone={String(record.phone)} />
        </Typography>
      ) : null}
      {record.email ? (
        <Typography variant="caption" color="text.secondary">
          <bdi dir="ltr">{String(record.email)}</bdi>
        </Typography>
      ) : null}
    </Stack>
  );
}
