import { useState } from 'react';
import { useCanAccess, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { storePaths } from '../../../registry/paths';
import type { StoreRecord } from './storeRecord';
import { useStoreCalls } from './useStoreCalls';
import { serverMessage, statusOf } from '../../../providers/failure';
import { DeleteButton } from '../../../ui/DeleteButton';
import { DeleteConflictDialog } from '../../../ui/DeleteConflictDialog';

interface StoreDeleteButtonProps {
  record: StoreRecord;
  /** The translation key shown when the delete fails for any reason but the shop's orders. */
  failureKey: string;
  /** Show the server's message rather than failureKey when it sent one (the detail does, the form not). */
  preferServerMessage?: boolean;
  /** A labelled button (detail, form) or an icon in a table row, which stays on the list afterwards. */
  variant?: 'button' | 'icon';
}

/**
 * Delete with a confirmation that says it cannot be undone. A shop with orders is kept by the server
 * (409): its message is shown with an offer to deactivate the shop instead. Only for the roles that may
 * delete shops.
 */
export function StoreDeleteButton({
  record,
  failureKey,
  preferServerMessage = false,
  variant = 'button',
}: StoreDeleteButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const calls = useStoreCalls();
  const { canAccess: canDelete } = useCanAccess({ resource: 'stores', action: 'delete', record });
  const { canAccess: canChangeStatus } = useCanAccess({ resource: 'stores', action: 'status', record });
  const [deleteOne, { isPending }] = useDelete<StoreRecord>();
  const [conflict, setConflict] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState(false);

  if (!canDelete) return null;

  const remove = (close: () => void) =>
    deleteOne(
      'stores',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify('bakery.stores.show.deleted', { type: 'success' });
          if (variant === 'icon') refresh();
          else navigate(storePaths.list);
        },
        onError: (error) => {
          close();
          if (statusOf(error) === 409) {
            setConflict(serverMessage(error) ?? translate('bakery.stores.show.has_orders'));
            return;
          }
          const message = preferServerMessage ? serverMessage(error) : undefined;
          // A server message is already Arabic text, not a key: `_` shows it as it is.
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify(failureKey, { type: 'error' });
        },
      },
    );

  const deactivate = async () => {
    setDeactivating(true);
    try {
      await calls.setStatus(record.id, 'inactive');
      setConflict(null);
      notify('bakery.stores.show.deactivated', { type: 'success' });
      refresh();
    } catch (error) {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.stores.show.status_failed', { type: 'error' });
    } finally {
      setDeactivating(false);
    }
  };

  return (
    <>
      <DeleteButton
        variant={variant}
        label={translate('bakery.stores.show.delete')}
        title={translate('bakery.stores.show.delete_title', { name: record.name })}
        content={translate('bakery.stores.show.delete_content')}
        confirm="bakery.stores.show.delete"
        pending={isPending}
        onConfirm={remove}
      />
      <DeleteConflictDialog
        message={conflict}
        title="bakery.stores.show.conflict_title"
        deactivateLabel="bakery.stores.show.deactivate_instead"
        canDeactivate={!!canChangeStatus && record.status !== 'inactive'}
        deactivating={deactivating}
        onDeactivate={() => void deactivate()}
        onClose={() => setConflict(null)}
      />
    </>
  );
}
