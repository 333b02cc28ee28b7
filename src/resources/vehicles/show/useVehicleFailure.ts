import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { serverMessage } from '../../../providers/failure';

/** A refused write: the server's Arabic message when it sent one, else the page's own text (a key). */
export function useVehicleFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      const message = serverMessage(error);
      // A server message is already Arabic text, not a key: `_` shows it as it is.
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify(fallbackKey, { type: 'error' });
    },
    [notify],
  );
}
