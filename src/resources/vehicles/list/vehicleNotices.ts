import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { serverMessage, statusOf } from '../../../providers/failure';

/**
 * A refused write as a toast: the server's Arabic reason when it refused (4xx: a 409 rule, a validation),
 * else the screen's general text (a network failure, a server error).
 */
export function useVehicleFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      const status = statusOf(error);
      const message = status !== undefined && status >= 400 && status < 500 ? serverMessage(error) : undefined;
      // A server message is Arabic text, not a key: `_` shows it as it is.
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify(fallbackKey, { type: 'error' });
    },
    [notify],
  );
}

/** A write's success: the server's text (the same words as vehicleErrors), then the cards and figures read again. */
export function useVehicleSuccess() {
  const notify = useNotify();
  // react-admin's refresh invalidates every query: the page of cards and the statistics together.
  const refresh = useRefresh();
  return useCallback(
    (text: string) => {
      notify(text, { type: 'success', messageArgs: { _: text } });
      refresh();
    },
    [notify, refresh],
  );
}
