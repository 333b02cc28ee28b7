import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AttributionControl, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { pinIcon } from '../../../ui/map/markerIcons';
import { useSettings } from '../../../ui/settings/useSettings';

/** Close enough to see the street the distributor was in. */
const ZOOM = 15;
const HEIGHT_PX = 280;
const icon = pinIcon('user');

/**
 * The distributor's last shared position on a small map. Tiles come from the settings' mapTileUrl, as on
 * the shop maps; with an empty URL the pin stands on a plain background and no outside host is asked.
 */
export function DistributorMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const translate = useTranslate();
  const { settings, isPending } = useSettings();
  const tileUrl = settings.mapTileUrl.trim();
  return (
    <Box
      dir="ltr"
      role="region"
      aria-label={translate('bakery.employee_page.location.map')}
      data-testid="employee-location-map"
      sx={{
        height: HEIGHT_PX,
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        // Leaflet's panes use z-indexes up to 1000: keep them inside the map's own box.
        isolation: 'isolate',
        '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit', bgcolor: 'grey.200' },
        '& .user-marker': { background: 'none', border: 'none' },
      }}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={ZOOM}
        style={{ height: '100%', width: '100%' }}
        attributionControl={false}
      >
        <AttributionControl prefix={false} />
        {!isPending && tileUrl ? <TileLayer url={tileUrl} attribution={settings.mapAttribution} /> : null}
        <Marker position={[latitude, longitude]} icon={icon} />
      </MapContainer>
    </Box>
  );
}
