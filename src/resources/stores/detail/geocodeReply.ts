import type { LatLng } from '../../../domain/geo';
import type { Translate } from '../../../i18n/format';
import { numberOrNull } from './storeRecord';

/** Where a GET /geocode reply puts the first result's point; null when it has none. */
export function geocodedPoint(reply: unknown): LatLng | null {
  if (!reply || typeof reply !== 'object') return null;
  const data = reply as Record<string, unknown>;
  // The envelope's data, the data itself, or a bare point from a provider call that already read it.
  if (data.data && typeof data.data === 'object') return geocodedPoint(data.data);
  const results = data.results;
  if (Array.isArray(results)) {
    const location = (results[0] as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | undefined)?.geometry
      ?.location;
    return pointOf(location?.lat, location?.lng);
  }
  return pointOf(data.lat ?? data.latitude, data.lng ?? data.longitude);
}

function pointOf(lat: unknown, lng: unknown): LatLng | null {
  const la = numberOrNull(lat);
  const ln = numberOrNull(lng);
  if (la === null || ln === null || la < -90 || la > 90 || ln < -180 || ln > 180) return null;
  return { lat: la, lng: ln };
}

/** How the server's geocoding failure starts (spec 001 section 8): such a message is shown as it is. */
const GEOCODE_FAILURE_PREFIX = 'فشل في تحديد الموقع من العنوان';

/**
 * The Arabic failure text of a geocoding attempt: the server's own 'فشل في تحديد الموقع من العنوان: ...',
 * else that sentence around whatever the failure said (a network error), else around the default reason.
 */
export function geocodeFailureMessage(error: unknown, translate: Translate): string {
  const message =
    (error as { body?: { message?: unknown } } | null)?.body?.message ?? (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.startsWith(GEOCODE_FAILURE_PREFIX)) return message;
  const reason = typeof message === 'string' && message ? message : translate('bakery.stores.show.geocode_default_reason');
  return translate('bakery.stores.show.geocode_failed', { reason });
}
