import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';

function serverMessage(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Delete from the row, after a confirmation that names the shop. A refusal shows the server's own words
 * (a shop with orders: 409, offering deactivation instead).
 */
export function StoreDeleteAction({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const label = translate('bakery.stores.list.delete');

  const remove = () =>
    deleteOne(
      'stores',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('bakery.stores.list.deleted', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          const message = serverMessage(error);
          // A server text is not a translation key: `_` has it shown as it is.
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.stores.list.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="bakery.stores.list.delete_title"
        content="bakery.stores.list.delete_confirm"
        translateOptions={{ name: String(record.name ?? '') }}
        confirm="bakery.stores.list.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
