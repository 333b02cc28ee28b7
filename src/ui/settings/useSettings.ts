import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_SETTINGS } from '../../domain/settingsDefaults';
import type { BakeryDataProvider } from '../../providers/dataProvider';

/** Spec 000 section 9: system settings stay fresh for 30 minutes in the browser. */
const SETTINGS_STALE_MS = 30 * 60 * 1000;

/**
 * The system settings, loaded once after sign-in. When they cannot be read the product carries on with
 * the defaults, as spec 000 section 8 asks, rather than blocking every page.
 */
export function useSettings() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({
    queryKey: ['system-settings'],
    queryFn: () => dataProvider.getSettings(),
    staleTime: SETTINGS_STALE_MS,
    retry: 1,
  });
  return {
    settings: { ...DEFAULT_SETTINGS, ...(query.data ?? {}) } as typeof DEFAULT_SETTINGS,
    isPending: query.isPending && !query.isError,
  };
}
