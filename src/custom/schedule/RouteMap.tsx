import 'leaflet/dist/leaflet.css';
import { Box, Chip, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AttributionControl, MapContainer, Marker, Polyline, Popup, TileLayer } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';
import type { DistributorSchedule, ScheduleReply } from '../../domain/schedule';
import { formatTime } from '../../i18n/format';
import { MapErrorPanel } from '../../ui/map/MapErrorPanel';
import { MapViewController } from '../../ui/map/MapViewController';
import { mapView, tilesFailed } from '../../ui/map/mapView';
import { useSettings } from '../../ui/settings/useSettings';
import { bakeryIcon, positionIcon, stopIcon } from './routeIcons';
import { colourOf } from './scheduleView';
import { StopPopup } from './StopPopup';

/** Spec 001 sections 2 and 9: the schedule map starts on the bakery at zoom 11, at least 400 px high. */
export const SCHEDULE_MAP_ZOOM = 11;
export const SCHEDULE_MAP_HEIGHT = 440;

interface RouteMapProps {
  reply: ScheduleReply;
  /** The routes the filters keep. */
  routes: DistributorSchedule[];
  /** A distributor picked in the filter: an empty route of theirs says so. */
  distributorPicked: boolean;
  onOrder: (orderId: number) => void;
}

const NO_FOLLOW = { position: null, request: 0 };
const BAKERY_ICON = bakeryIcon();

/**
 * The day's routes on Leaflet: the bakery, each route's numbered stops and its line in the route's colour
 * (the road's shape when a road server planned the day, else straight), and each distributor's live
 * position. Tiles come from the settings' mapTileUrl; none when it is empty. Shops without coordinates
 * are never drawn (the page lists them apart).
 */
export function RouteMap({ reply, routes, distributorPicked, onOrder }: RouteMapProps) {
  const translate = useTranslate();
  const { settings, isPending: settingsPending } = useSettings();
  const [tileFailure, setTileFailure] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tileCounts = useRef({ errors: 0, loads: 0 });
  const bakery: LatLng = { lat: reply.bakery.latitude, lng: reply.bakery.longitude };

  const stops = useMemo(
    () =>
      routes.flatMap((route) =>
        route.schedule_items.flatMap((item) =>
          item.store.coordinates ? [{ route, item, at: { lat: item.store.coordinates.latitude, lng: item.store.coordinates.longitude } }] : [],
        ),
      ),
    [routes],
  );
  const positions = routes.flatMap((route) =>
    route.position ? [{ route, at: { lat: route.position.latitude, lng: route.position.longitude } }] : [],
  );
  const view = mapView({ points: [bakery, ...stops.map((stop) => stop.at), ...positions.map((p) => p.at)], zoom: SCHEDULE_MAP_ZOOM });
  const [initialView] = useState(() => mapView({ centre: bakery, points: [], zoom: SCHEDULE_MAP_ZOOM }));

  const tileUrl = settings.mapTileUrl.trim();
  const hasTiles = !settingsPending && tileUrl !== '';
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
    }),
    [],
  );
  const retryTiles = () => {
    tileCounts.current = { errors: 0, loads: 0 };
    setTileFailure(false);
    setAttempt((value) => value + 1);
  };

  const notice = stops.length === 0 ? (distributorPicked ? 'bakery.schedule.map.no_stops_for_distributor' : 'bakery.schedule.map.no_routes') : null;

  return (
    <Box
      dir="ltr"
      role="region"
      aria-label={translate('bakery.schedule.map.label')}
      data-testid="schedule-map"
      sx={{
        position: 'relative',
        height: { xs: 400, md: SCHEDULE_MAP_HEIGHT },
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        isolation: 'isolate',
        mb: 2,
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit', bgcolor: 'grey.200' },
        '& .bakery-marker, & .stop-marker, & .position-marker': { background: 'none', border: 'none' },
      }}
    >
      <MapContainer
        center={[initialView.centre.lat, initialView.centre.lng]}
        zoom={initialView.zoom}
        style={{ height: '100%', width: '100%' }}
        attributionControl={false}
      >
        <AttributionControl prefix={false} />
        {hasTiles ? (
          <TileLayer key={`${tileUrl}#${attempt}`} url={tileUrl} attribution={settings.mapAttribution} eventHandlers={tileEvents} />
        ) : null}
        <MapViewController view={view} follow={NO_FOLLOW} />
        {routes.map((route) =>
          route.route.geometry.length > 1 ? (
            <Polyline
              key={`line-${route.distributor.id}`}
              positions={route.route.geometry.map((point) => [point[0] ?? 0, point[1] ?? 0] as [number, number])}
              // A class given in pathOptions reaches Leaflet only by setStyle, which may run after the path is
              // drawn (and then never adds it); an option given at construction is on the path from the start.
              className={`route-line route-line-${route.distributor.id}`}
              pathOptions={{ color: colourOf(reply, route.distributor.id), weight: 4, opacity: 0.8 }}
            />
          ) : null,
        )}
        <Marker position={[bakery.lat, bakery.lng]} icon={BAKERY_ICON} zIndexOffset={500}>
          <Popup>
            <Typography dir="rtl" variant="subtitle2" component="div">
              {translate('bakery.schedule.map.bakery')}
            </Typography>
          </Popup>
        </Marker>
        {stops.map(({ route, item, at }) => (
          <Marker key={`stop-${item.id}`} position={[at.lat, at.lng]} icon={stopIcon(item.visit_order, colourOf(reply, route.distributor.id), route.distributor.id, item.late)}>
            <Popup>
              <StopPopup item={item} distributor={route.distributor.full_name} onOrder={onOrder} />
            </Popup>
          </Marker>
        ))}
        {positions.map(({ route, at }) => (
          <Marker
            key={`position-${route.distributor.id}`}
            position={[at.lat, at.lng]}
            icon={positionIcon(colourOf(reply, route.distributor.id), route.distributor.id)}
            zIndexOffset={1000}
          >
            <Popup>
              <Box dir="rtl">
                <Typography variant="subtitle2" component="div">
                  {translate('bakery.schedule.map.live_position', { name: route.distributor.full_name })}
                </Typography>
                {route.position ? (
                  <Typography variant="body2" component="div">
                    {translate('bakery.schedule.map.recorded_at', { time: formatTime(route.position.recorded_at) })}
                  </Typography>
                ) : null}
              </Box>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {notice ? (
        <Box dir="rtl" sx={{ position: 'absolute', top: 10, insetInline: 0, display: 'flex', justifyContent: 'center', zIndex: 1000, pointerEvents: 'none' }}>
          <Chip label={translate(notice)} data-testid="schedule-map-notice" sx={{ bgcolor: 'background.paper', boxShadow: 1 }} />
        </Box>
      ) : null}
      {tileFailure ? <MapErrorPanel onRetry={retryTiles} /> : null}
    </Box>
  );
}
