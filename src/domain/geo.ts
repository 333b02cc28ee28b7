// Coordinates and distances, shared by the maps, the server's "nearby" and the schedule.

export interface LatLng {
  lat: number;
  lng: number;
}

/** The main bakery in Brussels: the schedule map's centre (spec 001 section 9). */
export const BAKERY_LOCATION: LatLng = { lat: 50.8466, lng: 4.3528 };
/** The store maps' default centre, in the Antwerp area (spec 001 section 2). */
export const DEFAULT_STORE_MAP_CENTRE: LatLng = { lat: 51.2194, lng: 4.4025 };

function isLatLng(lat: unknown, lng: unknown): LatLng | null {
  const la = typeof lat === 'string' ? Number(lat) : lat;
  const ln = typeof lng === 'string' ? Number(lng) : lng;
  if (typeof la !== 'number' || typeof ln !== 'number' || !Number.isFinite(la) || !Number.isFinite(ln)) return null;
  if (la < -90 || la > 90 || ln < -180 || ln > 180) return null;
  // 0,0 is the "no value" of many old records, not a shop in the Gulf of Guinea.
  if (la === 0 && ln === 0) return null;
  return { lat: la, lng: ln };
}

function fromObject(value: unknown): LatLng | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return isLatLng(record.latitude ?? record.lat, record.longitude ?? record.lng);
}

/**
 * A record's usable coordinates, read the ways the spec lists: latitude/longitude, gps_coordinates,
 * coordinates (lat/lng accepted), current_location. null when there are none: such a shop gets no marker.
 */
export function coordinatesOf(record: Record<string, unknown> | null | undefined): LatLng | null {
  if (!record) return null;
  return (
    isLatLng(record.latitude, record.longitude) ??
    fromObject(record.gps_coordinates) ??
    fromObject(record.coordinates) ??
    fromObject(record.current_location)
  );
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centre rule of the store map: given centre, else the stores' average, else the user, else the default. */
export function mapCentre(options: { centre?: LatLng | null; points?: LatLng[]; user?: LatLng | null }): LatLng {
  if (options.centre) return options.centre;
  const points = options.points ?? [];
  if (points.length) {
    const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
    return { lat: sum.lat / points.length, lng: sum.lng / points.length };
  }
  return options.user ?? DEFAULT_STORE_MAP_CENTRE;
}
