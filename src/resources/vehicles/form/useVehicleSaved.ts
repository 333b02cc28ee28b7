import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { vehiclePaths } from '../../../registry/paths';
import { serverMessage } from '../../../providers/failure';
import { refreshQueries } from '../../../ui/queryCache';

/**
 * What follows a save (section 8): the success message, then the list, whose cards and statistics are
 * read again; a failure says the server's message, else the form's own (`fallbackKey`).
 */
export function useVehicleSaved(successKey: string, fallbackKey: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    notify(successKey, { type: 'success' });
    void refreshQueries(queryClient, { queryKey: ['vehicles'] });
    // react-admin's redirect opens the list at its top; a plain navigate kept the form's scroll, so the
    // fleet opened far down, past its figures (issue 23).
    redirect(vehiclePaths.list);
  }, [notify, redirect, queryClient, successKey]);
  const onError = useCallback(
    (error: unknown) => {
      const message = serverMessage(error);
      // A server message is already Arabic text, not a key: `_` shows it as it is.
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify(fallbackKey, { type: 'error' });
    },
    [notify, fallbackKey],
  );
  return { onSuccess, onError };
}
