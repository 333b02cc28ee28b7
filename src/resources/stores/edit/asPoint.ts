import type { LatLng } from '../../../domain/geo';

/** A form value that holds a point, or null. */
export function asPoint(value: unknown): LatLng | null {
  const point = value as Partial<LatLng> | null | undefined;
  return point && typeof point.lat === 'number' && typeof point.lng === 'number' ? { lat: point.lat, lng: point.lng } : null;
}
