import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import {
  canGeocode,
  GEOCODE_DELAY_MS,
  geocodeFailure,
  readGeocodeReply,
  WIZARD_MESSAGES,
  type WizardValues,
} from './wizardRules';

export type GeocodeStatus = 'idle' | 'searching' | 'found' | 'failed';

export interface AddressGeocoding {
  status: GeocodeStatus;
  /** The failure as the user reads it, when status is 'failed'. */
  error: string | null;
  /** The address is long enough to be looked up. */
  available: boolean;
  /** Looks the address up now (the button), without waiting for the pause. */
  geocodeNow: () => void;
}

type Failure = { text: string } | { reason: string | null };

/**
 * Spec 001 section 4: once the trimmed address is longer than 10 characters and the user has paused
 * for 1.5 s, the server geocodes it (GET /geocode, so no key reaches the browser) and the result becomes
 * the location, unless the user already chose another method. Mounted for the whole wizard, so leaving
 * step 1 during the pause does not lose the lookup.
 */
export function useAddressGeocoding(): AddressGeocoding {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const address = useWatch({ control, name: 'address' });
  const query = typeof address === 'string' ? address.trim() : '';
  const available = canGeocode(query);
  const [status, setStatus] = useState<GeocodeStatus>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The address last looked up: the same address is not looked up twice on its own. */
  const [searched, setSearched] = useState<string | null>(null);
  const lastRequest = useRef(0);

  const lookUp = useCallback(
    async (text: string) => {
      const request = ++lastRequest.current;
      setSearched(text);
      setStatus('searching');
      setFailure(null);
      // An answer for an address the user has since changed, or overtaken by a newer lookup, is dropped.
      const stale = () => request !== lastRequest.current || (getValues('address') ?? '').trim() !== text;
      try {
        const reply = await dataProvider.geocode(text);
        if (stale()) return;
        const read = readGeocodeReply(reply, text);
        if (!('place' in read)) {
          setStatus('failed');
          setFailure({ reason: read.reason });
          return;
        }
        setValue('geocoded', read.place);
        // The wizard's watcher rechecks a "location required" message already shown.
        const method = getValues('location_method');
        if (method === null || method === 'address') setValue('location_method', 'address');
        setStatus('found');
      } catch (error) {
        if (stale()) return;
        setStatus('failed');
        setFailure(geocodeFailure(error));
      }
    },
    [dataProvider, getValues, setValue],
  );

  useEffect(() => {
    if (!available || query === searched) return;
    const timer = setTimeout(() => void lookUp(query), GEOCODE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [available, query, searched, lookUp]);

  const geocodeNow = useCallback(() => {
    if (available) void lookUp(query);
  }, [available, lookUp, query]);

  // What was found or went wrong belongs to the address it was asked for, not to one typed since.
  const shown: GeocodeStatus = searched === query ? status : 'idle';
  let error: string | null = null;
  if (shown === 'failed' && failure) {
    error =
      'text' in failure
        ? failure.text
        : translate(WIZARD_MESSAGES.geocodeFailed, { reason: failure.reason ?? translate(WIZARD_MESSAGES.geocodeNotFound) });
  }
  return { status: shown, error, available, geocodeNow };
}
