import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { StoreOption } from './useOrderReferences';
import { PhoneText } from '../../../ui/PhoneText';

/** Once a shop is chosen: its phone and address, so the order can be checked with the shop. */
export function StoreContact({ storeById }: { storeById: ReadonlyMap<number, StoreOption> }) {
  const translate = useTranslate();
  const storeId = useWatch({ name: 'store_id' }) as number | null;
  const store = storeId ? storeById.get(Number(storeId)) : undefined;
  if (!store) return null;
  return (
    <Stack
      spacing={0.5}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mb: 1 }}
      data-testid="order-store-contact"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PhoneOutlinedIcon fontSize="small" color="action" />
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.orders.form.store_phone')}:
        </Typography>
        <Typography variant="body2">{store.phone ? <PhoneText phone={store.phone} /> : '—'}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LocationOnOutlinedIcon fontSize="small" color="action" />
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.orders.form.store_address')}:
        </Typography>
        <Typography variant="body2">{store.address || translate('bakery.orders.form.no_address')}</Typography>
      </Stack>
    </Stack>
  );
}
