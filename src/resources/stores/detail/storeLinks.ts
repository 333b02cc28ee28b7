import type { LatLng } from '../../../domain/geo';

// Links to OpenStreetMap that the user follows in a new tab; the app itself never calls these hosts.

const OSM = 'https://www.openstreetmap.org';

/** Coordinates as the detail shows and copies them: 6 decimals, latitude first. */
export function formatCoordinates(point: LatLng): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}

export function mapViewUrl(point: LatLng): string {
  const lat = point.lat.toFixed(6);
  const lng = point.lng.toFixed(6);
  return `${OSM}/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

export function directionsUrl(point: LatLng): string {
  return `${OSM}/directions?to=${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

export function addressSearchUrl(address: string): string {
  return `${OSM}/search?query=${encodeURIComponent(address.trim())}`;
}

/**
 * The coordinates as a left-to-right island inside an Arabic sentence (Unicode isolates), so
 * '51.219400, 4.402500' is not reordered to '4.402500 ,51.219400'. For display only, never for copying.
 */
export function isolatedCoordinates(point: LatLng): string {
  return `\u2066${formatCoordinates(point)}\u2069`;
}
