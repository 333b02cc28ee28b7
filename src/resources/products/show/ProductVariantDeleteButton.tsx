import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Variant } from '../../../domain/pricing/records';
import type { BakeryDataProvider } from '../../../providers/dataProvider';

/** Deletes a variant after a confirmation. */
export function ProductVariantDeleteButton({ productId, variant, onDeleted }: { productId: number; variant: Variant; onDeleted: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteVariant(productId, variant.id),
    onSuccess: onDeleted,
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} sx={{ me: 'auto' }}>
        {translate('bakery.pricing.product.variant_delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title={translate('bakery.pricing.product.variant_delete')}
        content={translate('bakery.pricing.product.variant_delete_content', { name: variant.name })}
        onConfirm={() => {
          setOpen(false);
          remove.mutate();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
