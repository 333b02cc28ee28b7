import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PriceList } from '../../domain/pricing/records';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { refreshQueries } from '../../ui/queryCache';

/** Deletes a price list after a confirmation; orders already taken keep their prices. */
export function PriceListDeleteButton({ list }: { list: PriceList }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.deletePriceList(list.id),
    onSuccess: () => {
      notify('bakery.pricing.lists.deleted', { type: 'info' });
      void refreshQueries(queryClient, { queryKey: ['pricing'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('bakery.pricing.lists.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title={translate('bakery.pricing.lists.delete_title')}
        content={translate('bakery.pricing.lists.delete_content', { name: list.name })}
        onConfirm={() => {
          setOpen(false);
          remove.mutate();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
