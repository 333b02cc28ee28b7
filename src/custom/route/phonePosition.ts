// The phone's position through the browser's Geolocation API, as a promise. Browsers ask the user the
// first time; a refusal is the error's code 1 (PERMISSION_DENIED).

export const PERMISSION_DENIED = 1;

export interface PhonePosition {
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
}

export function canLocate(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.geolocation);
}

/** Rejects with the GeolocationPositionError (or an Error when the browser has no geolocation). */
export function readPhonePosition(timeoutMs = 20_000): Promise<PhonePosition> {
  return new Promise((resolve, reject) => {
    if (!canLocate()) {
      reject(new Error('geolocation unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy_m: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
        }),
      reject,
      // A fix up to 30 s old is good enough for a van between two shops, and saves the battery.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}

export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PERMISSION_DENIED;
}
