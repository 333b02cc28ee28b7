import { useState } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  maxLength,
  minLength,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { serverMessage } from '../../../providers/failure';
import type { ProductRecord } from './productRecord';
import { signedQuantity, STOCK_REASON_MAX, STOCK_REASON_MIN, type StockAdjustValues } from './stockAdjustment';
import { inventoryQueryKey, useApplyProduct } from './useProductDetailData';
import { refreshQueries } from '../../../ui/queryCache';

const DIRECTIONS = [
  { id: 'add', name: 'bakery.products.show.adjust.add' },
  { id: 'remove', name: 'bakery.products.show.adjust.remove' },
];

const wholeNumber: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'bakery.products.show.adjust.whole_number';

/** Taking away more than is in stock would go below 0, which the server refuses (409): said before sending. */
const notBelowZero =
  (stock: number): Validator =>
  (value, values) =>
    (values as StockAdjustValues).direction === 'remove' && Number(value) > stock
      ? { message: 'bakery.products.show.adjust.below_zero', args: { stock } }
      : undefined;

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {translate('bakery.products.show.adjust.submit')}
    </Button>
  );
}

/**
 * Adds to or takes from a limited stock with a reason, through POST /products/{id}/stock. The page shows
 * the server's new stock and the new movement once it has answered; a refusal shows the server's message.
 */
export function StockAdjustForm({ record }: { record: Pick<ProductRecord, 'id' | 'stock_quantity'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const apply = useApplyProduct();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new key gives an empty form after a change went through.
  const [formKey, setFormKey] = useState(0);
  const stock = record.stock_quantity ?? 0;

  const submit = async (values: FieldValues) => {
    setRefusal(null);
    const { direction, quantity, reason } = values as Partial<StockAdjustValues>;
    const change = signedQuantity({ direction: direction ?? 'add', quantity: Number(quantity) });
    try {
      const { product } = await dataProvider.adjustProductStock(record.id, change, (reason ?? '').trim());
      apply(product);
      await refreshQueries(queryClient, { queryKey: inventoryQueryKey(record.id) });
      notify('bakery.products.show.adjust.done', { type: 'success' });
      setFormKey((key) => key + 1);
    } catch (error) {
      setRefusal(serverMessage(error) ?? translate('bakery.products.show.adjust.failed'));
    }
  };

  return (
    <Box component="section" aria-labelledby="product-stock-adjust-title" data-testid="product-stock-adjust" sx={{ mt: 2 }}>
      <Typography id="product-stock-adjust-title" variant="subtitle2" component="h3" color="primary" sx={{ mb: 1 }}>
        {translate('bakery.products.show.adjust.title')}
      </Typography>
      <Form
        key={formKey}
        defaultValues={{ direction: 'add', quantity: null, reason: '' } satisfies StockAdjustValues}
        onSubmit={submit}
        noValidate
      >
        <Stack spacing={0.5}>
          <RadioButtonGroupInput
            source="direction"
            label="bakery.products.show.adjust.direction"
            choices={DIRECTIONS}
            row
            helperText={false}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
            <NumberInput
              source="quantity"
              label="bakery.products.show.adjust.quantity"
              min={1}
              step={1}
              validate={[required(), wholeNumber, minValue(1), notBelowZero(stock)]}
              sx={{ flex: { sm: '0 0 160px' } }}
            />
            <TextInput
              source="reason"
              label="bakery.products.show.adjust.reason"
              validate={[required(), minLength(STOCK_REASON_MIN), maxLength(STOCK_REASON_MAX)]}
              fullWidth
            />
          </Stack>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {refusal}
            </Alert>
          ) : null}
          <SubmitButton />
        </Stack>
      </Form>
    </Box>
  );
}
