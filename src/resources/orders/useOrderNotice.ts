import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { Notice } from '../../providers/failure';

type Kind = 'error' | 'warning' | 'success' | 'info';

/** Shows a notice as a toast: a key is translated, a server text shown as it is. */
export function useOrderNotice() {
  const notify = useNotify();
  return useCallback(
    (notice: Notice, type: Kind = 'error') => {
      if ('key' in notice) notify(notice.key, { type });
      else notify(notice.text, { type, messageArgs: { _: notice.text } });
    },
    [notify],
  );
}
