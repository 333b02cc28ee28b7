import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { refreshQueries } from '../../ui/queryCache';

/**
 * One action of a system tab: runs the call, refreshes what it changed, and says how it went in a toast
 * (the success text of the caller, or the server's refusal as it came).
 */
export function useSystemAction<A, R>(
  run: (provider: BakeryDataProvider, argument: A) => Promise<R>,
  options: { refresh: QueryKey[]; success: (result: R) => { key: string; args?: Record<string, unknown> } },
) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (argument: A) => run(dataProvider, argument),
    onSuccess: async (result) => {
      const { key, args } = options.success(result);
      notify(key, { type: 'success', messageArgs: args });
      await Promise.all(options.refresh.map((queryKey) => refreshQueries(queryClient, { queryKey })));
    },
    onError: (error) => {
      const text = errorMessage(error) ?? 'ra.notification.http_error';
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
  });
}
