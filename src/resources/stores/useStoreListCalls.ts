import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { StoreStatus } from '../../domain/enums';
import type { MoveDirection } from '../../domain/stores/types';
import type { BakeryDataProvider } from '../../providers/dataProvider';

/** Moving a shop up or down; the list reloads afterwards, whatever happened (spec 001 section 4). */
export function useMoveStore() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, direction }: { id: Identifier; direction: MoveDirection }) => dataProvider.moveStore(id, direction),
    onSuccess: () => notify('bakery.stores.list.moved', { type: 'success' }),
    onError: () => notify('bakery.stores.list.move_failed', { type: 'error' }),
    onSettled: () => refresh(),
  });
}

/** Activating or deactivating a shop from its row; the figures and the list reload afterwards. */
export function useSetStoreStatus() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: Identifier; status: StoreStatus }) => dataProvider.setStoreStatus(id, status),
    onSuccess: (_data, { status }) =>
      notify(status === 'active' ? 'bakery.stores.list.activated' : 'bakery.stores.list.deactivated', { type: 'success' }),
    onError: () => notify('bakery.stores.list.status_failed', { type: 'error' }),
    onSettled: () => refresh(),
  });
}
