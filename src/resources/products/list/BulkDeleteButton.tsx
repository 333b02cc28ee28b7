import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate, type Identifier } from 'react-admin';
import type { useBulkProducts } from './useBulkProducts';

interface BulkDeleteButtonProps {
  ids: readonly Identifier[];
  bulk: ReturnType<typeof useBulkProducts>;
}

/**
 * Deletes the selected products, only after a confirmation that says how many. The server archives
 * those that appear in orders; the toast says so.
 */
export function BulkDeleteButton({ ids, bulk }: BulkDeleteButtonProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="contained"
        size="small"
        startIcon={<DeleteIcon />}
        disabled={bulk.isPending}
        onClick={() => setConfirming(true)}
      >
        {translate('bakery.products.list.delete_selected')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={bulk.isPending}
        title="bakery.products.list.bulk_delete_title"
        content={
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
              {translate('bakery.products.list.bulk_delete_content', { smart_count: ids.length })}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {translate('bakery.products.list.bulk_delete_note')}
            </Typography>
          </>
        }
        confirm="bakery.products.list.delete"
        confirmColor="warning"
        onConfirm={() => bulk.mutate({ ids, action: 'delete' }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
