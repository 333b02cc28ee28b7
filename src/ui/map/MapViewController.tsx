import { latLngBounds } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../domain/geo';
import { SELECTED_MIN_ZOOM, viewKey, type MapView } from './mapView';

const FIT_PADDING: [number, number] = [32, 32];

interface MapViewControllerProps {
  view: MapView;
  onPick?: (point: LatLng) => void;
  /** Fly to `position` each time `request` grows (the "my current location" button). */
  follow: { position: LatLng | null; request: number };
}

function isHidden(element: HTMLElement): boolean {
  return element.clientWidth === 0 || element.clientHeight === 0;
}

/**
 * Keeps the Leaflet map in step with React: applies the view when it changes (not on every render, so the
 * user's panning stays), re-measures the map when its box appears or changes size (a tab, a dialog, a
 * resized window: Leaflet only measures on its own), and reports clicks as picked points.
 */
export function MapViewController({ view, onPick, follow }: MapViewControllerProps) {
  const map = useMap();
  const key = viewKey(view);
  const current = useRef(view);
  useEffect(() => {
    current.current = view;
  });

  const apply = useCallback(() => {
    const next = current.current;
    if (next.kind === 'bounds') {
      const [southWest, northEast] = next.bounds;
      map.fitBounds(latLngBounds([southWest.lat, southWest.lng], [northEast.lat, northEast.lng]), {
        maxZoom: next.maxZoom,
        padding: FIT_PADDING,
        animate: false,
      });
    } else {
      const zoom = next.minZoom !== undefined ? Math.max(map.getZoom(), next.zoom) : next.zoom;
      map.setView([next.centre.lat, next.centre.lng], zoom, { animate: false });
    }
  }, [map]);

  useEffect(() => {
    if (!isHidden(map.getContainer())) apply();
  }, [key, apply, map]);

  useEffect(() => {
    const container = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    let wasHidden = isHidden(container);
    const observer = new ResizeObserver(() => {
      if (isHidden(container)) {
        wasHidden = true;
        return;
      }
      // Keeps the centre where it was (Leaflet's default pans by half the change).
      map.invalidateSize();
      // A view fitted while the box had no size is wrong: fit again now that it has one.
      if (wasHidden) {
        wasHidden = false;
        apply();
      }
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, apply]);

  const handled = useRef(0);
  useEffect(() => {
    if (follow.request > handled.current && follow.position) {
      handled.current = follow.request;
      map.setView([follow.position.lat, follow.position.lng], Math.max(map.getZoom(), SELECTED_MIN_ZOOM));
    }
  }, [follow.request, follow.position, map]);

  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const handlers = useMemo(
    () => ({
      click(event: { latlng: { lat: number; lng: number } }) {
        pick.current?.({ lat: event.latlng.lat, lng: event.latlng.lng });
      },
    }),
    [],
  );
  useMapEvents(handlers);

  return null;
}
