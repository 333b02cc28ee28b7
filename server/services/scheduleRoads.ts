import { ROAD_DETOUR, ROAD_SPEED_KMH } from '../../src/domain/schedule';
import { greatCircleMatrix, type LatLngPoint, type Matrix } from './routing';
import { route as osrmRoute, table as osrmTable, type FetchLike } from './routing/osrm';

// Where the schedule's distances come from (issue 16): the road server the setting routingUrl names
// (OSRM table for the matrix, route for the drawn line), else great-circle x 1.3 at 30 km/h and straight
// lines. A road server that fails falls back to the estimate, and the reply's road_source says which.

export type RoadSource = 'osrm' | 'estimate';

/** Tests put a stand-in here; the server uses the global fetch. */
export const roads: { fetch: FetchLike | undefined } = { fetch: undefined };

export async function roadMatrix(routingUrl: string, points: LatLngPoint[]): Promise<{ matrix: Matrix; source: RoadSource }> {
  if (routingUrl.trim() && points.length > 1) {
    try {
      return { matrix: await osrmTable(routingUrl, points, roads.fetch), source: 'osrm' };
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
export async function routeLine(routingUrl: string, source: RoadSource, points: LatLngPoint[]): Promise<[number, number][]> {
  const straight = points.map((point) => [point.lat, point.lng] as [number, number]);
  if (source !== 'osrm' || !routingUrl.trim() || points.length < 2) return straight;
  const key = `${routingUrl}|${points.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`).join(';')}`;
  const cached = lineCache.get(key);
  if (cached) return cached;
  try {
    const { geometry } = await osrmRoute(routingUrl, points, roads.fetch);
    if (lineCache.size >= LINE_CACHE_SIZE) lineCache.delete(lineCache.keys().next().value!);
    lineCache.set(key, geometry);
    return geometry;
  } catch {
    return straight;
  }
}
