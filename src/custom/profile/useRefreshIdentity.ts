import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { IDENTITY_KEY } from './queryKeys';
import { refreshQueries } from '../../ui/queryCache';

/**
 * The sidebar reads the name and picture through react-admin's cached getIdentity; after the stored
 * user changed (profileCalls writes it) the cache is read again so the shell shows the change at once.
 */
export function useRefreshIdentity(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshQueries(queryClient, { queryKey: IDENTITY_KEY }), [queryClient]);
}
