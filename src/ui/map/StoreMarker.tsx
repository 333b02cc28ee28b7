import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Popup } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';
import { formatPhone } from '../../domain/phone';
import type { MapStore } from '../../domain/stores/types';
import { pinIcon } from './markerIcons';

/** `ltr` for a phone number: digits and a plus alone would take the popup's right-to-left order. */
function Line({ label, value, ltr = false }: { label: string; value: string | null | undefined; ltr?: boolean }) {
  if (!value) return null;
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
    </Typography>
  );
}

// Popup lines are divs: Leaflet's stylesheet gives every <p> in a popup a wide margin.

/** A shop's red pin; its popup gives the name, owner, phone, address and category. */
export function StoreMarker({ store, position }: { store: MapStore; position: LatLng }) {
  const translate = useTranslate();
  const icon = useMemo(() => pinIcon('store', store.id), [store.id]);
  return (
    <Marker position={[position.lat, position.lng]} icon={icon} title={store.name} alt={store.name}>
      <Popup>
        <Box dir="rtl" sx={{ minWidth: 180, fontFamily: 'inherit' }} data-testid="store-popup">
          <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, mb: 0.5 }}>
            {store.name}
          </Typography>
          <Line label={translate('resources.stores.fields.owner_name')} value={store.owner_name} />
          <Line label={translate('resources.stores.fields.phone')} value={store.phone ? formatPhone(store.phone) : null} ltr />
          <Line label={translate('resources.stores.fields.address')} value={store.address} />
          <Line
            label={translate('resources.stores.fields.category')}
            value={store.category ? translate(`bakery.enums.store_category.${store.category}`, { _: store.category }) : null}
          />
        </Box>
      </Popup>
    </Marker>
  );
}
