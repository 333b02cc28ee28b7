import { useState } from 'react';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { serverMessage, statusOf } from '../../providers/failure';
import { DeleteButton } from '../../ui/DeleteButton';
import { DeleteConflictDialog } from '../../ui/DeleteConflictDialog';
import { useFailureNotice, useReloadUsers, useSetUserStatus } from './useUserCalls';

export interface UserDeleteButtonProps {
  record: RaRecord;
  /** An icon (table rows, cards) or a labelled button (the employee page). */
  variant?: 'button' | 'icon';
  /** After a delete; by default the list and its tiles reload. */
  onDeleted?: () => void;
}

/** The reply of a refused delete of an employee with orders, payments, expenses or vehicles. */
function hasHistory(error: unknown): boolean {
  return statusOf(error) === 409 && (error as { body?: { code?: unknown } } | null)?.body?.code === 'has_history';
}

/**
 * Delete with a confirmation. An employee with history is kept by the server (409 has_history): its
 * message is shown with an offer to deactivate them instead, as for shops. Any other refusal (their own
 * account, the last admin) is the server's message.
 */
export function UserDeleteButton({ record, variant = 'icon', onDeleted }: UserDeleteButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const reload = useReloadUsers();
  const setStatus = useSetUserStatus();
  const [deleteOne, { isPending }] = useDelete();
  const [conflict, setConflict] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState(false);

  const remove = (close: () => void) =>
    deleteOne(
      'users',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify('bakery.users.list.deleted', { type: 'success' });
          if (onDeleted) onDeleted();
          else reload();
        },
        onError: (error) => {
          close();
          if (hasHistory(error)) setConflict(serverMessage(error) ?? translate('bakery.users.list.has_history'));
          else failure(error, 'bakery.users.list.delete_failed');
        },
      },
    );

  const deactivate = async () => {
    setDeactivating(true);
    const saved = await setStatus(record.id, 'inactive');
    setDeactivating(false);
    if (saved) setConflict(null);
  };

  return (
    <>
      <DeleteButton
        variant={variant}
        label={translate('bakery.users.list.delete')}
        title={translate('bakery.users.list.delete_title', { name: record.full_name })}
        content="bakery.users.list.delete_content"
        confirm="bakery.users.list.delete"
        pending={isPending}
        onConfirm={remove}
      />
      <DeleteConflictDialog
        message={conflict}
        title="bakery.users.list.conflict_title"
        deactivateLabel="bakery.users.list.deactivate_instead"
        canDeactivate={record.status !== 'inactive'}
        deactivating={deactivating}
        onDeactivate={() => void deactivate()}
        onClose={() => setConflict(null)}
      />
    </>
  );
}
