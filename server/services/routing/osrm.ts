import type { LatLngPoint, Matrix, RoadRoute } from './types';

// A client of an OSRM-compatible road server (the setting routingUrl): its table service gives the
// matrix, its route service the line drawn on the map. The server passes its guarded outbound client
// (server/lib/outbound.ts); tests pass stand-ins.

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface OsrmOptions {
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /**
   * The server's --max-table-size (osrm-routed's default: 100). A larger table is asked for in blocks
   * of at most that many sources and destinations, which the server accepts.
   */
  maxTableSize?: number;
}

export class OsrmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OsrmError';
  }
}

const coordinates = (points: LatLngPoint[]) => points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
const base = (url: string) => url.replace(/\/+$/, '');

async function getJson(
  url: string,
  fetcher: FetchLike,
  options: OsrmOptions,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  let body: unknown;
  try {
    const response = await fetcher(url, { signal: controller.signal });
    try {
      body = await response.json();
    } catch {
      throw new OsrmError(`road server: HTTP ${response.status}, the reply is not JSON`);
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new OsrmError(`road server: HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`);
    }
  } catch (error) {
    if (error instanceof OsrmError) throw error;
    if (controller.signal.aborted)
      throw new OsrmError(`road server: no reply within ${options.timeoutMs ?? 10_000} ms`);
    throw new OsrmError(`road server unreachable: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  const record = body as Record<string, unknown> | null;
  if (!record || typeof record !== 'object') throw new OsrmError('road server: empty reply');
  if (record.code !== 'Ok') {
    throw new OsrmError(
      `road server: ${String(record.code)}${typeof record.message === 'string' ? `: ${record.message}` : ''}`,
    );
  }
  return record;
}

function numberMatrix(value: unknown, rows: number, columns: number, name: string, offset = [0, 0]): number[][] {
  const shape = `road server: ${name} is not a ${rows}x${columns} table`;
  if (!Array.isArray(value) || value.length !== rows) throw new OsrmError(shape);
  return value.map((row, a) => {
    if (!Array.isArray(row) || row.length !== columns) throw new OsrmError(shape);
    return row.map((cell, b) => {
      if (cell === null)
        throw new OsrmError(`road server: no road between points ${a + offset[0]!} and ${b + offset[1]!}`);
      if (typeof cell !== 'number' || !Number.isFinite(cell)) {
        throw new OsrmError(`road server: ${name}[${a}][${b}] is not a number`);
      }
      return cell;
    });
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

/** The duration (s) and distance (m) table between all points, in their order (point 0: the bakery). */
export async function table(
  url: string,
  points: LatLngPoint[],
  fetchImpl: FetchLike,
  options: OsrmOptions = {},
): Promise<Matrix> {
  const n = points.length;
  if (n === 0) return { durations: [], distances: [] };
  if (n === 1) return { durations: [[0]], distances: [[0]] };
  const block = Math.max(1, options.maxTableSize ?? 100);
  const address = `${base(url)}/table/v1/driving/${coordinates(points)}?annotations=duration,distance`;
  if (n <= block) {
    const reply = await getJson(address, fetchImpl, options);
    return {
      durations: numberMatrix(reply.durations, n, n, 'durations'),
      distances: numberMatrix(reply.distances, n, n, 'distances'),
    };
  }
  const durations = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const distances = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let from = 0; from < n; from += block) {
    const sources = range(from, Math.min(n, from + block));
    for (let to = 0; to < n; to += block) {
      const destinations = range(to, Math.min(n, to + block));
      const reply = await getJson(
        `${address}&sources=${sources.join(';')}&destinations=${destinations.join(';')}`,
        fetchImpl,
        options,
      );
      const blockDurations = numberMatrix(reply.durations, sources.length, destinations.length, 'durations', [
        from,
        to,
      ]);
      const blockDistances = numberMatrix(reply.distances, sources.length, destinations.length, 'distances', [
        from,
        to,
      ]);
      sources.forEach((a, i) =>
        destinations.forEach((b, j) => {
          durations[a]![b] = blockDurations[i]![j]!;
          distances[a]![b] = blockDistances[i]![j]!;
        }),
      );
    }
  }
  return { durations, distances };
}

/** The road line through the points in order, with its length and driving time. */
export async function route(
  url: string,
  points: LatLngPoint[],
  fetchImpl: FetchLike,
  options: OsrmOptions = {},
): Promise<RoadRoute> {
  if (points.length < 2) return { geometry: points.map((p) => [p.lat, p.lng]), distanceM: 0, durationS: 0 };
  const reply = await getJson(
    `${base(url)}/route/v1/driving/${coordinates(points)}?overview=full&geometries=geojson`,
    fetchImpl,
    options,
  );
  const first = Array.isArray(reply.routes) ? (reply.routes[0] as Record<string, unknown> | undefined) : undefined;
  const geometry = first?.geometry as { type?: unknown; coordinates?: unknown } | undefined;
  if (!first || !geometry || !Array.isArray(geometry.coordinates))
    throw new OsrmError('road server: the reply has no route');
  if (typeof first.distance !== 'number' || typeof first.duration !== 'number')
    throw new OsrmError('road server: the route has no distance or duration');
  const line = geometry.coordinates.map((pair: unknown) => {
    if (!Array.isArray(pair) || typeof pair[0] !== 'number' || typeof pair[1] !== 'number')
      throw new OsrmError('road server: a route point is not [lng, lat]');
    // GeoJSON is [lng, lat]; the map wants [lat, lng].
    return [pair[1], pair[0]] as [number, number];
  });
  return { geometry: line, distanceM: first.distance, durationS: first.duration };
}
