import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { coordinatesOf, type LatLng } from '../../../domain/geo';
import { geocodedPoint, geocodeFailureMessage } from './geocodeReply';
import type { StoreRecord } from './storeRecord';
import { useStoreCalls } from './useStoreCalls';

export type StoreLocation =
  | { source: 'record'; point: LatLng }
  | { source: 'geocoded'; point: LatLng }
  | { source: 'geocoding'; point: null }
  | { source: 'failed'; point: null; error: string }
  | { source: 'none'; point: null };

/**
 * Where the shop is: its own coordinates, else its address geocoded by the server (marked as extracted
 * from the address), else nowhere — a failed lookup gives no point, never a guessed one.
 */
export function useStoreLocation(record: StoreRecord): StoreLocation {
  const translate = useTranslate();
  const calls = useStoreCalls();
  const own = coordinatesOf(record);
  const address = record.address?.trim() ?? '';
  const needsLookup = !own && address.length > 0;

  const lookup = useQuery({
    queryKey: ['stores', 'geocode', address],
    enabled: needsLookup,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const point = geocodedPoint(await calls.geocode(address, signal));
      // No result is a failure with the default reason ('لم يتم العثور على الموقع').
      if (!point) throw new Error('');
      return point;
    },
  });

  if (own) return { source: 'record', point: own };
  if (!needsLookup) return { source: 'none', point: null };
  if (lookup.isError) return { source: 'failed', point: null, error: geocodeFailureMessage(lookup.error, translate) };
  if (lookup.data) return { source: 'geocoded', point: lookup.data };
  return { source: 'geocoding', point: null };
}
