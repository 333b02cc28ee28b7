import { Box, Button, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { shiftDay } from '../../../domain/dates';
import type { StandingOrderRecord } from '../../../domain/standing';
import { standingMessages } from '../../../domain/standing';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { DayField } from '../../../ui/DayField';
import { wholeDay } from './standingWeek';

interface Props {
  storeId: Identifier;
  record: StandingOrderRecord;
  today: string;
  products: readonly { id: number; name: string }[];
  allowed: boolean;
  calls: BakeryDataProvider;
  onSaved: () => void;
}

/** "Ten more tomorrow", "nothing on the 24th": one product's quantity on one day, before the cut-off. */
export function StandingExceptions({ storeId, record, today, products, allowed, calls, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [date, setDate] = useState<string | null>(shiftDay(today, 1));
  const [productId, setProductId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('');
  const [saving, setSaving] = useState(false);
  const nameOf = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;
  const units = /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity) : null;
  const quantityBad = quantity !== '' && (units === null || units > 100_000);

  async function save() {
    if (productId === '' || units === null || quantityBad || !wholeDay(date)) return;
    setSaving(true);
    try {
      await calls.addStandingException(storeId, { date, product_id: productId, quantity: units });
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
              onChange={(event) => setProductId(Number(event.target.value))}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {products.map((product) => (
                <MenuItem key={product.id} value={product.id}>
                  {product.name}
                </MenuItem>
              ))}
            </TextField>
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
            <Button variant="outlined" onClick={save} disabled={saving || productId === '' || units === null || quantityBad || !wholeDay(date)}>
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
            <ListItem key={`${change.date}-${change.product_id}`}>
              {translate('bakery.standing.exceptions.item', {
                date: change.date.split('-').reverse().join('/'),
                name: nameOf(change.product_id),
                quantity: change.quantity,
              })}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
