import 'leaflet/dist/leaflet.css';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AttributionControl, Circle, MapContainer, Marker, Popup, TileLayer, Tooltip } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';
import type { MapStore } from '../../domain/stores/types';
import { formatNumber } from '../../i18n/format';
import { useSettings } from '../settings/useSettings';
import { MapErrorPanel } from './MapErrorPanel';
import { MapViewController } from './MapViewController';
import { mapHeight, mapView, storePoints, tilesFailed } from './mapView';
import { PIN_COLOURS, pinIcon } from './markerIcons';
import { StoreMarker } from './StoreMarker';
import { useGeolocation } from './useGeolocation';

export type { MapStore } from '../../domain/stores/types';

export interface StoreMapProps {
  stores?: MapStore[];
  centre?: LatLng | null;
  zoom?: number;
  /** Pixels; never less than 400. */
  height?: number;
  /** The blue point. Left out, the map shows the last point picked by a click itself. */
  selected?: LatLng | null;
  onPick?: (point: LatLng) => void;
  /** Asks for the user's position on mount and shows it in green with its accuracy. */
  showUserLocation?: boolean;
  /** The "my current location" button. */
  showControls?: boolean;
  'data-testid'?: string;
}

const userIcon = pinIcon('user');
const selectedIcon = pinIcon('selected');

/**
 * The shared store map (spec 001 "Store map component") on Leaflet: red shops with their popup, the user
 * in green, the selected point in blue; click to pick; centre and zoom by the spec's rules. Tiles come
 * from the settings' mapTileUrl; an empty URL draws no tiles at all (markers on a plain background).
 */
export function StoreMap({
  stores,
  centre,
  zoom,
  height,
  selected,
  onPick,
  showUserLocation = false,
  showControls = true,
  'data-testid': testId,
}: StoreMapProps) {
  const translate = useTranslate();
  const { settings, isPending: settingsPending } = useSettings();
  const { position, error: locationError, locate, locating } = useGeolocation();
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [ready, setReady] = useState(false);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const [tileFailure, setTileFailure] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [followRequest, setFollowRequest] = useState(0);
  const tileCounts = useRef({ errors: 0, loads: 0 });

  const points = useMemo(() => storePoints(stores), [stores]);
  const shownSelected = selected !== undefined ? selected : picked;
  const view = mapView({
    centre,
    points: points.map((point) => point.position),
    user: position,
    selected: shownSelected,
    zoom,
  });
  // The first view only: later changes go through MapViewController, which keeps the user's panning.
  const [initialView] = useState(view);

  const tileUrl = settings.mapTileUrl.trim();
  const hasTiles = !settingsPending && tileUrl !== '';
  const loading = settingsPending || !ready || (hasTiles && !tilesLoaded && !tileFailure);

  const handlePick = useCallback(
    (point: LatLng) => {
      if (!onPick) return;
      setPicked(point);
      onPick(point);
    },
    [onPick],
  );

  const locateMe = () => {
    setFollowRequest((request) => request + 1);
    locate();
  };

  useEffect(() => {
    if (showUserLocation) locate();
  }, [showUserLocation, locate]);

  const tileEvents = useMemo(
    () => ({
      tileerror() {
        const counts = tileCounts.current;
        counts.errors += 1;
        if (tilesFailed(counts)) setTileFailure(true);
      },
      tileload() {
        tileCounts.current.loads += 1;
      },
      load() {
        setTilesLoaded(true);
      },
    }),
    [],
  );

  const retryTiles = () => {
    tileCounts.current = { errors: 0, loads: 0 };
    setTileFailure(false);
    setTilesLoaded(false);
    setAttempt((value) => value + 1);
  };

  return (
    <Box
      dir="ltr"
      data-testid={testId}
      role="region"
      aria-label={translate('bakery.stores.map.label')}
      aria-busy={loading || undefined}
      sx={{
        position: 'relative',
        height: mapHeight(height),
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        // Leaflet's panes and controls use z-indexes up to 1000: keep them inside the map's own box.
        isolation: 'isolate',
        '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit', bgcolor: 'grey.200' },
        '& .store-marker, & .user-marker, & .selected-marker': { background: 'none', border: 'none' },
      }}
    >
      <MapContainer
        center={[initialView.centre.lat, initialView.centre.lng]}
        zoom={initialView.zoom}
        whenReady={() => setReady(true)}
        style={{ height: '100%', width: '100%' }}
        // Staff see the map's data credit, not the name of the library that draws it.
        attributionControl={false}
      >
        <AttributionControl prefix={false} />
        {hasTiles ? (
          <TileLayer key={`${tileUrl}#${attempt}`} url={tileUrl} attribution={settings.mapAttribution} eventHandlers={tileEvents} />
        ) : null}
        <MapViewController view={view} onPick={onPick ? handlePick : undefined} follow={{ position, request: followRequest }} />
        {points.map(({ store, position: at }) => (
          <StoreMarker key={store.id} store={store} position={at} />
        ))}
        {showUserLocation || followRequest > 0
          ? position && (
              <>
                <Circle
                  center={[position.lat, position.lng]}
                  radius={position.accuracy}
                  pathOptions={{ color: PIN_COLOURS.user, fillColor: PIN_COLOURS.user, fillOpacity: 0.12, weight: 1 }}
                />
                <Marker position={[position.lat, position.lng]} icon={userIcon}>
                  <Popup>
                    <Box dir="rtl">
                      <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700 }}>
                        {translate('bakery.stores.map.user_location')}
                      </Typography>
                      <Typography variant="body2" component="div">
                        {translate('bakery.stores.map.accuracy', { metres: formatNumber(Math.round(position.accuracy)) })}
                      </Typography>
                    </Box>
                  </Popup>
                </Marker>
              </>
            )
          : null}
        {shownSelected ? (
          <Marker position={[shownSelected.lat, shownSelected.lng]} icon={selectedIcon}>
            <Tooltip permanent direction="top" offset={[0, -36]}>
              <span dir="rtl">{translate('bakery.stores.map.picked')}</span>
            </Tooltip>
          </Marker>
        ) : null}
      </MapContainer>

      <Stack
        dir="rtl"
        spacing={1}
        sx={{ position: 'absolute', top: 10, insetInlineStart: 10, zIndex: 1000, alignItems: 'flex-start', maxWidth: 'calc(100% - 70px)' }}
      >
        {stores ? (
          <Chip
            size="small"
            color="default"
            data-testid="store-map-count"
            label={translate('bakery.stores.map.count', { smart_count: points.length })}
            sx={{ bgcolor: 'background.paper', boxShadow: 1 }}
          />
        ) : null}
        {showControls ? (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            onClick={locateMe}
            disabled={locating}
            startIcon={locating ? <CircularProgress size={16} /> : <MyLocationIcon />}
            sx={{ bgcolor: 'background.paper', color: 'text.primary', '&:hover': { bgcolor: 'background.paper' } }}
          >
            {translate('bakery.stores.map.my_location')}
          </Button>
        ) : null}
      </Stack>

      {locationError ? (
        <Alert
          dir="rtl"
          severity="warning"
          data-testid="store-map-location-error"
          sx={{ position: 'absolute', bottom: 24, insetInlineStart: 10, insetInlineEnd: 10, zIndex: 1000 }}
        >
          {locationError}
        </Alert>
      ) : null}

      {loading && !tileFailure ? (
        <Box
          dir="rtl"
          sx={{ position: 'absolute', inset: 0, zIndex: 1000, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}
        >
          <Paper elevation={2} data-testid="store-map-loading" role="status" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{translate('bakery.stores.map.loading')}</Typography>
          </Paper>
        </Box>
      ) : null}

      {tileFailure ? <MapErrorPanel onRetry={retryTiles} /> : null}
    </Box>
  );
}
