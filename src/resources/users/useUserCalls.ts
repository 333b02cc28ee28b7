import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { UserStatus } from '../../domain/enums';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { serverMessage } from '../../providers/failure';
import { USER_STATISTICS_QUERY_KEY } from './list/userQueryKeys';
import { refreshQueries } from '../../ui/queryCache';

/** A failure as a notice: the server's Arabic text when it sent one, else the screen's key. */
export function useFailureNotice() {
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

/** After a change to one employee: the list, the open record and the tiles read again. */
export function useReloadUsers() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useCallback(() => {
    refresh();
    void refreshQueries(queryClient, { queryKey: USER_STATISTICS_QUERY_KEY });
  }, [refresh, queryClient]);
}

/** PATCH /users/:id/status with the spec's notices; resolves to whether it was saved. */
export function useSetUserStatus() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const failure = useFailureNotice();
  const reload = useReloadUsers();
  return useCallback(
    async (id: Identifier, status: UserStatus): Promise<boolean> => {
      try {
        await dataProvider.setUserStatus(id, status);
        notify(status === 'active' ? 'bakery.users.list.activated' : 'bakery.users.list.deactivated', { type: 'success' });
        reload();
        return true;
      } catch (error) {
        failure(error, 'bakery.users.list.status_failed');
        return false;
      }
    },
    [dataProvider, notify, failure, reload],
  );
}
