import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { serverMessage } from '../../providers/failure';

/** Toasts of the schedule page: a success by key; a failure in the server's words, else the fallback key. */
export function useScheduleNotice() {
  const notify = useNotify();
  const success = useCallback((key: string) => notify(key, { type: 'success' }), [notify]);
  const failure = useCallback(
    (error: unknown, fallbackKey: string) => {
      const text = serverMessage(error);
      if (text) notify(text, { type: 'error', messageArgs: { _: text } });
      else notify(fallbackKey, { type: 'error' });
    },
    [notify],
  );
  return { success, failure };
}
