import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SCREEN } from '../../../domain/access';
import { serverMessage } from '../../../providers/failure';

/**
 * What follows a save (section 8): the success message, then the list, whose cards and statistics are
 * read again; a failure says the server's message, else the form's own (`fallbackKey`).
 */
export function useVehicleSaved(successKey: string, fallbackKey: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    notify(successKey, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    navigate(SCREEN.vehicleList.path);
  }, [notify, navigate, queryClient, successKey]);
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
