import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, Form, NumberInput, SaveButton, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { Variant } from '../../../domain/pricing/records';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { VariantBody } from '../../../providers/data/pricingCalls';
import { AmountInput } from '../../../ui/AmountInput';
import { ProductVariantDeleteButton } from './ProductVariantDeleteButton';
import { refreshQueries } from '../../../ui/queryCache';

interface Values {
  name: string;
  code: string;
  price_eur: number;
  stock_quantity?: number | null;
  weight_grams?: number | null;
  active: boolean;
}

const orNull = (value: number | null | undefined) => (value === undefined || value === null || Number.isNaN(value) ? null : value);

/** Adds or edits one variant; the server's refusal (a taken code, a bad price) is shown in the dialog. */
export function ProductVariantDialog({ productId, variant, onClose }: { productId: number; variant: Variant | null; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = () => {
    void refreshQueries(queryClient, { queryKey: ['products', 'variants', productId] });
    onClose();
  };
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: VariantBody = {
        name: values.name,
        code: values.code,
        price_eur: values.price_eur,
        stock_quantity: orNull(values.stock_quantity),
        weight_grams: orNull(values.weight_grams),
        status: values.active ? 'active' : 'inactive',
      };
      return dataProvider.saveVariant(productId, body, variant?.id);
    },
    onSuccess: done,
    onError: (error: Error) => setRefusal(error.message),
  });
  const t = (key: string) => `bakery.pricing.product.${key}`;
  const defaults: Partial<Values> = variant
    ? { ...variant, active: variant.status === 'active' }
    : { active: true, stock_quantity: null, weight_grams: null };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="variant-dialog">
      <DialogTitle>{translate(t(variant ? 'variant_edit' : 'variant_add'))}</DialogTitle>
      <Form defaultValues={defaults} onSubmit={(values: Record<string, unknown>) => save.mutate(values as unknown as Values)}>
        <DialogContent>
          <Stack spacing={1}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <TextInput source="name" label={t('variant_name')} isRequired fullWidth />
            <TextInput source="code" label={t('variant_code')} isRequired fullWidth />
            <AmountInput source="price_eur" label={t('variant_price')} isRequired fullWidth />
            <NumberInput source="stock_quantity" label={t('variant_stock')} step={1} min={0} fullWidth />
            <NumberInput source="weight_grams" label={t('variant_weight')} min={0} fullWidth />
            <BooleanInput source="active" label={t('variant_active')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          {variant && <ProductVariantDeleteButton productId={productId} variant={variant} onDeleted={done} />}
          <Button onClick={onClose}>{translate(t('cancel'))}</Button>
          <SaveButton label={t('save')} alwaysEnable={!save.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
