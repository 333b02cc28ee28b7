import DirectionsIcon from '@mui/icons-material/Directions';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Box, Button, Chip, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StoreMap } from '../../../ui/map/StoreMap';
import { CopyButton } from '../../../ui/CopyButton';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { addressSearchUrl, directionsUrl, formatCoordinates, mapViewUrl } from './storeLinks';
import type { StoreRecord } from './storeRecord';
import { useStoreLocation } from './useStoreLocation';

/** Spec 001: the detail's map is at street level. */
export const DETAIL_MAP_ZOOM = 16;

/** Opened in a new tab: links the user follows, not calls the app makes. */
const external = { component: 'a', target: '_blank', rel: 'noopener' } as const;

/** The shop's coordinates, its marker on the map, and links to follow it in a maps site. */
export function LocationCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  const location = useStoreLocation(record);
  const { point } = location;
  const address = record.address?.trim() ?? '';

  return (
    <SectionCard title="bakery.stores.show.location" icon={<MapIcon />} data-testid="store-location">
      <Stack spacing={2}>
        {point ? (
          <InfoRow
            label={translate('bakery.stores.show.coordinates')}
            action={
              location.source === 'geocoded' ? (
                <Chip size="small" color="info" variant="outlined" label={translate('bakery.stores.show.geocoded')} />
              ) : undefined
            }
          >
            <Box component="span" dir="ltr" data-testid="store-coordinates">
              {formatCoordinates(point)}
            </Box>
          </InfoRow>
        ) : null}
        {location.source === 'geocoding' ? (
          <Alert severity="info" icon={<CircularProgress size={20} />}>
            {translate('bakery.stores.show.geocoding')}
          </Alert>
        ) : null}
        {location.source === 'failed' ? <Alert severity="warning">{location.error}</Alert> : null}
        {location.source === 'none' ? <Alert severity="info">{translate('bakery.stores.show.no_location')}</Alert> : null}

        <StoreMap
          stores={
            point
              ? [
                  {
                    id: record.id,
                    name: record.name,
                    owner_name: record.owner_name,
                    phone: record.phone,
                    address: record.address,
                    category: record.category,
                    latitude: point.lat,
                    longitude: point.lng,
                  },
                ]
              : []
          }
          centre={point}
          zoom={point ? DETAIL_MAP_ZOOM : undefined}
          // Without the shop's own point the map centres on the user, else on the default (Antwerp area).
          showUserLocation={!point && location.source !== 'geocoding'}
          data-testid="store-detail-map"
        />

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {point ? (
            <>
              <Button {...external} href={mapViewUrl(point)} variant="outlined" size="small" startIcon={<OpenInNewIcon />}>
                {translate('bakery.stores.show.open_in_maps')}
              </Button>
              <Button {...external} href={directionsUrl(point)} variant="outlined" size="small" startIcon={<DirectionsIcon />}>
                {translate('bakery.stores.show.directions')}
              </Button>
              <CopyButton withText text={formatCoordinates(point)} label={translate('bakery.stores.show.copy_coordinates')} />
            </>
          ) : null}
          {address ? (
            <Button {...external} href={addressSearchUrl(address)} variant="outlined" size="small" startIcon={<TravelExploreIcon />}>
              {translate('bakery.stores.show.search_address')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
