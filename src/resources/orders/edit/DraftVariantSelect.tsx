import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import { stockText } from '../form/stockText';
import type { VariantOption } from '../form/shopPrices';

/** The add-product panel's size or weight (issue 30): each at its price for the shop, with its own stock. */
export function DraftVariantSelect({
  variants,
  value,
  onChange,
  error,
}: {
  variants: readonly VariantOption[];
  value: number | null;
  onChange: (variantId: number | null) => void;
  /** The translated refusal, shown under the field. */
  error: string | undefined;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      required
      label={translate('bakery.orders.form.variant')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'add-variant' } as object } }}
    >
      {variants.map((variant) => (
        <MenuItem key={variant.id} value={variant.id}>
          {variant.name} · {formatMoney(variant.price_eur)} · {stockText(variant.stock_quantity, translate)}
        </MenuItem>
      ))}
    </TextField>
  );
}
