import { useDelete, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import type { ExpenseRecord } from '../../domain/vehicles/expenseRecords';
import { DeleteButton } from '../../ui/DeleteButton';

/**
 * Deletes one expense after a confirmation. The office may delete any; a distributor only what they
 * recorded themselves today (the server enforces it and answers in Arabic, which is what is shown).
 */
export function ExpenseDeleteButton({ office }: { office: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<ExpenseRecord>();
  const { identity } = useGetIdentity();
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const ownToday = record.recorded_by === identity?.id && bakeryDate(new Date(record.created_at)) === bakeryDate();
  if (!office && !ownToday) return null;

  const confirm = (close: () => void) =>
    void remove(
      'expenses',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('bakery.expenses.deleted', { type: 'success' });
          refresh();
          close();
        },
        onError: (error: unknown) => {
          const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
          if (typeof message === 'string' && message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.expenses.delete_failed', { type: 'error' });
          close();
        },
      },
    );

  return (
    <DeleteButton
      label={translate('bakery.expenses.delete_title')}
      variant="icon"
      title="bakery.expenses.delete_title"
      content="bakery.expenses.delete_content"
      confirm="ra.action.delete"
      pending={isPending}
      onConfirm={confirm}
    />
  );
}
