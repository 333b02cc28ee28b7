import { Box, Button, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { shiftDay } from '../../../domain/dates';
import type { StandingOrderRecord } from '../../../domain/standing';
import { standingMessages } from '../../../domain/standing';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { DayField } from '../../../ui/DayField';
import { format } from '../../../domain/messages';
import { sizeNamesOf, wholeDay, type SizeOption } from './standingWeek';

interface Props {
  storeId: Identifier;
  record: StandingOrderRecord;
  today: string;
  products: readonly { id: number; name: string }[];
  /** Each product's sizes (issue 30): a change for such a product names one. */
  sizes: ReadonlyMap<number, readonly SizeOption[]>;
  allowed: boolean;
  calls: BakeryDataProvider;
  onSaved: () => void;
}

/** "Ten more tomorrow", "nothing on the 24th": one product's (or size's) quantity on one day, before the cut-off. */
export function StandingExceptions({ storeId, record, today, products, sizes, allowed, calls, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [date, setDate] = useState<string | null>(shiftDay(today, 1));
  const [productId, setProductId] = useState<number | ''>('');
  const [variantId, setVariantId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('');
  const [saving, setSaving] = useState(false);
  const nameOf = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;
  const units = /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity) : null;
  const quantityBad = quantity !== '' && (units === null || units > 100_000);
  const productSizes = productId === '' ? [] : (sizes.get(productId) ?? []);
  // A product sold in sizes: the change names one, and says so beside the field until it does.
  const sizeMissing = productSizes.length > 0 && variantId === '';
  const sizeNames = sizeNamesOf(sizes, record);
  const ready = productId !== '' && !sizeMissing && units !== null && !quantityBad && wholeDay(date);

  async function save() {
    if (!ready || units === null || !wholeDay(date)) return;
    setSaving(true);
    try {
      const size = variantId === '' ? {} : { variant_id: variantId };
      await calls.addStandingException(storeId, { date, product_id: productId, ...size, quantity: units });
      notify('bakery.standing.exceptions.saved', { type: 'success' });
      setQuantity('');
      onSaved();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} data-testid="standing-exceptions">
      <Typography variant="subtitle1" component="h3">
        {translate('bakery.standing.exceptions.title')}
      </Typography>
      {allowed && record.exists && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.standing.exceptions.hint')}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="flex-start">
            <Box sx={{ width: { xs: '100%', sm: 190 } }}>
              <DayField label={translate('bakery.standing.exceptions.date')} value={date} onChange={setDate} minDate={today} fullWidth />
            </Box>
            <TextField
              select
              size="small"
              label={translate('bakery.standing.product')}
              value={productId}
              onChange={(event) => {
                setProductId(Number(event.target.value));
                setVariantId('');
              }}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {products.map((product) => (
                <MenuItem key={product.id} value={product.id}>
                  {product.name}
                </MenuItem>
              ))}
            </TextField>
            {productSizes.length > 0 && (
              <TextField
                select
                size="small"
                label={translate('bakery.standing.size')}
                value={variantId}
                onChange={(event) => setVariantId(Number(event.target.value))}
                error={sizeMissing}
                helperText={sizeMissing ? format(standingMessages.variantRequired, { name: nameOf(Number(productId)) }) : undefined}
                sx={{ width: { xs: '100%', sm: 200 } }}
              >
                {productSizes.map((size) => (
                  <MenuItem key={size.id} value={size.id}>
                    {size.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              size="small"
              label={translate('bakery.standing.exceptions.quantity')}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              error={quantityBad}
              helperText={quantityBad ? standingMessages.exceptionQuantityInvalid : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              sx={{ width: 120 }}
            />
            <Button variant="outlined" onClick={save} disabled={saving || !ready}>
              {translate('bakery.standing.exceptions.add')}
            </Button>
          </Stack>
        </>
      )}
      {record.exceptions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.standing.exceptions.none')}
        </Typography>
      ) : (
        <List dense aria-label={translate('bakery.standing.exceptions.list')}>
          {record.exceptions.map((change) => (
            <ListItem key={`${change.date}-${change.product_id}-${change.variant_id ?? ''}`}>
              {translate('bakery.standing.exceptions.item', {
                date: change.date.split('-').reverse().join('/'),
                name:
                  change.variant_id == null
                    ? nameOf(change.product_id)
                    : `${nameOf(change.product_id)} — ${change.variant_name ?? sizeNames.get(change.variant_id) ?? `#${change.variant_id}`}`,
                quantity: change.quantity,
              })}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
