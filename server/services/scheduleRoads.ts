import { ROAD_DETOUR, ROAD_SPEED_KMH } from '../../src/domain/schedule';
import { greatCircleMatrix, type LatLngPoint, type Matrix } from './routing';
import type { Outbound } from '../lib/outbound';
import { route as osrmRoute, table as osrmTable } from './routing/osrm';

// Where the schedule's distances come from (issue 16): the road server the setting routingUrl names
// (OSRM table for the matrix, route for the drawn line), else great-circle x 1.3 at 30 km/h and straight
// lines. A road server that fails (or that the outbound client refuses: a host inside, a redirect) falls
// back to the estimate, and the reply's road_source says which.

export type RoadSource = 'osrm' | 'estimate';

export async function roadMatrix(outbound: Outbound, routingUrl: string, points: LatLngPoint[]): Promise<{ matrix: Matrix; source: RoadSource }> {
  if (routingUrl.trim() && points.length > 1) {
    try {
      return { matrix: await osrmTable(routingUrl, points, outbound), source: 'osrm' };
    } catch {
      // The estimate below; the screen says the distances are estimates.
    }
  }
  return { matrix: greatCircleMatrix(points, { detour: ROAD_DETOUR, speedKmh: ROAD_SPEED_KMH }), source: 'estimate' };
}

/** The same points ask the road server once: the map refreshes every minute. */
const lineCache = new Map<string, [number, number][]>();
const LINE_CACHE_SIZE = 500;

/** The line from the bakery through the stops: the road's when the schedule was planned on roads. */
export async function routeLine(outbound: Outbound, routingUrl: string, source: RoadSource, points: LatLngPoint[]): Promise<[number, number][]> {
  const straight = points.map((point) => [point.lat, point.lng] as [number, number]);
  if (source !== 'osrm' || !routingUrl.trim() || points.length < 2) return straight;
  const key = `${routingUrl}|${points.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`).join(';')}`;
  const cached = lineCache.get(key);
  if (cached) return cached;
  try {
    const { geometry } = await osrmRoute(routingUrl, points, outbound);
    if (lineCache.size >= LINE_CACHE_SIZE) lineCache.delete(lineCache.keys().next().value!);
    lineCache.set(key, geometry);
    return geometry;
  } catch {
    return straight;
  }
}
