import { distanceKm } from '../../../src/domain/geo';
import type { LatLngPoint, Matrix } from './types';

export interface GreatCircleOptions {
  /** Roads are longer than the straight line: the factor is 1.3. */
  detour?: number;
  /** The spec's average speed in town. */
  speedKmh?: number;
}

/** Distances and durations without a road server: great-circle km x detour, driven at speedKmh. */
export function greatCircleMatrix(points: LatLngPoint[], options: GreatCircleOptions = {}): Matrix {
  const detour = options.detour ?? 1.3;
  const speedKmh = options.speedKmh ?? 30;
  const metresPerSecond = (speedKmh * 1000) / 3600;
  const distances: number[][] = [];
  const durations: number[][] = [];
  for (let a = 0; a < points.length; a++) {
    const distanceRow: number[] = [];
    const durationRow: number[] = [];
    for (let b = 0; b < points.length; b++) {
      const metres = a === b ? 0 : distanceKm(points[a]!, points[b]!) * 1000 * detour;
      distanceRow.push(Math.round(metres));
      durationRow.push(Math.round(metres / metresPerSecond));
    }
    distances.push(distanceRow);
    durations.push(durationRow);
  }
  return { distances, durations };
}
