import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LatLng } from '../../domain/geo';

/** Spec 001 section 7: high accuracy, 10 s timeout, a position up to 5 minutes old is good enough. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export type GeolocationPosition = LatLng & { /** metres */ accuracy: number };

type Failure = 'unsupported' | 'denied' | 'failed';

interface State {
  position: GeolocationPosition | null;
  failure: Failure | null;
  locating: boolean;
}

/**
 * The browser's position, asked for on `locate()`. `error` is the spec's Arabic text: unsupported browser,
 * access refused, or any other failure (timeout, no fix).
 */
export function useGeolocation() {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ position: null, failure: null, locating: false });
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState((previous) => ({ ...previous, failure: 'unsupported', locating: false }));
      return;
    }
    setState((previous) => ({ ...previous, failure: null, locating: true }));
    geolocation.getCurrentPosition(
      (result) => {
        if (!mounted.current) return;
        setState({
          position: { lat: result.coords.latitude, lng: result.coords.longitude, accuracy: result.coords.accuracy },
          failure: null,
          locating: false,
        });
      },
      (error) => {
        if (!mounted.current) return;
        // 1 is PERMISSION_DENIED in every browser; the constant is not on the error object in all of them.
        setState((previous) => ({ ...previous, failure: error.code === 1 ? 'denied' : 'failed', locating: false }));
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return {
    position: state.position,
    error: state.failure ? translate(`bakery.stores.map.geolocation_${state.failure}`) : null,
    locate,
    locating: state.locating,
  };
}
