import { coordinatesOf, mapCentre, type LatLng } from '../../domain/geo';
import type { MapStore } from '../../domain/stores/types';

// The spec's rules for where a store map looks (spec 001 "Store map component"), kept free of Leaflet so
// they can be read and tested on their own.

export const DEFAULT_ZOOM = 12;
/** A selected point is shown at this zoom or closer. */
export const SELECTED_MIN_ZOOM = 15;
/** Fitting many shops zooms at most this close... */
export const FIT_MAX_ZOOM = 16;
/** ...and at most this many levels past the map's starting zoom. */
export const FIT_EXTRA_ZOOM = 2;
export const MIN_HEIGHT = 400;

export interface StorePoint {
  store: MapStore;
  position: LatLng;
}

/** The shops that get a marker: those with usable coordinates, never a made-up point. */
export function storePoints(stores: readonly MapStore[] | undefined): StorePoint[] {
  const points: StorePoint[] = [];
  for (const store of stores ?? []) {
    const position = coordinatesOf(store as unknown as Record<string, unknown>);
    if (position) points.push({ store, position });
  }
  return points;
}

export type MapView =
  | { kind: 'point'; centre: LatLng; zoom: number; minZoom?: number }
  | { kind: 'bounds'; centre: LatLng; zoom: number; bounds: [LatLng, LatLng]; maxZoom: number };

function boundsOf(points: readonly LatLng[]): [LatLng, LatLng] {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}

/**
 * Centre: the given centre, else the selected point, else the shops (their average; fitted when there are
 * several), else the user, else the default (Antwerp area). A selected point is shown at zoom 15 or more.
 */
export function mapView(options: {
  centre?: LatLng | null;
  points: readonly LatLng[];
  user?: LatLng | null;
  selected?: LatLng | null;
  zoom?: number;
}): MapView {
  const zoom = options.zoom ?? DEFAULT_ZOOM;
  const { centre, selected, points, user } = options;
  if (centre || selected) {
    const at = centre ?? (selected as LatLng);
    return selected
      ? { kind: 'point', centre: at, zoom: Math.max(zoom, SELECTED_MIN_ZOOM), minZoom: SELECTED_MIN_ZOOM }
      : { kind: 'point', centre: at, zoom };
  }
  const average = mapCentre({ points: [...points], user });
  if (points.length > 1) {
    return {
      kind: 'bounds',
      centre: average,
      zoom,
      bounds: boundsOf(points),
      maxZoom: Math.min(zoom + FIT_EXTRA_ZOOM, FIT_MAX_ZOOM),
    };
  }
  return { kind: 'point', centre: average, zoom };
}

/** A key that changes only when the view would: the map is not pulled back on every render. */
export function viewKey(view: MapView): string {
  const p = (point: LatLng) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
  return view.kind === 'bounds'
    ? `b:${p(view.bounds[0])}:${p(view.bounds[1])}:${view.maxZoom}`
    : `p:${p(view.centre)}:${view.zoom}`;
}

export function mapHeight(height: number | undefined): number {
  return Math.max(height ?? MIN_HEIGHT, MIN_HEIGHT);
}

/** Tiles failing this often, more often than they load, mean the tile server cannot be reached. */
export const TILE_ERROR_THRESHOLD = 4;

export function tilesFailed(counts: { errors: number; loads: number }): boolean {
  return counts.errors >= TILE_ERROR_THRESHOLD && counts.errors > counts.loads;
}
